import ImageCodecs
import Raster

/// Where a command's output goes.
enum OutputDestination: Hashable, Sendable {
    /// Standard output (`-o -`, or no `-o` when stdout is a pipe or file).
    case standardOutput
    /// A file, written atomically (or directly, for a device or FIFO).
    case file(String)
}

/// Decides where output goes from `-o`, `--format` and whether stdout is a
/// terminal. Pure: the terminal test is passed in, so it is unit-testable.
///
/// - `-o FILE`: that file; the format is `--format`, else FILE's extension
///   (an unknown extension is a usage error suggesting `--format`).
/// - `-o -`: standard output; the format is `--format`, else the command's
///   stream default. Refused when stdout is a terminal (binary garbage).
/// - no `-o`: standard output when it is a pipe or a file; when it is a
///   terminal, `tagcloud.<ext>` in the current directory, announced on stderr,
///   for one image, and a usage error asking for `-o` for an animation's frames.
enum OutputPlanner {
    /// The default file name stem used when stdout is a terminal.
    static let defaultStem = "tagcloud"

    /// The three cases every binary output shares.
    private enum Choice {
        /// Standard output in this format.
        case stream(ImageFormat)
        /// The path the user gave.
        case named(String)
        /// The default file in this format, because stdout is a terminal.
        case terminalDefault(ImageFormat)
    }

    /// Sorts `-o` into a ``Choice``, refusing binary data for a terminal.
    private static func choose(
        _ output: String?, explicit: ImageFormat?, defaultFormat: ImageFormat, stdoutIsTerminal: Bool
    ) throws(CLIError) -> Choice {
        switch output {
        case "-"?:
            if stdoutIsTerminal { throw refuseTerminal }
            return .stream(explicit ?? defaultFormat)
        case let path?:
            return .named(path)
        case nil:
            return stdoutIsTerminal ? .terminalDefault(explicit ?? defaultFormat) : .stream(explicit ?? defaultFormat)
        }
    }

    /// The destination and format for a single image.
    static func image(
        output: String?, format explicit: ImageFormat?, defaultFormat: ImageFormat, stdoutIsTerminal: Bool
    ) throws(CLIError) -> (destination: OutputDestination, format: ImageFormat, isDefaultFile: Bool) {
        switch try choose(output, explicit: explicit, defaultFormat: defaultFormat, stdoutIsTerminal: stdoutIsTerminal) {
        case .stream(let format):
            return (.standardOutput, format, false)
        case .named(let path):
            if path.hasSuffix("/") || FrameDirectory.exists(path) {
                throw CLIError.usage(
                    "-o \(Quoting.quotedPath(path)) is a directory, but render writes one image file; give a file name "
                        + "such as -o \(Quoting.escaped(Self.joined(path, "cloud.png"))) (animate writes frames into a directory)")
            }
            return (.file(path), try ImageFormat.resolve(path: path, explicit: explicit, fallback: defaultFormat), false)
        case .terminalDefault(let format):
            return (.file("\(defaultStem).\(format.fileExtension)"), format, true)
        }
    }

    /// The destination and format for an animation's frames: a stream on
    /// stdout, numbered files in a directory (``FrameDirectory``: `frames/`,
    /// or an existing directory, as `isDirectory` tells; the format is
    /// `--format` or the default), or numbered files from a pattern such as
    /// `frames/cloud-%04d.png`.
    static func frames(
        output: String?, format explicit: ImageFormat?, defaultFormat: ImageFormat, stdoutIsTerminal: Bool,
        isDirectory: (String) -> Bool = FrameDirectory.exists
    ) throws(CLIError) -> (destination: FrameDestination, format: ImageFormat, isDefaultFile: Bool) {
        switch try choose(output, explicit: explicit, defaultFormat: defaultFormat, stdoutIsTerminal: stdoutIsTerminal) {
        case .stream(let format):
            return (.standardOutput, format, false)
        case .named(let path) where FrameDirectory.isRequested(path, isDirectory: isDirectory):
            let format = explicit ?? defaultFormat
            try refuseAnimationFile(format, path: path)
            return (.files(try FrameDirectory.pattern(in: path, format: format)), format, false)
        case .named(let path):
            let pattern = try FramePattern(parsing: path)
            let format = try ImageFormat.resolve(path: pattern.path(for: 0), explicit: explicit, fallback: defaultFormat)
            try refuseAnimationFile(format, path: path)
            return (.files(pattern), format, false)
        case .terminalDefault:
            // Hundreds of frame files in the current directory are never what was meant.
            throw CLIError.usage("animate needs -o when standard output is a terminal; for example "
                + "-o spin.gif (one looping file), -o frames/ (numbered PNG files) or -o - | ffmpeg …")
        }
    }

    /// Refuses frame files in a format whose animation is one file (GIF, APNG).
    static func refuseAnimationFile(_ format: ImageFormat, path: String) throws(CLIError) {
        guard format.isAnimationFile else { return }
        throw CLIError.usage("-o \(Quoting.quotedPath(path)): a \(format.rawValue.uppercased()) animation is one file; "
                             + "give a file name such as cloud.\(format.fileExtension)")
    }

    /// The destination for text output (layout JSON, traces): never refused,
    /// since text on a terminal is fine.
    static func text(output: String?) -> OutputDestination {
        guard let output, output != "-" else { return .standardOutput }
        return .file(output)
    }

    /// `dir/` + `name`, with one slash between.
    private static func joined(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    private static var refuseTerminal: CLIError {
        .usage("refusing to write binary image data to a terminal; redirect standard output or use -o FILE")
    }
}

/// An opened output: a file being written atomically, or standard output.
///
/// Files are opened when this is created — before the expensive work — so
/// an unwritable destination fails fast. Write the bytes, then ``commit()``;
/// dropping it uncommitted removes the temp file.
final class OutputFile {
    /// Where the bytes go.
    let destination: OutputDestination
    private let writer: AtomicFileWriter?

    /// Opens `destination` for writing.
    init(_ destination: OutputDestination, registry: TempFileRegistry = .shared) throws(CLIError) {
        self.destination = destination
        switch destination {
        case .standardOutput: writer = nil
        case .file(let path): writer = try AtomicFileWriter(path: path, registry: registry)
        }
    }

    /// Appends `bytes`.
    func write(_ bytes: [UInt8]) throws(CLIError) {
        if let writer { try writer.write(bytes) } else { try StandardOutput.write(bytes) }
    }

    /// Finishes the output (renames a file into place).
    func commit() throws(CLIError) {
        try writer?.commit()
    }
}
