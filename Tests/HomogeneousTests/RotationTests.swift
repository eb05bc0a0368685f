import Homogeneous
import Testing

@Suite struct RotationTests {
    // Right-hand rule, by hand: a quarter turn about x takes y to z, about y
    // takes z to x, about z takes x to y (the cyclic order x → y → z → x).
    // Quarter turns given in degrees are exact: no 6e-17 residue from cos 90°.
    @Test func quarterTurnsFollowTheRightHandRule() {
        let cases: [(Matrix4, Vector3, Vector3)] = [
            (Matrix4(rotationX: .degrees(90)), .unitY, .unitZ),
            (Matrix4(rotationX: .degrees(90)), .unitZ, -.unitY),
            (Matrix4(rotationY: .degrees(90)), .unitZ, .unitX),
            (Matrix4(rotationY: .degrees(90)), .unitX, -.unitZ),
            (Matrix4(rotationZ: .degrees(90)), .unitX, .unitY),
            (Matrix4(rotationZ: .degrees(90)), .unitY, -.unitX),
        ]
        for (m, from, to) in cases {
            #expect(m.transformDirection(from) == to)
        }
        // The same quarter turns through the general axis form, and in radians (inexact).
        #expect(Matrix4(rotation: .degrees(-270), axis: Vector3(0, 0, 2)).transformDirection(.unitX) == .unitY)
        let inRadians = Matrix4(rotationZ: .radians(Double.pi / 2)).transformDirection(.unitX)
        #expect(inRadians.isApproximatelyEqual(to: .unitY, tolerance: 1e-16) && inRadians != .unitY)
    }

