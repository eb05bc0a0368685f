#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Writes one output file so that readers see either the old file or the
/// complete new one, never a partial file.
///
/// Bytes go to a temp file in the target's directory
/// (`.cloud.png.tagcloud-<pid>-<n>.tmp`); ``commit()`` fsyncs it and renames
/// it over the target. Any failure, ``discard()``, or deinit without a
/// commit removes the temp file and leaves an existing target untouched.
/// Temp files are registered with ``TempFileRegistry`` so SIGINT/SIGTERM
/// remove them too.
///
/// A symbolic link is followed by the rule of ``SymbolicLinks``: the temp
/// file goes beside the link's target and replaces it, and a link in a
/// sticky world-writable directory that belongs to another user is refused.
/// A target that exists and is not a regular file (`/dev/null`, `/dev/full`,
/// a FIFO) is written directly — renaming over a device would replace it.
/// Write errors are still reported (`/dev/full: No space left on device`).
///
/// All failures are runtime errors (exit 1): the output's directory missing
/// or unwritable is a fact about the file system, like a full disk.
/// Use one writer from one thread; different writers may run in parallel.
final class AtomicFileWriter {
    /// The path as the user gave it (used in messages).
    let path: String
    private let registry: TempFileRegistry
    private var state: State

    private enum State {
        case temporary(id: Int, fd: Int32, target: String)
        case direct(fd: Int32)
        case finished
    }

    /// Numbers temp files within this process.
    private static let counter = Atomic<Int>(0)

