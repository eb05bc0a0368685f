import TagCloud
import Testing

@Suite struct ListInputTests {
    @Test func repeatsAddUpAndHeaviestComeFirst() throws {
        let tags = try parseTags("Moon\nNew York\nSun\nMoon\nNew York\nMoon\n", TagInputOptions(format: .list))
        #expect(pairs(tags) == ["Moon=3.0", "New York=2.0", "Sun=1.0"])
    }

    @Test func tiesKeepFirstAppearance() throws {
        let tags = try parseTags("b\na\nc\na\nb\n", TagInputOptions(format: .list))
        #expect(pairs(tags) == ["b=2.0", "a=2.0", "c=1.0"])
    }

    @Test func trimsAndCollapsesWhitespace() throws {
        let tags = try parseTags("  New   York \t\nNew York\n", TagInputOptions(format: .list))
        #expect(pairs(tags) == ["New York=2.0"])
    }

    @Test func skipsBlankLinesAndComments() throws {
        let tags = try parseTags("# heading\n\n   \n  # indented comment\nMoon\n", TagInputOptions(format: .list))
        #expect(pairs(tags) == ["Moon=1.0"])
    }

    @Test func isCaseSensitive() throws {
        let tags = try parseTags("Moon\nmoon\n", TagInputOptions(format: .list))
        #expect(pairs(tags) == ["Moon=1.0", "moon=1.0"])
    }

    @Test func extraStopwordsRemoveTagsCaseInsensitively() throws {
        let tags = try parseTags("Moon\nSun\nmoon\n", TagInputOptions(format: .list, extraStopwords: ["MOON"]))
        #expect(pairs(tags) == ["Sun=1.0"])
    }

    @Test func maxTagsKeepsTheHeaviest() throws {
        let tags = try parseTags("a\nb\nb\nc\nc\nc\n", TagInputOptions(format: .list, maxTags: 2))
        #expect(pairs(tags) == ["c=3.0", "b=2.0"])
    }

    @Test func acceptsBOMAndCRLF() throws {
        let tags = try parseTags(bytes: [0xEF, 0xBB, 0xBF] + Array("Moon\r\nSun\r\nMoon\r\n".utf8),
                                 TagInputOptions(format: .list))
        #expect(pairs(tags) == ["Moon=2.0", "Sun=1.0"])
    }

    @Test func lastLineWithoutNewline() throws {
        #expect(pairs(try parseTags("a\nb", TagInputOptions(format: .list))) == ["a=1.0", "b=1.0"])
    }

    @Test func veryLongSingleLineIsRead() throws {
        // A quadratic scan would not finish; this is a guard, not a timing.
        // Such a tag is over the default length cap, so the cap is lifted.
        let line = String(repeating: "x", count: 4_000_000)
        let tags = try parseTags(line + "\n" + line, TagInputOptions(format: .list, maxTagLength: .max))
        #expect(tags.count == 1)
        #expect(tags.first?.weight == 2)
    }
}
