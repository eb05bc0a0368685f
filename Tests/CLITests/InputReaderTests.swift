import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import tagcloud

@Suite struct InputReaderTests {
    @Test func readsAWholeFile() throws {
        let directory = try TemporaryDirectory()
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let path = directory.path("big.bin")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try InputReader.read(path) == bytes)
    }

    @Test func openFailuresAreInputErrors() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.path("words.txt")
        #expect(throws: CLIError.input("\(missing): No such file or directory")) { try InputReader.read(missing) }
        #expect(throws: CLIError.input("\(directory.url.path): Is a directory")) { try InputReader.read(directory.url.path) }
        #expect(throws: CLIError.input("an input file name is empty")) { try InputReader.read("") }
        #expect(Diagnostics.report(for: CLIError.input("x")).status == 2)
    }

    @Test func oversizedInputIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("many.txt", String(repeating: "word\n", count: 1000))
        #expect(throws: CLIError.input("\(path): larger than the input limit of 4.9 KiB")) {
            try InputReader.read(path, limit: 4999)
        }
        #expect(try InputReader.read(path, limit: 5000).count == 5000)
        #expect(throws: CLIError.input("\(path): larger than the input limit of 1 KiB; --max-input-size raises the cap")) {
            try InputReader.read(path, limit: 1024, raising: "--max-input-size raises the cap")
        }
    }

    @Test func oversizedStreamIsRefusedWhileReading() throws {
        // A FIFO has no size up front, so the cap applies as bytes arrive.
        let directory = try TemporaryDirectory()
        let fifo = directory.path("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            let fd = open(fifo, O_WRONLY)
            let chunk = [UInt8](repeating: 65, count: 100_000)
            _ = chunk.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        writer.start()
        #expect(throws: CLIError.input("\(fifo): larger than the input limit of 68.4 KiB")) {
            try InputReader.read(fifo, limit: 70_000)
        }
    }

    @Test(.enabled(if: geteuid() != 0, "root reads anything"))
    func unreadableFileIsAnInputError() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("secret.txt", "x")
        chmod(path, 0o000)
        #expect(throws: CLIError.input("\(path): Permission denied")) { try InputReader.read(path) }
    }
}
