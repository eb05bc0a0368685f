import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// An interrupted run leaves only complete files and no temp files.
@Suite struct SignalCleanupTests {
    /// Starts `render --tags - -o cloud.png` with stdin held open, so the
    /// process sits in its input read with the output's temp file created;
    /// waits for the temp file, sends `signal`, and checks the aftermath.
    func interrupt(with signal: Int32) throws {
        let directory = try TemporaryDirectory()
        try directory.write("cloud.png", "old image")
        let running = try TagCloudProcess.start(["render", "--tags", "-", "-o", "cloud.png"], in: directory.url)
        // The temp file must appear (the output is opened before reading input).
        let deadline = Date().addingTimeInterval(20)
        var sawTemp = false
        while Date() < deadline {
            if try directory.contents().contains(where: { $0.hasPrefix(".cloud.png.tagcloud-") && $0.hasSuffix(".tmp") }) {
                sawTemp = true
                break
            }
            usleep(10_000)
        }
        #expect(sawTemp, "the temp file never appeared")
        kill(running.process.processIdentifier, signal)
        let result = running.wait(timeout: 20)
        try? running.input.fileHandleForWriting.close()
        #expect(result.signaled)
        #expect(result.status == signal)
        #expect(try directory.contents() == ["cloud.png"])
        #expect(try String(contentsOfFile: directory.path("cloud.png"), encoding: .utf8) == "old image")
    }

    @Test func sigintRemovesTempFiles() throws {
        try interrupt(with: SIGINT)
    }

    @Test func sigtermRemovesTempFiles() throws {
        try interrupt(with: SIGTERM)
    }
}
