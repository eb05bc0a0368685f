/// A small, deterministic JSON text builder: fixed key order, fixed number
/// formatting, proper string escaping.
struct JSONWriter {
    /// The text so far.
    private(set) var text = ""

    /// Appends raw JSON punctuation or text.
    mutating func raw(_ s: String) { text += s }

    /// Appends `"key":`.
    mutating func key(_ k: String) {
        string(k)
        text += ":"
    }

    /// Appends a string literal: `"` and `\` escaped, control characters as
    /// `\n`, `\t`, ... or `\u00XX`; everything else (all non-ASCII) as is.
    mutating func string(_ s: String) {
        text += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    /// Appends a number rounded to 4 decimals, without trailing zeros (`12.5`,
    /// `3`, `-0.0001`; never `-0`). Magnitudes of 10¹¹ and more use Swift's
    /// shortest round-trip form (`1e+20`), which is valid JSON.
    mutating func number(_ v: Double) {
        assert(v.isFinite, "layout numbers are always finite")
        guard v.isFinite else {
            text += "0"
            return
        }
        let scaled = (v * 10_000).rounded()
        guard abs(scaled) < 1e15 else {
            text += "\(v)"
            return
        }
        let units = Int64(abs(scaled))
        let whole = units / 10_000
        let fraction = units % 10_000
        if scaled < 0 { text += "-" }
        text += String(whole)
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 4 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
    }

    /// Appends a weight exactly: as an integer when it is one, else in
    /// Swift's shortest round-trip form (`0.1`, `1e-05`).
    mutating func exact(_ v: Double) {
        assert(v.isFinite, "weights in a layout are always finite")
        guard v.isFinite else {
            text += "0"
            return
        }
        if v == v.rounded(), abs(v) < 1e15 {
            text += String(Int64(v))
        } else {
            text += "\(v)"
        }
    }

    /// Appends `[a,b,...]` of numbers.
    mutating func numbers(_ values: [Double]) {
        text += "["
        for (k, v) in values.enumerated() {
            if k > 0 { text += "," }
            number(v)
        }
        text += "]"
    }
}
