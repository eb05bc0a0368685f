// libFuzzer target `script`: the gesture-script parser and its replay.
//
// The input is decoded as UTF-8 (invalid sequences replaced) and parsed.
// A script that parses is replayed with a sphere of radius 300 px and a few
// tags for `tap` (including the sample tour's "Saturn"); at most 64 states
// spread over the duration (plus the first, the last and one past the end)
// are evaluated, and the trace lines of the first and last frames. Every
// state must be finite, its orientation a rotation and its zoom within
// 0.001…1000; every error must be one line at a valid location.
import Homogeneous
import TagCloud

/// Tags `tap` can name: exact and case-insensitive matches, one ambiguous pair, non-ASCII.
private let tagPoints: [String: Vector3] = [
    "Saturn": Vector3(0, 0.6, 0.8), "Swift": Vector3(0, 1, 0), "sphere": Vector3(1, 0, 0),
    "Sphere": Vector3(0, 0, -1), "matrix": Vector3(0.6, 0, 0.8), "Ünïcode": Vector3(0, -1, 0), "two words": Vector3(-1, 0, 0),
]

/// The most states evaluated per input.
private let maxStates = 64

/// Checks one error: a single line at line ≥ 1, column ≥ 1.
private func check(_ error: InputError) {
    FuzzCheck.require(error.location.line >= 1 && error.location.column >= 1, "bad error location")
    FuzzCheck.require(FuzzCheck.isOneLine(error.description) && !error.message.isEmpty, "bad error message: \(error.description.debugDescription)")
}

/// Checks one replayed state.
private func check(_ state: CameraState, _ replay: Replay) {
    FuzzCheck.require(state.time.isFinite && state.time >= 0 && state.time <= replay.duration, "time out of range")
    FuzzCheck.require(state.orientation.isFinite && state.orientation.isRotation(tolerance: 1e-6), "not a rotation")
    FuzzCheck.require(state.zoom >= 0.001 * (1 - 1e-9) && state.zoom <= 1000 * (1 + 1e-9), "zoom out of range")
    let w = state.angularVelocity
    FuzzCheck.require(w.x.isFinite && w.y.isFinite && w.z.isFinite, "angular velocity not finite")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let script: GestureScript
    do {
        script = try GestureScript(parsing: text, file: "fuzz.gesture")
    } catch {
        check(error)
        return 0
    }
    let replay: Replay
    do {
        let options = try ReplayOptions(sphereRadius: 300)
        replay = try Replay(script: script, options: options, tagPoints: tagPoints)
    } catch let error as InputError {
        check(error)
        return 0
    } catch {
        fatalError("unexpected error \(error)")
    }
    FuzzCheck.require(replay.duration.isFinite && replay.duration >= 0, "bad duration")
    FuzzCheck.require(replay.frameCount >= 1 && replay.frameCount <= ReplayOptions.defaultMaxFrames, "bad frame count")
    // Up to 64 frames spread evenly over the animation, then the end and past it.
    let step = max(1, replay.frameCount / maxStates)
    var frame = 0
    while frame < replay.frameCount {
        check(replay.state(ofFrame: frame), replay)
        frame += step
    }
    check(replay.state(ofFrame: replay.frameCount - 1), replay)
    // Trace lines (number formatting only, so just the first and last frames).
    for frame in [0, replay.frameCount - 1] {
        FuzzCheck.require(FuzzCheck.isOneLine(replay.traceLine(frame: frame)), "multi-line trace")
    }
    check(replay.state(at: replay.duration), replay)
    check(replay.state(at: replay.duration + 1), replay)
    return 0
}
