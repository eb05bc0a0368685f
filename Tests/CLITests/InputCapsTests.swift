import Foundation
import Testing

/// Issue 14, section 4 and the replay cap of section 7: hostile input is
/// refused at its place (exit 2, one line) instead of exhausting the machine,
/// and no message quotes more than about 60 characters of it.
@Suite struct InputCapsTests {
    static let words = GeoTest.sample("words.txt")

    /// Expects exit 2 and one stderr line starting `tagcloud: ` + `prefix`.
    func expectRefusal(_ arguments: [String], stdin: [UInt8]? = nil, _ prefix: String,
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try TagCloudProcess.run(arguments + ["-o", "/dev/null"], stdin: stdin)
        #expect(result.status == 2, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderrLines.count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("tagcloud: " + prefix), "\(result.stderr)", sourceLocation: sourceLocation)
        return result.stderr
    }

    @Test func aReplayOfMoreThanAMillionFramesIsRefused() throws {
        // The repro of issue 14: 86.4 million frames were accepted.
        let message = try expectRefusal(["animate", "--tags", Self.words, "--duration", "86400s", "--fps", "1000",
                                         "--max-frames", "1000000000"], "--max-frames")
        #expect(message.contains("1000000"), "\(message)")
        // Within the cap, --max-frames still refuses what it says.
        let over = try expectRefusal(["animate", "--tags", Self.words, "--duration", "86400s", "--fps", "1000",
                                      "--max-frames", "1000000"], "")
        #expect(over.contains("over the 1000000-frame cap"), "\(over)")
    }
}
