import Foundation
import Homogeneous
import Testing
@testable import TagCloud

/// The bundled demo script parses, lasts 6–8 s and really brings "Saturn", a tag of the
/// bundled word list placed where the real placement puts it, to the front.
@Suite struct TourSampleTests {
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots/samples")

    @Test func tourPlaysForSixToEightSeconds() throws {
        let text = try String(contentsOf: Self.samples.appendingPathComponent("tour.gesture"), encoding: .utf8)
        let script = try GestureScript(parsing: text, file: "tour.gesture")
        let words = try TagInput.parse(try Data(contentsOf: Self.samples.appendingPathComponent("words.txt")).map { $0 },
                                       file: "words.txt")
        let points = TagPlacement.positions(for: words.map(\.weight), lattice: .fibonacci)
        let tags = Dictionary(uniqueKeysWithValues: zip(words.map(\.text), points))
        let options = try ReplayOptions(sphereRadius: 250)
        let replay = try Replay(script: script, options: options, tagPoints: tags)
        #expect(replay.duration >= 6 && replay.duration <= 8)
        #expect(replay.fps == 30)
        // Every kind of gesture is shown.
        let kinds = Set(script.commands.map { "\($0.action)".prefix(while: { $0 != "(" }) })
        #expect(kinds.isSuperset(of: ["rotate", "spin", "drag", "release", "wait", "tap", "pinch", "twist"]))
        // After the tap (which ends at 1.5 + 0.4 + 1.2 + 0.8 = 3.9 s) Saturn faces the viewer.
        let p = try #require(tags["Saturn"])
        #expect(replay.state(at: 3.9).orientation.transformDirection(p).isApproximatelyEqual(to: .unitZ, tolerance: 1e-9))
        // The zoom comes back to about 1.
        #expect(abs(replay.state(at: replay.duration).zoom - 1) < 0.001)
    }

}
