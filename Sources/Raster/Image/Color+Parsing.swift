extension Color {
    /// Parses a colour as a user writes it, ignoring surrounding white space:
    ///
    /// - `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (hex digits in either case;
    ///   the `#` may be left out, since shells treat an unquoted `#` as a comment);
    /// - a CSS Color Level 4 name such as `steelblue`, case-insensitive;
    /// - `rgb()`, `rgba()`, `hsl()` and `hsla()` as CSS writes them:
    ///   `rgb(255 107 107 / 50%)`, `hsl(0, 100%, 71%)`;
    /// - `transparent` and `none` (`#00000000`).
    ///
    /// - Throws: ``ColorParseError`` saying what was wrong, with a suggestion
    ///   for a misspelt name.
    public init(parsing text: String) throws(ColorParseError) {
        self = try Color.parse(Substring(text), in: text, at: 0)
    }

    /// Parses the colour in `part`, which starts `offset` scalars into `input`.
    static func parse(_ part: Substring, in input: String, at offset: Int) throws(ColorParseError) -> Color {
        // Trim white space, moving the reported offset past the leading part.
        let scalars = part.unicodeScalars
        let leading = scalars.prefix { $0.properties.isWhitespace }.count
        let word = String(String.UnicodeScalarView(scalars.dropFirst(leading).reversed()
            .drop { $0.properties.isWhitespace }.reversed()))
        let start = offset + leading
        func fail(_ message: String) -> ColorParseError {
            ColorParseError(input: input, offset: start, message: message)
        }
        if word.isEmpty { throw fail("empty colour") }
        // Named colours first: no name is made only of hex digits, but be explicit.
        if let named = Color(named: word) { return named }
        // `none`: no colour, drawn as fully transparent.
        if word.lowercased() == "none" { return .transparent }
        do throws(ColorFunctionError) {
            if let color = try Color.parseFunction(word) { return color }
        } catch {
            throw fail("bad colour '\(MessageText.shortened(word))': \(error.message)")
        }
        let hasHash = word.hasPrefix("#")
        let digits = hasHash ? String(word.dropFirst()) : word
        if let color = Color(hexDigits: digits) { return color }
        if hasHash || digits.unicodeScalars.allSatisfy({ $0.properties.isASCIIHexDigit }) {
            if let bad = digits.unicodeScalars.first(where: { !$0.properties.isASCIIHexDigit }) {
                throw fail("bad hex colour '\(MessageText.shortened(word))': '\(bad)' is not a hex digit")
            }
            let count = digits.unicodeScalars.count
            throw fail("bad hex colour '\(MessageText.shortened(word))': expected 3, 4, 6 or 8 hex digits, got \(count)")
        }
        let shown = MessageText.shortened(word, limit: 40)
        if let guess = Color.suggestion(for: word) {
            throw fail("unknown colour '\(shown)' (did you mean '\(guess)'?)")
        }
        throw fail("unknown colour '\(shown)' (use #rrggbb, #rrggbbaa, rgb(…), hsl(…) or a CSS colour name)")
    }

    /// A colour from 3, 4, 6 or 8 hex digits (no `#`), or nil.
    init?(hexDigits: String) {
        var nibbles: [UInt8] = []
        for scalar in hexDigits.unicodeScalars {
            guard let v = Color.hexValue(scalar), nibbles.count < 8 else { return nil }
            nibbles.append(v)
        }
        switch nibbles.count {
        case 3, 4:
            // Short form: each digit is doubled (#f80 = #ff8800).
            let c = nibbles.map { $0 << 4 | $0 }
            self.init(r: c[0], g: c[1], b: c[2], a: c.count == 4 ? c[3] : 255)
        case 6, 8:
            let c = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
            self.init(r: c[0], g: c[1], b: c[2], a: c.count == 4 ? c[3] : 255)
        default:
            return nil
        }
    }

    /// The value of one hex digit, or nil.
    private static func hexValue(_ s: Unicode.Scalar) -> UInt8? {
        switch s {
        case "0"..."9": return UInt8(s.value - 48)
        case "a"..."f": return UInt8(s.value - 87)
        case "A"..."F": return UInt8(s.value - 55)
        default: return nil
        }
    }
}
