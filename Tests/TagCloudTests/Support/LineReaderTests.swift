import Testing
@testable import TagCloud

/// The one line reader every input format uses: line breaks, the BOM, and
/// where each dialect stops on bad bytes.
@Suite struct LineReaderTests {
    /// The lines of `bytes` as strings, or the error that stopped the reader.
    func read(_ bytes: [UInt8], _ dialect: LineReader.Dialect = .plain) -> ([String], InputError?) {
        var lines: [String] = []
        do {
            try LineReader.forEachLine(bytes, file: "in.txt", dialect: dialect) { (line: InputLine) throws(InputError) in
                #expect(line.number == lines.count + 1)
                lines.append(String(String.UnicodeScalarView(line.scalars)))
            }
            return (lines, nil)
        } catch {
            return (lines, error)
        }
    }

    @Test func splitsAtLineFeedsAndDropsTheCarriageReturnOfCRLF() {
        #expect(read(Array("a\r\nb\n\nc\rd".utf8)).0 == ["a", "b", "", "c\rd"])
        // The last line is reported even when empty: after a final break, or for no input at all.
        #expect(read(Array("a\n".utf8)).0 == ["a", ""])
        #expect(read([]).0 == [""])
    }

    @Test func skipsALeadingByteOrderMarkOnly() {
        #expect(read([0xEF, 0xBB, 0xBF] + Array("x\n\u{FEFF}y".utf8)).0 == ["x", "\u{FEFF}y"])
        // Columns count from after the mark: the bad byte is column 2, not 3.
        let (_, error) = read([0xEF, 0xBB, 0xBF, 0x41, 0xFF])
        #expect(error?.location == SourceLocation(file: "in.txt", line: 1, column: 2))
    }

    @Test func stopsAtInvalidUTF8AfterTheLinesBeforeIt() {
        // An overlong form, a surrogate, a truncated sequence, a stray continuation byte.
        for bad: [UInt8] in [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0x80]] {
            let (lines, error) = read(Array("ok\nxé".utf8) + bad + Array("z\nnever".utf8))
            #expect(lines == ["ok"])
            #expect(error?.location == SourceLocation(file: "in.txt", line: 2, column: 3))
            #expect(error?.message == "the file is not valid UTF-8 text")
            let tags = read(Array("ok\nxé".utf8) + bad, .tags).1
            let hex = String(bad[0], radix: 16, uppercase: true)
            #expect(tags?.message == "invalid UTF-8 (byte 0x\(hex)); the input must be UTF-8 text")
            #expect(tags?.location.column == 3)
        }
    }

    @Test func refusesNULOnlyInTheTagDialect() {
        #expect(read(Array("a\u{0}b".utf8)).0 == ["a\u{0}b"])
        let (lines, error) = read(Array("a\n\tb\u{0}".utf8), .tags)
        #expect(lines == ["a"])
        #expect(error?.message == "NUL byte in the input (is it a binary or UTF-16 file?)")
        #expect(error?.location == SourceLocation(file: "in.txt", line: 2, column: 3))
    }

    @Test func readsAStringThroughItsUTF8ViewLikeItsBytes() throws {
        let text = "\u{FEFF}größe\r\n→ x\n"
        var fromText: [[Unicode.Scalar]] = []
        try LineReader.forEachLine(text.utf8, file: "-") { (line: InputLine) throws(InputError) in
            fromText.append(line.scalars)
        }
        var fromBytes: [[Unicode.Scalar]] = []
        try LineReader.forEachLine(Array(text.utf8), file: "-") { (line: InputLine) throws(InputError) in
            fromBytes.append(line.scalars)
        }
        #expect(fromText == fromBytes)
        #expect(fromText.map { String(String.UnicodeScalarView($0)) } == ["größe", "→ x", ""])
    }
}
