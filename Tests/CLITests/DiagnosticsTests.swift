import Testing
import TagCloud
@testable import tagcloud

/// Captures what a console writes.
final class CapturedConsole: Sendable {
    let text = Locked("")
    let console: Console

    init(isTerminal: Bool) {
        let text = self.text
        console = Console(isTerminal: isTerminal) { chunk in text.withLock { $0 += chunk } }
    }

    var output: String { text.value }
}

@Suite struct DiagnosticsTests {
    struct TagsError: LocatedError {
        var location: TagCloud.SourceLocation { TagCloud.SourceLocation(file: "words.txt", line: 3, column: 7) }
        var message: String { "weight 'x' is not a number" }
    }

    struct Other: Error {}

    @Test func everyErrorKindMapsToOneLineAndAStatus() {
        #expect(Diagnostics.report(for: UsageError("bad")) == ("bad", 2))
        #expect(Diagnostics.report(for: CLIError.usage("u")) == ("u", 2))
        #expect(Diagnostics.report(for: CLIError.input("words.txt: No such file or directory"))
            == ("words.txt: No such file or directory", 2))
        #expect(Diagnostics.report(for: CLIError.runtime("a\nb")) == ("a b", 1))
        #expect(Diagnostics.report(for: CLIError.brokenPipe) == (nil, 1))
        #expect(Diagnostics.report(for: TagsError()) == ("words.txt:3:7: weight 'x' is not a number", 2))
        #expect(Diagnostics.report(for: Other()).status == 1)
    }

    @Test func mainPrintsOnePrefixedLineAndReturnsTheStatus() {
        let captured = CapturedConsole(isTerminal: false)
        let status = TagCloudCLI.main(["render", "--siz", "1x1"], console: captured.console)
        #expect(status == 2)
        #expect(captured.output == "tagcloud: unknown option '--siz' for render (did you mean --size?)\n")
    }

    @Test func shortUsageGoesToTheConsole() {
        let captured = CapturedConsole(isTerminal: false)
        #expect(TagCloudCLI.main([], console: captured.console) == 2)
        #expect(captured.output.hasPrefix("tagcloud: missing a command; commands: render, animate, layout, help\n"
                                          + "Usage: tagcloud <command> [options]\n"))
    }

    @Test func warningsPrintOnce() {
        let captured = CapturedConsole(isTerminal: false)
        #expect(captured.console.warning("font has no glyph for 'ü', drawn as .notdef"))
        #expect(!captured.console.warning("font has no glyph for 'ü', drawn as .notdef"))
        captured.console.warning("another")
        #expect(captured.output == "tagcloud: warning: font has no glyph for 'ü', drawn as .notdef\ntagcloud: warning: another\n")
    }

    @Test func messagesKeepTheStatusLineBelowThem() {
        let captured = CapturedConsole(isTerminal: true)
        captured.console.setStatus("[##..] 1/2")
        captured.console.warning("careful")
        captured.console.finishStatus()
        #expect(captured.output == "\r\u{1B}[K[##..] 1/2" + "\r\u{1B}[Ktagcloud: warning: careful\n[##..] 1/2" + "\n")
    }

    @Test func statusIsSilentWithoutATerminal() {
        let captured = CapturedConsole(isTerminal: false)
        captured.console.setStatus("x")
        captured.console.finishStatus()
        #expect(captured.output.isEmpty)
    }
}

func == (lhs: (message: String?, status: Int32), rhs: (String?, Int32)) -> Bool {
    lhs.message == rhs.0 && lhs.status == rhs.1
}
