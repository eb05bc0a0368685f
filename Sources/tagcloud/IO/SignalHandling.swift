#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT/SIGTERM/SIGHUP cleanup and SIGPIPE policy for the process.
///
/// Design: instead of an async signal handler, the handled signals are
/// blocked in every thread (``install()`` runs first thing in `main`, before
/// any thread exists, and threads inherit the mask) and one dedicated thread
/// waits for them with `sigwait`. That thread is ordinary code, so it can
/// take the ``TempFileRegistry`` lock, unlink the temp files in flight, and
/// then end the process by the same signal (default action), so the parent
/// shell sees "killed by SIGINT" and stops a loop as it should. An async
/// handler could not take the lock, and reading a registry that other
/// threads mutate from inside one risks unlinking a freed or half-written
/// path.
///
/// SIGPIPE is ignored, so writing to a closed pipe fails with EPIPE, which
/// the output code turns into a quiet exit with status 1. SIGXFSZ is
/// ignored too, so a write past the file size limit (`ulimit -f`) fails
/// with EFBIG, which the output code reports (exit 1, the temp file removed)
/// instead of the process dying by the signal and leaving the file behind.
enum SignalHandling {
    /// The signals that trigger cleanup.
    static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Ignores SIGPIPE and SIGXFSZ, blocks the handled signals, and starts the waiting
    /// thread. Call once, before creating any other thread.
    static func install() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        var set = signalSet(handledSignals)
        pthread_sigmask(SIG_BLOCK, &set, nil)
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { _ in
            SignalHandling.waitForSignals()
        }, nil)
        if started == 0 {
            pthread_detach(thread)
        } else {
            // No waiter thread: fall back to default handling rather than
            // leaving Ctrl-C blocked.
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
        }
    }

    /// The waiting thread's body: on a handled signal, clean up and die by it.
    private static func waitForSignals() -> Never {
        var set = signalSet(handledSignals)
        while true {
            var number: Int32 = 0
            if sigwait(&set, &number) == 0 {
                Console.standardError.endStatusForExit()
                TempFileRegistry.shared.removeAllThenTerminate(signal: number)
            }
        }
    }

    /// Ends the process by `number` with its default action (so the parent
    /// sees the signal), falling back to `_exit(128 + number)`.
    static func terminate(by number: Int32) -> Never {
        signal(number, SIG_DFL)
        var set = signalSet([number])
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
        _exit(128 + number)
    }

    /// A `sigset_t` holding `numbers`.
    private static func signalSet(_ numbers: [Int32]) -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for number in numbers { sigaddset(&set, number) }
        return set
    }
}
