/// A strict decimal number at the start of a value, and the unit after it.
///
/// Accepts `[+-]digits[.digits][e[+-]digits]` (also `.5` and `5.`), and
/// nothing else: no `nan`, `inf`, hexadecimal or underscores, which Swift's
/// `Double(_:)` would otherwise let through.
struct DecimalNumber {
    /// The number's value; infinite when the text overflows `Double`.
    var value: Double
    /// The number's text.
    var text: String
    /// The text after the number (its unit), possibly empty.
    var unit: String
    /// Where the unit starts, in scalars from the start of the scanned text.
    var unitOffset: Int

    /// Scans a number at the start of `scalars`; nil when there is none.
    init?(scanning scalars: ArraySlice<Unicode.Scalar>) {
        let s = Array(scalars)
        var i = 0
        func digits() -> Int {
            let start = i
            while i < s.count, ("0"..."9").contains(s[i]) { i += 1 }
            return i - start
        }
        // Optional sign, integer digits, optional fraction.
        if i < s.count, s[i] == "+" || s[i] == "-" { i += 1 }
        var count = digits()
        if i < s.count, s[i] == "." {
            i += 1
            count += digits()
        }
        guard count > 0 else { return nil }
        // An exponent counts only when digits follow it.
        if i < s.count, s[i] == "e" || s[i] == "E" {
            let mark = i
            i += 1
            if i < s.count, s[i] == "+" || s[i] == "-" { i += 1 }
            if digits() == 0 { i = mark }
        }
        let text = String(String.UnicodeScalarView(s[0..<i]))
        guard let value = Double(text) else { return nil }
        self.value = value
        self.text = text
        self.unit = String(String.UnicodeScalarView(s[i...]))
        self.unitOffset = i
    }

    /// Scans a number at the start of `text`; nil when there is none.
    init?(scanning text: String) {
        self.init(scanning: ArraySlice(text.unicodeScalars))
    }

    /// Parses `text` as exactly one finite number with no unit.
    static func plain(_ text: String) -> Double? {
        guard let n = DecimalNumber(scanning: text), n.unit.isEmpty, n.value.isFinite else { return nil }
        return n.value
    }
}
