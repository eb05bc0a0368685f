import Testing
import TagCloud

/// A `--stopwords` file is read by the one line reader (issue 15, item 4).
@Suite struct StopwordListTests {
    @Test func wordsCommentsAndBlankLines() throws {
        let text = "\u{FEFF}  # a comment\r\n\r\n  Moon \t\r\nsaturn\n#not a word\n\tblack hole\n"
        #expect(try Stopwords.parseList(Array(text.utf8), file: "sw.txt") == ["Moon", "saturn", "black hole"])
    }

    @Test func anEmptyFileHasNoWords() throws {
        #expect(try Stopwords.parseList([UInt8](), file: "sw.txt").isEmpty)
        #expect(try Stopwords.parseList(Array(" \n\t\n".utf8), file: "sw.txt").isEmpty)
    }

    @Test func invalidUTF8IsLocated() {
        let bytes: [UInt8] = Array("ok\nab".utf8) + [0xFF] + Array("c\n".utf8)
        #expect(throws: InputError("the file is not valid UTF-8 text",
                                   at: SourceLocation(file: "sw.txt", line: 2, column: 3))) {
            _ = try Stopwords.parseList(bytes, file: "sw.txt")
        }
    }
}
