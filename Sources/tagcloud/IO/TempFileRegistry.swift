#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The temporary files in flight, so an interrupted run can remove them,
/// and the directories the run made, so a failed run can remove them again.
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
        /// The directories made, in order (parents before children).
        var directories: [String] = []

        /// Unlinks every temp file, then removes the directories made.
        mutating func clean() {
            for path in paths.values { unlink(path) }
            paths.removeAll()
            removeDirectories()
        }

        /// Removes the directories made, the last made first, where they
        /// are still empty (`rmdir` leaves any other).
        mutating func removeDirectories() {
            for directory in directories.reversed() { rmdir(directory) }
            directories.removeAll()
        }
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

    /// Makes the directory `path` (`mkdir`, mode 0777 less the umask) and
    /// registers it, so that a run that fails removes it again while it is
    /// empty (``removeAll()``, or a signal) unless ``keepDirectories()``
    /// was called. Returns 0, or -1 with errno set.
    func makeDirectory(_ path: String) -> Int32 {
        state.withLock { state in
            let result = mkdir(path, 0o777)
            if result == 0 { state.directories.append(path) }
            return result
        }
    }

    /// Keeps the directories made so far (the run succeeded).
    func keepDirectories() {
        state.withLock { $0.directories.removeAll() }
    }

    /// Removes the directories made so far (and not kept) that are still
    /// empty (the run failed; its temp files are removed by their writers).
    func removeDirectories() {
        state.withLock { $0.removeDirectories() }
    }

    /// Unlinks every registered file, and removes the directories made (and
    /// not kept) that are still empty: at exit, and after a failure.
    func removeAll() {
        state.withLock { $0.clean() }
    }

    /// Does ``removeAll()`` and ends the process by `signal`, holding the
    /// lock so no other thread can create or rename meanwhile.
    func removeAllThenTerminate(signal number: Int32) -> Never {
        state.withLock { state -> Never in
            state.clean()
            SignalHandling.terminate(by: number)
        }
    }
}
