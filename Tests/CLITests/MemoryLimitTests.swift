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
        // The tightest limit speaks: the machine's memory, or a cgroup's or address space limit where one is set.
        #expect(lines.first?.hasPrefix("tagcloud: a 1000000×1000000 PPM image (pixels and encoding buffers) "
                                       + "would need 6519.3 GiB of memory, but ") == true)
        #expect(lines.first?.hasSuffix("; lower --size") == true)
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
                                        + "would need 13038.5 GiB of memory, but "))
        #expect(result.stderr.hasSuffix("; lower --size or --jobs\n"))
        #expect(try directory.contents() == [])
    }

    @Test func theBudgetIsCheckedToTheByte() throws {
        // 100×100 PPM: 40,000 bytes of pixels, 30,000 of samples and "P6\n100 100\n255\n" (15).
        let needs = 70_015
        let style = SceneStyle()
        func machine(_ bytes: Int?) -> MemoryLimits { MemoryLimits(physical: bytes) }
        try MemoryBudget.checkImage(width: 100, height: 100, format: .ppm, style: style, limits: machine(needs))
        try MemoryBudget.checkImage(width: 100, height: 100, format: .ppm, style: style, limits: machine(nil))
        #expect(throws: CLIError.self) {
            try MemoryBudget.checkImage(width: 100, height: 100, format: .ppm, style: style, limits: machine(needs - 1))
        }
        // Two workers' canvases and four frames in flight.
        let animation = 2 * 40_000 + 4 * 30_015
        try MemoryBudget.checkAnimation(width: 100, height: 100, format: .ppm, style: style,
                                        jobs: 2, window: 4, limits: machine(animation))
        do {
            try MemoryBudget.checkAnimation(width: 100, height: 100, format: .ppm, style: style,
                                            jobs: 2, window: 4, limits: machine(animation - 1))
            Issue.record("an animation one byte over the budget was accepted")
        } catch {
            #expect(error == .runtime("2 canvases and 4 encoded PPM frames of 100×100 would need 195.4 KiB of "
                                      + "memory, but this machine has 195.4 KiB; lower --size or --jobs"))
        }
    }

    @Test func theTightestLimitIsTheOneNamed() throws {
        let style = SceneStyle()
        let gib = 1 << 30
        // A cgroup limit below the machine's memory.
        #expect(throws: CLIError.runtime("a 20000×20000 PPM image (pixels and encoding buffers) would need 2.6 GiB of "
                                         + "memory, but the cgroup's memory limit leaves 2 GiB; lower --size")) {
            try MemoryBudget.checkImage(width: 20_000, height: 20_000, format: .ppm, style: style,
                                        limits: MemoryLimits(physical: 16 * gib, cgroup: 2 * gib))
        }
        // ulimit -v 3 GiB with 500 MiB mapped: what is mapped and the reserve come off it first.
        let reserve = MemoryBudget.addressSpaceReserve
        let limits = MemoryLimits(physical: 16 * gib, addressSpace: 3 * gib)
        let left = 3 * gib - (500 << 20) - reserve
        #expect(throws: CLIError.runtime("a 20000×20000 PPM image (pixels and encoding buffers) would need 2.6 GiB of "
                                         + "memory, but the address space limit (ulimit -v) leaves "
                                         + "\(ByteCount.describe(left)); lower --size")) {
            try MemoryBudget.checkImage(width: 20_000, height: 20_000, format: .ppm, style: style,
                                        limits: limits, addressSpaceInUse: 500 << 20)
        }
        // A 10000×10000 PPM (0.7 GiB) fits; with 2.5 GiB mapped it does not.
        try MemoryBudget.checkImage(width: 10_000, height: 10_000, format: .ppm, style: style,
                                    limits: limits, addressSpaceInUse: 500 << 20)
        #expect(throws: CLIError.self) {
            try MemoryBudget.checkImage(width: 10_000, height: 10_000, format: .ppm, style: style,
                                        limits: limits, addressSpaceInUse: 5 * gib / 2)
        }
        // Each worker thread's stack counts too: 4 jobs need 4 × 8 MiB more than 1.
        let one = 1000 * 1000 * 4 + 1000 * 1000 * 3 + 17
        let space = MemoryLimits(addressSpace: reserve + one + FramePipeline.stackSize)
        try MemoryBudget.checkAnimation(width: 1000, height: 1000, format: .ppm, style: style, jobs: 1, window: 1,
                                        limits: space, addressSpaceInUse: 0)
        #expect(throws: CLIError.self) {
            try MemoryBudget.checkAnimation(width: 1000, height: 1000, format: .ppm, style: style, jobs: 1, window: 1,
                                            limits: space, addressSpaceInUse: 1)
        }
    }

    @Test func cgroupLimitsAreReadAtEveryLevelLessWhatIsInUse() throws {
        let root = try TemporaryDirectory()
        func write(_ path: String, _ text: String) throws {
            let url = root.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let read = { (path: String) in try? String(contentsOfFile: path, encoding: .utf8) }
        // cgroup v2: the group's own limit (1 GiB, 300 MiB in use of which 100 MiB is inactive
        // page cache) and its parent's (2 GiB, 1.5 GiB in use).
        try write("v2/app/job/memory.max", "1073741824\n")
        try write("v2/app/job/memory.current", "314572800\n")
        try write("v2/app/job/memory.stat", "anon 209715200\ninactive_file 104857600\nactive_file 0\n")
        try write("v2/app/memory.max", "2147483648\n")
        try write("v2/app/memory.current", "1610612736\n")
        try write("v2/memory.max", "max\n")
        let v2 = MemoryLimits.cgroupAvailable(membership: "0::/app/job\n", root: root.path("v2"), read: read)
        #expect(v2 == (2 << 30) - (1536 << 20))
        try write("v2/app/memory.max", "max\n")
        #expect(MemoryLimits.cgroupAvailable(membership: "0::/app/job\n", root: root.path("v2"), read: read)
                == (1 << 30) - (200 << 20))
        // cgroup v1: the memory hierarchy; "no limit" is written as about 2^63.
        try write("v1/memory/box/memory.limit_in_bytes", "536870912\n")
        try write("v1/memory/box/memory.usage_in_bytes", "0\n")
        try write("v1/memory/memory.limit_in_bytes", "9223372036854771712\n")
        let membership = "12:pids:/box\n4:memory:/box\n1:name=systemd:/box\n0::/box\n"
        #expect(MemoryLimits.cgroupAvailable(membership: membership, root: root.path("v1"), read: read) == 512 << 20)
        // No limit anywhere, or no cgroup files: nil.
        #expect(MemoryLimits.cgroupAvailable(membership: "4:memory:/\n", root: root.path("v1"), read: read) == nil)
        #expect(MemoryLimits.cgroupAvailable(membership: nil) == nil)
        #expect(MemoryLimits.cgroupAvailable(membership: "0::/x\n", root: root.path("none"), read: read) == nil)
    }

    @Test func byteCountsReadInTheLargestUnitTheyReach() {
        #expect(ByteCount.describe(300 << 20) == "300 MiB")
        #expect(ByteCount.describe(1 << 30) == "1 GiB")
        #expect(ByteCount.describe(3 << 29) == "1.5 GiB")
        #expect(ByteCount.describe(Int.max) == "8589934592.0 GiB")
        #expect(ByteCount.describe(Limits.maximumInputBytes) == "256 MiB")
        #expect(ByteCount.describe(102_400) == "100 KiB")
        #expect(ByteCount.describe(70_000) == "68.4 KiB")
        #expect(ByteCount.describe(1023) == "1023 bytes")
        #expect(ByteCount.describe(1) == "1 byte")
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
        let bytes = try #require(MemoryLimits.physicalBytes())
        // Whatever runs the tests has more than 64 MiB and less than 1 PiB.
        #expect(bytes > 64 << 20 && bytes < 1 << 50)
    }
}
