#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Homogeneous
import Testing

/// The three depth ranges of every projection, unprojection and viewports.
@Suite struct DepthRangeTests {
    // 60° field of view, aspect 1.5, near 0.5, far 40: near and far plane
    // centres land on the range's two ends; x and y do not depend on it.
    @Test func perspectivePutsNearAndFarAtTheRangesEnds() throws {
        for depth in DepthRange.allCases {
            let p = try #require(Matrix4.perspective(fieldOfViewY: .degrees(60), aspect: 1.5, near: 0.5, far: 40,
                                                     depth: depth))
            let (near, far) = depth.ndcNearAndFar
            #expect(abs(try #require(p.project(Vector3(0, 0, -0.5))).z - near) <= 1e-15, "\(depth)")
            #expect(abs(try #require(p.project(Vector3(0, 0, -40))).z - far) <= 1e-14, "\(depth)")
            let h = 0.5 / 3.0.squareRoot()
            let corner = try #require(p.project(Vector3(1.5 * h, h, -0.5)))
            #expect(abs(corner.x - 1) <= 1e-15 && abs(corner.y - 1) <= 1e-15)
        }
        // Depth grows monotonically from near to far in every range.
        let reversed = try #require(Matrix4.perspective(fieldOfViewY: .degrees(60), aspect: 1, near: 1, far: 100,
                                                        depth: .oneToZero))
        let depths = [1.0, 2, 10, 50, 100].map { reversed.project(Vector3(0, 0, -$0))!.z }
        #expect(zip(depths, depths.dropFirst()).allSatisfy { $0 > $1 })
    }

    // The default is OpenGL's [−1, 1], bit for bit the matrix before depth ranges existed.
    @Test func defaultDepthIsOpenGLs() throws {
        let old = try #require(Matrix4.perspective(fieldOfViewY: .degrees(90), aspect: 2, near: 1, far: 10))
        let f = 1 / tan(Double.pi / 4)
        #expect(old == Matrix4(rows: [f / 2, 0, 0, 0, 0, f, 0, 0, 0, 0, 11.0 / -9, 20.0 / -9, 0, 0, -1, 0]))
        #expect(old == Matrix4.perspective(fieldOfViewY: .degrees(90), aspect: 2, near: 1, far: 10,
                                           depth: .negativeOneToOne))
    }

    // Reversed-Z with no far plane: NDC z is exactly near / distance.
    @Test func infiniteReversedZ() throws {
        let p = try #require(Matrix4.perspective(fieldOfViewY: .degrees(70), aspect: 1, near: 0.25, depth: .oneToZero))
        for d in [0.25, 1, 3, 1e6, 1e300] {
            #expect(try #require(p.project(Vector3(0, 0, -d))).z == 0.25 / d)
        }
        // The far end of the range is at infinity: it unprojects to no point.
        #expect(p.unproject(Vector3(0.3, 0.2, 0)) == nil)
        for depth in DepthRange.allCases {
            let q = try #require(Matrix4.perspective(fieldOfViewY: .degrees(70), aspect: 1, near: 0.25, depth: depth))
            #expect(abs(try #require(q.project(Vector3(0, 0, -0.25))).z - depth.ndcNearAndFar.near) <= 1e-15)
        }
    }

    // The box (−2…4) × (−1…3) × (−0.5…−20) onto NDC, every depth range.
    @Test func orthographicInEveryRange() throws {
        for depth in DepthRange.allCases {
            let o = try #require(Matrix4.orthographic(left: -2, right: 4, bottom: -1, top: 3, near: 0.5, far: 20,
                                                      depth: depth))
            let (near, far) = depth.ndcNearAndFar
            #expect(o.transformPoint(Vector3(-2, -1, -0.5)).isApproximatelyEqual(to: Vector3(-1, -1, near), tolerance: 1e-15))
            #expect(o.transformPoint(Vector3(4, 3, -20)).isApproximatelyEqual(to: Vector3(1, 1, far), tolerance: 1e-15))
        }
    }

    @Test func frustumCornersInEveryRange() throws {
        for depth in DepthRange.allCases {
            let f = try #require(Matrix4.frustum(left: -1, right: 3, bottom: 0, top: 2, near: 2, far: 8, depth: depth))
            let (near, far) = depth.ndcNearAndFar
            #expect(try #require(f.project(Vector3(3, 0, -2))).isApproximatelyEqual(to: Vector3(1, -1, near), tolerance: 1e-15))
            #expect(try #require(f.project(Vector3(-4, 8, -8))).isApproximatelyEqual(to: Vector3(-1, 1, far), tolerance: 1e-15))
        }
        #expect(Matrix4.frustum(left: 1, right: 1, bottom: 0, top: 1, near: 1, far: 2) == nil)
        #expect(Matrix4.frustum(left: 0, right: 1, bottom: 0, top: 1, near: 0, far: 2) == nil)
        #expect(Matrix4.frustum(left: 0, right: 1, bottom: 0, top: 1, near: 2, far: 1) == nil)
    }

    // A click at window (x, y) with depth d goes back to the world point that drew there.
    @Test func windowRoundTripsThroughAViewport() throws {
        var rng = SplitMix64(seed: 479)
        let viewport = Matrix4.Viewport(x: 10, y: 20, width: 640, height: 480)
        for depth in DepthRange.allCases {
            let projection = try #require(Matrix4.perspective(fieldOfViewY: .degrees(50), aspect: 4.0 / 3, near: 0.1,
                                                              far: 50, depth: depth))
            let view = try #require(Matrix4.lookAt(eye: Vector3(3, 4, 12), target: .zero, up: .unitY))
            let m = projection * view
            for _ in 0..<100 {
                let world = rng.vector(3)
                let window = try #require(m.project(world, viewport: viewport, depth: depth))
                #expect(window.x >= 10 && window.x <= 650 && window.z >= 0 && window.z <= 1)
                let back = try #require(m.unproject(window, viewport: viewport, depth: depth))
                #expect(back.isApproximatelyEqual(to: world, tolerance: 1e-10))
            }
        }
        // The window's corners are NDC's.
        #expect(viewport.window(fromNDC: Vector3(-1, -1, -1)) == Vector3(10, 20, 0))
        #expect(viewport.window(fromNDC: Vector3(1, 1, 1), depth: .zeroToOne) == Vector3(650, 500, 1))
        #expect(viewport.ndc(fromWindow: Vector3(330, 260, 0.5)) == Vector3(0, 0, 0))
        #expect(Matrix4.identity.unproject(Vector3(1, 1, 0.5), viewport: Matrix4.Viewport(width: 0, height: 10)) == nil)
    }
}
