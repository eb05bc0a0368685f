import Synchronization

/// Standard error: errors, warnings (each distinct one once), notes, and a
/// redrawable status line for the progress bar.
///
/// Thread-safe. Every message is one line prefixed with `tagcloud: `. When a
/// status line is showing, a message first clears it and then redraws it
/// below, so warnings and progress never garble each other.
final class Console: Sendable {
    /// Standard error of this process.
    static let standardError = Console(isTerminal: POSIX.isTerminal(2)) { text in
        // Nothing sensible can be done if stderr itself fails.
        try? POSIX.writeAll(2, Array(text.utf8))
    }

    /// Whether the console is a terminal (progress is drawn only then).
    let isTerminal: Bool
    private let sink: @Sendable (String) -> Void
    private let state = Mutex(State())

    private struct State {
        var warned: Set<String> = []
        var status: String?
    }

    /// Creates a console writing through `sink` (tests capture the text).
    init(isTerminal: Bool, sink: @escaping @Sendable (String) -> Void) {
        self.isTerminal = isTerminal
        self.sink = sink
    }

    /// Prints `tagcloud: <message>`.
    func error(_ message: String) {
        emit("tagcloud: " + Quoting.singleLine(message))
    }

    /// Prints `tagcloud: warning: <message>` the first time this message is
    /// given; returns whether it was printed.
    @discardableResult
    func warning(_ message: String) -> Bool {
        let line = Quoting.singleLine(message)
        let isNew = state.withLock { $0.warned.insert(line).inserted }
        if isNew { emit("tagcloud: warning: " + line) }
        return isNew
    }

    /// Prints an informational `tagcloud: <message>` (such as the file written).
    func note(_ message: String) {
        emit("tagcloud: " + Quoting.singleLine(message))
    }

    /// Writes `text` exactly as given (multi-line usage text).
    func emitRaw(_ text: String) {
        state.withLock { _ in sink(text) }
    }

    /// Shows `line` as the status line, replacing the previous one; nil
    /// clears it. Does nothing when the console is not a terminal.
    func setStatus(_ line: String?) {
        guard isTerminal else { return }
        state.withLock { state in
            state.status = line
            sink("\r\u{1B}[K" + (line ?? ""))
        }
    }

    /// Leaves the current status line on screen and moves to a new line.
    func finishStatus() {
        guard isTerminal else { return }
        state.withLock { state in
            if state.status != nil { sink("\n") }
            state.status = nil
        }
    }

    /// Ends a showing status line with a newline, so the shell prompt after
    /// an interrupt starts on a clean line. Skips (rather than waits) if
    /// another thread holds the console: called on the way out of a signal.
    func endStatusForExit() {
        _ = state.withLockIfAvailable { state in
            if state.status != nil { sink("\n") }
            state.status = nil
        }
    }

    /// Writes one line, keeping the status line (if any) below it.
    private func emit(_ line: String) {
        state.withLock { state in
            if let status = state.status {
                sink("\r\u{1B}[K" + line + "\n" + status)
            } else {
                sink(line + "\n")
            }
        }
    }
}
