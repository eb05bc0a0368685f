import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import tagcloud

/// Frame files appear strictly in frame order (issue 14, section 6): after
/// any failure or interruption the frames on disk are a contiguous run from
/// the first frame, so `--frames K-` with the first missing frame K resumes
/// the run, and the result is the same as an uninterrupted one.
@Suite struct FrameResumeTests {
    // MARK: FrameOutput

    @Test func frameFilesAppearOnlyInFrameOrder() throws {
        let directory = try TemporaryDirectory()
        let registry = TempFileRegistry()
        let output = FrameOutput(.files(try FramePattern(parsing: directory.path("f-%02d.ppm"))), registry: registry)
        try output.write(frame: 2, Array("frame 2".utf8))
        // Frame 2 is complete, but waits hidden as a temp file for 0 and 1.
        var names = try directory.contents()
        #expect(names.count == 1 && names[0].hasPrefix(".f-02.ppm.tagcloud-"))
        try output.write(frame: 0, Array("frame 0".utf8))
        names = try directory.contents()
        #expect(names.count == 2 && names.contains("f-00.ppm") && !names.contains("f-02.ppm"))
        try output.write(frame: 1, Array("frame 1".utf8))
        #expect(try directory.contents() == ["f-00.ppm", "f-01.ppm", "f-02.ppm"])
        #expect(try String(contentsOfFile: directory.path("f-02.ppm"), encoding: .utf8) == "frame 2")
        #expect(registry.count == 0)
        #expect(output.framesWritten == 3)
        try output.finish()
    }

    /// A frame that cannot be written stops the output there: the frames
    /// waiting behind it are removed and nothing later is written, while a
    /// frame before it that arrives late is still written.
    @Test func failedFrameDropsTheFramesBehindIt() throws {
        let directory = try TemporaryDirectory()
        let registry = TempFileRegistry()
        let output = FrameOutput(.files(try FramePattern(parsing: directory.path("f-%d.ppm"))), registry: registry)
        try output.write(frame: 0, [0])
        try output.write(frame: 3, [3])
        // Frame 2's name is taken by a directory.
        try FileManager.default.createDirectory(atPath: directory.path("f-2.ppm"), withIntermediateDirectories: false)
        let failure = CLIError.runtime("\(directory.path("f-2.ppm")): Is a directory")
        #expect(throws: failure) { try output.write(frame: 2, [2]) }
        #expect(try directory.contents() == ["f-0.ppm", "f-2.ppm"])
        try output.write(frame: 1, [1])
        #expect(throws: failure) { try output.write(frame: 4, [4]) }
        #expect(try directory.contents() == ["f-0.ppm", "f-1.ppm", "f-2.ppm"])
        #expect(registry.count == 0)
        #expect(output.framesWritten == 2)
    }

    /// A failure outside the output (``FrameOutput/abandon()``) drops the
    /// waiting frames too.
    @Test func abandonedOutputRemovesWaitingFrames() throws {
        let directory = try TemporaryDirectory()
        let registry = TempFileRegistry()
        let output = FrameOutput(.files(try FramePattern(parsing: directory.path("f-%d.ppm"))), registry: registry)
        try output.write(frame: 1, [1])
        output.abandon()
        #expect(try directory.contents() == [])
        #expect(registry.count == 0)
        #expect(throws: CLIError.self) { try output.write(frame: 0, [0]) }
    }

    // MARK: Whole runs

    static let words = GeoTest.sample("words.txt")

    /// `animate` at a small size with `extra` options.
    static func animate(_ extra: [String]) -> [String] {
        ["animate", "--tags", words, "--size", "96x64", "--spin", "y:30"] + extra
    }

    /// The visible frame names in `directory`, and the hidden temp files.
    func listing(_ directory: String) throws -> (frames: [String], temporary: [String]) {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        return (names.filter { !$0.hasPrefix(".") }, names.filter { $0.hasPrefix(".") })
    }

    /// Checks that `frames` are frame_00000 … frame_(K-1), and returns K.
    func contiguousCount(_ frames: [String], ext: String) -> Int {
        let expected = (0..<frames.count).map { String(format: "frame_%05d.%@", $0, ext) }
        #expect(frames == expected, "not a contiguous run from frame 0: \(frames)")
        return frames.count
    }

    /// Resumes the run in `partial` (K frames there) with `--frames K-` and
    /// checks every frame against the uninterrupted run in `complete`.
    func resume(_ partial: String, from first: Int, options: [String], matching complete: String) throws {
        let result = try TagCloudProcess.run(Self.animate(options + ["--frames", "\(first)-", "-o", partial + "/"]),
                                             timeout: 300)
        #expect(result.status == 0, "\(result.stderr)")
        let expected = try AnimateTest.files(in: complete)
        let resumed = try AnimateTest.files(in: partial)
        #expect(resumed.map(\.name) == expected.map(\.name))
        #expect(AnimateTest.digests(resumed.map(\.bytes)) == AnimateTest.digests(expected.map(\.bytes)))
    }

