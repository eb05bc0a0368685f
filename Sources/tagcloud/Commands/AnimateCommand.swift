import Homogeneous
import ImageCodecs
import Raster
import TagCloud

/// `tagcloud animate`: a frame sequence in a directory or numbered files, or
/// one stream for ffmpeg. The work is in `Animate/` (``AnimationRun``).
enum AnimateCommand: Command {
    /// `-o, --output DIR/|PATTERN|-`.
    static let output = Option<String>(
        "output", short: "o", valueName: "OUT",
        help: "Where the frames go: a directory (frames/ is created if missing; an existing "
            + "directory also works) gets frame_00000.ppm, frame_00001.ppm, …; a pattern such "
            + "as frames/cloud-%04d.png names each frame; - streams all frames, in order, to "
            + "standard output. Each file appears only once complete.",
        default: .described("standard output if it is a pipe or file; required on a terminal"),
        parser: .path)

    /// `--format ppm|pam|png|gif|apng`.
    static let format = Option<ImageFormat>(
        "format", help: "The frame format: PPM (RGB), PAM (RGB with alpha) or PNG; or one looping "
            + "file: an animated GIF or APNG (-o cloud.gif, -o cloud.apng).",
        default: .described("from the -o extension, else ppm"), parser: .choice(ImageFormat.self))

    /// `--dither none|ordered`.
    static let dither = Option<Dither>(
        "dither", help: "For GIF: none maps each pixel to its nearest palette colour; ordered mixes "
            + "neighbouring colours in a fixed 8×8 pattern.",
        default: .value(defaultDither.rawValue), parser: .choice(Dither.self))

    /// `--palette-frames N`.
    static let paletteFrames = Option<Int>(
        "palette-frames", valueName: "N",
        help: "For GIF: build the palette from N frames spread evenly over the frames rendered.",
        default: .value(String(defaultPaletteFrames)), parser: .integer(in: 1...10000))

    /// `--script FILE`.
    static let script = Option<String>(
        "script", valueName: "FILE",
        help: "Replay the gestures in FILE (drag, fling, spin, twist, pinch, tap-to-front, wait).",
        parser: .path)

    /// `--spin AXIS:RATE`, through the library's rate parser.
    static let spin = Option<RotationSpec>(
        "spin", valueName: "AXIS:RATE",
        help: "Spin steadily about a view axis: y:20 turns 20° a second about y (also y:20/s, "
            + "x:0.5rad/s or 1,1,0:30).",
        default: .described("\(defaultSpin) without --script"),
        parser: .custom(placeholder: "AXIS:RATE") { try RotationSpec.parseRate($0) })

    /// `--duration D`, through the library's duration parser.
    static let duration = Option<Double>(
        "duration", valueName: "D",
        help: "The length of the animation, such as 6s, 2.5s or 500ms. With --script it cuts "
            + "the script short or holds its last pose.",
        default: .described("one full turn of --spin, a seamless loop ("
            + "\(Quoting.number(CloudMotion.fullTurnSeconds(of: CloudMotion.defaultSpin)))s for the default "
            + "\(defaultSpin), \(Quoting.number(CloudMotion.stillSpinSeconds))s for a spin of 0); with --script, "
            + "the script's length"),
        parser: ValueParser<Double>.custom(placeholder: "D") { try DurationSpec.parse($0) }
            .checked { (seconds: Double, text: String) throws(ValueError) in
                if seconds <= 0 { throw ValueError("expected a duration longer than 0, got \(Quoting.quoted(text))") }
            })

    /// `--fps N`, through the library's frame-rate parser.
    static let fps = Option<Double>(
        "fps", valueName: "N", help: "Frames per second, such as 30, 60 or 29.97.",
        default: .described("the script's fps line, else \(Quoting.number(GestureScript.defaultFPS))"),
        parser: .custom(placeholder: "N") { try GestureScript.parseFrameRate($0) })

    /// `--frames A-B`.
    static let frames = Option<FrameRange>(
        "frames", help: "Render only frames A to B (counted from 0, inclusive; A- or a B past the "
            + "end runs to the last frame), numbered and drawn exactly as in a full run, to redo a "
            + "few or to split the work between machines.",
        parser: .frameRange)

    /// `--shard K/N`.
    static let shard = Option<FrameShard>(
        "shard", valueName: "K/N",
        help: "Render only part K of N near-equal contiguous parts of the frames (of --frames if "
            + "given), K counted from 0, numbered and drawn as in a full run: N processes, on one "
            + "machine or many, given 0/N to N-1/N and the same -o directory or pattern, write the "
            + "whole animation between them.",
        parser: .shard)

    /// `--jobs N`.
    static let jobs = Option<Int>(
        "jobs", short: "j", valueName: "N",
        help: "Render N frames at a time on N threads; the output is the same for any N.",
        default: .described("the number of CPU cores"), parser: .integer(in: 1...1024))

    /// `--inertia D`, through the library's duration parser.
    static let inertia = Option<Double>(
        "inertia", valueName: "D",
        help: "How long a fling in --script takes to slow down (its decay time constant), such "
            + "as 0.5s; 0s stops at once.",
        default: .described("\(Quoting.number((ReplayOptions.defaultInertia * 1000).rounded() / 1000))s"),
        parser: .custom(placeholder: "D") { try DurationSpec.parse($0, limit: ReplayOptions.maximumInertia) })

