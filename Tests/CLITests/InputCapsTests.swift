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
        let output = arguments.first == "animate" ? "-" : "/dev/null"
        let result = try TagCloudProcess.run(arguments + ["-o", output], stdin: stdin)
        #expect(result.status == 2, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderrLines.count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("tagcloud: " + prefix), "\(result.stderr)", sourceLocation: sourceLocation)
        return result.stderr
    }

    @Test func theDistinctTagCapHoldsWhateverMaxTagsKeeps() throws {
        let tags = Array("alpha\nbeta\ngamma\ndelta\n".utf8)
        for keep in ["0", "2", "100"] {
            for command in ["layout", "render"] {
                _ = try expectRefusal([command, "--tags", "-", "--max-tags", keep, "--max-tag-count", "3"], stdin: tags,
                                      "<stdin>:4:1: too many tags: more than 3 distinct tags; --max-tag-count raises the cap")
            }
        }
        let globe = Array("A\t1,2\nB\t3,4\nC\t5,6\n".utf8)
        _ = try expectRefusal(["layout", "--globe", "--tags", "-", "--max-tags", "1", "--max-tag-count", "2"], stdin: globe,
                              "<stdin>: too many tags: more than 2 distinct tags; --max-tag-count raises the cap")
        let within = try TagCloudProcess.run(["layout", "--tags", "-", "--max-tags", "2", "--max-tag-count", "4",
                                              "-o", "/dev/null"], stdin: tags)
        #expect(within.status == 0, "\(within.stderr)")
    }

    @Test func aRunawayTagIsRefusedAtItsPlaceAndQuotedShort() throws {
        // A 10 MB tag line: refused at once, and the message does not echo it.
        let line = Array("Moon\n  ".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 10 << 20) + Array("\n".utf8)
        let message = try expectRefusal(["render", "--tags", "-"], stdin: line,
                                        "<stdin>:2:3: tag too long: 10485760 characters, more than the 256-character cap; "
                                            + "--max-tag-length raises the cap")
        #expect(message.utf8.count < 200)
        let lifted = try TagCloudProcess.run(["layout", "--tags", "-", "--max-tag-length", "1000", "-o", "/dev/null"],
                                             stdin: Array("Moon\n".utf8) + line.prefix(1000))
        #expect(lifted.status == 0, "\(lifted.stderr)")
        // A long weight is quoted to 60 characters and an ellipsis.
        let weighted = Array(("Moon," + String(repeating: "7", count: 5000) + "x\n").utf8)
        let weight = try expectRefusal(["layout", "--tags", "-", "--input-format", "weighted"], stdin: weighted,
                                       "<stdin>:1:6: weight must be a positive number, got '"
                                           + String(repeating: "7", count: 60) + "…'")
        #expect(weight.utf8.count < 200)
        // Option values and script tokens are cut by the same rule.
        let value = try expectRefusal(["render", "--tags", Self.words, "--size", String(repeating: "9", count: 5000)],
                                      "")
        #expect(value.contains(String(repeating: "9", count: 60) + "…'") && value.utf8.count < 200, "\(value)")
        let script = Array(("spin y:20 for " + String(repeating: "s", count: 5000) + "\n").utf8)
        let token = try expectRefusal(["animate", "--tags", Self.words, "--script", "-"], stdin: script, "<stdin>:1:")
        #expect(token.utf8.count < 250, "\(token)")
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
