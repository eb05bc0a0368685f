#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The temporary files in flight, so an interrupted run can remove them.
///
/// Creating a temp file, renaming it into place, and removing it all happen
/// under one lock, and ``removeAllThenTerminate(signal:)`` takes the same
/// lock before unlinking and ending the process. So a signal never leaves a
/// temp file behind, even one created or renamed on another thread at the
/// same instant. (The signal is handled on a dedicated thread, not in an
/// async signal handler, so taking a lock there is safe; see
/// ``SignalHandling``.)
final class TempFileRegistry: Sendable {
    /// The registry the process's signal handling cleans up.
    static let shared = TempFileRegistry()

    private struct State {
        var paths: [Int: String] = [:]
        var nextID = 0
    }

    private let state = Mutex(State())

    /// Creates an empty registry.
    init() {}

    /// The number of temp files currently registered (for tests).
    var count: Int { state.withLock { $0.paths.count } }

    /// Registers `path` and runs `create` (which opens it, returning a
    /// descriptor or -1 with errno set) under the lock. Returns the
    /// registration id and descriptor; on failure nothing stays registered.
    func create(_ path: String, _ create: (String) -> Int32) -> (id: Int, fd: Int32)? {
        state.withLock { state in
            let fd = create(path)
            guard fd >= 0 else { return nil }
            let id = state.nextID
            state.nextID += 1
            state.paths[id] = path
            return (id, fd)
        }
    }

    /// Renames the registered file to `target` and forgets it, atomically
    /// with respect to signal cleanup. Returns 0, or -1 with errno set (the
    /// file then stays registered for ``remove(_:)``).
    func rename(_ id: Int, to target: String) -> Int32 {
        state.withLock { state in
            guard let path = state.paths[id] else { errno = ENOENT; return -1 }
            let result = POSIX.renameFile(path, to: target)
            if result == 0 { state.paths[id] = nil }
            return result
        }
    }

    /// Unlinks the registered file and forgets it.
    func remove(_ id: Int) {
        state.withLock { state in
            guard let path = state.paths.removeValue(forKey: id) else { return }
            unlink(path)
        }
    }

    /// Unlinks every registered file (at normal exit; nothing should remain).
    func removeAll() {
        state.withLock { state in
            for path in state.paths.values { unlink(path) }
            state.paths.removeAll()
        }
    }

    /// Unlinks every registered file and ends the process by `signal`,
    /// holding the lock so no other thread can create or rename meanwhile.
    func removeAllThenTerminate(signal number: Int32) -> Never {
        state.withLock { state -> Never in
            for path in state.paths.values { unlink(path) }
            SignalHandling.terminate(by: number)
        }
    }
}
