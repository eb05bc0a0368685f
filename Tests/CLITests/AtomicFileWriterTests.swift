import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import tagcloud

@Suite struct AtomicFileWriterTests {
    func read(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func targetKeepsOldContentsUntilCommit() throws {
        let directory = try TemporaryDirectory()
        let target = try directory.write("cloud.ppm", "old")
        let registry = TempFileRegistry()
        let writer = try AtomicFileWriter(path: target, registry: registry)
        try writer.write(Array("new contents".utf8))
        // Mid-write, readers still see the complete old file, beside one temp file.
        #expect(read(target) == "old")
        let names = try directory.contents()
        #expect(names.count == 2)
        #expect(names.contains { $0.hasPrefix(".cloud.ppm.tagcloud-\(getpid())-") && $0.hasSuffix(".tmp") })
        #expect(registry.count == 1)
        try writer.commit()
        #expect(read(target) == "new contents")
        #expect(try directory.contents() == ["cloud.ppm"])
        #expect(registry.count == 0)
    }

    @Test func discardLeavesTheTargetUntouchedAndNoTempFile() throws {
        let directory = try TemporaryDirectory()
        let target = try directory.write("cloud.png", "old")
        let registry = TempFileRegistry()
        do {
            let writer = try AtomicFileWriter(path: target, registry: registry)
            try writer.write(Array("partial".utf8))
            // Dropped without commit, as when an error unwinds a command.
        }
        #expect(read(target) == "old")
        #expect(try directory.contents() == ["cloud.png"])
        #expect(registry.count == 0)
    }

    @Test func newFileAppearsOnlyOnCommit() throws {
        let directory = try TemporaryDirectory()
        let target = directory.path("new.pam")
        let writer = try AtomicFileWriter(path: target, registry: TempFileRegistry())
        try writer.write(Array("P7".utf8))
        #expect(!FileManager.default.fileExists(atPath: target))
        try writer.commit()
        #expect(read(target) == "P7")
        #expect(throws: CLIError.self) { try writer.commit() }
    }

    @Test func failedRenameRemovesTheTempFile() throws {
        let directory = try TemporaryDirectory()
        let target = directory.path("out.ppm")
        let registry = TempFileRegistry()
        let writer = try AtomicFileWriter(path: target, registry: registry)
        try writer.write(Array("data".utf8))
        // The target becomes a non-empty directory before the rename.
        try FileManager.default.createDirectory(atPath: target + "/inner", withIntermediateDirectories: true)
        #expect(throws: CLIError.self) { try writer.commit() }
        #expect(try directory.contents() == ["out.ppm"])
        #expect(registry.count == 0)
    }

    @Test func replacedFileKeepsItsPermissions() throws {
        let directory = try TemporaryDirectory()
        let target = try directory.write("private.png", "old")
        chmod(target, 0o640)
        try AtomicFileWriter.write(Array("new".utf8), to: target, registry: TempFileRegistry())
        let mode = try #require(POSIX.status(target)).st_mode & 0o777
        #expect(mode == 0o640)
    }

    @Test func symlinkTargetIsUpdatedThroughTheLink() throws {
        let directory = try TemporaryDirectory()
        let real = try directory.write("real.ppm", "old")
        let link = directory.path("link.ppm")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        try AtomicFileWriter.write(Array("new".utf8), to: link, registry: TempFileRegistry())
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(read(real) == "new")
    }

    @Test func devFullReportsNoSpace() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let writer = try AtomicFileWriter(path: "/dev/full", registry: TempFileRegistry())
        #expect(throws: CLIError.runtime("/dev/full: No space left on device")) {
            try writer.write([UInt8](repeating: 7, count: 1 << 16))
        }
        // Still a device: nothing was renamed over it.
        let info = try #require(POSIX.status("/dev/full"))
        #expect(info.st_mode & S_IFMT == S_IFCHR)
        #expect(Diagnostics.report(for: CLIError.runtime("/dev/full: No space left on device")).status == 1)
    }

    @Test func devNullIsWrittenDirectly() throws {
        try AtomicFileWriter.write([1, 2, 3], to: "/dev/null", registry: TempFileRegistry())
        let info = try #require(POSIX.status("/dev/null"))
        #expect(info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func missingOrBlockedDirectoriesAreRuntimeErrors() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.path("nodir/cloud.png")
        #expect(throws: CLIError.runtime("\(missing): directory '\(directory.path("nodir"))' does not exist")) {
            _ = try AtomicFileWriter(path: missing, registry: TempFileRegistry())
        }
        let file = try directory.write("file", "x")
        #expect(throws: CLIError.runtime("\(file)/cloud.png: '\(file)' is not a directory")) {
            _ = try AtomicFileWriter(path: file + "/cloud.png", registry: TempFileRegistry())
        }
        #expect(throws: CLIError.runtime("\(directory.url.path): Is a directory")) {
            _ = try AtomicFileWriter(path: directory.url.path, registry: TempFileRegistry())
        }
        #expect(try directory.contents() == ["file"])
    }

    @Test(.enabled(if: geteuid() != 0, "root ignores directory permissions"))
    func unwritableDirectoryIsARuntimeError() throws {
        let directory = try TemporaryDirectory()
        let locked = directory.path("locked")
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
        chmod(locked, 0o555)
        defer { chmod(locked, 0o755) }
        #expect(throws: CLIError.runtime("\(locked)/a.png: permission denied to create files in '\(locked)'")) {
            _ = try AtomicFileWriter(path: locked + "/a.png", registry: TempFileRegistry())
        }
    }

    @Test func tempNamesAreUniqueAndBounded() {
        let first = AtomicFileWriter.temporaryPath(for: "out/cloud.png")
        let second = AtomicFileWriter.temporaryPath(for: "out/cloud.png")
        #expect(first != second)
        #expect(first.hasPrefix("out/.cloud.png.tagcloud-\(getpid())-"))
        #expect(AtomicFileWriter.temporaryPath(for: "cloud.png").hasPrefix(".cloud.png.tagcloud-"))
        let long = AtomicFileWriter.temporaryPath(for: String(repeating: "é", count: 127))
        #expect(long.utf8.count <= 255)
    }

    @Test func registryRemovesEverythingItHolds() throws {
        let directory = try TemporaryDirectory()
        let registry = TempFileRegistry()
        let writers = try (0..<3).map { try AtomicFileWriter(path: directory.path("f\($0).ppm"), registry: registry) }
        #expect(try directory.contents().count == 3)
        registry.removeAll()
        #expect(try directory.contents().isEmpty)
        _ = writers
    }
}
