import Homogeneous
import Testing

@Suite struct ProjectionTests {
    /// The eight corners of a box, each paired with the NDC corner it should reach:
    /// `x` from `left` (−1) to `right` (+1) and so on.
    func corners(x: (Double, Double), y: (Double, Double), z: (Double, Double)) -> [(Vector3, Vector3)] {
        var result: [(Vector3, Vector3)] = []
        for (i, px) in [x.0, x.1].enumerated() {
            for (j, py) in [y.0, y.1].enumerated() {
                for (k, pz) in [z.0, z.1].enumerated() {
                    result.append((Vector3(px, py, pz), Vector3(i == 0 ? -1 : 1, j == 0 ? -1 : 1, k == 0 ? -1 : 1)))
                }
            }
        }
        return result
    }

    // 90° vertical field of view, aspect 2, near 1, far 10. By hand: at depth
    // d the half-height is d·tan 45° = d and the half-width is 2d, so the near
    // rectangle is (±2, ±1, −1) and the far one (±20, ±10, −10).
    @Test func perspectiveMapsTheFrustumCornersToTheNDCCube() throws {
        let p = try #require(Matrix4.perspective(fieldOfViewY: .degrees(90), aspect: 2, near: 1, far: 10))
        for (sx, sy) in [(-1.0, -1.0), (-1, 1), (1, -1), (1, 1)] {
            let near = try #require(p.project(Vector3(2 * sx, sy, -1)))
            let far = try #require(p.project(Vector3(20 * sx, 10 * sy, -10)))
            #expect(near.isApproximatelyEqual(to: Vector3(sx, sy, -1), tolerance: 1e-14))
            #expect(far.isApproximatelyEqual(to: Vector3(sx, sy, 1), tolerance: 1e-14))
        }
        // The centre of the near plane goes to the middle of the near face.
        #expect(try #require(p.project(Vector3(0, 0, -1))).isApproximatelyEqual(to: Vector3(0, 0, -1), tolerance: 1e-15))
        // A point behind the camera lands outside, and w is the distance in front.
        #expect((p * Vector4(0, 0, -4, 1)).w == 4)
    }

    // 60° field of view: the half-height at depth d is d·tan 30° = d/√3.
    @Test func perspectiveWithSixtyDegrees() throws {
        let (near, far, aspect) = (0.5, 40.0, 1.5)
        let p = try #require(Matrix4.perspective(fieldOfViewY: .degrees(60), aspect: aspect, near: near, far: far))
        for d in [near, far] {
            let h = d / 3.0.squareRoot()
            for (point, ndc) in corners(x: (-aspect * h, aspect * h), y: (-h, h), z: (-d, -d)) {
                let expected = Vector3(ndc.x, ndc.y, d == near ? -1 : 1)
                #expect(try #require(p.project(point)).isApproximatelyEqual(to: expected, tolerance: 1e-13))
            }
        }
    }

    @Test func perspectiveRejectsBadArguments() {
        #expect(Matrix4.perspective(fieldOfViewY: .degrees(0), aspect: 1, near: 1, far: 2) == nil)
        #expect(Matrix4.perspective(fieldOfViewY: .degrees(180), aspect: 1, near: 1, far: 2) == nil)
        #expect(Matrix4.perspective(fieldOfViewY: .degrees(60), aspect: 0, near: 1, far: 2) == nil)
        #expect(Matrix4.perspective(fieldOfViewY: .degrees(60), aspect: 1, near: 0, far: 2) == nil)
        #expect(Matrix4.perspective(fieldOfViewY: .degrees(60), aspect: 1, near: 2, far: 2) == nil)
        #expect(Matrix4.perspective(fieldOfViewY: .degrees(60), aspect: .nan, near: 1, far: 2) == nil)
        #expect(Matrix4.perspective(fieldOfViewY: .degrees(60), aspect: 1, near: 1, far: .infinity) == nil)
    }

