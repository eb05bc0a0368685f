import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 19 B.2: shards of one animation run at once under GNU parallel
/// (Debian package `parallel`), as 'tagcloud help animation' runs them, write one
/// frame directory byte-identical to a single run; a shard killed partway
/// and run again leaves the same frames.
@Suite(.enabled(if: GNUParallel.path != nil,
                "GNU parallel is not installed (Debian package 'parallel'); .ci/run installs it"),
       .serialized)
struct ParallelShardTests {
    static let options = ["--duration", "2s", "--jobs", "1"]

    @Test func fourShardsAtOnceEqualOneRun() throws {
        let directory = try TemporaryDirectory()
        _ = try AnimateTest.run(Self.options + ["-o", "whole/"], size: "240x160", in: directory.url)
        let result = try GNUParallel.shards([0, 1, 2, 3], of: 4, options: ["--size", "240x160"] + Self.options, output: "frames/", in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        try ShardCheck.expectSameFrames(directory.path("whole"), directory.path("frames"), count: 60)
    }

    @Test func aShardKilledPartwayIsRunAgainAlone() throws {
        let directory = try TemporaryDirectory()
        let options = ["--duration", "4s", "--jobs", "1"]
        _ = try AnimateTest.run(options + ["-o", "whole/"], size: "480x360", in: directory.url)
        // Shard 2 of 4 (frames 60-89) runs alone, to be killed; the other
        // three run under parallel at the same time.
        let victim = try TagCloudProcess.start(
            AnimateTest.arguments(options + ["--shard", "2/4", "-o", "frames/"], size: "480x360"), in: directory.url)
        try victim.input.fileHandleForWriting.close()
        let others = try GNUParallel.shards([0, 1, 3], of: 4, options: ["--size", "480x360"] + options, output: "frames/", in: directory,
                                            wait: false)
        // Kill it (SIGKILL, as a lost node) once it has written two frames.
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline, victim.process.isRunning, Self.frames(60..<90, in: directory.path("frames")) < 2 {
            usleep(5_000)
        }
        kill(victim.process.processIdentifier, SIGKILL)
        let killed = victim.wait()
        #expect(killed.signaled, "shard 2 finished before it could be killed; slow it down")
        let left = Self.frames(60..<90, in: directory.path("frames"))
        #expect(left >= 2 && left < 30, "shard 2 left \(left) of its 30 frames")
        #expect(others.wait().status == 0)
        // Run only that shard again, the way the recipe runs shards.
        let again = try GNUParallel.shards([2], of: 4, options: ["--size", "480x360"] + options, output: "frames/", in: directory)
        #expect(again.status == 0, "\(again.stderr)")
        try ShardCheck.expectSameFrames(directory.path("whole"), directory.path("frames"), count: 120)
    }

    /// How many of `frames` exist as frame files in `directory`.
    static func frames(_ frames: Range<Int>, in directory: String) -> Int {
        frames.filter { index in
            let digits = String(index)
            let name = "frame_" + String(repeating: "0", count: 5 - digits.count) + digits + ".ppm"
            return FileManager.default.fileExists(atPath: directory + "/" + name)
        }.count
    }
}

/// Runs shards of `tagcloud animate` under GNU parallel.
enum GNUParallel {
    /// The `parallel` on PATH, if it is GNU parallel (moreutils has another).
    static let path: String? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for directory in directories {
            let candidate = "\(directory)/parallel"
            guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: candidate)
            process.arguments = ["--version"]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { continue }
            let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            if text.hasPrefix("GNU parallel") { return candidate }
        }
        return nil
    }()

    /// `parallel tagcloud animate … --shard {}/N -o OUTPUT ::: K…`, all at
    /// once (one job slot per shard), in `directory`.
    static func shards(_ indices: [Int], of count: Int, options: [String], output: String,
                       in directory: TemporaryDirectory, wait: Bool = true) throws -> Started {
        guard let path, let binary = TagCloudProcess.binary else { throw HarnessError("no parallel or binary") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--will-cite", "--halt", "now,fail=1", "-j", String(indices.count),
                             binary.path, "animate", "--tags", AnimateTest.words]
            + options + ["--shard", "{}/\(count)", "-o", output, ":::"] + indices.map(String.init)
        process.currentDirectoryURL = directory.url
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let started = Started(process: process, errors: errors)
        if wait { _ = started.wait() }
        return started
    }

    /// A running `parallel`.
    final class Started: @unchecked Sendable {
        let process: Process
        private let errors: Pipe
        private var text: String?

        init(process: Process, errors: Pipe) {
            self.process = process
            self.errors = errors
        }

        /// Waits for it; its exit status and standard error.
        @discardableResult
        func wait() -> (status: Int32, stderr: String) {
            if text == nil {
                text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
            }
            return (process.terminationStatus, text ?? "")
        }

        var status: Int32 { wait().status }
        var stderr: String { wait().stderr }
    }
}
