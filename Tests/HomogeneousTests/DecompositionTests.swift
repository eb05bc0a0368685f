import Homogeneous
import Testing

@Suite struct DecompositionTests {
    // T · R · S with scales of any size and either sign comes apart and back.
    @Test func decomposeAndRecompose() throws {
        var rng = SplitMix64(seed: 476)
        for _ in 0..<1000 {
            let t = rng.vector(100), r = rng.quaternion()
            let s = Vector3(rng.uniform(0.1, 10), rng.uniform(0.1, 10), rng.uniform(0.1, 10))
                * [1e-150, 1, 1e150][Int(rng.next() % 3)]
            let m = Matrix4(translation: t, rotation: r, scale: s)
            let (t2, r2, s2) = try #require(m.decomposed())
            #expect(t2 == t)
            #expect(r2.isSameRotation(as: r, tolerance: 1e-14) && r2.w >= 0)
            #expect(abs(s2.x - s.x) <= 1e-14 * s.x && abs(s2.y - s.y) <= 1e-14 * s.y && abs(s2.z - s.z) <= 1e-14 * s.z)
        }
    }

    // A mirror is a negative x scale: scale(−1, 1, 1) is itself; scale(1, −1, 1)
    // is a half turn about z after scale(−1, 1, 1) (diag(−1, −1, 1)·diag(−1, 1, 1)).
    @Test func mirrorsAreANegativeXScale() throws {
        let (t, r, s) = try #require(Matrix4(scale: Vector3(-1, 1, 1)).decomposed())
        #expect(t == .zero && r == .identity && s == Vector3(-1, 1, 1))
        let flipY = try #require(Matrix4(scale: Vector3(1, -1, 1)).decomposed())
        #expect(flipY.scale == Vector3(-1, 1, 1))
        #expect(flipY.rotation.isSameRotation(as: Quaternion(angle: .degrees(180), axis: .unitZ), tolerance: 1e-15))
    }

    @Test func noDecompositionGivesNil() {
        // Shear: y leans towards x with cosine 1e-3 (> 1e-9), but passes a tolerance of 1e-2.
        let shear = Matrix4(rows: [1, 1e-3, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(shear.decomposed() == nil)
        #expect(shear.decomposed(tolerance: 1e-2) != nil)
        // A projection, a zero column, a NaN.
        #expect(Matrix4(rows: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -1, 0]).decomposed() == nil)
        #expect(Matrix4(scale: Vector3(1, 0, 1)).decomposed() == nil)
        #expect(Matrix4(scale: Vector3(.nan, 1, 1)).decomposed() == nil)
    }

    // Quaternion(Matrix4) reads a rotation only: with scale it is off, and
    // decomposed() is the way (issue 47 measured a median of 11° off).
    @Test func scaledMatricesNeedDecomposition() throws {
        var rng = SplitMix64(seed: 477)
        var wrong = 0
        for _ in 0..<200 {
            let r = rng.quaternion()
            let m = Matrix4(translation: .zero, rotation: r, scale: Vector3(rng.uniform(0.2, 5), rng.uniform(0.2, 5), 1))
            if !Quaternion(m).isSameRotation(as: r, tolerance: 1e-6) { wrong += 1 }
            #expect(try #require(m.decomposed()).rotation.isSameRotation(as: r, tolerance: 1e-14))
        }
        #expect(wrong > 150)
    }

    // Quaternion(Matrix4) documents its sign: w > 0, and for a half turn the
    // first non-zero of x, y, z positive.
    @Test func quaternionFromAMatrixHasTheCanonicalSign() {
        var rng = SplitMix64(seed: 478)
        for _ in 0..<1000 {
            let q = Quaternion(rng.rotation())
            #expect(q.w > 0 || (q.w == 0 && (q.x > 0 || (q.x == 0 && (q.y > 0 || (q.y == 0 && q.z > 0))))))
        }
        // Half turns about x, y, z, (1, −1, 0) and (0, −1, 1): w = 0 exactly.
        #expect(Quaternion(Matrix4(scale: Vector3(1, -1, -1))) == Quaternion(x: 1, y: 0, z: 0, w: 0))
        #expect(Quaternion(Matrix4(scale: Vector3(-1, 1, -1))) == Quaternion(x: 0, y: 1, z: 0, w: 0))
        #expect(Quaternion(Matrix4(rotation: .degrees(180), axis: Vector3(-1, 1, 0))).x > 0)
        #expect(Quaternion(Matrix4(rotation: .degrees(180), axis: Vector3(0, -1, 1))).y > 0)
        #expect(Quaternion(Matrix4(rotation: .degrees(270), axis: .unitZ)).w > 0)
    }
}
