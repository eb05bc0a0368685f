/// A failure the CLI reports and exits on, classified by whose fault it is.
///
/// Commands throw these (or `UsageError`, or a library's `LocatedError`);
/// ``Diagnostics`` turns any error into one stderr line and an exit status.
enum CLIError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Bad usage found after parsing (conflicting outputs, binary to a
    /// terminal). Exit status 2.
    case usage(String)
    /// Bad input: an input file that is missing, unreadable, too large, or
    /// malformed. Exit status 2.
    case input(String)
    /// The run failed for reasons outside the command line: an output that
    /// cannot be written, a full disk, an I/O error. Exit status 1.
    case runtime(String)
    /// Standard output's reader went away (EPIPE). Exit status 1, no message:
    /// the reader (`head`, a crashed ffmpeg) already tells its own story.
    case brokenPipe

    /// The one-line message, without the `tagcloud: ` prefix.
    var description: String {
        switch self {
        case .usage(let message), .input(let message), .runtime(let message):
            return Quoting.singleLine(message)
        case .brokenPipe:
            return "standard output: Broken pipe"
        }
    }

    /// A file error as `path: reason` (the path escaped for one line).
    static func file(_ path: String, _ reason: String, isInput: Bool) -> CLIError {
        let message = "\(displayName(path)): \(reason)"
        return isInput ? .input(message) : .runtime(message)
    }

    /// How a path appears in messages: `standard input`/`standard output`
    /// for `-`, otherwise the path with control characters escaped.
    static func displayName(_ path: String, output: Bool = false) -> String {
        if path == "-" { return output ? "standard output" : "standard input" }
        return Quoting.escaped(path, limit: Quoting.maximumPathLength)
    }
}
