@testable import Raster
import Testing

@Suite struct ColorParsingTests {
    @Test(arguments: [
        ("#f80", Color(r: 0xff, g: 0x88, b: 0x00)),
        ("#F80C", Color(r: 0xff, g: 0x88, b: 0x00, a: 0xcc)),
        ("#1a2B3c", Color(r: 0x1a, g: 0x2b, b: 0x3c)),
        ("#1a2b3c80", Color(r: 0x1a, g: 0x2b, b: 0x3c, a: 0x80)),
        ("  #000000  ", Color(r: 0, g: 0, b: 0)),
        ("0a0b0c", Color(r: 10, g: 11, b: 12)),
        ("SteelBlue", Color(r: 70, g: 130, b: 180)),
        ("rebeccapurple", Color(r: 0x66, g: 0x33, b: 0x99)),
        ("GREY", Color(r: 128, g: 128, b: 128)),
        ("lightgoldenrodyellow", Color(r: 250, g: 250, b: 210)),
        ("Transparent", Color(r: 0, g: 0, b: 0, a: 0)),
    ])
    func parsesValidColours(text: String, expected: Color) throws {
        #expect(try Color(parsing: text) == expected)
    }

    @Test func namedTableHasAllCSSLevel4Names() {
        let names = Color.cssNamedColors.map(\.name)
        #expect(names.count == 148)
        #expect(names == names.sorted())
        #expect(Set(names).count == 148)
        // Spot checks against the CSS specification's values.
        #expect(Color(named: "aliceblue") == Color(rgb: 0xF0F8FF))
        #expect(Color(named: "yellowgreen") == Color(rgb: 0x9ACD32))
        #expect(Color(named: "darkslategrey") == Color(rgb: 0x2F4F4F))
        #expect(Color(named: "fuchsia") == Color(named: "magenta"))
        #expect(Color(named: "nonesuch") == nil)
    }

    @Test func everyNameParsesInAnyCase() throws {
        for entry in Color.cssNamedColors {
            #expect(try Color(parsing: entry.name.uppercased()) == Color(rgb: entry.rgb))
        }
    }

    @Test(arguments: [
        ("blu", "unknown colour 'blu' (did you mean 'blue'?)"),
        ("steelbleu", "unknown colour 'steelbleu' (did you mean 'steelblue'?)"),
        ("qqqqqqqqqq", "unknown colour 'qqqqqqqqqq' (use #rrggbb, #rrggbbaa, rgb(…), hsl(…) or a CSS colour name)"),
        ("#12345", "bad hex colour '#12345': expected 3, 4, 6 or 8 hex digits, got 5"),
        ("#ggg", "bad hex colour '#ggg': 'g' is not a hex digit"),
        ("#", "bad hex colour '#': expected 3, 4, 6 or 8 hex digits, got 0"),
        ("12345", "bad hex colour '12345': expected 3, 4, 6 or 8 hex digits, got 5"),
        ("   ", "empty colour"),
    ])
    func rejectsBadColours(text: String, message: String) {
        #expect(throws: ColorParseError(input: text, offset: text.prefix { $0 == " " }.count,
                                        message: message)) {
            try Color(parsing: text)
        }
    }

    /// A long value is quoted by its first 60 characters (issue 14: no
    /// message quotes more than about 60 characters of any input).
    @Test func longHexValuesAreQuotedShort() {
        let digits = "#" + String(repeating: "0", count: 100)
        let shown = "#" + String(repeating: "0", count: 59) + "…"
        #expect(throws: ColorParseError(input: digits, offset: 0,
                                        message: "bad hex colour '\(shown)': expected 3, 4, 6 or 8 hex digits, got 100")) {
            try Color(parsing: digits)
        }
        let letters = "#0" + String(repeating: "g", count: 100)
        let cut = "#0" + String(repeating: "g", count: 58) + "…"
        #expect(throws: ColorParseError(input: letters, offset: 0,
                                        message: "bad hex colour '\(cut)': 'g' is not a hex digit")) {
            try Color(parsing: letters)
        }
    }

    @Test func descriptionIsHex() {
        #expect(Color(r: 1, g: 0xab, b: 0xff).description == "#01abff")
        #expect(Color(r: 1, g: 2, b: 3, a: 4).description == "#01020304")
    }

    @Test func packedBytesAreRGBAInMemory() {
        let packed = Color(r: 1, g: 2, b: 3, a: 4).packedRGBA
        withUnsafeBytes(of: packed) { #expect(Array($0) == [1, 2, 3, 4]) }
        #expect(Color(packedRGBA: packed) == Color(r: 1, g: 2, b: 3, a: 4))
    }
}

@Suite struct GradientTests {
    @Test func parsesListsAndReportsOffsets() throws {
        let g = try Gradient(parsing: "#f00, #ff0,#0f0 ,blue")
        #expect(g.stops == [Color(rgb: 0xff0000), Color(rgb: 0xffff00), Color(rgb: 0x00ff00), Color(rgb: 0x0000ff)])
        #expect(try Gradient(parsing: "red").isSolid)
        #expect(throws: ColorParseError(input: "#f00,,#00f", offset: 5, message: "empty colour")) {
            try Gradient(parsing: "#f00,,#00f")
        }
        #expect(throws: ColorParseError(input: "#f00, gren", offset: 6,
                                        message: "unknown colour 'gren' (did you mean 'green'?)")) {
            try Gradient(parsing: "#f00, gren")
        }
    }

    @Test func endpointsAndStopsAreExact() throws {
        let stops = [Color(rgb: 0x123456), Color(r: 200, g: 10, b: 99, a: 128), Color(rgb: 0xfedcba)]
        for space in Gradient.Space.allCases {
            let g = Gradient(stops, space: space)
            #expect(g.color(at: 0) == stops[0])
            #expect(g.color(at: 0.5) == stops[1])
            #expect(g.color(at: 1) == stops[2])
            #expect(g.color(at: -3) == stops[0])
            #expect(g.color(at: 7) == stops[2])
            #expect(g.color(at: .nan) == stops[0])
        }
    }

    @Test func midpointsPerSpace() {
        let black = Color.black, white = Color.white
        // sRGB: halfway byte. Linear: half the light, encoded (188). Oklab: L = 0.5 → 0.125 linear → 99.
        #expect(Gradient([black, white], space: .srgb).color(at: 0.5) == Color(r: 128, g: 128, b: 128))
        #expect(Gradient([black, white], space: .linear).color(at: 0.5) == Color(r: 188, g: 188, b: 188))
        #expect(Gradient([black, white], space: .oklab).color(at: 0.5) == Color(r: 99, g: 99, b: 99))
        // Red → green in Oklab passes through a yellowish colour, never dark brown.
        let mid = Gradient([Color(rgb: 0xff0000), Color(rgb: 0x00ff00)]).color(at: 0.5)
        #expect(mid.r > 150 && mid.g > 100 && mid.b < 40)
    }

    @Test func premultipliedAlphaInterpolation() {
        // Transparent has no colour: mixing with it keeps red's hue, only alpha changes.
        let g = Gradient([Color(rgb: 0xff0000), .transparent], space: .srgb)
        #expect(g.color(at: 0.5) == Color(r: 255, g: 0, b: 0, a: 128))
    }
}
