import Foundation

/// Times the `tagcloud animate` binary on the benchmark scene, as a user
/// runs it: `tagcloud animate <BenchScene.animateArguments> --jobs N -o - >/dev/null`.
/// The whole process is timed (start-up, reading the essay, layout, and every
/// frame), since the parallel frame machinery lives in the CLI target.
enum CLITiming {
    /// Checks that the binary's stream is byte-identical to the library
    /// pipeline's (so both time the same frames), with 1 and 2 jobs.
    static func verify(binary: String, root: String, expectedHash: UInt64) throws {
        for jobs in [1, 2] {
            let process = try start(binary: binary, root: root, jobs: jobs, toNull: false)
            guard let pipe = process.standardOutput as? Pipe else { throw BenchError("no pipe") }
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            while let chunk = try pipe.fileHandleForReading.read(upToCount: 1 << 20), !chunk.isEmpty {
                hash = fnv1a([UInt8](chunk), seed: hash)
            }
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw BenchError("tagcloud animate failed") }
            guard hash == expectedHash else {
                throw BenchError("tagcloud animate --jobs \(jobs) drew different frames from the library pipeline")
            }
        }
    }

    /// The best wall-clock seconds of `repetitions` runs with `jobs` threads.
    /// With `copies` above 1, that many processes start together and a run
    /// lasts until the last has exited: two `--jobs 1` processes at once are
    /// the control for `--jobs 2` (the same work on two cores with nothing
    /// shared but the machine).
    ///
    /// Spawned with `posix_spawn` and reaped with `waitpid`, its standard
    /// output on /dev/null: Foundation's `Process` adds tens of milliseconds of
    /// its own (a run loop polling for the exit), which would be counted as
    /// tagcloud's start-up and blur the comparison between job counts.
    /// With `firstFrameOnly`, the run stops after the first frame
    /// (`--duration 1ms`): its time is the start-up that the per-frame
    /// figure subtracts (reading the essay, layout, one frame).
    static func best(binary: String, root: String, jobs: Int, repetitions: Int,
                     firstFrameOnly: Bool = false, copies: Int = 1) throws -> Double {
        var scene = BenchScene.animateArguments
        if firstFrameOnly, let at = scene.firstIndex(of: "--duration") { scene[at + 1] = "1ms" }
        let arguments = [binary, "animate"] + scene + ["--jobs", "\(jobs)", "-o", "-"]
        var best = Double.infinity
        for _ in 0..<repetitions {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            let previous = FileManager.default.currentDirectoryPath
            guard FileManager.default.changeCurrentDirectoryPath(root) else { throw BenchError("cannot enter \(root)") }
            defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
            var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
            defer { for pointer in argv { free(pointer) } }
            var pids: [pid_t] = []
            let began = Clock.now()
            for _ in 0 ..< max(1, copies) {
                var pid: pid_t = 0
                guard posix_spawn(&pid, binary, &actions, nil, &argv, environ) == 0 else {
                    // Reap the copies already started before giving up.
                    for started in pids { kill(started, SIGTERM); waitpid(started, nil, 0) }
                    throw BenchError("cannot start \(binary)")
                }
                pids.append(pid)
            }
            var failed: Int32 = 0
            for pid in pids {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                if status != 0 { failed = status }
            }
            let seconds = Clock.now() - began
            guard failed == 0 else { throw BenchError("tagcloud animate failed (status \(failed))") }
            best = min(best, seconds)
        }
        return best
    }

    /// Starts the binary, its stream to /dev/null or to a pipe.
    private static func start(binary: String, root: String, jobs: Int, toNull: Bool) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["animate"] + BenchScene.animateArguments + ["--jobs", "\(jobs)", "-o", "-"]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.standardOutput = toNull ? FileHandle(forWritingAtPath: "/dev/null") : Pipe()
        try process.run()
        return process
    }
}
