import Homogeneous

/// A gesture script turned into a pure function of time: the sphere's pose at
/// any instant, for frames rendered in parallel and in any order.
///
/// Construction walks the script once and records the pose at the start of
/// every timed command; ``state(at:)`` then evaluates its segment in closed
/// form (constant-rate turns, exponential coasting, a smoothstep slerp for
/// `tap`, geometric zoom for `pinch`). Nothing is integrated frame by frame,
/// so the pose at a given time is the same at every frame rate.
///
/// Frame `i` shows time `i / fps`, for `i` in `0 ..< frameCount`, where
/// `frameCount = max(1, ⌈duration · fps⌉)` (with a tolerance of a millionth
/// of a frame against rounding): a 2 s script at 30 fps has 60 frames.
public struct Replay: Sendable {
    /// The script being replayed.
    public let script: GestureScript
    /// The settings it was built with.
    public let options: ReplayOptions
    /// The frame rate: ``ReplayOptions/fps`` if set, else the script's, else 30.
    public let fps: Double
    /// The total duration in seconds.
    public let duration: Double
    /// The number of frames (see the type's documentation).
    public let frameCount: Int
    /// The timed stretches of the script, in order, tiling `0 ..< duration`.
    let segments: [ReplaySegment]
    /// The pose after the last command.
    let finalState: CameraState

    /// Prepares `script` for replay.
    ///
    /// - Parameters:
    ///   - script: The parsed (or built) script.
    ///   - options: The sphere radius, initial pose, inertia, frame rate and frame limit.
    ///   - tagPoints: Each tag's point on the unit sphere in model space, by
    ///     tag text, for `tap`. A name matches exactly, else case-insensitively
    ///     when exactly one tag matches that way.
    /// - Throws: ``InputError`` at the `tap` name for an unknown or ambiguous
    ///   tag; at the command that pushes the zoom outside 0.001…1000, the
    ///   frame count above the limit, or a duration below 0 or not finite.
    public init(script: GestureScript, options: ReplayOptions,
                tagPoints: [String: Vector3] = [:]) throws(InputError) {
        let fps = options.fps ?? script.fps ?? GestureScript.defaultFPS
        var builder = ReplayBuilder(options: options, fps: fps, tagPoints: tagPoints)
        for command in script.commands { try builder.apply(command) }
        self.script = script
        self.options = options
        self.fps = fps
        self.duration = builder.time
        self.frameCount = Self.frameCount(duration: builder.time, fps: fps)
        self.segments = builder.segments
        self.finalState = builder.finalState
    }

    /// A constant spin for `duration` seconds, the common case: the script
    /// `spin RATE for DURATION`, named `source`.
    ///
    /// - Throws: ``InputError`` (located at `source:1:1`, `spin:1:1` by
    ///   default) when the duration is negative or not finite, or needs more
    ///   frames than the limit.
    public init(spin rate: RotationSpec, duration: Double, options: ReplayOptions,
                source: String = "spin") throws(InputError) {
        let here = SourceLocation(file: source, line: 1, column: 1)
        let script = GestureScript(file: source, commands: [GestureCommand(.spin(rate: rate, duration: duration), at: here)])
        try self.init(script: script, options: options)
    }

    /// The number of frames for `duration` seconds at `fps`: ⌈duration · fps⌉,
    /// at least 1, with a millionth-of-a-frame tolerance against rounding.
    ///
    /// Expects a finite `duration · fps` of at most `Int.max / 2`.
    public static func frameCount(duration: Double, fps: Double) -> Int {
        let exact = duration * fps - 1e-6
        guard exact > 0, exact < Double(Int.max / 2) else { return 1 }
        return max(1, Int(exact.rounded(.up)))
    }

    /// The time of frame `index`: `index / fps`.
    public func time(ofFrame index: Int) -> Double {
        Double(index) / fps
    }

    /// The pose at frame `index` (any integer; see ``state(at:)`` outside the animation).
    public func state(ofFrame index: Int) -> CameraState {
        state(at: time(ofFrame: index))
    }

    /// The pose at `time` seconds, in closed form: a pure function of `time`.
    ///
    /// Times before 0 (or NaN) give the pose at 0; times at or after
    /// ``duration`` give the pose after the last command.
    public func state(at time: Double) -> CameraState {
        let t = time > 0 ? time : 0
        guard t < duration, !segments.isEmpty else {
            var end = finalState
            end.time = min(t, duration)
            return end
        }
        // Binary search for the last segment starting at or before t.
        var low = 0, high = segments.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if segments[mid].start <= t { low = mid } else { high = mid - 1 }
        }
        let segment = segments[low]
        return segment.state(after: min(t - segment.start, segment.duration))
    }

    /// The largest zoom the sphere reaches at any time (zoom changes only
    /// geometrically within a segment, so it peaks at a segment's ends).
    /// Curves drawn over the sphere are sampled finely enough for this zoom.
    public var largestZoom: Double {
        segments.reduce(max(options.initialZoom, finalState.zoom)) { max($0, $1.zoom) }
    }
}
