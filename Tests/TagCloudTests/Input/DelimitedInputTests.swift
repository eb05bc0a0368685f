import Raster
import Testing
@testable import TagCloud

/// Issue 44: tables as spreadsheets export them (``TagFormat/csv``).
@Suite struct DelimitedInputTests {
    @Test func numbersInBothConventions() {
        let point: [(String, Double?)] = [("1,234.00", 1234), ("1234", 1234), ("-3", -3), ("0.5", 0.5), ("1e3", 1000),
                                          ("12,34", nil), ("1,2345", nil), ("nan", nil), ("0x10", nil), ("1.2.3", nil),
                                          ("", nil), ("1,234,567.5", 1_234_567.5)]
        for (text, value) in point { #expect(DelimitedNumber.value(text, .decimalPoint) == value, "\(text)") }
        let comma: [(String, Double?)] = [("987,5", 987.5), ("1.234,5", 1234.5), ("1 234,5", 1234.5),
                                          ("1\u{A0}234,5", 1234.5), ("1'234", 1234), ("1.234", 1234), ("0.5", nil)]
        for (text, value) in comma { #expect(DelimitedNumber.value(text, .decimalComma) == value, "\(text)") }
    }

    @Test func theDelimiterIsDetectedFromThePrefix() throws {
        #expect(DelimitedSniffer.sniff(Array("Thema;Anzahl\nHousing, affordable;987,5\n".utf8))?.delimiter == .semicolon)
        #expect(DelimitedSniffer.sniff(Array("a\tb\tc\nx\ty\t1\n".utf8))?.delimiter == .tab)
        #expect(DelimitedSniffer.sniff(Array("\"a\",\"b\"\n\"x, y\",\"1,000\"\n".utf8))?.delimiter == .comma)
        // Ragged rows are no table.
        #expect(DelimitedSniffer.sniff(Array("Paris, France\nNew York, NY, USA\n".utf8)) == nil)
    }

    @Test func autoDetectionReadsTablesAndLeavesListsAlone() throws {
        #expect(try TagInput.detectFormat(Array("Topic,Category,Count\nTransport,Public,3\n".utf8), file: "f") == .csv)
        #expect(try TagInput.detectFormat(Array("\"Topic\",\"Mentions\"\n\"Transport\",\"1,234.00\"\n".utf8), file: "f")
                == .csv)
        #expect(try TagInput.detectFormat(Array("tag,count\na,2\n".utf8), file: "f") == .weighted)
        #expect(try TagInput.detectFormat(Array("Paris, France\nLyon, France\n".utf8), file: "f") == .list)
        #expect(try TagInput.detectFormat(Array("[[\"a\", 1]]".utf8), file: "f") == .json)
        #expect(try TagInput.detectFormat(Array("[note] to self\n".utf8), file: "f") == .list)
    }

    @Test func quotedFieldsHoldDelimitersQuotesAndLineBreaks() throws {
        let csv = "Topic,Count\r\n\"Say \"\"hi\"\"\",2\r\n\"two\r\nlines\",3\r\n\"a;b\",4\r\n"
        let tags = try parseTags(csv, TagInputOptions(format: .csv))
        #expect(pairs(tags) == ["a;b=4.0", "two lines=3.0", "Say \"hi\"=2.0"])
    }

    @Test func aTotalsRowIsSkippedOnlyWhenItIsTheSum() throws {
        let base = "Topic;Count\nA;3\nB;2\nC;1\n"
        #expect(pairs(try parseTags(base + "Summe;6\n")) == ["A=3.0", "B=2.0", "C=1.0"])
        #expect(pairs(try parseTags(base + ";6\n")) == ["A=3.0", "B=2.0", "C=1.0"])
        #expect(pairs(try parseTags(base + "Total;7\n")) == ["Total=7.0", "A=3.0", "B=2.0", "C=1.0"])
        #expect(inputError(base + ";7\n")?.description == "words.txt:5:1: empty tag before the weight")
    }

    /// Found by the tags fuzz target: a record wider than the first (here the
    /// first has no comma at all) is read, or refused at its place, never a trap.
    @Test func aRecordWiderThanTheFirstIsNoTrap() throws {
        let text = "Thema;Anzahl;Farbe\nA;987,5;red\nB;1.234,5\n;2222\nTotal;3209\n"
        var options = TagInputOptions(format: .csv)
        options.delimiter = .comma
        // Split at commas, the second field of "A;987,5;red" is its weight.
        #expect(inputError(text, options)?.description == "words.txt:2:7: weight must be a positive number, got '5;red'")
        // "a" heads the table; the third column of "c,2,3" is more than the tag and the weight need.
        #expect(pairs(try parseTags("a\nb,1\nc,2,3\n", TagInputOptions(format: .csv))) == ["c=2.0", "b=1.0"])
    }

    @Test func errorsNameTheirPlace() {
        #expect(inputError("A;B;C\nx;y;1\nz;w\n")?.description == "words.txt:3:4: expected 3 fields, found 2")
        #expect(inputError("Topic,Count\n\"x\"y,1\n\"z\",2\n", TagInputOptions(format: .csv))?.description
                == "words.txt:2:4: expected a delimiter or the end of the line after the closing quote")
        #expect(inputError("Topic;Name\nx;y\nz;w\n", TagInputOptions(format: .csv))?.message
                .hasPrefix("no column of numbers for the weights") == true)
        // A raw 0xFF byte (a Swift string would encode U+00FF as valid UTF-8).
        #expect(inputError(Array("T,N\nx,1\n".utf8) + [0xFF] + Array("y,2\n".utf8), TagInputOptions(format: .csv))?
                .description
                == "words.txt:3:1: invalid UTF-8 (byte 0xFF); the input must be UTF-8 text")
    }

    @Test func aColorColumnColoursItsTags() throws {
        let tags = try parseTags("Topic,Count,Color\nA,2,#ff0000\nB,1,\n")
        #expect(tags.map(\.color) == [try Color(parsing: "#ff0000"), nil])
        #expect(inputError("Topic,Count,Color\nA,2,notacolour\n")?.location.column == 5)  // "A,2,notacolour": the field starts at column 5
    }

    @Test func jsonWordLists() throws {
        #expect(pairs(try parseTags("[[\"b\", 1], [\"a\", 2.5, \"red\"]]")) == ["a=2.5", "b=1.0"])
        let objects = try parseTags("[{\"text\": \"a\", \"count\": 2, \"color\": \"#00f\"}, {\"text\": \"b\", \"value\": \"3\"}]")
        #expect(pairs(objects) == ["b=3.0", "a=2.0"])
        #expect(objects[1].color == (try Color(parsing: "#00f")))
        #expect(inputError("[[\"a\"]]")?.description == "words.txt:1:2: [0]: expected [text, weight], found an array of 1")
        #expect(inputError("[{\"text\": 3, \"size\": 1}]")?.description
                == "words.txt:1:11: [0].text: expected a string, found a number")
        #expect(inputError("[[\"a\", 1], [\"a\", 1e400]]")?.message == "[1][1]: weight is too large")
        // Caps hold: a JSON list past the distinct-tag cap stops at the first tag over it.
        let many = "[" + (0..<10).map { "[\"t\($0)\", 1]" }.joined(separator: ",") + "]"
        #expect(inputError(many, TagInputOptions(tagCap: 8))?.exceededCap == .distinctTags)
    }

    @Test func objectMembersNotReadAreNotStored() throws {
        let json = try JSONText(Array("{\"a\": 1, \"b\": 2, \"b\": 3, \"c\": 4}".utf8), file: "f")
        let members = try json.members(json.root, only: ["a", "c"])
        #expect(members.offsets.count == 2 && members["c"] != nil && members["b"] == nil)
        #expect(throws: InputError.self) { try json.members(json.root) }
    }
}
