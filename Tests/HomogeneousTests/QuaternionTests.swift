import Homogeneous
import Testing

@Suite struct QuaternionTests {
    // A quarter turn about z: q = (0, 0, sin 45°, cos 45°), and it takes x to y.
    @Test func knownQuarterTurn() {
        let q = Quaternion(angle: .degrees(90), axis: Vector3(0, 0, 3))
        let h = 0.5.squareRoot()
        #expect(q.x == 0 && q.y == 0 && abs(q.z - h) <= 2e-16 && abs(q.w - h) <= 2e-16)
        // A half turn in degrees is exact: (0, 0, 1, 0).
        #expect(Quaternion(angle: .degrees(180), axis: .unitZ) == Quaternion(x: 0, y: 0, z: 1, w: 0))
        #expect(q.rotate(.unitX).isApproximatelyEqual(to: .unitY, tolerance: 1e-15))
        #expect(abs(q.angle.degrees - 90) <= 1e-12)
        #expect(q.axis.map { $0.isApproximatelyEqual(to: .unitZ, tolerance: 1e-15) } == true)
        #expect(Quaternion.identity.axis == nil)
        #expect(Quaternion(angle: .degrees(10), axis: .zero) == .identity)
    }

    // Quaternion, both matrices and Rodrigues' formula (written in the test)
    // rotate vectors alike, for any axis length and angles beyond a full turn.
    @Test func quaternionMatrixAndRodriguesAgree() {
        var rng = SplitMix64(seed: 40)
        for _ in 0..<2000 {
            let axis = rng.vector(2), angle = rng.degrees(-400, 400), v = rng.vector(10)
            let q = Quaternion(angle: angle, axis: axis), m = Matrix4(rotation: angle, axis: axis)
            let expected = rodrigues(v, axis: axis, radians: angle.radians)
            #expect(q.rotate(v).isApproximatelyEqual(to: expected, tolerance: 1e-13))
            #expect(m.transformDirection(v).isApproximatelyEqual(to: expected, tolerance: 1e-13))
            #expect(m.transformPoint(v).isApproximatelyEqual(to: expected, tolerance: 1e-13))
            #expect(Matrix4(q).transformDirection(v).isApproximatelyEqual(to: expected, tolerance: 1e-13))
            #expect(Matrix4(q).isApproximatelyEqual(to: m, tolerance: 1e-14))
            #expect(Matrix4(q).isRotation(tolerance: 1e-14))
        }
    }

    // q1 * q2 applies q2 first, exactly as the matrices compose.
    @Test func productMatchesMatrixProduct() {
        var rng = SplitMix64(seed: 41)
        for _ in 0..<1000 {
            let (a, b) = (rng.quaternion(), rng.quaternion())
            #expect(Matrix4(a * b).isApproximatelyEqual(to: Matrix4(a) * Matrix4(b), tolerance: 1e-14))
            let v = rng.vector(3)
            #expect((a * b).rotate(v).isApproximatelyEqual(to: a.rotate(b.rotate(v)), tolerance: 1e-13))
        }
        // Order matters: x about z then about x, versus the other way round (by hand).
        let rz = Quaternion(angle: .degrees(90), axis: .unitZ), rx = Quaternion(angle: .degrees(90), axis: .unitX)
        #expect((rx * rz).rotate(.unitX).isApproximatelyEqual(to: .unitZ, tolerance: 1e-15))   // x → y → z
        #expect((rz * rx).rotate(.unitX).isApproximatelyEqual(to: .unitY, tolerance: 1e-15))   // x → x → y
        #expect((rz.conjugate * rz).isSameRotation(as: .identity))
    }

    // Matrix → quaternion gives the same rotation back, including angles near
    // 180° about each axis and about random axes (every branch of Shepperd's method).
    @Test func quaternionFromMatrixRoundTrips() {
        var rng = SplitMix64(seed: 42)
        var cases = (0..<2000).map { _ in rng.quaternion() }
        for axis in [Vector3.unitX, .unitY, .unitZ, Vector3(1, 1, 1), Vector3(-1, 0.2, 0.1), rng.unitVector()] {
            for degrees in [179.0, 179.999, 180, -180, 90, 0, 1e-6] {
                cases.append(Quaternion(angle: .degrees(degrees), axis: axis))
            }
        }
        for q in cases {
            let back = Quaternion(Matrix4(q))
            #expect(back.isSameRotation(as: q, tolerance: 1e-14))
            #expect(abs(back.length - 1) <= 1e-15)
            let v = rng.vector(5)
            #expect(back.rotate(v).isApproximatelyEqual(to: q.rotate(v), tolerance: 1e-13))
        }
        // A rotation matrix built by the matrix code, not from a quaternion.
        let m = Matrix4(rotation: .degrees(123), axis: Vector3(2, -1, 5))
        #expect(Quaternion(m).isSameRotation(as: Quaternion(angle: .degrees(123), axis: Vector3(2, -1, 5))))
    }

