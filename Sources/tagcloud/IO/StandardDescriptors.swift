#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Keeps descriptors 0, 1 and 2 open for the whole run.
///
/// A program started with one of them closed (`2>&-`, `>&-`, `<&-`) would
/// otherwise hand that number to the next file it opens, and whatever was
/// meant for the closed stream (a warning, a frame on `-o -`) would land in
/// that file. ``ensureOpen()`` runs first thing in `main` and opens
/// `/dev/null` on each closed one: writes meant for a closed output are
/// dropped. A closed standard input is remembered, so `--tags -` reports it
/// (exit 2) instead of reading `/dev/null` as an empty input.
enum StandardDescriptors {
    /// Bit `fd` is set when descriptor `fd` was closed at start-up.
    private static let closed = Atomic<UInt8>(0)

    /// Opens `/dev/null` on each of 0, 1 and 2 that is closed (reading for
    /// 0, writing for 1 and 2). Call once, before anything opens a file.
    static func ensureOpen() {
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            closed.bitwiseOr(1 << UInt8(fd), ordering: .relaxed)
            occupy(fd, flags: fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
        }
    }

    /// Whether descriptor `fd` (0, 1 or 2) was closed when the tool started.
    static func wasClosedAtStart(_ fd: Int32) -> Bool {
        (0...2).contains(fd) && closed.load(ordering: .relaxed) & (1 << UInt8(fd)) != 0
    }

    /// Puts something harmless on `fd`: `/dev/null`, or where that is
    /// missing, the root directory (reads and writes on it fail, but the
    /// number is taken).
    private static func occupy(_ fd: Int32, flags: Int32) {
        var opened = open("/dev/null", flags)
        if opened < 0 { opened = open("/", O_RDONLY | O_DIRECTORY) }
        guard opened >= 0, opened != fd else { return }
        // Lower descriptors are open, so `open` normally returns `fd` itself.
        dup2(opened, fd)
        close(opened)
    }
}
