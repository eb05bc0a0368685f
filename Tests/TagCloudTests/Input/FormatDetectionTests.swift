import TagCloud
import Testing

@Suite struct FormatDetectionTests {
    func detect(_ text: String) throws -> TagFormat {
        try TagInput.detectFormat(Array(text.utf8), file: "words.txt")
    }

    @Test func weightedWhenEveryLineEndsInANumber() throws {
        #expect(try detect("Moon\t5\nSun,3\n# comment\n\n") == .weighted)
        #expect(try detect("\"a, b\",3\nc , 2.5e1\n") == .weighted)
        // Signed numbers count, so a bad weight is reported rather than read as a list tag.
        #expect(try detect("Moon,-3\nSun,2\n") == .weighted)
        #expect(inputError("Moon,-3\nSun,2\n")?.message == "weight must be a positive number, got '-3'")
    }

    @Test func listWhenShortLinesWithoutWeights() throws {
        #expect(try detect("New York\nParis\nNew York\n") == .list)
        #expect(try detect("Moon\t5\nSun\n") == .list)
        #expect(try detect("Apollo 11\nRoute 66\n") == .list)
        #expect(try detect("") == .list)
        // Exactly four words a line on average is still a list.
        #expect(try detect("a b c d\ne f g h\n") == .list)
    }

    @Test func textWhenLinesAverageMoreThanFourWords() throws {
        #expect(try detect("a b c d e\nf g h i j\n") == .text)
        #expect(try detect("The night sky was clear, and the Moon rose over the hills.") == .text)
    }

    @Test func autoParsesEachForm() throws {
        #expect(pairs(try parseTags("Moon,2\nSun\t1\n")) == ["Moon=2.0", "Sun=1.0"])
        #expect(pairs(try parseTags("Moon\nSun\nMoon\n")) == ["Moon=2.0", "Sun=1.0"])
        #expect(pairs(try parseTags("The Moon rose and the Moon set over quiet hills")).first == "Moon=2.0")
    }
}
