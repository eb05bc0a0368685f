import Synchronization
import Raster
import ImageCodecs
import TagCloud

/// `tagcloud animate` into one animated file (GIF or APNG): the frames are
/// rendered on `--jobs` threads and prepared there (palette indices, or RGB
/// rows), then appended to the file in frame order and written out as they
/// come, so memory stays flat whatever the length. A GIF's palette comes
/// first, from `--palette-frames` frames spread evenly over the animation.
/// The file appears only when complete.
struct AnimationFileRun {
    private let context: CommandContext
    private let format: ImageFormat
    private var arguments: ParsedArguments { context.arguments }

    /// Prepares a run writing `format` (``ImageFormat/isAnimationFile``).
    init(_ context: CommandContext, format: ImageFormat) {
        self.context = context
        self.format = format
    }

    /// The output format when it is one animated file: `--format`, else the
    /// `-o` extension; nil for frame files or a stream of frames.
    static func animationFormat(_ arguments: ParsedArguments) throws(CLIError) -> ImageFormat? {
        let output = arguments.value(AnimateCommand.output)
        let explicit = arguments.value(AnimateCommand.format)
        guard let format = explicit ?? output.flatMap(ImageFormat.inferred(from:)), format.isAnimationFile else {
            return nil
        }
        // A directory or a numbered pattern asks for one file a frame:
        // refused before the directory would be created.
        if let output, output != "-", FrameDirectory.isRequested(output) || (try? FramePattern(parsing: output)) != nil {
            try OutputPlanner.refuseAnimationFile(format, path: output)
        }
        return format
    }

    /// Renders every requested frame into the file.
    func run() throws {
        let output = try context.openImageOutput(AnimateCommand.output, format: AnimateCommand.format,
                                                 defaultFormat: format)
        let style = RenderOptions.style(arguments)
        try RenderOptions.validateAlpha(style, format: format)
        let trace = try arguments.value(AnimateCommand.trace).map { try TraceWriter(context.openTextOutput($0)) }
        let run = AnimationRun(context)
        let script = try run.loadScript()
        let setup = try run.loadSetup()
        let (replay, length) = try run.makeReplay(setup, script: script)
        let frames = length.frames(arguments)
        let recipe = try setup.recipe(replay: replay, format: format)
        try RenderOptions.validateSize(width: recipe.width, height: recipe.height, format: format)
        let jobs = arguments.value(AnimateCommand.jobs, or: context.environment.processorCount)
        let (workers, window) = FramePipeline.threads(jobs: jobs, frames: frames.count)
        try MemoryBudget.checkAnimation(width: recipe.width, height: recipe.height, format: format, style: style,
                                        jobs: workers, window: window, limits: context.environment.memory)
        let timing = AnimationTiming(fps: length.fps)
        let options = recipe.encoding
        switch format {
        case .gif:
            let sampled = try Self.paletteSample(frames, count: arguments.value(AnimateCommand.paletteFrames,
                                                                                 or: AnimateCommand.defaultPaletteFrames))
            let palette = try samplePalette(recipe, frames: sampled, jobs: jobs)
            let encoder = GIFAnimationEncoder(
                width: recipe.width, height: recipe.height, palette: palette,
                dither: arguments.value(AnimateCommand.dither, or: AnimateCommand.defaultDither),
                matte: options.matte, blend: options.blend, timing: timing)
            try stream(encoder, recipe: recipe, frames: frames, jobs: jobs, replay: replay, trace: trace, output: output)
        default:
            let encoder = APNGEncoder(width: recipe.width, height: recipe.height, frameCount: frames.count,
                                      alpha: options.keepAlpha, matte: options.matte, blend: options.blend,
                                      compression: options.compression, timing: timing)
            try stream(encoder, recipe: recipe, frames: frames, jobs: jobs, replay: replay, trace: trace, output: output)
        }
        try trace?.commit()
    }

    /// Up to `count` frame numbers spread evenly over `frames`, first and last included.
    static func paletteSample(_ frames: Range<Int>, count: Int) throws(CLIError) -> [Int] {
        let n = min(max(1, count), frames.count)
        guard n > 1 else { return [frames.lowerBound] }
        return (0..<n).map { frames.lowerBound + $0 * (frames.count - 1) / (n - 1) }
    }

    /// Renders the sample frames and builds the palette from their colours
    /// (each worker counts into its own histogram; the sums do not depend on
    /// which worker drew which frame).
    private func samplePalette(_ recipe: FrameRecipe, frames: [Int], jobs: Int) throws -> Palette {
        let histograms = Mutex<[SampleWorker]>([])
        let matte = recipe.encoding.matte, blend = recipe.encoding.blend
        try FramePipeline.run(
            frames: 0..<frames.count, jobs: jobs,
            makeWorker: {
                let worker = SampleWorker(try recipe.makeWorker())
                histograms.withLock { $0.append(worker) }
                return worker
            },
            prepare: { worker, k in
                worker.frame.renderer.render(recipe.drawList(frame: frames[k]), into: &worker.frame.canvas)
                worker.histogram.add(worker.frame.canvas, matte: matte, blend: blend)
            },
            produce: { _, _, _ in },
            consume: { _, _ in })
        var total = ColorHistogram()
        for worker in histograms.withLock({ $0 }) { total.merge(worker.histogram) }
        // One index stays free for the transparent pixels of frame differences.
        return PaletteQuantizer(maxColors: 255).palette(from: total)
    }

    /// Renders and prepares `frames` on the workers and appends them to the
    /// file in order, writing each frame's bytes as it is appended.
    private func stream<Encoder: AnimationEncoder>(
        _ encoder: Encoder, recipe: FrameRecipe, frames: Range<Int>, jobs: Int, replay: Replay,
        trace: TraceWriter?, output: ImageOutput
    ) throws {
        var encoder = encoder
        var sink: [UInt8] = []
        encoder.start(into: &sink)
        try output.append(sink)
        sink.removeAll(keepingCapacity: true)
        let progress = context.progress(total: frames.count)
        defer { progress.finish() }
        let shared = encoder
        try FramePipeline.run(
            frames: frames, jobs: jobs, blank: AnimationFrame(),
            makeWorker: { EncodeWorker(try recipe.makeWorker(), shared.makePreparer()) },
            prepare: { worker, index in
                worker.frame.renderer.render(recipe.drawList(frame: index), into: &worker.frame.canvas)
            },
            produce: { worker, _, frame in
                shared.prepare(worker.frame.canvas, into: &frame, using: &worker.preparer)
            },
            consume: { index, frame in
                encoder.append(frame, frame: index, into: &sink)
                try output.append(sink)
                sink.removeAll(keepingCapacity: true)
                try trace?.append(replay.traceLine(frame: index))
                progress.advance()
            })
        encoder.finish(into: &sink)
        try output.append(sink)
        try output.commit()
    }
}

/// A palette-sampling worker: its renderer and canvas, and its own colour counts.
private final class SampleWorker: @unchecked Sendable {
    // Safety: used by one worker thread at a time; read after the workers are done.
    let frame: FrameWorker
    var histogram = ColorHistogram()
    init(_ frame: FrameWorker) { self.frame = frame }
}

/// An encoding worker: its renderer and canvas, and the encoder's per-thread state.
private final class EncodeWorker<Preparer> {
    let frame: FrameWorker
    var preparer: Preparer
    init(_ frame: FrameWorker, _ preparer: Preparer) {
        self.frame = frame
        self.preparer = preparer
    }
}
