import Foundation
import Homogeneous
import Testing
@testable import TagCloud

@Suite struct ReplayTapTests {
    /// Tags spread over the sphere, including the back pole (antipodal to the front).
    static let tags: [String: Vector3] = {
        var tags: [String: Vector3] = ["Back": Vector3(0, 0, -1), "Front": .unitZ, "Side": .unitX]
        // A golden-angle spiral, independent of the layout code.
        let n = 12
        for i in 0..<n {
            let y = 1 - 2 * (Double(i) + 0.5) / Double(n)
            let r = (1 - y * y).squareRoot(), phi = Double(i) * Double.pi * (3 - 5.0.squareRoot())
            tags["Tag\(i)"] = Vector3(r * cos(phi), y, r * sin(phi))
        }
        return tags
    }()

    @Test func tapBringsTheTagToTheFront() throws {
        for m0 in startOrientations {
            for name in Self.tags.keys.sorted() {
                let replay = try makeReplay("tap \"\(name)\" over 0.6s\nwait 0.5s", orientation: m0, tags: Self.tags)
                let p = try #require(Self.tags[name])
                for t in [0.6, 1.1] {
                    let view = replay.state(at: t).orientation.transformDirection(p)
                    #expect(view.isApproximatelyEqual(to: .unitZ, tolerance: 1e-9), "\(name) from \(m0)")
                }
                #expect(replay.state(at: 1.1).angularVelocity == .zero)
            }
        }
    }

    @Test func theBackPoleComesRoundToo() throws {
        // Antipodal: the tag is exactly opposite the front; any half-turn will do.
        let replay = try makeReplay("tap Back over 1s", tags: Self.tags)
        #expect(replay.state(at: 1).orientation.transformDirection(Vector3(0, 0, -1))
            .isApproximatelyEqual(to: .unitZ, tolerance: 1e-9))
        #expect(replay.state(at: 1).orientation.isRotation(tolerance: 1e-12))
        let midway = replay.state(at: 0.5).orientation.transformDirection(Vector3(0, 0, -1))
        #expect(abs(midway.z) < 1e-9)
    }

    @Test func tapTakesTheShortestPathEasedInAndOut() throws {
        let m0 = startOrientations[1]
        let p = try #require(Self.tags["Tag3"])
        let start = m0.transformDirection(p)
        let total = acos(start.z)  // the angle between the tag and the front
        let replay = try makeReplay("tap Tag3 over 2s", orientation: m0, tags: Self.tags)
        // Smoothstep progress: s(u) = 3u² − 2u³.
        for u in [0.0, 0.25, 0.5, 0.75] {
            let view = replay.state(at: 2 * u).orientation.transformDirection(p)
            let turned = atan2(view.cross(start).length, view.dot(start))  // accurate near 0
            #expect(abs(turned - total * (3 * u * u - 2 * u * u * u)) < 1e-9, "u = \(u)")
            // The tag moves in the plane of start, front and the origin: the shortest arc.
            let normal = try #require(start.cross(.unitZ).normalized)
            #expect(abs(view.dot(normal)) < 1e-9)
        }
        // At rest at both ends; fastest in the middle, at 1.5 · total / duration.
        #expect(replay.state(at: 0).angularVelocity.length < 1e-12)
        #expect(abs(replay.state(at: 1).angularVelocity.length - 1.5 * total / 2) < 1e-9)
        #expect(replay.state(at: 1.99999).angularVelocity.length < 1e-4)
    }

    @Test func namesMatchExactlyThenIgnoringCase() throws {
        let tags: [String: Vector3] = ["Swift": .unitX, "swift": .unitY, "Rust": Vector3(0, -1, 0)]
        let exact = try makeReplay("tap swift over 1s", tags: tags)
        #expect(exact.state(at: 1).orientation.transformDirection(.unitY).isApproximatelyEqual(to: .unitZ, tolerance: 1e-9))
        let folded = try makeReplay("tap RUST over 1s", tags: tags)
        #expect(folded.state(at: 1).orientation.transformDirection(Vector3(0, -1, 0))
            .isApproximatelyEqual(to: .unitZ, tolerance: 1e-9))
    }

    @Test func tapCatchesACoastingSphere() throws {
        let replay = try makeReplay("spin y:200/s for 1s\ntap Side over 0.5s\nwait 1s", tags: Self.tags)
        let end = replay.state(at: 1.5).orientation
        #expect(end.transformDirection(.unitX).isApproximatelyEqual(to: .unitZ, tolerance: 1e-9))
        #expect(maxDifference(replay.state(at: 2.5).orientation, end) < 1e-12)
    }
}
