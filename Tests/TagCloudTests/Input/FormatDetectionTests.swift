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

    @Test func placesWhenEveryLineIsAPlace() throws {
        #expect(try detect("Paris\t48.8566,2.3522\t11\nLima\t-12.05,-77.04\n# comment\n") == .places)
        #expect(try detect("name,lat,lon,weight\nParis,48.8566,2.3522,11\n\"Washington, D.C.\",38.9,-77.0\n") == .places)
        #expect(try detect("Quito\t-0.18\t-78.47\t2\n") == .places)
        // Not places: a name and one number, a latitude past 90, no lines.
        #expect(try detect("Paris,48.85\nLima,12\n") == .weighted)
        // (Three tab-separated columns, one of them numbers: a table since issue 44.)
        #expect(try detect("Paris\t91,2\t3\n") == .csv)
        // A name twice at one position is one place that adds up (issue 42).
        #expect(try detect("Paris\t48.8566,2.3522\nParis\t48.8566,2.3522\n") == .places)
        #expect(try detect("# only a comment\n") == .list)
    }

    @Test func aPlaceListGivesItsNamesAndWeights() throws {
        let places = "Paris\t48.8566,2.3522\t11\nLima\t-12.05,-77.04\nTokyo\t35.68,139.65\t37\n"
        #expect(pairs(try parseTags(places)) == ["Tokyo=37.0", "Paris=11.0", "Lima=1.0"])
        var options = TagInputOptions(format: .places, maxTags: 2)
        #expect(pairs(try parseTags(places, options)) == ["Tokyo=37.0", "Paris=11.0"])
        options.extraStopwords = ["tokyo"]
        #expect(pairs(try parseTags(places, options)) == ["Paris=11.0", "Lima=1.0"])
        // Asked for, a file that is not a place list is an error at its line and column.
        let error = inputError("Moon\t412\n", TagInputOptions(format: .places))
        #expect(error?.location == SourceLocation(file: "words.txt", line: 1, column: 6))
        // Weighted on request, the coordinates stay part of the tag as before.
        #expect(pairs(try parseTags("Lima\t-12.05,-77.04\t2\n", TagInputOptions(format: .weighted)))
                == ["Lima -12.05,-77.04=2.0"])
    }

    @Test func autoParsesEachForm() throws {
        #expect(pairs(try parseTags("Moon,2\nSun\t1\n")) == ["Moon=2.0", "Sun=1.0"])
        #expect(pairs(try parseTags("Moon\nSun\nMoon\n")) == ["Moon=2.0", "Sun=1.0"])
        #expect(pairs(try parseTags("The Moon rose and the Moon set over quiet hills")).first == "Moon=2.0")
    }
}
