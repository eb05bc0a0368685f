import TagCloud
import Testing

@Suite struct TextInputTests {
    let text = TagInputOptions(format: .text)

    @Test func countsWordsCaseInsensitively() throws {
        let tags = try parseTags("The Moon and the moon. MOON! Kepler's laws; Kepler wrote.", text)
        // "Moon", "moon", "MOON" once each: the first seen spelling wins the tie.
        #expect(pairs(tags) == ["Moon=3.0", "Kepler=2.0", "laws=1.0", "wrote=1.0"])
    }

    @Test func keepsTheMostCommonSpelling() throws {
        let tags = try parseTags("Moon moon moon MOON", text)
        #expect(pairs(tags) == ["moon=4.0"])
    }

    @Test func wordsKeepInnerApostrophesAndHyphens() throws {
        let tags = try parseTags("well-known rock'n'roll -dash- 'quoted' o’clock", text)
        #expect(tags.map(\.text) == ["well-known", "rock'n'roll", "dash", "quoted", "o’clock"])
    }

    @Test func stripsPossessivesAndIgnoresNumbers() throws {
        let tags = try parseTags("Kepler’s orbit, NASA'S rocket, 1984 3-4 10'000 R2-D2 1990s", text)
        #expect(tags.map(\.text) == ["Kepler", "orbit", "NASA", "rocket", "R2-D2", "1990s"])
    }

    @Test func builtInStopwordsIncludeContractions() throws {
        let tags = try parseTags("I don't think it's there; they’re ours, isn't it? Comets!", text)
        #expect(pairs(tags) == ["think=1.0", "Comets=1.0"])
        #expect(Stopwords.english.count >= 175)
        for word in ["the", "and", "don't", "isn't", "they're", "would", "between"] {
            #expect(Stopwords.english.contains(word))
        }
    }

    @Test func extraStopwordsExtendTheBuiltInList() throws {
        var options = text
        options.extraStopwords = ["Comet"]
        let tags = try parseTags("the comet and the planet; a Comet", options)
        #expect(pairs(tags) == ["planet=1.0"])
    }

    @Test func minimumWordLength() throws {
        #expect(pairs(try parseTags("ox ox ox cat", text)) == ["cat=1.0"])
        var options = text
        options.minWordLength = 2
        #expect(pairs(try parseTags("ox ox ox cat", options)) == ["ox=3.0", "cat=1.0"])
        options.minWordLength = 4
        // Length counts characters, not bytes: "café" has four.
        #expect(pairs(try parseTags("café cat", options)) == ["café=1.0"])
    }

    @Test func wideCharactersCountTwoTowardTheMinimumLength() throws {
        // Two-character Chinese, Japanese and Korean words pass the default
        // 3, a lone ideograph or a fullwidth letter does not, and a narrow
        // Latin pair still does not.
        let tags = try parseTags("东京 东京 日本 的 的 的 서울 ｘ ox カメラ e\u{301}e", text)
        #expect(pairs(tags) == ["东京=2.0", "日本=1.0", "서울=1.0", "カメラ=1.0"])
        var options = text
        options.minWordLength = 5
        // 日本語 and 한국어 are six wide; 人工 and ｘｙ four; a combining mark adds nothing.
        #expect(pairs(try parseTags("人工 日本語 ｘｙ 한국어 cafe\u{301}s cafe", options))
                == ["日本語=1.0", "한국어=1.0", "cafe\u{301}s=1.0"])
    }

    @Test func unsegmentedProseIsRecognised() throws {
        // Japanese and Thai prose, counted as text, give phrases between punctuation.
        let japanese = "緩むニュースブラケット催眠術テント葉証言する。怒り副カレッジ分割コピーする。マリン拡張持つブランチの数字。"
        #expect(TagInput.looksUnsegmented(try parseTags(japanese, text)))
        let thai = "ภาษาไทยเป็นภาษาที่มีระดับเสียง, ประเทศไทยมีประชากรมากมาย, กรุงเทพมหานครเป็นเมืองหลวง"
        #expect(TagInput.looksUnsegmented(try parseTags(thai, text)))
        // Not: segmented words, English, or fewer than three tags.
        #expect(!TagInput.looksUnsegmented(try parseTags("东京 日本 东京 经济 人工智能 日本", text)))
        #expect(!TagInput.looksUnsegmented(try parseTags("The Moon rose over quiet hills tonight", text)))
        #expect(!TagInput.looksUnsegmented(try parseTags("緩むニュースブラケット催眠術テント。怒り副カレッジ分割コピー", text)))
    }

    @Test func maxTagsKeepsTheHeaviestWithDeterministicTies() throws {
        var options = text
        options.maxTags = 3
        let tags = try parseTags("gamma beta alpha beta delta gamma epsilon", options)
        #expect(pairs(tags) == ["gamma=2.0", "beta=2.0", "alpha=1.0"])
    }

    @Test func unicodeLettersAndMarks() throws {
        let tags = try parseTags("Ångström naïve e\u{301}cole Straße Ångström", text)
        #expect(pairs(tags) == ["Ångström=2.0", "naïve=1.0", "e\u{301}cole=1.0", "Straße=1.0"])
    }

    @Test func commentLinesAreSkippedInProseToo() throws {
        let tags = try parseTags("# Title words\nplanets orbit stars", text)
        #expect(tags.map(\.text) == ["planets", "orbit", "stars"])
    }

    @Test func longSingleLineOfProse() throws {
        let sentence = "Comets wander between planets while telescopes record their tails. "
        let prose = String(repeating: sentence, count: 15_000)  // about 1 MB on one line
        let tags = try parseTags(prose)
        #expect(tags.map(\.text) == ["Comets", "wander", "planets", "telescopes", "record", "tails"])
        #expect(tags.allSatisfy { $0.weight == 15_000 })
        #expect(tags.first?.text == "Comets")
    }
}
