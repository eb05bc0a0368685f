#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An `errno` value from a failed system call.
struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The errno code.
    let code: Int32

    /// The current `errno`.
    static var current: SystemError { SystemError(code: errno) }

    /// The C library's text for the code ("No such file or directory");
    /// for EFBIG under a file size limit, that limit too.
    var description: String {
        guard let text = strerror(code) else { return "error \(code)" }
        if code == EFBIG, let limit = POSIX.fileSizeLimit() {
            return "\(String(cString: text)): the file size limit (ulimit -f) is \(ByteCount.describe(limit))"
        }
        return String(cString: text)
    }
}

/// Thin, checked wrappers over the POSIX calls the CLI uses.
enum POSIX {
    /// Writes all of `bytes` to `fd`, retrying partial writes and EINTR,
    /// and waiting (poll) when a non-blocking descriptor is full.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemError) {
        guard var next = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let written = write(fd, next, remaining)
            if written > 0 {
                next += written
                remaining -= written
            } else if written < 0, errno == EINTR {
                continue
            } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                var waiter = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&waiter, 1, -1)
            } else {
                throw written == 0 ? SystemError(code: EIO) : .current
            }
        }
    }

    /// Writes all of `bytes` to `fd`.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws(SystemError) {
        let result: Result<Void, SystemError> = bytes.withUnsafeBytes { buffer in
            do throws(SystemError) {
                try writeAll(fd, buffer)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// One `read(2)` into `buffer`: the byte count, 0 at end of file, or -1
    /// with errno set.
    static func readSome(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
        read(fd, buffer.baseAddress, buffer.count)
    }

    /// `rename(2)`: 0, or -1 with errno set.
    static func renameFile(_ source: String, to target: String) -> Int32 {
        rename(source, target)
    }

    /// Closes `fd`, reporting errors other than EINTR (after which the
    /// descriptor is gone on Linux and must not be closed again).
    static func closeChecked(_ fd: Int32) throws(SystemError) {
        if close(fd) != 0, errno != EINTR { throw .current }
    }

    /// Whether `fd` is a terminal.
    static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }

    /// `stat` of a path (following symlinks), or nil with errno set.
    static func status(_ path: String) -> stat? {
        var info = stat()
        return stat(path, &info) == 0 ? info : nil
    }

    /// Whether a `st_mode` is a regular file.
    static func isRegular(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFREG }

    /// Whether a `st_mode` is a directory.
    static func isDirectory(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFDIR }

    /// The directory part of a path (`.` for a bare name), like dirname(1).
    static func directory(of path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// The last component of a path, like basename(1).
    static func baseName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The value of environment variable `name`, or nil if it is not set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The soft file size limit (`ulimit -f`, `RLIMIT_FSIZE`) in bytes, or
    /// nil when there is none.
    static func fileSizeLimit() -> Int? { softLimit(RLIMIT_FSIZE) }

    /// The soft address space limit (`ulimit -v`, `RLIMIT_AS`) in bytes, or
    /// nil when there is none.
    static func addressSpaceLimit() -> Int? { softLimit(RLIMIT_AS) }

    #if canImport(Glibc)
    /// A resource's soft limit, nil when it is unlimited.
    private static func softLimit(_ resource: __rlimit_resource) -> Int? {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0 else { return nil }
        // RLIM_INFINITY is the largest value.
        return limit.rlim_cur < rlim_t(Int.max) ? Int(limit.rlim_cur) : nil
    }
    #else
    /// A resource's soft limit, nil when it is unlimited.
    private static func softLimit(_ resource: Int32) -> Int? {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return nil }
        // RLIM_INFINITY is Int.max (Darwin) or the largest value.
        return limit.rlim_cur < rlim_t(Int.max) ? Int(limit.rlim_cur) : nil
    }
    #endif

    /// The number of online processors (at least 1).
    static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// Seconds on the monotonic clock (for rates, never for output).
    static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// The width of the terminal on `fd`, or 80 when it is not a terminal
    /// or does not say.
    static func terminalColumns(_ fd: Int32) -> Int {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
