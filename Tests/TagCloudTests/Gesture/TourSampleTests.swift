import Foundation
import Homogeneous
import Testing
@testable import TagCloud

/// The bundled demo script parses, lasts 6–8 s and really brings "Swift" to the front.
@Suite struct TourSampleTests {
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots/samples")

    @Test func tourPlaysForSixToEightSeconds() throws {
        let text = try String(contentsOf: Self.samples.appendingPathComponent("tour.gesture"), encoding: .utf8)
        let script = try GestureScript(parsing: text, file: "tour.gesture")
        let tags: [String: Vector3] = ["Swift": Vector3(0.3, -0.5, -0.81).normalized ?? .unitX]
        let options = try ReplayOptions(sphereRadius: 250)
        let replay = try Replay(script: script, options: options, tagPoints: tags)
        #expect(replay.duration >= 6 && replay.duration <= 8)
        #expect(replay.fps == 30)
        // Every kind of gesture is shown.
        let kinds = Set(script.commands.map { "\($0.action)".prefix(while: { $0 != "(" }) })
        #expect(kinds.isSuperset(of: ["rotate", "spin", "drag", "release", "wait", "tap", "pinch", "twist"]))
        // After the tap (which ends at 1.5 + 0.4 + 1.2 + 0.8 = 3.9 s) Swift faces the viewer.
        let p = try #require(tags["Swift"])
        #expect(replay.state(at: 3.9).orientation.transformDirection(p).isApproximatelyEqual(to: .unitZ, tolerance: 1e-9))
        // The zoom comes back to about 1.
        #expect(abs(replay.state(at: replay.duration).zoom - 1) < 0.001)
    }

    /// The word list is written by the layout work; once both are merged they must agree.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: samples.appendingPathComponent("words.txt").path)))
    func tourTapsATagOfTheSampleWordList() throws {
        let list = try String(contentsOf: Self.samples.appendingPathComponent("words.txt"), encoding: .utf8)
        #expect(list.contains("Swift"))
    }
}
