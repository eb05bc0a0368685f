#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered writes to standard output.
///
/// Partial writes and EINTR are retried. EPIPE (the reader closed the pipe;
/// SIGPIPE is ignored) becomes ``CLIError/brokenPipe``: the command stops
/// and the tool exits with status 1 without a message. Other errors are
/// runtime failures (`tagcloud: standard output: No space left on device`).
enum StandardOutput {
    /// Writes all of `bytes` to standard output (or another stream `fd`).
    static func write(_ bytes: [UInt8], to fd: Int32 = STDOUT_FILENO) throws(CLIError) {
        do throws(SystemError) {
            try POSIX.writeAll(fd, bytes)
        } catch {
            throw error.code == EPIPE ? CLIError.brokenPipe : CLIError.runtime("standard output: \(error)")
        }
    }

    /// Writes text (UTF-8) to standard output.
    static func write(_ text: String) throws(CLIError) {
        try write(Array(text.utf8))
    }
}
