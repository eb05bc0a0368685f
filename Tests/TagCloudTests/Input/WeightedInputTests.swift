import TagCloud
import Testing

@Suite struct WeightedInputTests {
    @Test func tabsAndCommas() throws {
        let tags = try parseTags("Moon\t5\nSun,3\nMars , 0.5\n", TagInputOptions(format: .weighted))
        #expect(pairs(tags) == ["Moon=5.0", "Sun=3.0", "Mars=0.5"])
    }

    @Test func repeatsAddWeights() throws {
        let tags = try parseTags("Moon,2\nSun,3\nMoon,2.5\n", TagInputOptions(format: .weighted))
        #expect(pairs(tags) == ["Moon=4.5", "Sun=3.0"])
    }

    @Test func numberForms() throws {
        let tags = try parseTags("a,1e3\nb,.5\nc,+2\nd,7.\n", TagInputOptions(format: .weighted))
        #expect(pairs(tags) == ["a=1000.0", "d=7.0", "c=2.0", "b=0.5"])
    }

    @Test func csvQuoting() throws {
        let tags = try parseTags("\"a, b\",3\n\"say \"\"hi\"\"\" ,2\n\"tab\there\"\t1\n", TagInputOptions(format: .weighted))
        #expect(pairs(tags) == ["a, b=3.0", "say \"hi\"=2.0", "tab here=1.0"])
    }

    @Test func unquotedTagSplitsAtTheLastSeparator() throws {
        let tags = try parseTags("Hello, world\t4\nOne, two, three,2\n", TagInputOptions(format: .weighted))
        #expect(pairs(tags) == ["Hello, world=4.0", "One, two, three=2.0"])
    }

    @Test func commentsAndBlankLinesAreSkipped() throws {
        let tags = try parseTags("# tag,weight\n\nMoon,1\n", TagInputOptions(format: .weighted))
        #expect(pairs(tags) == ["Moon=1.0"])
    }

    @Test func extraStopwordsApply() throws {
        let tags = try parseTags("Moon,1\nthe,9\n", TagInputOptions(format: .weighted, extraStopwords: ["The"]))
        #expect(pairs(tags) == ["Moon=1.0"])
    }
}

@Suite struct WeightedHeaderTests {
    @Test func aCSVHeaderIsSkipped() throws {
        #expect(pairs(try parseTags("tag,weight\nMoon,2\nSun,1\n")) == ["Moon=2.0", "Sun=1.0"])
        #expect(pairs(try parseTags("word\tcount\nMoon\t2\n", TagInputOptions(format: .weighted))) == ["Moon=2.0"])
        #expect(try TagInput.detectFormat(Array("tag,weight\nMoon,2\n".utf8), file: "w") == .weighted)
    }

    @Test func onlyTheFirstLineCanBeAHeader() {
        let weighted = TagInputOptions(format: .weighted)
        #expect(inputError("Moon,2\ntag,weight\n", weighted)?.description
                == "words.txt:2:5: weight must be a positive number, got 'weight'")
        // Alone, it is no header: a list tag, or an error when weights are required.
        #expect(pairs((try? parseTags("tag,weight\n")) ?? []) == ["tag,weight=1.0"])
        #expect(inputError("tag,weight\n", weighted)?.message == "weight must be a positive number, got 'weight'")
        // A header needs a word; a stray symbol is still a bad weight.
        #expect(inputError("Moon,-\nSun,2\n", TagInputOptions(format: .weighted))?.message
                == "weight must be a positive number, got '-'")
    }

    /// Issue 14, section 7: a first line whose weight is not a number but
    /// not a header word either was dropped as a header without a word.
    @Test(arguments: ["nan", "NaN", "inf", "-inf", "Infinity", "snan", "0x10", "1e", "2 kg", "x1", "a-"])
    func aFirstLineWithABadWeightIsAnErrorNotAHeader(_ weight: String) {
        let text = "Moon,\(weight)\nSun,2\n"
        let expected = "words.txt:1:6: weight must be a positive number, got '\(weight)'"
        #expect(inputError(text)?.description == expected, "auto")
        #expect(inputError(text, TagInputOptions(format: .weighted))?.description == expected, "weighted")
    }

    @Test(arguments: ["weight", "count", "Weight", "COUNT", "\"count\"", "word_count", "times used", "Häufigkeit"])
    func aHeaderWordIsSkipped(_ header: String) throws {
        #expect(pairs(try parseTags("tag,\(header)\nMoon,2\n")) == ["Moon=2.0"])
        #expect(pairs(try parseTags("tag\t\(header)\nMoon\t2\n", TagInputOptions(format: .weighted))) == ["Moon=2.0"])
    }
}
