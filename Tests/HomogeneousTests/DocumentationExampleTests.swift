import Homogeneous
import Testing

/// The usage example of Sources/Homogeneous/README.md, run with its claims checked.
@Suite struct DocumentationExampleTests {
    @Test func readmeExample() throws {
        let spin = Matrix4(rotation: .degrees(90), axis: .unitZ, about: Vector3(1, 2, 0))
        let p = spin.transformPoint(Vector3(2, 2, 0))
        #expect(p == Vector3(1, 3, 0))

        var orientation = Matrix4.identity
        let step = Matrix4(rotationY: .degrees(0.5))
        for frame in 1...1000 {
            orientation = step * orientation
            if frame % 100 == 0 { orientation = orientation.orthonormalized() }
        }
        // 1000 × 0.5° = 500° = 140° about y.
        #expect(orientation.isApproximatelyEqual(to: Matrix4(rotationY: .degrees(140)), tolerance: 1e-12))

        let view = try #require(Matrix4.lookAt(eye: Vector3(0, 0, 10), target: .zero, up: .unitY))
        let projection = try #require(Matrix4.perspective(fieldOfViewY: .degrees(60), aspect: 1.5, near: 0.1, far: 100))
        let ndc = try #require(projection.project(view.transformPoint(p)))
        #expect([ndc.x, ndc.y, ndc.z].allSatisfy { abs($0) <= 1 })

        var out: [Vector3] = []
        orientation.transformPoints([p, .unitX, .unitY], into: &out)
        #expect(out.count == 3 && out[2].isApproximatelyEqual(to: .unitY, tolerance: 1e-12))
    }
}