    // The box x ∈ [−2, 4], y ∈ [−1, 3], z ∈ [−20, −0.5] (near 0.5, far 20)
    // maps corner to corner onto [−1, 1]³, near face at −1.
    @Test func orthographicMapsTheBoxCornersToTheNDCCube() throws {
        let o = try #require(Matrix4.orthographic(left: -2, right: 4, bottom: -1, top: 3, near: 0.5, far: 20))
        for (point, ndc) in corners(x: (-2, 4), y: (-1, 3), z: (-0.5, -20)) {
            #expect(try #require(o.project(point)).isApproximatelyEqual(to: ndc, tolerance: 1e-15))
            #expect(o.transformPoint(point).isApproximatelyEqual(to: ndc, tolerance: 1e-15))
        }
        #expect(Matrix4.orthographic(left: 1, right: 1, bottom: 0, top: 1, near: 0, far: 1) == nil)
        #expect(Matrix4.orthographic(left: 0, right: 1, bottom: 0, top: .nan, near: 0, far: 1) == nil)
    }

    // Eye (1, 2, 3), target 5 away along (0.6, 0.8, 0), up +z. By hand:
    // forward f = (0.6, 0.8, 0); side = f × up = (0.8, −0.6, 0); true up =
    // side × f = (0, 0, 1). So eye + side → +x, eye + up → +y, target → (0, 0, −5).
    @Test func lookAtPutsTheEyeAtTheOriginAndTheTargetOnMinusZ() throws {
        let eye = Vector3(1, 2, 3), target = Vector3(4, 6, 3)
        let v = try #require(Matrix4.lookAt(eye: eye, target: target, up: Vector3(0, 0, 1)))
        #expect(v.transformPoint(eye).isApproximatelyEqual(to: .zero, tolerance: 1e-14))
        #expect(v.transformPoint(target).isApproximatelyEqual(to: Vector3(0, 0, -5), tolerance: 1e-14))
        #expect(v.transformPoint(eye + Vector3(0.8, -0.6, 0)).isApproximatelyEqual(to: .unitX, tolerance: 1e-14))
        #expect(v.transformPoint(eye + .unitZ).isApproximatelyEqual(to: .unitY, tolerance: 1e-14))
        #expect(v.isRotation(tolerance: 1e-14))
        // An up vector that is not perpendicular still gives a proper camera.
        var rng = SplitMix64(seed: 30)
        for _ in 0..<200 {
            let (e, t) = (rng.vector(10), rng.vector(10))
            let m = try #require(Matrix4.lookAt(eye: e, target: t, up: rng.unitVector()))
            #expect(m.transformPoint(e).isApproximatelyEqual(to: .zero, tolerance: 1e-12))
            let image = m.transformPoint(t)
            #expect(abs(image.x) <= 1e-12 && abs(image.y) <= 1e-12)
            #expect(abs(image.z + e.distance(to: t)) <= 1e-12)
            #expect(m.isRotation(tolerance: 1e-13))
        }
        #expect(Matrix4.lookAt(eye: eye, target: eye, up: .unitZ) == nil)
        #expect(Matrix4.lookAt(eye: .zero, target: Vector3(0, 0, 5), up: Vector3(0, 0, -2)) == nil)
    }

    // A point on the camera plane (z = 0) has w = 0 after projection: no image.
    @Test func projectingAPointWithWZeroGivesNil() throws {
        let p = try #require(Matrix4.perspective(fieldOfViewY: .degrees(60), aspect: 1, near: 1, far: 10))
        #expect(p.project(Vector3(3, -2, 0)) == nil)
        #expect((p * Vector4(3, -2, 0, 1)).w == 0)
        #expect(Vector4(1, 2, 3, 0).dehomogenized == nil)
        #expect(Vector4(2, 4, 6, 2).dehomogenized == Vector3(1, 2, 3))
        // An affine matrix leaves w = 1, so project equals transformPoint.
        let m = Matrix4(rotation: .degrees(30), axis: Vector3(1, 1, 0), about: Vector3(1, 2, 3))
        #expect(m.project(Vector3(4, 5, 6)) == m.transformPoint(Vector3(4, 5, 6)))
    }
}
