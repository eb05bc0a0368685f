import Synchronization

/// A progress bar for frame loops, drawn on stderr only when stderr is a
/// terminal: `[#######.......]  42/180 frames  23.4 fps  ETA 0:06`.
///
/// Thread-safe: worker threads may call ``advance(by:)`` concurrently. The
/// bar redraws at most every ``minimumInterval`` seconds (and on the last
/// item); ``finish()`` draws the final state and ends the line. When the
/// console is not a terminal every call does nothing.
final class ProgressBar: Sendable {
    /// The shortest time between redraws, in seconds.
    let minimumInterval: Double
    /// The number of items expected.
    let total: Int
    /// What is counted ("frames").
    let unit: String
    private let console: Console
    private let clock: @Sendable () -> Double
    private let columns: Int
    private let state: Mutex<State>

    private struct State {
        var done = 0
        var lastDraw = -Double.infinity
        var finished = false
        /// Whether the last line drawn showed every item done.
        var drewEnd = false
    }

    /// Creates a bar for `total` items, timed by `clock` (seconds, monotonic)
    /// and sized to `columns` (the terminal width).
    init(
        total: Int, unit: String = "frames", console: Console = .standardError,
        columns: Int = POSIX.terminalColumns(2), minimumInterval: Double = 0.1,
        clock: @escaping @Sendable () -> Double = ProgressBar.monotonicSeconds
    ) {
        self.total = max(0, total)
        self.unit = unit
        self.console = console
        self.columns = columns
        self.minimumInterval = minimumInterval
        let start = clock()
        self.clock = { clock() - start }
        state = Mutex(State())
    }

    /// Counts `count` more items done and redraws if it is time.
    func advance(by count: Int = 1) {
        guard console.isTerminal else { return }
        let now = clock()
        let line: String? = state.withLock { state in
            guard !state.finished else { return nil }
            state.done = min(total, state.done + max(0, count))
            guard now - state.lastDraw >= minimumInterval || state.done == total else { return nil }
            state.lastDraw = now
            state.drewEnd = state.done == total
            return Self.line(done: state.done, total: total, unit: unit, elapsed: now, columns: columns)
        }
        if let line { console.setStatus(line) }
    }

    /// Draws the final state, unless it is already showing, and ends the
    /// line, so the "done" line appears once. Safe to call twice.
    func finish() {
        guard console.isTerminal else { return }
        let now = clock()
        let (first, line): (Bool, String?) = state.withLock { state in
            guard !state.finished else { return (false, nil) }
            state.finished = true
            if state.drewEnd { return (true, nil) }
            return (true, Self.line(done: state.done, total: total, unit: unit, elapsed: now, columns: columns))
        }
        guard first else { return }
        if let line { console.setStatus(line) }
        console.finishStatus()
    }

    /// Seconds on a monotonic clock.
    @Sendable static func monotonicSeconds() -> Double {
        POSIX.monotonicSeconds()
    }
}
