import Foundation
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

    /// The README's second example (what a glm, simd, GLKit or Euclid user reaches for next), its comments checked.
    @Test func readmeSecondExample() throws {
        let turn = Quaternion(euler: (.degrees(30), .degrees(-45), .degrees(10)), order: .xyz)
        let model = Matrix4(translation: Vector3(1, 2, 3), rotation: turn, scale: Vector3(2, 2, 0.5))
        #expect(!Quaternion(model).isSameRotation(as: turn, tolerance: 1e-3))
        let (t, r, s) = model.decomposed()!
        #expect(t == Vector3(1, 2, 3) && r.isSameRotation(as: turn, tolerance: 1e-15))
        #expect(s.isApproximatelyEqual(to: Vector3(2, 2, 0.5), tolerance: 1e-15))
        let normals = model.normalMatrix!
        #expect(normals.isApproximatelyEqual(to: Matrix4(turn) * Matrix4(scale: Vector3(0.5, 0.5, 2)), tolerance: 1e-15))

        let camera = Matrix4.perspective(fieldOfViewY: .degrees(60), aspect: 16 / 9, near: 0.1, depth: .oneToZero)!
        let viewport = Matrix4.Viewport(width: 1920, height: 1080)
        let world = camera.unproject(Vector3(960, 540, 0.5), viewport: viewport, depth: .oneToZero)
        // The centre of the screen at reversed depth 0.5 is twice the near distance ahead.
        #expect(try #require(world).isApproximatelyEqual(to: Vector3(0, 0, -0.2), tolerance: 1e-15))

        let back = turn.inverse * (turn * Vector3.unitX)
        #expect(back.isApproximatelyEqual(to: Vector3(1, 0, 0), tolerance: 1e-15))
        let box = Vector3(1, -2, 3).min(Vector3(0, 5, -1))
        #expect(box == Vector3(0, -2, -1))
        let lanes = SIMD3<Double>(box)
        #expect(Vector3(lanes) == box)
        let json = try JSONEncoder().encode([model])
        #expect(try JSONDecoder().decode([[[Double]]].self, from: json) == [[model.c0, model.c1, model.c2, model.c3]
            .map { [$0.x, $0.y, $0.z, $0.w] }])
    }

    /// The overview example of the DocC landing page (Homogeneous.docc/Homogeneous.md), its comments checked.
    @Test func doccOverviewExample() throws {
        let spin = Matrix4(rotation: .degrees(90), axis: .unitZ, about: Vector3(1, 2, 0))
        #expect(spin.transformPoint(Vector3(2, 2, 0)) == Vector3(1, 3, 0))
        #expect(spin.transformDirection(Vector3(1, 0, 0)) == Vector3(0, 1, 0))
        let view = Matrix4(translation: Vector3(0, 0, -5)) * spin
        let undo = view.rigidInverse
        #expect((undo * view).isApproximatelyEqual(to: .identity, tolerance: 1e-15))
        let camera = Matrix4.perspective(fieldOfViewY: .degrees(60), aspect: 16 / 9, near: 0.1, far: 100)
        let ndc = camera.flatMap { $0.project(view.transformPoint(.zero)) }
        #expect(try #require(ndc).z > -1 && ndc!.z < 1)

        let model = Matrix4(translation: Vector3(1, 2, 3),
                            rotation: Quaternion(euler: (.degrees(30), .degrees(-45), .degrees(10)), order: .xyz),
                            scale: Vector3(2, 2, 0.5))
        let (t, r, s) = model.decomposed()!
        #expect(t == Vector3(1, 2, 3) && s.isApproximatelyEqual(to: Vector3(2, 2, 0.5), tolerance: 1e-15))
        #expect(r.isSameRotation(as: Quaternion(euler: (.degrees(30), .degrees(-45), .degrees(10)), order: .xyz)))
        let metal = Matrix4.perspective(fieldOfViewY: .degrees(60), aspect: 16 / 9, near: 0.1, far: 100,
                                        depth: .zeroToOne)!
        let hit = metal.unproject(Vector3(0.2, -0.1, 0.5))
        // Depth 0.5 of [0, 1] is where near·far/(far − 0.5·(far − near)) ≈ 0.19980 ahead.
        #expect(abs(try #require(hit).z + 0.1 * 100 / (100 - 0.5 * 99.9)) <= 1e-13)
        #expect(try #require(metal.project(hit!)).isApproximatelyEqual(to: Vector3(0.2, -0.1, 0.5), tolerance: 1e-13))
    }
}
