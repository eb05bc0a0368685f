#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole input file, or standard input for `-`, into memory.
///
/// Failures to open, a closed or write-only standard input, or a file over
/// the size cap are bad input (exit 2):
/// `tagcloud: words.txt: No such file or directory`. An I/O error while
/// reading an opened file is a runtime failure (exit 1).
enum InputReader {
    /// Reads `path` (`-` for standard input), refusing more than `limit`
    /// bytes with a message that ends with `raising` (how to raise the
    /// limit), if given.
    static func read(_ path: String, limit: Int = Limits.maximumInputBytes,
                     raising: String? = nil) throws(CLIError) -> [UInt8] {
        let tooLarge = CLIError.input("\(CLIError.displayName(path)): larger than the input limit of "
                                      + ByteCount.describe(limit) + (raising.map { "; " + $0 } ?? ""))
        if path == "-" {
            // Started with `<&-`: descriptor 0 is /dev/null now, which would read as empty input.
            if StandardDescriptors.wasClosedAtStart(STDIN_FILENO) {
                throw CLIError.input("standard input: closed; redirect a file into it or name the file instead of -")
            }
            return try readAll(fd: STDIN_FILENO, path: path, limit: limit, sizeHint: 0, tooLarge: tooLarge)
        }
        if path.isEmpty { throw CLIError.input("an input file name is empty") }
        var fd: Int32
        repeat { fd = open(path, O_RDONLY | O_CLOEXEC) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { throw CLIError.file(path, SystemError.current.description, isInput: true) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw CLIError.file(path, SystemError.current.description, isInput: true) }
        if POSIX.isDirectory(info.st_mode) {
            throw CLIError.file(path, SystemError(code: EISDIR).description, isInput: true)
        }
        let size = POSIX.isRegular(info.st_mode) ? Int(info.st_size) : 0
        if size > limit { throw tooLarge }
        return try readAll(fd: fd, path: path, limit: limit, sizeHint: size, tooLarge: tooLarge)
    }

    /// Reads `fd` to end of file, in chunks, stopping with `tooLarge` past `limit`.
    private static func readAll(fd: Int32, path: String, limit: Int, sizeHint: Int,
                                tooLarge: CLIError) throws(CLIError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sizeHint)
        let chunkSize = 1 << 16
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { POSIX.readSome(fd, $0) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    var waiter = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                    _ = poll(&waiter, 1, -1)
                    continue
                }
                let error = SystemError.current
                // EISDIR can only come from `-` redirected from a directory,
                // EBADF from a standard input open for writing only.
                throw CLIError.file(path, error.description, isInput: error.code == EISDIR || error.code == EBADF)
            }
            if bytes.count + count > limit { throw tooLarge }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
