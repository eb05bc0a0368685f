import Homogeneous
import Testing
@testable import TagCloud

/// Builds a replay from script text with test-friendly defaults (R = 200 px).
func makeReplay(_ text: String, radius: Double = 200, inertia: Double = ReplayOptions.defaultInertia,
                orientation: Matrix4 = .identity, fps: Double? = nil, maxFrames: Int = 1_000_000,
                tags: [String: Vector3] = [:]) throws -> Replay {
    let script = try GestureScript(parsing: text, file: "test.gesture")
    let options = try ReplayOptions(sphereRadius: radius, initialOrientation: orientation, inertia: inertia,
                                    fps: fps, maxFrames: maxFrames)
    return try Replay(script: script, options: options, tagPoints: tags)
}

/// The error a script fails with, parsing and building a replay (nil if it succeeds).
func scriptError(_ text: String, tags: [String: Vector3] = [:], maxFrames: Int = 1_000_000) -> InputError? {
    do {
        _ = try makeReplay(text, maxFrames: maxFrames, tags: tags)
        return nil
    } catch let error as InputError {
        return error
    } catch {
        Issue.record("unexpected error type: \(error)")
        return nil
    }
}

/// Expects `text` to fail at `line`:`column` with a message containing `fragment`.
func expectScriptError(_ text: String, line: Int, column: Int, _ fragment: String,
                       tags: [String: Vector3] = [:], maxFrames: Int = 1_000_000,
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let error = scriptError(text, tags: tags, maxFrames: maxFrames) else {
        Issue.record("expected an error for \(text.debugDescription)", sourceLocation: sourceLocation)
        return
    }
    #expect(error.location.file == "test.gesture", sourceLocation: sourceLocation)
    #expect(error.location.line == line, "\(error)", sourceLocation: sourceLocation)
    #expect(error.location.column == column, "\(error)", sourceLocation: sourceLocation)
    #expect(error.message.contains(fragment), "\(error)", sourceLocation: sourceLocation)
    #expect(!error.message.contains("\n"), sourceLocation: sourceLocation)
}

/// The largest absolute difference between two matrices' entries.
func maxDifference(_ a: Matrix4, _ b: Matrix4) -> Double {
    zip(a.rowMajor, b.rowMajor).map { abs($0 - $1) }.max() ?? .infinity
}

/// A few orientations to start from, none special.
let startOrientations: [Matrix4] = [
    .identity,
    Matrix4(rotation: .degrees(40), axis: Vector3(1, 0, 0)) * Matrix4(rotation: .degrees(70), axis: Vector3(0, 1, 0)),
    Matrix4(rotation: .degrees(-123), axis: Vector3(0.3, -0.8, 0.5)),
    Matrix4(rotation: .degrees(179), axis: Vector3(0, 0, 1)),
]
