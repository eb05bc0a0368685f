import Testing
@testable import TagCloud

/// Malformed and extreme tag files (Tools/fuzz `tags` target and the
/// hardening checklist): every one gives tags or a located one-line error.
struct TagInputHardeningTests {
    static let formats: [TagFormat] = [.auto, .list, .weighted, .text, .places]

    /// Found by the fuzzer: a vertical tab in a weight was echoed raw into
    /// "weight must be a positive number, got '…'", breaking the line.
    @Test func controlCharactersInWeightsAreEscaped() throws {
        let input = "tag,weight\n\"a, b\",3\n\"say \"\"hi\"\"\",0.5\u{0B}Swift\t1e3\n"
        let error = try #require(inputError(input, TagInputOptions(format: .weighted)))
        #expect(error.description == "words.txt:3:14: weight must be a positive number, got '0.5\\u{b}Swift\\u{9}1e3'")
        for weight in ["1\u{1B}[2J", "2\u{85}x", "3\u{2028}x", "\u{7F}4"] {
            let error = try #require(inputError("Moon," + weight + "\n", TagInputOptions(format: .weighted)))
            #expect(!GestureHardeningTests.hasControl(error.description), "\(error.description.debugDescription)")
        }
    }

    /// A 10 MB single line in every format finishes (the scanners are linear;
    /// a quadratic one would take hours) and gives the expected tags; as one
    /// tag it is over the default length cap, with the cap lifted it is read.
    @Test(arguments: formats)
    func tenMegabyteSingleLine(format: TagFormat) throws {
        let word = "comet "
        let prose = String(repeating: word, count: 10_000_000 / word.utf8.count)
        switch format {
        case .weighted:
            let capped = inputError(prose + ",2", TagInputOptions(format: format))
            #expect(capped?.description == "words.txt:1:1: tag too long: 9999995 characters, more than the 256-character cap")
            let tags = try parseTags(prose + ",2", TagInputOptions(format: format, maxTagLength: .max))
            #expect(tags.count == 1 && tags[0].weight == 2 && tags[0].text.utf8.count == prose.utf8.count - 1)
        case .list:
            #expect(inputError(prose, TagInputOptions(format: format))?.exceededCap == .tagLength)
            let tags = try parseTags(prose, TagInputOptions(format: format, maxTagLength: .max))
            #expect(tags.count == 1 && tags[0].weight == 1 && tags[0].text.utf8.count == prose.utf8.count - 1)
        case .text, .auto:
            // More than four words on the line: auto reads it as prose.
            let tags = try parseTags(prose, TagInputOptions(format: format))
            #expect(pairs(tags) == ["comet=\(Double(prose.utf8.count / word.utf8.count))"])
        case .csv, .json:
            // No delimiter, no JSON: an error at the start, not a tag.
            #expect(inputError(prose, TagInputOptions(format: format))?.location.line == 1)
        case .places:
            // A name and no position, at the line's end.
            let error = inputError(prose, TagInputOptions(format: format, maxTagLength: .max))
            #expect(error?.location.line == 1 && error?.message.hasPrefix("tag 'comet comet") == true)
        }
    }

    /// One million distinct tags stop at the default cap (100 000) with a clear
    /// error at the first tag past it, whatever maxTags keeps; with the cap
    /// raised they work, keeping the heaviest.
    @Test func oneMillionTags() throws {
        let lines = (0..<1_000_000).map { "t\($0)" }.joined(separator: "\n")
        let capped = try #require(inputError(lines, TagInputOptions(format: .list)))
        #expect(capped.description
                == "words.txt:100001:1: too many tags: more than 100000 distinct tags")
        #expect(inputError(lines, TagInputOptions(format: .list, maxTags: 3))?.location.line == 100_001)
        let heaviest = try parseTags(lines + "\nt999999\nt5",
                                     TagInputOptions(format: .list, maxTags: 3, tagCap: 1_000_000))
        #expect(pairs(heaviest) == ["t5=2.0", "t999999=2.0", "t0=1.0"])
        // A million repeats of one tag are one tag.
        let repeats = try parseTags(String(repeating: "Moon\n", count: 1_000_000), TagInputOptions(format: .list))
        #expect(pairs(repeats) == ["Moon=1000000.0"])
    }

    /// NUL bytes, invalid UTF-8, a BOM and CRLF line ends in every format.
    @Test(arguments: formats)
    func oddBytesInEveryFormat(format: TagFormat) throws {
        let options = TagInputOptions(format: format, minWordLength: 1)
        let nul = try #require(inputError(Array("Moon,1\nSun".utf8) + [0] + Array(",2\n".utf8), options))
        #expect(nul.location.line == 2 && nul.location.column == 4 && nul.message.hasPrefix("NUL byte"))
        let invalid = try #require(inputError(Array("Moon,1\r\nSu".utf8) + [0xC3] + Array("n,2\r\n".utf8), options))
        #expect(invalid.location.line == 2 && invalid.location.column == 3 && invalid.message.hasPrefix("invalid UTF-8"))
        // A BOM and CRLF: the same tags as without them (places have a position and once each).
        let lines = format == .places ? ["Moon,1,2", "Sun,3,4", "Mars,5,6"] : ["Moon,1", "Sun,2", "Moon,3"]
        let plain = try parseTags(lines.map { $0 + "\n" }.joined(), options)
        let dressed = try parseTags(bytes: [0xEF, 0xBB, 0xBF] + Array(lines.map { $0 + "\r\n" }.joined().utf8), options)
        #expect(dressed == plain)
        #expect(!dressed.contains { $0.text.contains("\r") || $0.text.contains("\u{FEFF}") })
        // A BOM alone, or a BOM in the middle (a character like any other, not skipped).
        #expect(inputError([0xEF, 0xBB, 0xBF], options)?.message.hasPrefix("no tags") == true)
    }

    /// Control characters other than tab, CR and LF are kept in tags but never
    /// break a message; huge and tiny weights are defined cases.
    @Test func weightsAtTheEdges() throws {
        let weighted = TagInputOptions(format: .weighted)
        #expect(inputError("a,1e309\n", weighted)?.message.contains("too large") == true)
        #expect(inputError("a,nan\n", weighted) != nil)
        #expect(inputError("a,inf\n", weighted) != nil)
        #expect(inputError("a,0\n", weighted) != nil)
        #expect(inputError("a,1e308\na,1e308\n", weighted)?.message.contains("too large") == true)
        let tiny = try parseTags("a,5e-324\nb,1\n", weighted)
        #expect(pairs(tiny) == ["b=1.0", "a=5e-324"])
    }
}
