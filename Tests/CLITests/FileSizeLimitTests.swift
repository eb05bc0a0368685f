import Foundation
import Testing

/// Writing past the file size limit (`ulimit -f`): the tool ignores
/// SIGXFSZ, so the write fails with EFBIG, which is reported like a full
/// disk (exit 1, one line), the temp file removed, for every kind of output.
/// Each case runs the binary under `ulimit -f 100` (100 blocks: 51 200 bytes
/// in `/bin/sh`'s 512-byte blocks, 102 400 in bash's), below every output here.
@Suite struct FileSizeLimitTests {
    static let limit = ["-f", "100"]

    /// Runs `tagcloud` in `directory` under the file size limit.
    func run(_ arguments: [String], in directory: TemporaryDirectory, stdout: FileHandle? = nil) throws -> ProcessResult {
        try TagCloudProcess.run(arguments, in: directory.url, stdout: stdout, limits: Self.limit, timeout: 120)
    }

    /// Exit 1 (not SIGXFSZ) with the one line that names `output` and the limit.
    func expectFileTooLarge(_ result: ProcessResult, _ output: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!result.signaled, "killed by signal \(result.status)", sourceLocation: sourceLocation)
        #expect(result.status == 1, sourceLocation: sourceLocation)
        #expect(result.stderrLines.last?.hasPrefix("tagcloud: \(output): File too large: the file size limit "
                                                   + "(ulimit -f) is ") == true,
                "\(result.stderr)", sourceLocation: sourceLocation)
    }

    @Test(arguments: ["out.ppm", "out.pam"])
    func anImagePastTheLimitIsExit1AndLeavesNoTempFile(output: String) throws {
        // The reproducer: killed by SIGXFSZ, a 100 KiB `.out.ppm.tagcloud-PID-0.tmp` left.
        let directory = try TemporaryDirectory()
        let result = try run(["render", "--tags", AnimateTest.words, "--size", "640x480", "-o", output], in: directory)
        expectFileTooLarge(result, output)
        #expect(try directory.contents() == [])
    }

    @Test(arguments: [("frames/", "frames/frame_00000.ppm"), ("out/f_%04d.pam", "out/f_0000.pam")])
    func aFramePastTheLimitLeavesNoFileAndNoFolder(output: String, first: String) throws {
        let directory = try TemporaryDirectory()
        let result = try run(AnimateTest.arguments(["--duration", "1s", "-o", output], size: "640x480"), in: directory)
        expectFileTooLarge(result, first)
        // The folder the run made is gone again: no frame was written into it.
        #expect(try directory.contents() == [])
    }

    @Test(arguments: ["cloud.gif", "cloud.apng"])
    func anAnimationFilePastTheLimitLeavesNothing(output: String) throws {
        let directory = try TemporaryDirectory()
        let result = try run(AnimateTest.arguments(["--duration", "2s", "-o", output], size: "640x480"), in: directory)
        expectFileTooLarge(result, output)
        #expect(try directory.contents() == [])
    }

    @Test func layoutJSONAndTracesPastTheLimitLeaveNothing() throws {
        let directory = try TemporaryDirectory()
        // 1000 tags lay out as about 250 kB of JSON.
        let tags = try directory.write("many.txt", (0..<1000).map { "w\($0)" }.joined(separator: "\n"))
        let layout = try run(["layout", "--tags", tags, "--max-tags", "0", "-o", "layout.json"], in: directory)
        expectFileTooLarge(layout, "layout.json")
        // A trace of 10 000 frames is far longer than the limit; the frames go to /dev/null.
        let trace = try run(AnimateTest.arguments(["--duration", "100s", "--fps", "100", "-o", "-", "--trace",
                                                   "trace.txt"], size: "16x16"),
                            in: directory, stdout: FileHandle(forWritingAtPath: "/dev/null"))
        expectFileTooLarge(trace, "trace.txt")
        #expect(try directory.contents() == ["many.txt"])
    }

    @Test func aStreamPastTheLimitIsExit1() throws {
        // Standard output is a file the shell opened: the tool cannot remove it, but it says why it stopped.
        let directory = try TemporaryDirectory()
        let path = directory.path("frames.ppm")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let stream = try #require(FileHandle(forWritingAtPath: path))
        let result = try run(AnimateTest.arguments(["--duration", "1s", "-o", "-"], size: "640x480"),
                             in: directory, stdout: stream)
        expectFileTooLarge(result, "standard output")
        #expect(try directory.contents() == ["frames.ppm"])
    }
}
