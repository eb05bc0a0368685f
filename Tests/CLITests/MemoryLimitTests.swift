import Foundation
import Testing
@testable import tagcloud
import TagCloud

/// Images larger than the machine's memory: refused up front with exit 1
/// and a message that says what they need, never an abort in the allocator.
@Suite struct MemoryLimitTests {
    /// 10^12 pixels: more memory than any machine has (4 TB of canvas alone).
    static let huge = ["--size", "1000000x1000000", "--max-pixels", "1000000M"]

    @Test func renderTooLargeForTheMachineIsExit1AndLeavesNoFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("words.txt", "swift\nsphere\n")
        let result = try TagCloudProcess.run(["render", "--tags", "words.txt"] + Self.huge + ["-o", "cloud.ppm"],
                                             in: directory.url)
        #expect(result.status == 1 && !result.signaled, "\(result.stderr)")
        // 4·10^12 bytes of pixels + 3·10^12 of PPM (+ a 22-byte header) = 6519.29 GiB.
        let lines = result.stderrLines
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("tagcloud: a 1000000×1000000 PPM image (pixels and encoding buffers) "
                                       + "would need 6519.3 GiB of memory, but this machine has ") == true)
        #expect(lines.first?.hasSuffix(" GiB; lower --size") == true)
        #expect(try directory.contents() == ["words.txt"])
    }

    @Test func animateTooLargeForTheMachineIsExit1AndWritesNoFrame() throws {
        let directory = try TemporaryDirectory()
        let result = try TagCloudProcess.run(
            ["animate", "--tags", AnimateTest.words] + Self.huge
                + ["--jobs", "2", "--duration", "1s", "-o", directory.path("f-%03d.ppm")])
        #expect(result.status == 1 && !result.signaled, "\(result.stderr)")
        // Two canvases (8·10^12 bytes) and two encoded PPM frames (a window of one per job:
        // 6·10^12 and two 22-byte headers) = 13038.5 GiB.
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.hasPrefix("tagcloud: 2 canvases and 2 encoded PPM frames of 1000000×1000000 "
                                        + "would need 13038.5 GiB of memory, but this machine has "))
        #expect(result.stderr.hasSuffix("; lower --size or --jobs\n"))
        #expect(try directory.contents() == [])
    }

    @Test func theBudgetIsCheckedToTheByte() throws {
        // 100×100 PPM: 40,000 bytes of pixels, 30,000 of samples and "P6\n100 100\n255\n" (15).
        let needs = 70_015
        let style = SceneStyle()
        try MemoryBudget.checkImage(width: 100, height: 100, format: .ppm, style: style, physical: needs)
        try MemoryBudget.checkImage(width: 100, height: 100, format: .ppm, style: style, physical: nil)
        #expect(throws: CLIError.self) {
            try MemoryBudget.checkImage(width: 100, height: 100, format: .ppm, style: style, physical: needs - 1)
        }
        // Two workers' canvases and four frames in flight.
        let animation = 2 * 40_000 + 4 * 30_015
        try MemoryBudget.checkAnimation(width: 100, height: 100, format: .ppm, style: style,
                                        jobs: 2, window: 4, physical: animation)
        do {
            try MemoryBudget.checkAnimation(width: 100, height: 100, format: .ppm, style: style,
                                            jobs: 2, window: 4, physical: animation - 1)
            Issue.record("an animation one byte over the budget was accepted")
        } catch {
            #expect(error == .runtime("2 canvases and 4 encoded PPM frames of 100×100 would need 0.2 MiB of "
                                      + "memory, but this machine has 0.2 MiB; lower --size or --jobs"))
        }
    }

    @Test func byteCountsReadInMebibytesAndGibibytes() {
        #expect(MemoryBudget.describe(300 << 20) == "300.0 MiB")
        #expect(MemoryBudget.describe(1 << 30) == "1.0 GiB")
        #expect(MemoryBudget.describe(3 << 29) == "1.5 GiB")
        #expect(MemoryBudget.describe(Int.max) == "8589934592.0 GiB")
    }

    @Test func theCheckUsesTheWindowThePipelineRuns() {
        // One encoded frame per worker (each prepares its next frame while its last is written).
        #expect(FramePipeline.threads(jobs: 8, frames: 3) == (3, 3))
        #expect(FramePipeline.threads(jobs: 0, frames: 10) == (1, 1))
        #expect(FramePipeline.threads(jobs: 2, frames: 10) == (2, 2))
        #expect(FramePipeline.threads(jobs: 2, frames: 10, window: 1) == (2, 2))
        #expect(FramePipeline.threads(jobs: 2, frames: 10, window: 9) == (2, 9))
    }

    @Test func theMachineReportsItsMemory() throws {
        let bytes = try #require(MemoryBudget.physicalBytes())
        // Whatever runs the tests has more than 64 MiB and less than 1 PiB.
        #expect(bytes > 64 << 20 && bytes < 1 << 50)
    }
}
