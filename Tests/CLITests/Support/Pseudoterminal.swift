import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A pseudo-terminal pair, to run the binary with a terminal as stdout.
///
/// Opened through /dev/ptmx with the Linux ioctls (`posix_openpt` and
/// friends are not exported by the Glibc module); nil elsewhere.
final class Pseudoterminal {
    /// The terminal side, to hand to the child as a file handle.
    let terminal: FileHandle
    private let controller: Int32

    /// `_IOW('T', 0x31, int)`: lock or unlock the terminal side.
    private static let setLock: UInt = 0x4004_5431
    /// `_IOR('T', 0x30, unsigned int)`: the terminal side's number.
    private static let getNumber: UInt = 0x8004_5430

    /// Opens a pair, or returns nil where the system has none.
    init?() {
        #if os(Linux)
        let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard controller >= 0 else { return nil }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(controller, Self.setLock, &unlock) == 0, ioctl(controller, Self.getNumber, &number) == 0 else {
            close(controller)
            return nil
        }
        let terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard terminal >= 0, isatty(terminal) == 1 else {
            close(controller)
            return nil
        }
        self.controller = controller
        self.terminal = FileHandle(fileDescriptor: terminal, closeOnDealloc: true)
        #else
        return nil
        #endif
    }

    deinit { close(controller) }

    /// Reads what is written to the terminal side on a background thread
    /// until every writer has closed it (close ``terminal`` after the child
    /// exits); `wait` on the result for the text.
    func collect() -> Collected {
        let collected = Collected()
        let fd = controller
        collected.group.enter()
        Thread.detachNewThread {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(fd, &buffer, buffer.count)
                if count <= 0 { break }
                bytes += buffer[0..<count]
            }
            collected.bytes.withLock { $0 = bytes }
            collected.group.leave()
        }
        return collected
    }

    /// The text a ``collect()`` gathered.
    final class Collected: Sendable {
        fileprivate let group = DispatchGroup()
        fileprivate let bytes = Locked<[UInt8]>([])

        /// Waits for the writers to close and returns what they wrote.
        func wait() -> String {
            group.wait()
            return String(decoding: bytes.value, as: UTF8.self)
        }
    }
}
