import ImageCodecs
import Raster

/// Facts about the process a command runs in.
struct ProcessEnvironment: Hashable, Sendable {
    /// Whether standard output is a terminal (then binary output goes to a file).
    var stdoutIsTerminal: Bool
    /// The number of online CPU cores (the `--jobs` default).
    var processorCount: Int
    /// `TAGCLOUD_FONT`: the fonts to use when `--font` is not given, primary
    /// first (the variable's colon-separated paths, empty ones left out).
    var fontPaths: [String] = []
    /// The first of ``fontPaths``, if any.
    var fontPath: String? { fontPaths.first }
    /// The limits on the memory the process may use, which image buffers
    /// are checked against (none known: nothing is checked).
    var memory = MemoryLimits()

    /// The environment of this process.
    static func current() -> ProcessEnvironment {
        let fonts = (POSIX.environment("TAGCLOUD_FONT") ?? "").split(separator: ":").map(String.init)
        return ProcessEnvironment(stdoutIsTerminal: POSIX.isTerminal(1), processorCount: POSIX.processorCount,
                                  fontPaths: fonts, memory: .current())
    }
}

/// What a command's ``Command/run(_:)`` gets: its parsed arguments, and the
/// only sanctioned ways to read inputs, open outputs, warn, and show progress.
struct CommandContext: Sendable {
    /// The validated arguments (typed values; defaults applied).
    let arguments: ParsedArguments
    /// Standard error: warnings, notes, progress.
    let console: Console
    /// Terminal and CPU facts.
    let environment: ProcessEnvironment
    /// The temp-file registry cleaned up on signals.
    let registry: TempFileRegistry

    /// Creates a context.
    init(
        arguments: ParsedArguments, console: Console = .standardError,
        environment: ProcessEnvironment = .current(), registry: TempFileRegistry = .shared
    ) {
        self.arguments = arguments
        self.console = console
        self.environment = environment
        self.registry = registry
    }

    /// The whole content of an input file (`-` for standard input), capped
    /// at `--max-input-size`. Missing or unreadable files are input
    /// errors (exit 2): `tagcloud: words.txt: No such file or directory`.
    func readInput(_ path: String) throws(CLIError) -> [UInt8] {
        try InputReader.read(path, limit: InputLimitOptions.limit(arguments),
                             raising: InputLimitOptions.raising(arguments))
    }

    /// Opens the destination for one image from the `-o` and `--format`
    /// options (see ``OutputPlanner``). Call it before the expensive work so
    /// an unwritable destination fails fast; then `write` the encoded bytes.
    func openImageOutput(
        _ output: Option<String>, format: Option<ImageFormat>, defaultFormat: ImageFormat
    ) throws(CLIError) -> ImageOutput {
        let plan = try OutputPlanner.image(
            output: arguments.value(output), format: arguments.value(format),
            defaultFormat: defaultFormat, stdoutIsTerminal: environment.stdoutIsTerminal)
        if case .file(let path) = plan.destination { warnOnMismatch(path: path, format: plan.format) }
        let file = try OutputFile(plan.destination, registry: registry)
        return ImageOutput(file: file, format: plan.format, announce: plan.isDefaultFile, console: console)
    }

    /// Plans an animation's output from `-o` (a `%04d` pattern or `-`) and
    /// `--format`; the caller makes the ``FrameOutput`` once it knows the
    /// first frame it renders.
    func openFrameOutput(
        _ output: Option<String>, format: Option<ImageFormat>, defaultFormat: ImageFormat
    ) throws(CLIError) -> (destination: FrameDestination, format: ImageFormat) {
        let plan = try OutputPlanner.frames(
            output: arguments.value(output), format: arguments.value(format),
            defaultFormat: defaultFormat, stdoutIsTerminal: environment.stdoutIsTerminal)
        if case .files(let pattern) = plan.destination {
            warnOnMismatch(path: pattern.path(for: 0), format: plan.format)
            if plan.isDefaultFile { console.note("writing frames to \(pattern)") }
        }
        return (plan.destination, plan.format)
    }

    /// Opens a text output (layout JSON, a trace): a file, or standard output
    /// when `path` is nil or `-`.
    func openTextOutput(_ path: String?) throws(CLIError) -> OutputFile {
        try OutputFile(OutputPlanner.text(output: path), registry: registry)
    }

    /// A progress bar for `total` items (drawn only if stderr is a terminal).
    func progress(total: Int, unit: String = "frames") -> ProgressBar {
        ProgressBar(total: total, unit: unit, console: console)
    }

    /// Prints `tagcloud: warning: <message>`, once per distinct message.
    func warn(_ message: String) {
        console.warning(message)
    }

    /// Warns when `--format` disagrees with the file's extension.
    private func warnOnMismatch(path: String, format: ImageFormat) {
        if let inferred = ImageFormat.inferred(from: path), inferred != format, (format, inferred) != (.apng, .png) {
            warn("writing \(format.rawValue.uppercased()) data to \(Quoting.quotedPath(path)) as --format says")
        }
    }
}

/// One image destination, opened and ready for the encoded bytes.
final class ImageOutput {
    /// The format to encode.
    let format: ImageFormat
    private let file: OutputFile
    private let announce: Bool
    private let console: Console

    fileprivate init(file: OutputFile, format: ImageFormat, announce: Bool, console: Console) {
        self.file = file
        self.format = format
        self.announce = announce
        self.console = console
    }

    /// Where the image goes.
    var destination: OutputDestination { file.destination }

    /// Appends part of the encoded file (an animation, written as it is
    /// encoded); ``commit()`` then finishes it.
    func append(_ bytes: [UInt8]) throws(CLIError) {
        try file.write(bytes)
    }

    /// Finishes a file written by ``append(_:)`` (atomically).
    func commit() throws(CLIError) {
        try file.commit()
        if announce, case .file(let path) = file.destination { console.note("wrote \(path)") }
    }

    /// Writes the whole encoded image and finishes the file (atomically).
    /// The default `tagcloud.<ext>` file is announced on stderr.
    func write(_ bytes: [UInt8]) throws(CLIError) {
        try file.write(bytes)
        try file.commit()
        if announce, case .file(let path) = file.destination { console.note("wrote \(path)") }
    }
}
