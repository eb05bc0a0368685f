import TagCloud

/// Exit statuses. Scripts can rely on these.
enum ExitStatus {
    /// Success.
    static let success: Int32 = 0
    /// A runtime failure: an output that cannot be written, a full disk,
    /// an I/O error, a broken pipe, or an internal error.
    static let failure: Int32 = 1
    /// Bad usage or bad input: unknown options, malformed values, missing,
    /// unreadable or malformed input files.
    static let usage: Int32 = 2
}

/// The one place that maps errors to what is printed and the exit status.
enum Diagnostics {
    /// The stderr line (without `tagcloud: `; nil for nothing) and exit
    /// status for an error thrown anywhere in a command.
    static func report(for error: any Error) -> (message: String?, status: Int32) {
        switch error {
        case let error as UsageError:
            return (error.message, ExitStatus.usage)
        case let error as CLIError:
            switch error {
            case .usage, .input: return (error.description, ExitStatus.usage)
            case .runtime: return (error.description, ExitStatus.failure)
            case .brokenPipe: return (nil, ExitStatus.failure)
            }
        case let error as any LocatedError:
            // A parse error in an input file: file:line:col: message.
            return (Quoting.singleLine(error.description), ExitStatus.usage)
        default:
            return (Quoting.singleLine(String(describing: error)), ExitStatus.failure)
        }
    }
}
