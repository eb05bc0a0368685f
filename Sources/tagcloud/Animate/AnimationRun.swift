import Homogeneous
import Raster
import TrueType
import ImageCodecs
import TagCloud

/// One `tagcloud animate` run: opens the outputs, builds the scene and the
/// replay, then renders the frames on `--jobs` threads through
/// ``FramePipeline`` and writes them, the trace and the progress in order.
struct AnimationRun {
    private let context: CommandContext
    private var arguments: ParsedArguments { context.arguments }

    /// Prepares a run of the command in `context`.
    init(_ context: CommandContext) {
        self.context = context
    }

    /// Renders and writes every requested frame.
    func run() throws {
        if let format = try AnimationFileRun.animationFormat(arguments) {
            try AnimationFileRun(context, format: format).run()
            return
        }
        // Outputs first, so an unusable destination fails before any work;
        // but a missing directory is made only once the inputs are read.
        let missingDirectory = arguments.value(AnimateCommand.output).flatMap(FrameDirectory.missingDirectory(for:))
        if let path = arguments.value(AnimateCommand.output) { try FrameDirectory.checkLink(path) }
        if let missingDirectory { try FrameDirectory.checkCreatable(missingDirectory) }
        let (destination, format) = try context.openFrameOutput(
            AnimateCommand.output, format: AnimateCommand.format, defaultFormat: AnimateCommand.defaultFormat)
        let style = RenderOptions.style(arguments)
        try RenderOptions.validateAlpha(style, format: format)
        let trace = try arguments.value(AnimateCommand.trace).map { try TraceWriter(context.openTextOutput($0)) }
        // The scene and its motion.
        let script = try loadScript()
        let setup = try loadSetup()
        let (replay, length) = try makeReplay(setup, script: script)
        let frames = length.frames(arguments)
        let output = FrameOutput(destination, firstFrame: frames.lowerBound, registry: context.registry)
        let recipe = try setup.recipe(replay: replay, format: format)
        // Files are written by the workers, in parallel, and renamed into
        // place in frame order; the stream is written by this thread, in
        // order. Trace lines and progress follow frame order.
        let writesFiles = output.destination != .standardOutput
        let jobs = arguments.value(AnimateCommand.jobs, or: context.environment.processorCount)
        let (workers, window) = FramePipeline.threads(jobs: jobs, frames: frames.count)
        try MemoryBudget.checkAnimation(width: recipe.width, height: recipe.height, format: format, style: style,
                                        jobs: workers, window: window, limits: context.environment.memory)
        if let missingDirectory { try FrameDirectory.create(missingDirectory, registry: context.registry) }
        let progress = context.progress(total: frames.count)
        defer { progress.finish() }
        // On any failure, frames rendered ahead of the failed one are dropped.
        do {
            try FramePipeline.run(
                frames: frames, jobs: jobs,
                blank: EncodedFrame(),
                makeWorker: { try recipe.makeWorker() },
                prepare: { worker, index in recipe.prepare(frame: index, with: worker) },
                produce: { worker, index, frame in
                    recipe.finish(with: worker, into: &frame)
                    if writesFiles { try output.write(frame: index, frame.bytes) }
                },
                consume: { index, frame in
                    if !writesFiles { try output.write(frame: index, frame.bytes) }
                    try trace?.append(replay.traceLine(frame: index))
                    progress.advance()
                })
        } catch {
            output.abandon()
            throw error
        }
        try output.finish()
        try trace?.commit()
    }

    /// The scene as every animate output draws it (frames, GIF or APNG) and
    /// `layout` lists it frame by frame: placed for the motion
    /// (``CloudSetup/motionPlacement(_:)``), round unless `--stretch` is given, with `--declutter` (fade by
    /// default for a script, off for a spin).
    func loadSetup() throws -> CloudSetup {
        var setup = try CloudSetup.load(context, motion: CloudSetup.motion(arguments))
        if let declutter = arguments.value(AnimateCommand.declutter) { setup.cloud.style.declutter = declutter }
        return setup
    }

    /// The gesture script of `--script`, read and checked before the scene
    /// is laid out, so that a bad script is the run's only message.
    func loadScript() throws -> GestureScript? {
        try arguments.value(AnimateCommand.script).map(readScript)
    }

    /// The replay the arguments ask for, from `script` (``loadScript()``),
    /// and the animation's length (checked against `--max-frames` and `--frames`).
    func makeReplay(_ setup: CloudSetup, script: GestureScript?) throws -> (Replay, AnimationLength) {
        let layout = setup.layout
        let options = try setup.cloud.replayOptions(
            inertia: arguments.value(AnimateCommand.inertia, or: ReplayOptions.defaultInertia),
            fps: arguments.value(AnimateCommand.fps) ?? (arguments.wasGiven(AnimateCommand.script) ? nil : AnimateCommand.defaultFPS),
            maxFrames: arguments.value(AnimateCommand.maxFrames, or: Limits.defaultMaxFrames))
        guard let script else {
            guard let length = AnimationLength(arguments) else { throw CLIError.runtime("internal error: no spin length") }
            try length.check(arguments)
            // A spin's errors are located at the option, as the user spelled it.
            let replay = try Replay(spin: AnimationLength.spin(arguments), duration: length.seconds, options: options,
                                    source: arguments.spelling(of: AnimateCommand.spin))
            return (replay, length)
        }
        let fps = options.fps ?? script.fps ?? GestureScript.defaultFPS
        // The length is checked before the replay is built, so the cap reads as a usage error.
        let length = AnimationLength(script: script, fps: fps, arguments: arguments)
        try length.check(arguments)
        // `tap` finds tags by text; the first of equal texts wins.
        let points = Dictionary(zip(layout.tags.map(\.text), layout.points), uniquingKeysWith: { first, _ in first })
        return (try Replay(script: script, options: options, tagPoints: points), length)
    }

    /// Reads and parses the gesture script at `path` (`-` for standard input).
    private func readScript(_ path: String) throws -> GestureScript {
        // Invalid UTF-8 is an error at its line and column.
        try GestureScript(parsing: context.readInput(path), file: CloudSetup.displayName(path))
    }
}
