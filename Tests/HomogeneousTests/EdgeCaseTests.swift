import Homogeneous
import Testing

/// The edge cases of issue 47, each with the answer it now has: scaled
/// arithmetic where an answer exists, nil or a documented NaN where none does,
/// never a silent identity.
@Suite struct EdgeCaseTests {
    // A finite axis of any length is an axis: the same rotation as the unit one.
    @Test func axesOfLength1e200And1eMinus200Rotate() {
        for length in [1e-200, 1e200, 1e-320, 1.7e308] {
            #expect(Matrix4(rotation: .degrees(90), axis: Vector3(0, 0, length)) == Matrix4(rotationZ: .degrees(90)))
            #expect(Quaternion(angle: .degrees(90), axis: Vector3(0, 0, length))
                == Quaternion(angle: .degrees(90), axis: .unitZ))
        }
        var rng = SplitMix64(seed: 471)
        for _ in 0..<200 {
            let axis = rng.unitVector(), angle = rng.degrees(-180, 180)
            let unit = Matrix4(rotation: angle, axis: axis)
            for scale in [1e-200, 1e200, 1e-300, 1e300] {
                #expect(Matrix4(rotation: angle, axis: axis * scale).isApproximatelyEqual(to: unit, tolerance: 1e-15))
                #expect((axis * scale).normalized!.isApproximatelyEqual(to: axis, tolerance: 1e-15))
            }
        }
        // Lengths themselves no longer underflow or overflow.
        #expect(abs(Vector3(3e-200, 4e-200, 0).length - 5e-200) <= 2e-16 * 5e-200)
        #expect(abs(Vector3(3e200, 4e200, 0).length - 5e200) <= 2e-16 * 5e200)
        let q = Quaternion(x: 3e200, y: 0, z: 4e200, w: 0).normalized
        #expect(abs(q.x - 0.6) <= 2e-16 && abs(q.z - 0.8) <= 2e-16 && q.y == 0 && q.w == 0)
        #expect(Vector3(1e-200, 0, 0).angle(to: Vector3(0, 1e200, 0)).radians == .pi / 2)
        // The zero axis names no rotation: the documented identity.
        #expect(Matrix4(rotation: .degrees(90), axis: .zero) == .identity)
    }

    @Test func nanQuaternionsStayNaN() {
        let bad = Quaternion(x: .nan, y: 0, z: 0, w: 1)
        for q in [bad.normalized, bad.inverse, Quaternion(angle: .radians(.nan), axis: .unitX),
                  Quaternion(angle: .degrees(10), axis: Vector3(.nan, 0, 0)), Quaternion(rotationVector: Vector3(.infinity, 0, 0)),
                  Quaternion(from: Vector3(.nan, 1, 0), to: .unitX), Quaternion(x: .infinity, y: 1, z: 0, w: 0).normalized] {
            #expect([q.x, q.y, q.z, q.w].allSatisfy { $0.isNaN } && !q.isFinite)
            #expect(q != .identity)
        }
        #expect(!Matrix4(bad).isFinite && bad.axis == nil && bad.angle.radians.isNaN)
        #expect(bad.rotationVector.x.isNaN && bad.eulerAngles(order: .xyz).0.radians.isNaN)
        // The zero quaternion has a documented normalisation (the identity, as
        // in glm) but no inverse.
        let zero = Quaternion(x: 0, y: 0, z: 0, w: 0)
        #expect(zero.normalized == .identity && !zero.inverse.isFinite)
    }

    @Test func slerpWithANonFiniteTGivesNaN() {
        let a = Quaternion.identity, b = Quaternion(angle: .degrees(90), axis: .unitZ)
        for t in [Double.nan, .infinity, -.infinity] {
            let q = a.slerp(to: b, t)
            #expect([q.x, q.y, q.z, q.w].allSatisfy { $0.isNaN })
        }
        // Nearly equal rotations take the linear branch; NaN still propagates there.
        #expect(a.slerp(to: Quaternion(angle: .degrees(1e-9), axis: .unitX), .nan).w.isNaN)
        // Outside [0, 1] it extrapolates along the same great circle: 1.5 × 90° = 135°.
        #expect(a.slerp(to: b, 1.5).isSameRotation(as: Quaternion(angle: .degrees(135), axis: .unitZ), tolerance: 1e-15))
    }

    // A dense unimodular matrix (det 1, integer inverse, both checked with
    // exact rational arithmetic) scaled by s has determinant s⁴ and inverse
    // A⁻¹ / s. At s = 1e77 the plain formula gave NaN (∞ − ∞) and no inverse.
    @Test func determinantAndInverseOfMatricesScaledBy1e77() throws {
        let a = Matrix4(rows: [1, 2, 3, 4, 0, 1, 2, 3, 1, 3, 6, 10, 2, 5, 9, 15])
        let aInverse = Matrix4(rows: [1, -3, 2, -1, -1, 3, -5, 3, 2, -1, 4, -3, -1, 0, -1, 1])
        #expect(a.determinant == 1 && a.inverse == aInverse)
        func scaled(_ m: Matrix4, _ s: Double) -> Matrix4 { Matrix4(columns: m.c0 * s, m.c1 * s, m.c2 * s, m.c3 * s) }
        // Scaled by powers of two, the answers are exact: 2²⁵⁵ ≈ 5.8e76, 2⁻³⁰⁰ ≈ 4.9e-91.
        for e in [255, -300, 200, -200] {
            let s = Double(sign: .plus, exponent: e, significand: 1)
            #expect(scaled(a, s).determinant == Double(sign: .plus, exponent: 4 * e, significand: 1), "det at 2^\(e)")
            #expect(scaled(a, s).inverse == scaled(aInverse, 1 / s), "inverse at 2^\(e)")
        }
        // By 1e77 (not a power of two, so the entries round): within the
        // matrix's own conditioning, normwise.
        for s in [1e77, 1e-70, 1e100, 1e-100] {
            let m = scaled(a, s), expected = s * s * s * s
            if expected.isFinite && expected >= Double.leastNormalMagnitude {
                #expect(abs(m.determinant - expected) <= 1e-13 * expected, "det at scale \(s)")
            } else if expected == .infinity {
                #expect(m.determinant == .infinity)
            }
            let inverse = try #require(m.inverse, "inverse at scale \(s)")
            #expect(maxDifference(scaled(inverse, s), aInverse) <= 1e-13 * 5, "inverse at scale \(s)")
        }
        // Before scaled arithmetic this was NaN; 1e77⁴ · 1.8 is beyond Double: +infinity, the honest answer.
        let big = Matrix4(rows: [1e77, 0, 0, 0, 0, 1e77, 0, 0, 0, 0, 1e77, 0, 0, 0, 0, 1.8e77])
        #expect(big.determinant == .infinity)
        #expect(big.inverse.map { abs($0[3, 3] * 1.8e77 - 1) <= 1e-15 } == true)
        // Axes of 1e-200 and 1e200 in one matrix: determinant 1, inverse diag(1e200, 1, 1e-200).
        let mixed = Matrix4(scale: Vector3(1e-200, 1, 1e200))
        #expect(abs(mixed.determinant - 1) <= 1e-15)
        let mixedInverse = try #require(mixed.inverse)
        #expect(abs(mixedInverse[0, 0] * 1e-200 - 1) <= 1e-15 && abs(mixedInverse[2, 2] * 1e200 - 1) <= 1e-15)
        #expect(mixedInverse[1, 1] == 1 && mixedInverse[3, 3] == 1)
        // Tiny and huge together: the plain formula's 1e-320 minor was subnormal (0.99999e-20).
        let subnormal = Matrix4(rows: [1e-160, 0, 0, 0, 0, 1e-160, 0, 0, 0, 0, 1e150, 0, 0, 0, 0, 1e150])
        #expect(abs(subnormal.determinant / 1e-20 - 1) <= 1e-15)
        #expect(Matrix4(scale: Vector3(.nan, 1, 1)).determinant.isNaN)
    }

    @Test func orthographicBoxesTooNarrowForDoubleGiveNil() throws {
        // 2 / 1e-320 overflows: no finite matrix exists.
        #expect(Matrix4.orthographic(left: 0, right: 1e-320, bottom: 0, top: 1, near: 0, far: 1) == nil)
        #expect(Matrix4.orthographic(left: 0, right: 1, bottom: 0, top: 1, near: 0, far: 1e-320, depth: .zeroToOne) == nil)
        // 1e-300 wide still has one.
        let narrow = try #require(Matrix4.orthographic(left: 0, right: 1e-300, bottom: 0, top: 1, near: 0, far: 1))
        #expect(narrow.isFinite && abs(narrow[0, 0] / 2e300 - 1) <= 1e-15)
        #expect(Matrix4.frustum(left: 0, right: 1e-320, bottom: 0, top: 1, near: 1, far: 2) == nil)
    }
}