    /// Opens `path` for writing: a new temp file beside it, or the path itself
    /// when it is an existing device or FIFO.
    init(path: String, registry: TempFileRegistry = .shared) throws(CLIError) {
        self.path = path
        self.registry = registry
        guard !path.isEmpty else { throw CLIError.runtime("an output file name is empty") }
        // A link is written through (and survives) only where the kernel would follow it.
        let target = try SymbolicLinks.outputTarget(of: path)
        var existingMode: mode_t?
        if let info = POSIX.status(target) {
            if POSIX.isDirectory(info.st_mode) { throw CLIError.file(path, "Is a directory", isInput: false) }
            if !POSIX.isRegular(info.st_mode) {
                var fd: Int32
                repeat { fd = open(target, O_WRONLY | O_CLOEXEC) } while fd < 0 && errno == EINTR
                guard fd >= 0 else { throw CLIError.file(path, SystemError.current.description, isInput: false) }
                state = .direct(fd: fd)
                return
            }
            existingMode = info.st_mode & 0o7777
        }
        let temp = Self.temporaryPath(for: target)
        guard let (id, fd) = registry.create(temp, { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666) }) else {
            throw Self.creationError(path: path, directory: POSIX.directory(of: target), SystemError.current)
        }
        // A replaced file keeps its permissions.
        if let existingMode { fchmod(fd, existingMode) }
        state = .temporary(id: id, fd: fd, target: target)
    }

    deinit { discard() }

    /// Appends `bytes`. On failure the output is discarded.
    func write(_ bytes: UnsafeRawBufferPointer) throws(CLIError) {
        let fd: Int32
        switch state {
        case .temporary(_, let open, _), .direct(let open): fd = open
        case .finished: throw CLIError.runtime("\(CLIError.displayName(path)): written after it was finished")
        }
        do throws(SystemError) {
            try POSIX.writeAll(fd, bytes)
        } catch {
            discard()
            throw CLIError.file(path, error.description, isInput: false)
        }
    }

    /// Appends `bytes`. On failure the output is discarded.
    func write(_ bytes: [UInt8]) throws(CLIError) {
        let result: Result<Void, CLIError> = bytes.withUnsafeBytes { buffer in
            do throws(CLIError) {
                return .success(try write(buffer))
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// A complete temp file, closed and waiting to be renamed over its
    /// target by ``commit(_:registry:)`` (or removed by ``discard(_:registry:)``).
    /// It stays registered, so a signal still removes it.
    struct Staged: Hashable, Sendable {
        /// The path as the user gave it (used in messages).
        let path: String
        fileprivate let id: Int
        fileprivate let target: String
    }

    /// Makes the output final: fsync, close, and rename over the target.
    func commit() throws(CLIError) {
        if let staged = try stage() { try Self.commit(staged, registry: registry) }
    }

    /// Finishes writing without making the output visible: fsyncs and
    /// closes the temp file and returns it for a later
    /// ``commit(_:registry:)``, so files written in parallel can appear in a
    /// chosen order. A device or FIFO is written directly and has nothing to
    /// stage: nil.
    func stage() throws(CLIError) -> Staged? {
        switch state {
        case .finished:
            throw CLIError.runtime("\(CLIError.displayName(path)): committed twice")
        case .direct(let fd):
            state = .finished
            do throws(SystemError) { try POSIX.closeChecked(fd) } catch {
                throw CLIError.file(path, error.description, isInput: false)
            }
            return nil
        case .temporary(let id, let fd, let target):
            state = .finished
            var failure: SystemError?
            if fsync(fd) != 0 { failure = .current }
            do throws(SystemError) { try POSIX.closeChecked(fd) } catch { failure = failure ?? error }
            if let failure {
                registry.remove(id)
                throw CLIError.file(path, failure.description, isInput: false)
            }
            return Staged(path: path, id: id, target: target)
        }
    }

    /// Renames a staged temp file over its target (removing it on failure).
    static func commit(_ staged: Staged, registry: TempFileRegistry = .shared) throws(CLIError) {
        guard registry.rename(staged.id, to: staged.target) != 0 else { return }
        let failure = SystemError.current
        registry.remove(staged.id)
        throw CLIError.file(staged.path, failure.description, isInput: false)
    }

    /// Removes a staged temp file; its target is left as it was.
    static func discard(_ staged: Staged, registry: TempFileRegistry = .shared) {
        registry.remove(staged.id)
    }

    /// Abandons the output: removes the temp file (or just closes a device).
    /// Safe to call more than once.
    func discard() {
        switch state {
        case .finished: return
        case .direct(let fd): close(fd)
        case .temporary(let id, let fd, _):
            close(fd)
            registry.remove(id)
        }
        state = .finished
    }

    /// Writes `bytes` to `path` atomically in one call.
    static func write(_ bytes: [UInt8], to path: String, registry: TempFileRegistry = .shared) throws(CLIError) {
        let writer = try AtomicFileWriter(path: path, registry: registry)
        try writer.write(bytes)
        try writer.commit()
    }

    /// `dir/.name.tagcloud-<pid>-<n>.tmp`, with the name shortened so the
    /// whole stays under the usual 255-byte limit.
    static func temporaryPath(for target: String) -> String {
        var base = String.UnicodeScalarView()
        var length = 0
        for scalar in POSIX.baseName(of: target).unicodeScalars {
            length += UTF8.width(scalar)
            guard length <= 180 else { break }
            base.append(scalar)
        }
        let number = counter.wrappingAdd(1, ordering: .relaxed).oldValue
        let name = ".\(String(base)).tagcloud-\(getpid())-\(number).tmp"
        let directory = POSIX.directory(of: target)
        return directory == "." && !target.hasPrefix("./") ? name : directory + "/" + name
    }

    /// A message for a temp file that could not be created in `directory`.
    private static func creationError(path: String, directory: String, _ error: SystemError) -> CLIError {
        let shown = Quoting.quotedPath(directory)
        let reason: String
        switch error.code {
        case ENOENT: reason = "directory \(shown) does not exist"
        case ENOTDIR: reason = "\(shown) is not a directory"
        case EACCES, EPERM: reason = "permission denied to create files in \(shown)"
        case EROFS: reason = "\(shown) is on a read-only file system"
        default: reason = error.description
        }
        return CLIError.file(path, reason, isInput: false)
    }
}