    // The axis rotations are the general one about the cardinal axes, with
    // the cos/sin pattern written out by hand for 30° (cos = √3/2, sin = 1/2).
    @Test func axisRotationsMatchHandValuesAndTheGeneralForm() {
        let (c, s) = (3.0.squareRoot() / 2, 0.5)
        let rx = Matrix4(rows: [1, 0, 0, 0, 0, c, -s, 0, 0, s, c, 0, 0, 0, 0, 1])
        let ry = Matrix4(rows: [c, 0, s, 0, 0, 1, 0, 0, -s, 0, c, 0, 0, 0, 0, 1])
        let rz = Matrix4(rows: [c, -s, 0, 0, s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        let angle = Angle.degrees(30)
        #expect(Matrix4(rotationX: angle).isApproximatelyEqual(to: rx, tolerance: 1e-15))
        #expect(Matrix4(rotationY: angle).isApproximatelyEqual(to: ry, tolerance: 1e-15))
        #expect(Matrix4(rotationZ: angle).isApproximatelyEqual(to: rz, tolerance: 1e-15))
        #expect(Matrix4(rotation: angle, axis: .unitX).isApproximatelyEqual(to: rx, tolerance: 1e-15))
        #expect(Matrix4(rotation: angle, axis: Vector3(0, 5, 0)).isApproximatelyEqual(to: ry, tolerance: 1e-15))
        #expect(Matrix4(rotation: angle, axis: .unitZ).isApproximatelyEqual(to: rz, tolerance: 1e-15))
    }

    // A third of a turn about (1, 1, 1) permutes the axes: x → y → z → x.
    @Test func thirdTurnAboutTheDiagonalPermutesTheAxes() {
        let m = Matrix4(rotation: .degrees(120), axis: Vector3(1, 1, 1))
        #expect(m.transformDirection(.unitX).isApproximatelyEqual(to: .unitY, tolerance: 1e-15))
        #expect(m.transformDirection(.unitY).isApproximatelyEqual(to: .unitZ, tolerance: 1e-15))
        #expect(m.transformDirection(.unitZ).isApproximatelyEqual(to: .unitX, tolerance: 1e-15))
    }

    // Rotation about an arbitrary axis against Rodrigues' formula on vectors:
    // see QuaternionTests.quaternionMatrixAndRodriguesAgree.

    @Test func rotationsAreOrthonormalWithDeterminantOne() {
        var rng = SplitMix64(seed: 1)
        for _ in 0..<1000 {
            let m = rng.rotation()
            #expect(m.isRotation(tolerance: 1e-14))
            #expect(abs(m.determinant - 1) <= 1e-14)
            #expect(m.orthonormalityError <= 1e-14)
            // Its transpose undoes it.
            #expect((m.transposed * m).isApproximatelyEqual(to: .identity, tolerance: 1e-14))
        }
        let axes = [Matrix4(rotationX: .degrees(33)), Matrix4(rotationY: .degrees(-71)), Matrix4(rotationZ: .degrees(200))]
        for m in axes { #expect(m.isRotation(tolerance: 1e-15)) }
        // A reflection is orthonormal but not a rotation; a scale is neither.
        #expect(!Matrix4(scale: Vector3(1, 1, -1)).isRotation())
        #expect(Matrix4(scale: Vector3(1, 1, -1)).orthonormalityError == 0)
        #expect(!Matrix4(scale: 1.001).isRotation(tolerance: 1e-6))
    }

    @Test func negativeAngleIsTheInverseRotation() {
        var rng = SplitMix64(seed: 2)
        for _ in 0..<100 {
            let axis = rng.unitVector(), angle = rng.degrees(-180, 180)
            let product = Matrix4(rotation: -angle, axis: axis) * Matrix4(rotation: angle, axis: axis)
            #expect(product.isApproximatelyEqual(to: .identity, tolerance: 1e-14))
        }
    }

    // The zero axis names no rotation and is documented to give the
    // identity; an axis that is not finite is bad input and gives NaN, never
    // the identity in disguise.
    @Test func zeroAxisGivesTheIdentityAndANonFiniteAxisNaN() {
        #expect(Matrix4(rotation: .degrees(40), axis: .zero) == .identity)
        // The rotation block is NaN, as a NaN angle makes it; the bottom row stays (0, 0, 0, 1).
        let nanAngle = Matrix4(rotation: .radians(.nan), axis: .unitX)
        for axis in [Vector3(.nan, 0, 0), Vector3(.infinity, 0, 0), Vector3(1, -.infinity, 1)] {
            for m in [Matrix4(rotation: .degrees(40), axis: axis), nanAngle] {
                #expect([m.c0, m.c1, m.c2].allSatisfy { $0.x.isNaN && $0.y.isNaN && $0.z.isNaN && $0.w == 0 })
                #expect(m.c3 == SIMD4(0, 0, 0, 1))
            }
            let about = Matrix4(rotation: .degrees(40), axis: axis, about: Vector3(1, 2, 3))
            #expect(about.translation.x.isNaN && !about.isFinite)
        }
    }

    // Translate by (1, 0, 0) and turn 90° about z, in both orders.
    // A·B applies B first. Images of (1, 0, 0), by hand:
    //   T·R: rotate (1,0,0) → (0,1,0), then shift → (1,1,0).
    //   R·T: shift (1,0,0) → (2,0,0), then rotate → (0,2,0).
    // As matrices: T·R = [R | t] with t = (1,0,0); R·T = [R | R·t] = [R | (0,1,0)].
    @Test func compositionOrderMatters() {
        let t = Matrix4(translation: Vector3(1, 0, 0))
        let r = Matrix4(rotationZ: .degrees(90))
        let tr = Matrix4(rows: [0, -1, 0, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        let rt = Matrix4(rows: [0, -1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect((t * r).isApproximatelyEqual(to: tr, tolerance: 1e-15))
        #expect((r * t).isApproximatelyEqual(to: rt, tolerance: 1e-15))
        #expect(!(t * r).isApproximatelyEqual(to: r * t, tolerance: 0.5))
        #expect((t * r).transformPoint(.unitX).isApproximatelyEqual(to: Vector3(1, 1, 0), tolerance: 1e-15))
        #expect((r * t).transformPoint(.unitX).isApproximatelyEqual(to: Vector3(0, 2, 0), tolerance: 1e-15))
        // *= composes on the right: m *= b is m * b.
        var m = t
        m *= r
        #expect(m == t * r)
    }

    @Test func compositionIsAssociative() {
        var rng = SplitMix64(seed: 3)
        for _ in 0..<200 {
            let (a, b, c) = (rng.affine(), rng.projective(), rng.affine())
            #expect(((a * b) * c).isApproximatelyEqual(to: a * (b * c), tolerance: 1e-11))
        }
    }

    // Points take the translation, directions do not; scale is per axis.
    @Test func pointsAndDirections() {
        let m = Matrix4(translation: Vector3(1, 2, 3)) * Matrix4(scale: Vector3(2, 3, 4))
        #expect(m.transformPoint(Vector3(1, 1, 1)) == Vector3(3, 5, 7))
        #expect(m.transformDirection(Vector3(1, 1, 1)) == Vector3(2, 3, 4))
        #expect(m * Vector4(1, 1, 1, 1) == Vector4(3, 5, 7, 1))
        #expect(m * Vector4(1, 1, 1, 0) == Vector4(2, 3, 4, 0))
        #expect(Matrix4(scale: 3).transformPoint(Vector3(1, -2, 0.5)) == Vector3(3, -6, 1.5))
        #expect(m.translation == Vector3(1, 2, 3))
        // Scaling about a point keeps that point fixed: (2,2,2) about (1,1,1) doubles offsets.
        let s = Matrix4(scale: Vector3(2, 2, 2), about: Vector3(1, 1, 1))
        #expect(s.transformPoint(Vector3(1, 1, 1)) == Vector3(1, 1, 1))
        #expect(s.transformPoint(Vector3(2, 1, 0)) == Vector3(3, 1, -1))
    }

    // A rotation with 1e-6 of shear and scale added comes back a rotation,
    // within that 1e-6 of where it was, translation kept.
    @Test func orthonormalizedRepairsADriftedRotation() {
        var rng = SplitMix64(seed: 4)
        for _ in 0..<500 {
            let r = Matrix4(translation: rng.vector(10)) * rng.rotation()
            var drifted = r
            drifted.c0 += SIMD4(rng.uniform(-1e-6, 1e-6), rng.uniform(-1e-6, 1e-6), rng.uniform(-1e-6, 1e-6), 0)
            drifted.c1 += SIMD4(rng.uniform(-1e-6, 1e-6), rng.uniform(-1e-6, 1e-6), rng.uniform(-1e-6, 1e-6), 0)
            drifted.c2 += SIMD4(rng.uniform(-1e-6, 1e-6), rng.uniform(-1e-6, 1e-6), rng.uniform(-1e-6, 1e-6), 0)
            #expect(!drifted.isRotation(tolerance: 1e-9))
            let fixed = drifted.orthonormalized()
            #expect(fixed.isRotation(tolerance: 1e-15))
            #expect(fixed.isApproximatelyEqual(to: r, tolerance: 3e-6))
            #expect(fixed.translation == r.translation)
            // An exact rotation is left as it is, to rounding.
            #expect(r.orthonormalized().isApproximatelyEqual(to: r, tolerance: 1e-15))
        }
        // Scale is removed; a degenerate block is returned unchanged.
        #expect(Matrix4(scale: 3).orthonormalized().isApproximatelyEqual(to: .identity, tolerance: 1e-15))
        let flat = Matrix4(scale: Vector3(0, 1, 1))
        #expect(flat.orthonormalized() == flat)
    }
}
