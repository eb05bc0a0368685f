import Testing
@testable import TagCloud

/// The geo-tag grammar (globe mode) and every error at its line and column.
@Suite struct GeoTagInputTests {
    func parse(_ text: String) throws -> [GeoTag] { try GeoTagInput.parse(text, file: "cities.tsv") }

    func failure(_ text: String) -> InputError? {
        do { _ = try parse(text); return nil } catch let e as InputError { return e } catch { return nil }
    }

    func failure(bytes: [UInt8]) -> InputError? {
        do { _ = try GeoTagInput.parse(bytes, file: "cities.tsv"); return nil } catch { return error }
    }

    func expectError(_ text: String, line: Int, column: Int, _ fragment: String,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        expectLocated(failure(text), file: "cities.tsv", line: line, column: column, fragment,
                      sourceLocation: sourceLocation)
    }

    @Test func everyFormReadsTheSameTag() throws {
        let paris = GeoTag(name: "Paris", weight: 5, coordinate: geo(48.8566, 2.3522))
        for line in ["Paris\t48.8566,2.3522\t5", "Paris\t48.8566\t2.3522\t5", "Paris,48.8566,2.3522,5",
                     "  Paris  \t 48.8566 , 2.3522 \t 5 ", "\"Paris\",\"48.8566\",\"2.3522\",5",
                     "Paris,48.8566,2.3522,5   # the capital"] {
            #expect(try parse(line) == [paris], "\(line.debugDescription)")
        }
        #expect(try parse("Paris\t48.8566,2.3522") == [GeoTag(name: "Paris", coordinate: geo(48.8566, 2.3522))])
    }

