import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Interrupting `animate` leaves only complete frames, and no temp files.
@Suite struct AnimateSignalTests {
    func interrupt(with signal: Int32, jobs: Int) throws {
        let directory = try TemporaryDirectory()
        let arguments = AnimateTest.arguments(
            ["--spin", "y:10", "--duration", "60s", "--jobs", "\(jobs)", "-o", directory.path("f") + "/"], size: "480x320")
        let running = try TagCloudProcess.start(arguments)
        // Wait until a few frames are complete, then interrupt mid-run.
        let deadline = Date().addingTimeInterval(60)
        var seen = 0
        while Date() < deadline, running.process.isRunning {
            seen = (try? FileManager.default.contentsOfDirectory(atPath: directory.path("f")))?
                .filter { $0.hasPrefix("frame_") }.count ?? 0
            if seen >= 3 { break }
            usleep(5_000)
        }
        #expect(seen >= 3, "frames never appeared")
        kill(running.process.processIdentifier, signal)
        let result = running.wait(timeout: 30)
        #expect(result.signaled && result.status == signal, "\(result.status) \(result.stderr)")
        let files = try AnimateTest.files(in: directory.path("f"))
        // Fewer than all 1800 frames, each named, complete and decodable.
        #expect(files.count >= 3 && files.count < 1800)
        // A contiguous run from frame 0, so --frames K- resumes it.
        #expect(files.map(\.name) == (0..<files.count).map { String(format: "frame_%05d.ppm", $0) })
        for file in files {
            #expect(file.name.hasPrefix("frame_") && file.name.hasSuffix(".ppm"), "left behind: \(file.name)")
            let frame = try NetpbmStream.single(file.bytes)
            #expect(frame.width == 480 && frame.height == 320)
        }
    }

    @Test func sigintLeavesOnlyCompleteFrames() throws {
        try interrupt(with: SIGINT, jobs: 2)
    }

    @Test func sigtermLeavesOnlyCompleteFrames() throws {
        try interrupt(with: SIGTERM, jobs: 3)
    }
}
