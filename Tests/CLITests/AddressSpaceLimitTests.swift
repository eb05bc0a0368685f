import Foundation
import Testing

/// Images under an address space limit (`ulimit -v`): the canvas, the
/// encoders' buffers, the frames in flight and the workers' stacks are
/// checked against what the limit leaves before any is allocated, so a size
/// that does not fit is exit 1 with a message, never an abort in the
/// allocator, and no temp file stays. Each case spawns the binary under
/// `ulimit -v 300000` (293 MiB).
@Suite struct AddressSpaceLimitTests {
    static let limit = ["-v", "300000"]

    func run(_ arguments: [String], in directory: TemporaryDirectory) throws -> ProcessResult {
        try TagCloudProcess.run(arguments, in: directory.url, stdout: FileHandle(forWritingAtPath: "/dev/null"),
                                limits: Self.limit, timeout: 300)
    }

    @Test func theIssueReproducerIsRefusedUpFront() throws {
        // Today: "Fatal error: failed to allocate 256000032 bytes", SIGABRT, an empty .tmp left.
        let directory = try TemporaryDirectory()
        let result = try run(["render", "--tags", AnimateTest.words, "--size", "8000x8000", "-o", "out.ppm"],
                             in: directory)
        #expect(!result.signaled && result.status == 1, "\(result.status) \(result.stderr)")
        // 256 MB of pixels and 192 MB of PPM.
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.hasPrefix("tagcloud: a 8000×8000 PPM image (pixels and encoding buffers) would need "
                                        + "427.2 MiB of memory, but the address space limit (ulimit -v) leaves "),
                "\(result.stderr)")
        #expect(result.stderr.hasSuffix("; lower --size\n"))
        #expect(try directory.contents() == [])
    }

    /// Every output kind at sizes from one that fits to ones that do not:
    /// each run either succeeds or is refused with the message, never traps.
    @Test(arguments: [
        ["render", "-o", "out.ppm"], ["render", "-o", "out.png"],
        ["animate", "--jobs", "2", "-o", "out.gif"], ["animate", "--jobs", "2", "-o", "out.apng"],
        ["animate", "--jobs", "2", "-o", "frames/"], ["animate", "--jobs", "2", "--format", "png", "-o", "-"],
    ])
    func noSizeTrapsUnderTheLimit(_ output: [String]) throws {
        let animation = ["--duration", "1s", "--fps", "2", "--max-pixels", "100M"]
        for side in [1500, 2500, 3500, 4500, 6000] {
            let directory = try TemporaryDirectory()
            let arguments = [output[0], "--tags", AnimateTest.words, "--size", "\(side)x\(side)"]
                + (output[0] == "animate" ? animation : []) + output.dropFirst()
            let result = try run(arguments, in: directory)
            #expect(!result.signaled, "\(side)×\(side) \(output): signal \(result.status): \(result.stderr.prefix(300))")
            #expect(result.status == 0 || result.status == 1, "\(side)×\(side) \(output): \(result.stderr.prefix(300))")
            if result.status == 1 {
                #expect(result.stderr.contains("of memory, but the address space limit (ulimit -v) leaves "),
                        "\(side)×\(side) \(output): \(result.stderr)")
                #expect(try directory.contents() == [], "\(side)×\(side) \(output)")
            }
            #expect(try directory.contents().allSatisfy { !$0.hasPrefix(".") }, "\(side)×\(side) \(output): a temp file")
        }
    }
}