    @Test func namesWithSpacesCommasAndHashes() throws {
        let tags = try parse([
            "# cities",
            "New York City\t40.7128,-74.0060\t8.3",
            "Washington, D.C.\t38.9072,-77.0369",
            "\"São Paulo, Brazil\",-23.5505,-46.6333,12.3",
            "C#\t1,2",
            "\"#hashtag\"\t3,4",
            "\"say \"\"hi\"\"\",5,6",
            "",
        ].joined(separator: "\n"))
        #expect(tags.map(\.name) == ["New York City", "Washington, D.C.", "São Paulo, Brazil", "C#", "#hashtag",
                                     "say \"hi\""])
        #expect(tags[0].weight == 8.3 && tags[0].latitude == 40.7128 && tags[0].longitude == -74.006)
        #expect(tags[2].latitude == -23.5505 && tags[2].longitude == -46.6333 && tags[2].weight == 12.3)
        #expect(tags[1].weight == 1)
    }

    /// Found by the fuzzer: a form feed inside a name reached the label (and
    /// a tag list read from the file) as a line break.
    @Test func innerWhiteSpaceInANameIsOneSpace() throws {
        let tags = try parse("New  York\t40.7,-74.0\nSan\u{0C}Jose,37.3,-121.9\n\"Rio \u{0B}\u{2028} Branco\",-10,-68\n")
        #expect(tags.map(\.name) == ["New York", "San Jose", "Rio Branco"])
        // Equal once collapsed, two names are one name twice (here namesakes far apart); a name of
        // white space is none.
        #expect(try parse("New York\t1,2\nNew \u{0C} York\t3,4\n").map(\.name) == ["New York", "New York"])
        expectError("\"\u{0C}\",1,2\n", line: 1, column: 1, "missing tag name")
    }

    @Test func bomCRLFCommentsAndAHeader() throws {
        let text = "\u{FEFF}name,lat,lon,weight\r\n# comment\r\n\r\nTokyo,35.6762,139.6503,14\r\nLima,-12.0464,-77.0428\r\n"
        let tags = try parse(text)
        #expect(tags.map(\.name) == ["Tokyo", "Lima"])
        #expect(tags[0].coordinate == geo(35.6762, 139.6503))
        #expect(try parse("city\tlatitude\tlongitude\nOslo\t59.91\t10.75").map(\.name) == ["Oslo"])
        #expect(try parse("city\tLat,Lng\nOslo\t59.91,10.75").map(\.name) == ["Oslo"])
        // Only the first line can be a header; later it is a bad number.
        expectError("Oslo\t59.91,10.75\nname\tlat,lon", line: 2, column: 6, "expected a latitude in degrees")
        // Columns after a BOM count from after it.
        expectError("\u{FEFF}Oslo\t99,10", line: 1, column: 6, "latitude 99 is out of range")
    }

    @Test func extremesAreAccepted() throws {
        let tags = try parse("N\t90,180\nS\t-90,-180\nZ\t0,0\nE\t1e1,-1.5E2")
        #expect(tags.map(\.coordinate) == [geo(90, 180), geo(-90, -180), geo(0, 0), geo(10, -150)])
    }

    @Test func tagsWithoutPositionsAreAnError() {
        expectError("Paris\t48.85,2.35\nLondon", line: 2, column: 7,
                    "tag 'London' has no position: tags without positions are an error in globe mode")
        expectError("  \"New York\"  ", line: 1, column: 13, "has no position")
        expectError("Berlin\t# later", line: 1, column: 7, "has no position")
        expectError("Berlin,", line: 1, column: 7, "has no position")
        expectError("Berlin,\"\",1", line: 1, column: 9, "missing latitude: expected degrees such as 48.8566")
    }

    @Test func badNumbersPointAtTheirColumn() {
        expectError("Paris\t91,2", line: 1, column: 7, "latitude 91 is out of range: it must be between -90 and 90")
        expectError("Paris\t48.8,-180.01", line: 1, column: 12,
                    "longitude -180.01 is out of range: it must be between -180 and 180")
        expectError("Paris\t48.8\t  200", line: 1, column: 14, "longitude 200 is out of range")
        expectError("Paris,48.8,2.3,0", line: 1, column: 16, "a weight must be greater than 0")
        expectError("Paris,48.8,2.3,-1", line: 1, column: 16, "a weight must be greater than 0")
        expectError("Paris,48.8,2.3,heavy", line: 1, column: 16, "expected a positive weight such as 5, got 'heavy'")
        expectError("Paris\tnan,2", line: 1, column: 7, "expected a latitude in degrees such as 48.8566, got 'nan'")
        expectError("Paris\t48.8,inf", line: 1, column: 12, "expected a longitude in degrees")
        expectError("Paris,\"4x\",2", line: 1, column: 8, "got '4x'")
        expectError("Paris\t48.8,", line: 1, column: 12, "missing longitude")
        expectError("Paris,48.8", line: 1, column: 11, "missing longitude after the latitude: a line is NAME,LAT,LON")
        expectError("Paris\t48.8", line: 1, column: 11, "a line is NAME<TAB>LAT,LON")
        expectError("Paris\t1,2,3", line: 1, column: 7, "expected LAT,LON such as 48.8566,2.3522, got '1,2,3'")
        // A weighted list read as places: the lone number is no latitude, so the line has no position.
        expectError("Moon\t412", line: 1, column: 6,
                    "tag 'Moon' has no LAT,LON, only '412': a line is NAME<TAB>LAT,LON[<TAB>WEIGHT] as in 'Paris<TAB>48.8566,2.3522'")
        expectError("Moon,big", line: 1, column: 6, "tag 'Moon' has no LAT,LON, only 'big': a line is NAME,LAT,LON[,WEIGHT]")
    }

    @Test func structuralErrors() {
        expectError("Washington, D.C.,38.9,-77.0", line: 1, column: 13,
                    "got 'D.C.' (quote a name that contains a comma)")
        expectError("Paris,1,2,3,4", line: 1, column: 13, "unexpected extra column '4': a line is NAME,LAT,LON[,WEIGHT]")
        expectError("Paris\t1\t2\t3\t4", line: 1, column: 13, "unexpected extra column '4'")
        expectError("\t48.8,2.3", line: 1, column: 1, "missing tag name")
        expectError("\"Paris,48.8,2.3", line: 1, column: 1, "unterminated quote")
        expectError("\"Paris\" x,48.8,2.3", line: 1, column: 9, "expected ',' after the closing quote")
        expectError("\"Paris\" x\t48.8,2.3", line: 1, column: 9, "expected a tab after the closing quote")
    }

    /// Namesakes are places (#42): the same name further than a kilometre
    /// from each earlier one is another tag; within it, the weights add up.
    @Test func namesakesArePlacesAndOnePlaceAddsUp() throws {
        let tags = try parse("""
            Springfield\t39.80,-89.64\t114\nSpringfield\t37.21,-93.29\t169\nPortland\t45.52,-122.68\t652
            Springfield\t39.805,-89.64\t6\nPortland\t43.66,-70.26\t68\nSpringfield\t42.10,-72.59\t155
            """)
        #expect(tags.map(\.name) == ["Springfield", "Springfield", "Portland", "Portland", "Springfield"])
        // 39.805 is 0.56 km north of 39.80: the same place, 114 + 6.
        #expect(tags.map(\.weight) == [120, 169, 652, 68, 155])
        // 0.01° of latitude is 1.1 km: namesakes.
        #expect(try parse("A\t10,10\nA\t10.01,10\n").count == 2)
        #expect(try parse("A\t10,10\nA\t10.008,10\n").count == 1)
        // Many namesakes cost a few look-ups each: 20,000 lines of one name, each 2 km apart.
        let many = (0..<20_000).map { "A\t\(Double($0 / 200) * 0.02),\(Double($0 % 200) * 0.02)\n" }.joined()
        #expect(try parse(many).count == 20_000)
    }

    /// For a word cloud a name is one word: namesakes add up (the tags fuzz
    /// target found two Cape Towns drawn as two tags), and a sum too large
    /// for a `Double` is an error at its line in either reading.
    @Test func namesakesAreOneWordInACloudAndSumsAreChecked() throws {
        let text = "Hyderabad\t17.38,78.48\t10\nHyderabad\t25.39,68.37\t2\nKarachi\t24.86,67.01\t16\n"
        let tags = try TagInput.parse(Array(text.utf8), file: "x", options: TagInputOptions(format: .places))
        #expect(tags.map(\.text) == ["Karachi", "Hyderabad"])
        #expect(tags.map(\.weight) == [16, 12])
        #expect(try TagInput.parse(Array(text.utf8), file: "x").map(\.text) == ["Karachi", "Hyderabad"])
        let huge = "A\t10,10\t1e308\nA\t10,10\t1e308\n"
        expectLocated(failure(huge), file: "cities.tsv", line: 2, column: 1, "total weight of 'A' is too large")
        #expect(throws: InputError.self) {
            try TagInput.parse(Array("A\t10,10\t1e308\nA\t20,10\t1e308\n".utf8), file: "x",
                               options: TagInputOptions(format: .places))
        }
    }

    @Test func invalidUTF8IsAnErrorAtItsLineAndColumn() {
        // "Zürich" with a lone continuation byte after "Z", on line 2.
        let bytes: [UInt8] = Array("Oslo\t1,2\nZ".utf8) + [0x80] + Array("rich\t3,4".utf8)
        expectLocated(failure(bytes: bytes), file: "cities.tsv", line: 2, column: 2, "not valid UTF-8")
        // A truncated 3-byte sequence after two good scalars, one of them 2 bytes.
        let cut: [UInt8] = Array("é".utf8) + Array("a".utf8) + [0xE2, 0x82]
        expectLocated(failure(bytes: cut), file: "cities.tsv", line: 1, column: 3, "not valid UTF-8")
        // Valid bytes, with a BOM and CRLF, parse.
        let good: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("Zürich\t47.3769,8.5417\r\n".utf8)
        #expect((try? GeoTagInput.parse(good, file: "x")) == [GeoTag(name: "Zürich", coordinate: geo(47.3769, 8.5417))])
    }
}
