import Foundation
import Testing

/// `--direction` from the command line: the paragraph direction reaches the
/// drawn labels. "abc!" set right to left draws "!" before "abc" (rule N1:
/// the "!" between L and the paragraph's R end takes R), which is exactly
/// what "!abc" set left to right draws.
@Suite struct DirectionOptionTests {
    /// The PPM of a one-tag cloud of `text`.
    func render(_ text: String, _ extra: [String]) throws -> [UInt8] {
        let result = try TagCloudProcess.run(["render", "--tags", "-", "--size", "160x80", "-o", "-"] + extra,
                                             stdin: Array((text + "\n").utf8))
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test func rightToLeftMovesTrailingPunctuation() throws {
        let auto = try render("abc!", [])
        #expect(try render("abc!", ["--direction", "ltr"]) == auto)
        let rtl = try render("abc!", ["--direction", "rtl"])
        #expect(rtl != auto)
        #expect(rtl == (try render("!abc", [])))
    }

    @Test func hebrewKeepsAutoButLtrMovesItsPunctuation() throws {
        // First strong letter Hebrew: auto is right to left already.
        #expect(try render("שלום!", []) == render("שלום!", ["--direction", "rtl"]))
        #expect(try render("שלום!", []) != render("שלום!", ["--direction", "ltr"]))
    }

    @Test func badValueIsAUsageError() throws {
        let result = try TagCloudProcess.run(["render", "--tags", "-", "--direction", "up", "-o", "-"],
                                             stdin: Array("a\n".utf8))
        #expect(result.status == 2)
        #expect(result.stderr.contains("--direction: expected one of auto, ltr, rtl, got 'up'"))
        #expect(result.stdout.isEmpty)
    }
}
