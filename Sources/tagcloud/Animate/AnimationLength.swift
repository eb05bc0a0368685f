import TagCloud

/// How long an animation is, and which of its frames to render.
///
/// The length is `--duration` if given; otherwise one full turn of the spin
/// (so the video loops seamlessly: the frame after the last would be frame
/// 0 again), 6 s for a rate of 0, or the script's own length. The frame rate
/// is `--fps`, else the script's `fps` line, else 30.
struct AnimationLength {
    /// The length in seconds.
    let seconds: Double
    /// The frame rate.
    let fps: Double
    /// How messages name the length: `--duration 6s at 30 fps`.
    let summary: String

    /// The number of frames: ⌈seconds · fps⌉, at least 1 (the library's rule).
    var frameCount: Int { AnimateCommand.frameCount(seconds: seconds, fps: fps) }

    /// The length when the arguments alone tell it: a spin (given or the
    /// default), or a script with both `--duration` and `--fps`. Nil when the
    /// script must be read first.
    init?(_ arguments: ParsedArguments) {
        if arguments.wasGiven(AnimateCommand.script) {
            guard let seconds = arguments.value(AnimateCommand.duration),
                  let fps = arguments.value(AnimateCommand.fps) else { return nil }
            self.init(duration: seconds, fps: fps)
            return
        }
        let fps = arguments.value(AnimateCommand.fps) ?? AnimateCommand.defaultFPS
        if let seconds = arguments.value(AnimateCommand.duration) {
            self.init(duration: seconds, fps: fps)
            return
        }
        let rate = Self.spin(arguments)
        let degrees = abs(rate.angle.degrees), seconds = CloudMotion.fullTurnSeconds(of: rate)
        guard degrees > 0 else {
            self.init(seconds: seconds, fps: fps, what: "a spin of 0°/s, \(Quoting.number(seconds))s")
            return
        }
        self.init(seconds: seconds, fps: fps,
                  what: "one full turn at \(Quoting.number(degrees))°/s, \(Self.rounded(seconds))s")
    }

    /// The length of a replayed `script` (cut or extended by `--duration`).
    init(script: GestureScript, fps: Double, arguments: ParsedArguments) {
        if let seconds = arguments.value(AnimateCommand.duration) {
            self.init(duration: seconds, fps: fps)
        } else {
            let seconds = script.duration
            self.init(seconds: seconds, fps: fps, what: "\(script.file), \(Self.rounded(seconds))s")
        }
    }

    /// The length `--duration` gives.
    private init(duration seconds: Double, fps: Double) {
        self.init(seconds: seconds, fps: fps, what: "--duration \(Quoting.number(seconds))s")
    }

    private init(seconds: Double, fps: Double, what: String) {
        self.seconds = seconds
        self.fps = fps
        summary = "\(what) at \(Quoting.number(fps)) fps"
    }

    /// The spin `--spin` asks for, or the default one.
    static func spin(_ arguments: ParsedArguments) -> RotationSpec {
        arguments.value(AnimateCommand.spin) ?? CloudMotion.defaultSpin
    }

    /// Refuses more frames than `--max-frames`, and a `--frames` range that
    /// starts after the last frame.
    func check(_ arguments: ParsedArguments) throws(UsageError) {
        let count = frameCount
        let cap = arguments.value(AnimateCommand.maxFrames, or: Limits.defaultMaxFrames)
        if !(seconds * fps <= Double(Limits.maximumFrameNumber)) || count > cap {
            let frames = seconds * fps < 1e15 ? "\(count) frames" : "too many frames"
            throw UsageError("\(summary) is \(frames), over the \(cap)-frame cap (use --max-frames to raise it)")
        }
        if let range = arguments.value(AnimateCommand.frames), range.first >= count {
            throw UsageError("--frames \(range) starts after the last frame, \(count - 1) (\(summary))")
        }
    }

    /// The frames to render: all of them, or the `--frames` range with its
    /// end cut to the last frame; then the `--shard` part of those. Call
    /// after ``check(_:)``.
    func frames(_ arguments: ParsedArguments) -> Range<Int> {
        let count = frameCount
        var frames = 0..<count
        if let range = arguments.value(AnimateCommand.frames) {
            let last = min(range.last ?? (count - 1), count - 1)
            frames = min(range.first, count)..<(last + 1)
        }
        return arguments.value(AnimateCommand.shard)?.part(of: frames) ?? frames
    }

    /// Seconds for a message, to two decimals at most: `18`, `7.7`, `51.43`.
    private static func rounded(_ seconds: Double) -> String {
        Quoting.number((seconds * 100).rounded() / 100)
    }
}
