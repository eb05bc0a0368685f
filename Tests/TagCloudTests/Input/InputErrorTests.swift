import TagCloud
import Testing

@Suite struct InputErrorTests {
    let weighted = TagInputOptions(format: .weighted)

    @Test func negativeWeight() {
        let e = inputError("Moon,1\nSun\t-3\n", weighted)
        #expect(e?.description == "words.txt:2:5: weight must be a positive number, got '-3'")
    }

    @Test func zeroNonNumericAndNonFiniteWeights() {
        #expect(inputError("Moon, 0\n", weighted)?.description
                == "words.txt:1:7: weight must be a positive number, got '0'")
        #expect(inputError("Moon,lots\n", weighted)?.description
                == "words.txt:1:6: weight must be a positive number, got 'lots'")
        #expect(inputError("Moon,inf\n", weighted)?.description
                == "words.txt:1:6: weight must be a positive number, got 'inf'")
        #expect(inputError("Moon,nan\n", weighted)?.description
                == "words.txt:1:6: weight must be a positive number, got 'nan'")
        #expect(inputError("Moon,0x10\n", weighted)?.description
                == "words.txt:1:6: weight must be a positive number, got '0x10'")
        #expect(inputError("Moon,1e999\n", weighted)?.description
                == "words.txt:1:6: weight is too large, got '1e999'")
        #expect(inputError("Moon,\n", weighted)?.description
                == "words.txt:1:6: weight must be a positive number, got ''")
    }

    @Test func overflowingTotalWeight() {
        #expect(inputError("Moon,1e308\nMoon,1e308\n", weighted)?.description
                == "words.txt:2:1: the total weight of 'Moon' is too large")
    }

    @Test func missingWeightAndEmptyTag() {
        #expect(inputError("Moon,1\nSun\n", weighted)?.description
                == "words.txt:2:4: missing weight: expected 'tag<TAB>weight' or 'tag,weight'")
        #expect(inputError("  ,3\n", weighted)?.description == "words.txt:1:3: empty tag before the weight")
    }

    @Test func unterminatedQuote() {
        #expect(inputError("Moon,1\n  \"a, b,3\n", weighted)?.description == "words.txt:2:3: unterminated quote")
        #expect(inputError("\"a\" b,3\n", weighted)?.description
                == "words.txt:1:5: expected a tab or comma after the quoted tag")
    }

    @Test func invalidUTF8ReportsTheFirstBadByte() {
        // Line 2, after "ab": column 3.
        #expect(inputError(Array("ok\nab".utf8) + [0xFF] + Array("c\n".utf8))?.description
                == "words.txt:2:3: invalid UTF-8 (byte 0xFF); the input must be UTF-8 text")
        // A good two-byte character counts as one column; then C3 without a continuation.
        #expect(inputError([0xC3, 0xA9, 0xC3, 0x28])?.location.column == 2)
        // Overlong NUL, a UTF-16 surrogate, a code point above U+10FFFF, a truncated sequence.
        #expect(inputError([0x61, 0xC0, 0x80])?.location.column == 2)
        #expect(inputError([0xED, 0xA0, 0x80])?.location.column == 1)
        #expect(inputError([0xF4, 0x90, 0x80, 0x80])?.location.column == 1)
        #expect(inputError([0x61, 0x62, 0xE2, 0x82])?.description
                == "words.txt:1:3: invalid UTF-8 (byte 0xE2); the input must be UTF-8 text")
        // Latin-1 text.
        #expect(inputError(Array("Moon\nCaf".utf8) + [0xE9])?.description
                == "words.txt:2:4: invalid UTF-8 (byte 0xE9); the input must be UTF-8 text")
    }

    @Test func validMultiByteCharactersAreAccepted() throws {
        // Two, three and four byte characters at the edges of the valid ranges.
        let tags = try parseTags("é\n€\n\u{10FFFF}\n\u{D7FF}\n\u{E000}\n🌙\n", TagInputOptions(format: .list))
        #expect(tags.map(\.text) == ["é", "€", "\u{10FFFF}", "\u{D7FF}", "\u{E000}", "🌙"])
    }

    @Test func nulBytes() {
        #expect(inputError(Array("abc\n".utf8) + [0])?.description
                == "words.txt:2:1: NUL byte in the input (is it a binary or UTF-16 file?)")
        #expect(inputError(Array("ab".utf8) + [0, 0x63])?.location == SourceLocation(file: "words.txt", line: 1, column: 3))
        // UTF-16 text: the NUL after the first letter.
        #expect(inputError([0x4D, 0x00, 0x6F, 0x00])?.location.column == 2)
    }

    @Test func bomIsNotCountedAsAColumn() {
        #expect(inputError([0xEF, 0xBB, 0xBF, 0x61, 0x00])?.location.column == 2)
    }

    @Test func crlfLinesCountOnce() {
        #expect(inputError("a,1\r\nb,2\r\nc,-1\r\n", weighted)?.description
                == "words.txt:3:3: weight must be a positive number, got '-1'")
    }

    @Test func emptyResults() {
        #expect(inputError("# nothing\n\n   \n")?.description == "words.txt:1:1: no tags in words.txt")
        #expect(inputError(Array<UInt8>())?.message == "no tags in words.txt")
        let text = inputError("the and of it's was", TagInputOptions(format: .text))
        #expect(text?.message == "no tags in words.txt (no word of 3+ characters outside the stopwords)")
        let stdin = inputError("", file: "-")
        #expect(stdin?.location.file == "-")
        #expect(stdin?.message == "no tags in standard input")
    }

    @Test func tagCap() throws {
        let capped = TagInputOptions(format: .list, tagCap: 3)
        let error = inputError("a\na\nb\nc\n  d\n", capped)
        #expect(error?.description == "words.txt:5:3: too many tags: more than 3 distinct tags")
        #expect(error?.exceededCap == .distinctTags)
        // Repeats of known tags do not count.
        #expect(throws: Never.self) { try parseTags("a\nb\nc\na\nb\n", capped) }
        // The cap holds whatever maxTags keeps: counting stops at the first tag past it.
        for keep in [1, 2, 3, 10] {
            var options = capped
            options.maxTags = keep
            #expect(inputError("a\nb\nc\nd\nd\nc\n", options)?.description
                    == "words.txt:4:1: too many tags: more than 3 distinct tags")
            #expect(pairs(try parseTags("a\nb\nc\nc\n", options)).first == "c=2.0")
        }
        // The text form counts distinct words against the cap too.
        #expect(inputError("alpha beta gamma delta", TagInputOptions(format: .text, tagCap: 3))?.description
                == "words.txt:1:18: too many tags: more than 3 distinct tags")
    }

    @Test func tagLengthCap() throws {
        let long = String(repeating: "x", count: 257)
        // The cap is 256 characters by default; 256 is fine, 257 is refused where the tag starts.
        #expect(throws: Never.self) { try parseTags(String(long.dropLast()) + "\n", TagInputOptions(format: .list)) }
        let list = try #require(inputError("Moon\n  " + long + "\n", TagInputOptions(format: .list)))
        #expect(list.description == "words.txt:2:3: tag too long: 257 characters, more than the 256-character cap")
        #expect(list.exceededCap == .tagLength)
        let quoted = inputError("Moon,1\n\"a, " + long + "\",2\n", TagInputOptions(format: .weighted))
        #expect(quoted?.description == "words.txt:2:1: tag too long: 260 characters, more than the 256-character cap")
        let word = inputError("the comet " + long + " returns", TagInputOptions(format: .text))
        #expect(word?.description == "words.txt:1:11: tag too long: 257 characters, more than the 256-character cap")
        // The cap is an option.
        let short = TagInputOptions(format: .list, maxTagLength: 3)
        #expect(inputError("Sun\nMoon\n", short)?.location.line == 2)
        #expect(pairs(try parseTags("Sun\nSun\n", short)) == ["Sun=2.0"])
    }

    @Test func aTenMegabyteLineIsRefusedWithAShortMessage() throws {
        let line = String(repeating: "comet", count: 2_000_000)
        let error = try #require(inputError(line + "\n", TagInputOptions(format: .list)))
        #expect(error.location == SourceLocation(file: "words.txt", line: 1, column: 1))
        #expect(error.message.count < 100, "\(error.message.prefix(200))")
        #expect(error.message.hasPrefix("tag too long: 10000000 characters"))
    }

    @Test func defaultCapStopsOneHundredThousandAndOne() {
        let lines = (0...100_000).map { "t\($0)" }.joined(separator: "\n")
        #expect(inputError(lines, TagInputOptions(format: .list))?.location.line == 100_001)
    }

    @Test func longWeightsAreShortenedInMessages() {
        let e = inputError("Moon," + String(repeating: "9", count: 50) + "x\n", weighted)
        #expect(e?.message == "weight must be a positive number, got '" + String(repeating: "9", count: 50) + "x'")
        let longer = inputError("Moon," + String(repeating: "9", count: 500) + "x\n", weighted)
        #expect(longer?.message == "weight must be a positive number, got '" + String(repeating: "9", count: 60) + "…'")
    }
}