    /// `--declutter fade|off`.
    static let declutter = Option<Declutter>(
        "declutter",
        help: "fade: a label that nearer labels cover fades, smoothly, by how much of it they "
            + "cover (averaged over 1/6 s of the motion), whatever the motion. off: labels are drawn as placed.",
        default: .described("fade with --script, off for a spin (placed so that labels keep apart)"),
        parser: .choice(Declutter.self))

    /// `--trace FILE`.
    static let trace = Option<String>(
        "trace", valueName: "FILE",
        help: "Also write one JSON line per rendered frame (frame, time, orientation matrix, "
            + "zoom, angular velocity) to FILE, in frame order, to debug a gesture script.",
        parser: .path)

    /// `--max-frames N`.
    static let maxFrames = Option<Int>(
        "max-frames", valueName: "N",
        help: "Refuse animations of more than N frames, so a typo in --duration cannot fill a disk "
            + "(at most 1000000, the most frames a replay may have).",
        default: .value(String(Limits.defaultMaxFrames)), parser: .integer(in: 1...ReplayOptions.maximumFrames))

    /// The GIF dither without `--dither`: the library's.
    static let defaultDither = GIFEncoder().dither
    /// The frames a GIF palette is built from without `--palette-frames`.
    static let defaultPaletteFrames = 16
    /// The frame format when neither `--format` nor an extension says.
    static let defaultFormat = ImageFormat.ppm
    /// The spin without `--spin` or `--script` (the library's), as `--spin` writes it.
    static let defaultSpin = rateText(CloudMotion.defaultSpin)
    /// The frame rate without `--fps` or a script's `fps` line.
    static let defaultFPS = GestureScript.defaultFPS
    /// A rate as `--spin` writes it: `y:20`, or `1,1,0:30` off the axes.
    static func rateText(_ rate: RotationSpec) -> String {
        let named: [(Vector3, String)] = [(.unitX, "x"), (.unitY, "y"), (.unitZ, "z")]
        let axis = named.first { $0.0 == rate.axis }?.1
            ?? [rate.axis.x, rate.axis.y, rate.axis.z].map(Quoting.number).joined(separator: ",")
        return "\(axis):\(Quoting.number(rate.angle.degrees))"
    }

    /// The number of frames in `seconds` at `fps` (the library's rule: the
    /// last partial frame counts, at least one frame).
    static func frameCount(seconds: Double, fps: Double) -> Int {
        Replay.frameCount(duration: seconds, fps: fps)
    }

    /// The declaration.
    static let spec = CommandSpec(
        name: "animate",
        abstract: "render an animation as numbered image files or one stream for ffmpeg.",
        discussion: """
            The sphere starts turned by each --rotate, then moves by --spin or by the \
            gestures of --script (a gentle --spin \(defaultSpin) when neither is given). \
            Frames are rendered in parallel and written in order; the output is identical \
            for any --jobs, and --frames renders part of it with the same bytes.
            """,
        groups: [
            TagInputOptions.group, LayoutOptions.group, GeoOptions.globeGroup, GeoOptions.curvesGroup,
            RenderOptions.appearanceGroup, MapOptions.group,
            OptionGroup("Animation", [script.spec, spin.spec, duration.spec, fps.spec, inertia.spec, declutter.spec]),
            OptionGroup("Output", [
                output.spec, format.spec, dither.spec, paletteFrames.spec, frames.spec, shard.spec, jobs.spec, trace.spec,
                RenderOptions.maxPixels.spec, maxFrames.spec, RenderOptions.glyphCache.spec,
            ]),
        ],
        examples: [
            HelpExample(
                summary: "One full turn at 20° a second (18 s, a seamless loop), encoded by ffmpeg:",
                command: """
                    tagcloud animate --tags words.txt --rotate x:15 --spin y:20 -o - |
                        ffmpeg -f image2pipe -c:v ppm -framerate 30 -i - \\
                            -pix_fmt yuv420p cloud.mp4
                    """),
            HelpExample(
                summary: "Replay a gesture script into PNG files in the directory frames/:",
                command: """
                    tagcloud animate --tags words.txt --script tour.gesture --format png \\
                        -o frames/
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
            try MapOptions.validate(arguments)
            try GeoOptions.validate(arguments, extraInputs: [script])
            try RenderOptions.validatePixelCap(arguments)
            try validateMotion(arguments)
            try validateStreams(arguments)
            try validateFrames(arguments)
        })

    /// Refuses `--spin` together with `--script`.
    static func validateMotion(_ arguments: ParsedArguments) throws(UsageError) {
        if arguments.wasGiven(spin), arguments.wasGiven(script) {
            throw UsageError("--spin and --script cannot be combined; put a spin line in the script instead")
        }
    }

    /// Refuses frames and `--trace` both on standard output.
    private static func validateStreams(_ arguments: ParsedArguments) throws(UsageError) {
        guard arguments.value(trace) == "-" else { return }
        if arguments.value(output) == nil || arguments.value(output) == "-" {
            throw UsageError("--trace - and the frames cannot both go to standard output; give -o a directory or pattern")
        }
    }

    /// Checks the frame count against `--max-frames` and `--frames` when the
    /// length is known without reading the script.
    static func validateFrames(_ arguments: ParsedArguments) throws(UsageError) {
        guard let length = AnimationLength(arguments) else { return }
        try length.check(arguments)
    }

    /// Renders the animation (see ``AnimationRun``).
    static func run(_ context: CommandContext) throws {
        try AnimationRun(context).run()
    }
}
