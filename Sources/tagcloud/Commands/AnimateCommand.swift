/// `tagcloud animate`: a frame sequence or a stream for ffmpeg.
enum AnimateCommand: Command {
    /// `-o, --output PATTERN`.
    static let output = Option<String>(
        "output", short: "o", valueName: "PATTERN",
        help: "Write frame N to a numbered file such as frames/cloud-%04d.png (each file "
            + "appears only once complete); - streams all frames to standard output.",
        default: .described("standard output if it is a pipe or file, else tagcloud-%04d.<format>"),
        parser: .path)

    /// `--format ppm|pam|png`.
    static let format = Option<OutputFormat>(
        "format", help: "The frame format: PPM (RGB), PAM (RGB with alpha) or PNG.",
        default: .described("from the -o extension, else ppm"), parser: .choice(OutputFormat.self))

    /// `--script FILE`.
    static let script = Option<String>(
        "script", valueName: "FILE",
        help: "Replay the gestures in FILE (drag, fling, spin, twist, pinch, tap-to-front, wait).",
        parser: .path)

    /// `--spin AXIS:DEG/s`. Raw text for the library's spin parser.
    static let spin = Option<String>(
        "spin", valueName: "AXIS:DEG/s",
        help: "Spin steadily about a view axis, for example y:20 (20° a second about y).",
        default: .described("y:20 without --script"), parser: .string)

    /// `--duration D`.
    static let duration = Option<Double>(
        "duration", valueName: "D", help: "The length of the animation, such as 6s, 2.5s or 1m30s.",
        default: .described("6s, or the length of --script"),
        parser: .duration().checked { (seconds: Double, text: String) throws(ValueError) in
            if seconds <= 0 { throw ValueError("expected a duration longer than 0, got \(Quoting.quoted(text))") }
        })

    /// `--fps N`.
    static let fps = Option<Int>(
        "fps", valueName: "N", help: "Frames per second.", default: .value("30"), parser: .integer(in: 1...240))

    /// `--frames A-B`.
    static let frames = Option<FrameRange>(
        "frames", help: "Render only frames A to B (counted from 0, inclusive; A- runs to the "
            + "end), to redo a few or to split the work between machines.",
        parser: .frameRange)

    /// `--jobs N`.
    static let jobs = Option<Int>(
        "jobs", short: "j", valueName: "N", help: "Render N frames at a time on N threads.",
        default: .described("the number of CPU cores"), parser: .integer(in: 1...1024))

    /// `--inertia SECONDS`.
    static let inertia = Option<Double>(
        "inertia", valueName: "SECONDS",
        help: "How long a fling takes to slow to a stop (its decay time constant); 0 stops at once.",
        default: .value("0.8"), parser: .number(in: 0...600))

    /// `--trace FILE`.
    static let trace = Option<String>(
        "trace", valueName: "FILE",
        help: "Also write each frame's time and orientation matrix to FILE as text, to debug "
            + "a gesture script.",
        parser: .path)

    /// `--max-frames N`.
    static let maxFrames = Option<Int>(
        "max-frames", valueName: "N",
        help: "Refuse animations of more than N frames, so a typo in --duration cannot fill a disk.",
        default: .value(String(Limits.defaultMaxFrames)), parser: .integer(in: 1...Limits.maximumFrameNumber))

    /// The frame format when neither `--format` nor an extension says.
    static let defaultFormat = OutputFormat.ppm
    /// The length without `--duration` or `--script`, in seconds.
    static let defaultDuration = 6.0

    /// The number of frames in `seconds` at `fps` (the last partial frame counts).
    static func frameCount(seconds: Double, fps: Int) -> Int {
        let exact = seconds * Double(fps)
        let count = (exact - 1e-9).rounded(.up)
        return count < Double(Int.max / 2) ? max(1, Int(count)) : Int.max / 2
    }

    /// The declaration.
    static let spec = CommandSpec(
        name: "animate",
        abstract: "render an animation as numbered image files or one stream for ffmpeg.",
        discussion: """
            The sphere starts turned by each --rotate, then moves by --spin or by the \
            gestures of --script. Frames are rendered in parallel and written in order; \
            output is identical for any --jobs.
            """,
        groups: [
            TagInputOptions.group, LayoutOptions.group, RenderOptions.appearanceGroup,
            OptionGroup("Animation", [script.spec, spin.spec, duration.spec, fps.spec, inertia.spec]),
            OptionGroup("Output", [
                output.spec, format.spec, frames.spec, jobs.spec, trace.spec,
                RenderOptions.maxPixels.spec, maxFrames.spec,
            ]),
        ],
        examples: [
            HelpExample(
                summary: "Spin for 6 seconds and encode an MP4 with ffmpeg:",
                command: """
                    tagcloud animate --tags words.txt --spin y:20 --duration 6s -o - |
                        ffmpeg -f image2pipe -c:v ppm -framerate 30 -i - cloud.mp4
                    """),
            HelpExample(
                summary: "Replay a gesture script into numbered PNG files:",
                command: """
                    mkdir -p frames
                    tagcloud animate --tags words.txt --script swipe.txt -o frames/f-%04d.png
                    """),
            HelpExample(
                summary: "Render the second half of a 10-second, 60 fps animation on 4 threads:",
                command: """
                    tagcloud animate --tags words.txt --spin x:-15 --duration 10s --fps 60 \\
                        --frames 300-599 --jobs 4 -o part-%04d.ppm
                    """),
        ],
        positionalHint: "tags",
        validate: { (arguments: ParsedArguments) throws(UsageError) in
            try TagInputOptions.validate(arguments)
            try LayoutOptions.validate(arguments)
            try RenderOptions.validatePixelCap(arguments)
            try RenderOptions.validateSingleStandardStream(
                arguments, RenderOptions.inputFiles + [script], stream: "standard input")
            try validateStreams(arguments)
            try validateFrames(arguments)
        })

    /// Refuses frames and `--trace` both on standard output.
    private static func validateStreams(_ arguments: ParsedArguments) throws(UsageError) {
        guard arguments.value(trace) == "-" else { return }
        if arguments.value(output) == nil || arguments.value(output) == "-" {
            throw UsageError("--trace - and the frames cannot both go to standard output; give -o a file pattern")
        }
    }

    /// Checks the frame count against `--max-frames` and `--frames` when the
    /// length is known without reading the script.
    private static func validateFrames(_ arguments: ParsedArguments) throws(UsageError) {
        guard arguments.wasGiven(duration) || !arguments.wasGiven(script) else { return }
        let seconds = arguments.value(duration, or: defaultDuration)
        let rate = arguments.value(fps, or: 30)
        let count = frameCount(seconds: seconds, fps: rate)
        let length = "--duration \(Quoting.number(seconds))s at \(rate) fps"
        if let cap = arguments.value(maxFrames), count > cap {
            throw UsageError("\(length) is \(count) frames, over the \(cap)-frame cap (use --max-frames to raise it)")
        }
        if let range = arguments.value(frames), range.first >= count {
            throw UsageError("--frames \(range) starts after the last frame, \(count - 1) (\(length))")
        }
    }

    /// Not wired to the libraries yet: checks the output and the inputs,
    /// then reports that animation is not implemented (exit 1).
    static func run(_ context: CommandContext) throws {
        let first = context.arguments.value(frames)?.first ?? 0
        _ = try context.openFrameOutput(output, format: format, defaultFormat: defaultFormat, firstFrame: first)
        _ = try context.readInput(context.arguments.value(TagInputOptions.tags, or: "-"))
        throw CLIError.runtime("animate: not implemented yet")
    }
}