    /// SIGKILL mid-run (no cleanup at all): the visible frames are still a
    /// contiguous run; only hidden temp files are left, and deleting them
    /// and running `--frames K-` completes the set byte for byte.
    @Test func killedRunResumes() throws {
        let directory = try TemporaryDirectory()
        let options = ["--duration", "4s", "--fps", "30", "--jobs", "4"]
        let complete = directory.path("complete")
        let full = try TagCloudProcess.run(Self.animate(options + ["-o", complete + "/"]), timeout: 300)
        try #require(full.status == 0, "\(full.stderr)")

        let partial = directory.path("partial")
        let running = try TagCloudProcess.start(Self.animate(options + ["-o", partial + "/"]))
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline, running.process.isRunning {
            if let (frames, _) = try? listing(partial), frames.count >= 5 { break }
            usleep(2_000)
        }
        kill(running.process.processIdentifier, SIGKILL)
        let killed = running.wait(timeout: 30)
        try #require(killed.signaled, "the run ended before it could be killed; make it longer")
        let (frames, temporary) = try listing(partial)
        let first = contiguousCount(frames, ext: "ppm")
        #expect(first >= 5 && first < 120)
        // Leftovers are only hidden temp files, which the recipe deletes.
        for name in temporary {
            #expect(name.hasPrefix(".frame_") && name.hasSuffix(".tmp"), "left behind: \(name)")
            try FileManager.default.removeItem(atPath: partial + "/" + name)
        }
        try resume(partial, from: first, options: options, matching: complete)
    }

    /// Whether this process may mount a tmpfs (root, and not forbidden).
    static let canMountTmpfs: Bool = {
        guard geteuid() == 0, let probe = try? TemporaryDirectory() else { return false }
        guard mountTmpfs(at: probe.url.path, size: "64k") else { return false }
        _ = run("/bin/umount", [probe.url.path])
        return true
    }()

    static func run(_ tool: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    static func mountTmpfs(at path: String, size: String, remount: Bool = false) -> Bool {
        let options = (remount ? "remount," : "") + "size=\(size)"
        return run("/bin/mount", ["-t", "tmpfs", "-o", options, "tmpfs", path]) == 0
    }

    /// A disk that fills partway (a small tmpfs), with any --jobs: the run
    /// fails with exit 1, the frames on disk are a contiguous run with no
    /// temp files, and after making room `--frames K-` completes the set.
    /// (Frames in flight when the disk fills are what used to leave a gap:
    /// one fails, its temp file goes, and the next one fits. That is a race,
    /// so parallel runs fail the disk a few times.)
    @Test(.enabled(if: canMountTmpfs, "needs root and permission to mount a tmpfs"), arguments: [1, 3, 4])
    func fullDiskLeavesAContiguousRunThatResumes(jobs: Int) throws {
        let directory = try TemporaryDirectory()
        let options = ["--duration", "1s", "--fps", "30", "--format", "png", "--jobs", "\(jobs)"]
        let complete = directory.path("complete")
        let full = try TagCloudProcess.run(Self.animate(options + ["-o", complete + "/"]), timeout: 300)
        try #require(full.status == 0, "\(full.stderr)")
        let expected = try AnimateTest.files(in: complete)
        try #require(expected.count == 30)

        // A disk with room for about a third of the 30 frames.
        let disk = directory.path("disk")
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: false)
        let pages = expected.map { ($0.bytes.count + 4095) / 4096 }.reduce(0, +)
        try #require(Self.mountTmpfs(at: disk, size: "\(pages / 3 * 4)k"))
        defer { _ = Self.run("/bin/umount", [disk]) }
        let partial = disk + "/frames"
        var first = 0
        for _ in 0..<(jobs == 1 ? 1 : 4) {
            try? FileManager.default.removeItem(atPath: partial)
            let failed = try TagCloudProcess.run(Self.animate(options + ["-o", partial + "/"]), timeout: 300)
            #expect(failed.status == 1 && !failed.signaled)
            #expect(failed.stderrLines.last?.hasSuffix(": No space left on device") == true, "\(failed.stderr)")
            let (frames, temporary) = try listing(partial)
            #expect(temporary.isEmpty, "temp files left: \(temporary)")
            first = contiguousCount(frames, ext: "png")
            #expect(first > 0 && first < 30)
            // Each frame that is there is complete.
            for (index, name) in frames.enumerated() {
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: partial + "/" + name)))
                #expect(AnimateTest.digest(bytes) == AnimateTest.digest(expected[index].bytes), "\(name)")
            }
        }
        try #require(Self.mountTmpfs(at: disk, size: "4m", remount: true))
        try resume(partial, from: first, options: options, matching: complete)
    }
}
