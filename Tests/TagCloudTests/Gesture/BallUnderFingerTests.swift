import Foundation
import Homogeneous
import Testing
@testable import TagCloud

/// A label under the finger stays under the finger (to first order).
@Suite struct BallUnderFingerTests {
    /// Orthographic projection from the brief: sx = cx + R·x, sy = cy − R·y.
    func screen(_ v: Vector3, radius: Double, centre: (x: Double, y: Double) = (640, 360)) -> (x: Double, y: Double) {
        (centre.x + radius * v.x, centre.y - radius * v.y)
    }

    /// The model point that sits at view position `view` under orientation `m`.
    func modelPoint(atView view: Vector3, _ m: Matrix4) -> Vector3 {
        m.rigidInverse.transformDirection(view)
    }

    @Test(arguments: [(2.0, 0.0), (0, 3), (1.5, -2), (-2.5, -1), (0.3, 0.4)])
    func theFrontPointFollowsASmallDrag(dx: Double, dy: Double) throws {
        let radius = 200.0
        for m0 in startOrientations {
            let replay = try makeReplay("drag \(dx),\(dy) over 0.1s", radius: radius, orientation: m0)
            let p = modelPoint(atView: .unitZ, m0)
            let a = screen(replay.state(at: 0).orientation.transformDirection(p), radius: radius)
            let b = screen(replay.state(at: 0.1).orientation.transformDirection(p), radius: radius)
            // Second-order bound: d²/R.
            let d2 = (dx * dx + dy * dy) / radius
            #expect(abs((b.x - a.x) - dx) <= d2 && abs((b.y - a.y) - dy) <= d2, "moved \(b.x - a.x), \(b.y - a.y)")
        }
    }

    @Test func pointsNearTheCentreFollowToFirstOrder() throws {
        // Off-centre by r (as a fraction of R), a point moves by d·z ≈ d·(1 − r²/2).
        let radius = 300.0, dx = 2.0, dy = -1.5
        for (x, y) in [(0.05, 0.0), (0.0, -0.08), (0.06, 0.06)] {
            let view = Vector3(x, y, (1 - x * x - y * y).squareRoot())
            let replay = try makeReplay("drag \(dx),\(dy) over 0.1s", radius: radius)
            let a = screen(view, radius: radius)
            let b = screen(replay.state(at: 0.1).orientation.transformDirection(view), radius: radius)
            let bound = (1 - view.z) * 2.5 + 2.5 * 2.5 / radius
            #expect(abs((b.x - a.x) - dx) <= bound && abs((b.y - a.y) - dy) <= bound)
        }
    }

    @Test func theFingerStaysOnTheLabelWhenZoomed() throws {
        // At zoom 1.5 the on-screen radius is 1.5·R.
        let radius = 200.0, zoom = 1.5
        let replay = try makeReplay("pinch 1.5 over 0.1s\ndrag -2,1 over 0.1s", radius: radius)
        let a = screen(replay.state(at: 0.1).orientation.transformDirection(.unitZ), radius: radius * zoom)
        let b = screen(replay.state(at: 0.2).orientation.transformDirection(.unitZ), radius: radius * zoom)
        let d2 = 5.0 / (radius * zoom)
        #expect(abs((b.x - a.x) + 2) <= d2 && abs((b.y - a.y) - 1) <= d2)
    }

    @Test func aLongDragKeepsTheFrontPointOnTheFingerArc() throws {
        // Exactly, not just to first order: the front point sits at sin(d/R)·R from the centre.
        let radius = 200.0
        let replay = try makeReplay("drag 120,-160 over 1s", radius: radius)
        let v = replay.state(at: 1).orientation.transformDirection(.unitZ)
        let s = sin(200 / radius) * radius / 200
        #expect(abs(screen(v, radius: radius).x - 640 - 120 * s) < 1e-9)
        #expect(abs((screen(v, radius: radius).y - 360) - (-160) * s) < 1e-9)
    }
}