    @Test func shortestArcTurnsOneDirectionOntoAnother() {
        var rng = SplitMix64(seed: 43)
        for _ in 0..<1000 {
            let (a, b) = (rng.vector(4), rng.vector(4))
            let q = Quaternion(from: a, to: b)
            let expected = b / b.length
            #expect(q.rotate(a / a.length).isApproximatelyEqual(to: expected, tolerance: 1e-14))
            // Shortest: the angle turned is the angle between them, about a ⟂ b.
            #expect(abs(q.angle.radians - a.angle(to: b).radians) <= 1e-12)
        }
        // Opposite, and nearly opposite, directions.
        for a in [Vector3.unitX, .unitY, -.unitZ, Vector3(1, 2, 3)] {
            let q = Quaternion(from: a, to: -a)
            #expect(q.rotate(a).isApproximatelyEqual(to: -a, tolerance: 1e-14))
            #expect(abs(q.angle.degrees - 180) <= 1e-12)
            let nearly = -a + Vector3(1e-9, -2e-9, 1e-9)
            let n = Quaternion(from: a, to: nearly)
            #expect(n.rotate(a / a.length).isApproximatelyEqual(to: nearly / nearly.length, tolerance: 1e-8))
        }
        #expect(Quaternion(from: Vector3(1, 2, 3), to: Vector3(2, 4, 6)).isSameRotation(as: .identity))
        #expect(Quaternion(from: .zero, to: .unitX) == .identity)
    }

    @Test func slerpInterpolatesAlongTheShorterArcAtConstantRate() {
        var rng = SplitMix64(seed: 44)
        for _ in 0..<500 {
            let (a, b) = (rng.quaternion(), rng.quaternion())
            #expect(a.slerp(to: b, 0).isSameRotation(as: a, tolerance: 1e-14))
            #expect(a.slerp(to: b, 1).isSameRotation(as: b, tolerance: 1e-14))
            // The relative rotation a⁻¹·slerp(t) turns t times the full angle.
            let full = (a.conjugate * b).angle.radians
            for t in [0.25, 0.5, 0.9] {
                let part = (a.conjugate * a.slerp(to: b, t)).angle.radians
                #expect(abs(part - t * full) <= 1e-12)
            }
        }
        // From 0° to 90° about z, halfway is 45° about z — never the long way round.
        let a = Quaternion.identity, b = Quaternion(angle: .degrees(90), axis: .unitZ)
        #expect(a.slerp(to: b, 0.5).isSameRotation(as: Quaternion(angle: .degrees(45), axis: .unitZ)))
        let negated = Quaternion(x: -b.x, y: -b.y, z: -b.z, w: -b.w)
        #expect(a.slerp(to: negated, 0.5).isSameRotation(as: Quaternion(angle: .degrees(45), axis: .unitZ)))
        // Nearly equal rotations do not divide by zero.
        let c = Quaternion(angle: .degrees(1e-9), axis: .unitX)
        #expect(a.slerp(to: c, 0.5).isSameRotation(as: .identity, tolerance: 1e-15))
    }

    @Test func rotationVectorRoundTrips() {
        var rng = SplitMix64(seed: 45)
        for _ in 0..<1000 {
            let axis = rng.unitVector(), angle = rng.degrees(0, 179.9)
            let v = axis * angle.radians
            let q = Quaternion(rotationVector: v)
            #expect(q.isSameRotation(as: Quaternion(angle: angle, axis: axis), tolerance: 1e-14))
            #expect(q.rotationVector.isApproximatelyEqual(to: v, tolerance: 1e-12))
        }
        #expect(Quaternion(rotationVector: .zero) == .identity)
        #expect(Quaternion.identity.rotationVector == .zero)
        // A turn of 270° is the 90° turn the other way.
        let q = Quaternion(angle: .degrees(270), axis: .unitY)
        #expect(q.rotationVector.isApproximatelyEqual(to: Vector3(0, -Double.pi / 2, 0), tolerance: 1e-14))
    }

    // Spinning at π/2 rad/s about z for one second, in 100 steps, is a quarter turn.
    @Test func integratingAConstantSpinIsExact() {
        var q = Quaternion(angle: .degrees(30), axis: .unitX)
        let start = q
        for _ in 0..<100 {
            q = q.integrated(angularVelocity: Vector3(0, 0, Double.pi / 2), duration: 0.01)
        }
        // Applied on the left (view space): the result is Rz(90°) · start.
        let expected = Quaternion(angle: .degrees(90), axis: .unitZ) * start
        #expect(q.isSameRotation(as: expected, tolerance: 1e-14))
        #expect(!q.isSameRotation(as: start * Quaternion(angle: .degrees(90), axis: .unitZ), tolerance: 1e-3))
    }
}
