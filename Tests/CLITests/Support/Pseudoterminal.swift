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
}
