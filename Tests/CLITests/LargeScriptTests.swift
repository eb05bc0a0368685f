import Foundation
import Testing

/// A gesture script's memory grows with its commands, about 200 bytes each
/// whatever their length (a command and its replay segment): 10^6 commands
/// peak at 130–210 MB resident (Tools/bench-frames.md, "Memory"). Spawned
/// under `ulimit -v 500000` (488 MiB of address space), a 10^6-command
/// script must finish.
@Suite struct LargeScriptTests {
    @Test func aMillionCommandsFitTheDocumentedMemory() throws {
        let directory = try TemporaryDirectory()
        let script = try directory.write("long.gesture", String(repeating: "rotate y:1\n", count: 1_000_000) + "wait 0.1s\n")
        let result = try TagCloudProcess.run(["layout", "--tags", AnimateTest.words, "--script", script,
                                              "-o", "/dev/null"], limits: ["-v", "500000"], timeout: 300)
        #expect(!result.signaled && result.status == 0, "\(result.status): \(result.stderr.prefix(300))")
    }
}
