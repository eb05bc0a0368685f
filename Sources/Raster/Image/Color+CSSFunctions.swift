extension Color {
    /// Parses the CSS colour functions `rgb()`, `rgba()`, `hsl()` and
    /// `hsla()` (CSS Color Level 4), in the modern form with spaces and an
    /// optional `/ alpha` (`rgb(255 107 107 / 50%)`) or the legacy form with
    /// commas (`rgba(255, 107, 107, 0.5)`); names are case-insensitive.
    ///
    /// Red, green and blue are numbers from 0 to 255 or percentages; hue is
    /// degrees, or a number with `deg`, `rad`, `grad` or `turn`; saturation
    /// and lightness are percentages; alpha is a number from 0 to 1 or a
    /// percentage. Values past their range are clamped, as CSS does.
    /// Returns nil when `word` is not a function call at all.
    static func parseFunction(_ word: String) throws(ColorFunctionError) -> Color? {
        guard let open = word.firstIndex(of: "(") else { return nil }
        let name = word[..<open].lowercased()
        guard ["rgb", "rgba", "hsl", "hsla"].contains(name) else { return nil }
        let form = name.hasPrefix("rgb") ? "rgb(255 107 107) or rgb(255 107 107 / 50%)"
            : "hsl(0 100% 71%) or hsl(0 100% 71% / 50%)"
        let wanted = ColorFunctionError("expected \(name)(…) such as \(form)")
        guard word.hasSuffix(")") else { throw wanted }
        let inside = word[word.index(after: open)..<word.index(before: word.endIndex)]
        let values = try arguments(inside, wanted: wanted)
        guard values.count == 3 || values.count == 4 else { throw wanted }
        let alpha = values.count == 4 ? try alphaByte(values[3]) : 255
        if name.hasPrefix("rgb") {
            let channels = try values.prefix(3).map { (text: Substring) throws(ColorFunctionError) -> UInt8 in
                try channelByte(text)
            }
            return Color(r: channels[0], g: channels[1], b: channels[2], a: alpha)
        }
        let hue = try degrees(values[0])
        let saturation = try fraction(values[1], what: "saturation")
        let lightness = try fraction(values[2], what: "lightness")
        let (r, g, b) = hslToRGB(hue: hue, saturation: saturation, lightness: lightness)
        return Color(r: byte(r), g: byte(g), b: byte(b), a: alpha)
    }

    /// The values inside the parentheses: three or four, separated by commas
    /// (legacy) or by spaces with `/` before the alpha (modern).
    private static func arguments(_ inside: Substring, wanted: ColorFunctionError) throws(ColorFunctionError) -> [Substring] {
        if inside.contains(",") {
            guard !inside.contains("/") else { throw wanted }
            let parts = inside.split(separator: ",", omittingEmptySubsequences: false).map(trimmed)
            guard parts.allSatisfy({ !$0.isEmpty && !$0.contains(" ") && !$0.contains("\t") }) else { throw wanted }
            return parts
        }
        // Modern: `a b c` or `a b c / alpha` (the slash may touch its neighbours).
        let words = String(inside).replacingSlash().split(whereSeparator: { $0 == " " || $0 == "\t" })
        if let slash = words.firstIndex(of: "/") {
            guard slash == 3, words.count == 5 else { throw wanted }
            return Array(words[0..<3]) + [words[4]]
        }
        guard words.count == 3 else { throw wanted }
        return Array(words)
    }

    /// `text` without the spaces and tabs around it.
    private static func trimmed(_ text: Substring) -> Substring {
        let isBlank = { (c: Character) in c == " " || c == "\t" }
        let start = text.firstIndex { !isBlank($0) } ?? text.endIndex
        let end = text.lastIndex { !isBlank($0) }.map { text.index(after: $0) } ?? start
        return text[start..<max(start, end)]
    }

    /// Splits a comma-separated list of colours at the commas outside
    /// parentheses, so `rgb(1, 2, 3),#fff` is two colours.
    static func splitList(_ text: String) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case "," where depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        parts.append(text[start...])
        return parts
    }

    /// A plain CSS number (`12`, `-0.5`, `1e2`, `.5`), or nil.
    private static func number(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E || $0 == 0x2B
            || $0 == 0x2D || $0 == 0x65 || $0 == 0x45 }), text.utf8.contains(where: { (0x30...0x39).contains($0) }),
            let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    /// `255` or `100%` as a byte (clamped).
    private static func channelByte(_ text: Substring) throws(ColorFunctionError) -> UInt8 {
        if text.hasSuffix("%"), let percent = number(text.dropLast()) { return byte(percent / 100) }
        guard let value = number(text) else {
            throw ColorFunctionError("expected a number from 0 to 255 or a percentage, got '\(MessageText.shortened(text))'")
        }
        return byte(value / 255)
    }

    /// `0.5` or `50%` as a byte (clamped).
    private static func alphaByte(_ text: Substring) throws(ColorFunctionError) -> UInt8 {
        if text.hasSuffix("%"), let percent = number(text.dropLast()) { return byte(percent / 100) }
        guard let value = number(text) else {
            throw ColorFunctionError("expected an alpha from 0 to 1 or a percentage, got '\(MessageText.shortened(text))'")
        }
        return byte(value)
    }

    /// `50%` (or a bare number, as CSS Color 4 allows) as a fraction in 0…1.
    private static func fraction(_ text: Substring, what: String) throws(ColorFunctionError) -> Double {
        let digits = text.hasSuffix("%") ? text.dropLast() : text
        guard let value = number(digits) else {
            throw ColorFunctionError("expected a \(what) percentage such as 50%, got '\(MessageText.shortened(text))'")
        }
        return min(max(value / 100, 0), 1)
    }

    /// A hue in degrees: `120`, `120deg`, `2.1rad`, `133grad`, `0.33turn`.
    private static func degrees(_ text: Substring) throws(ColorFunctionError) -> Double {
        let lower = text.lowercased()
        let units: [(String, Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360)]
        for (unit, scale) in units where lower.hasSuffix(unit) {
            if let value = number(Substring(lower.dropLast(unit.count))) { return value * scale }
        }
        guard let value = number(Substring(lower)) else {
            throw ColorFunctionError("expected a hue such as 120 or 120deg, got '\(MessageText.shortened(text))'")
        }
        return value
    }

    /// A fraction in 0…1 (clamped) as a byte, rounded to nearest.
    private static func byte(_ fraction: Double) -> UInt8 {
        UInt8((min(max(fraction, 0), 1) * 255).rounded())
    }

    /// CSS Color 4's `hslToRgb`: hue in degrees, the others in 0…1.
    static func hslToRGB(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        func component(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (component(0), component(8), component(4))
    }
}

/// Why a CSS colour function could not be read (the parser adds the place).
struct ColorFunctionError: Error {
    /// What is wrong.
    let message: String

    init(_ message: String) { self.message = message }
}

extension String {
    /// The text with spaces around every `/`, so `1 2 3/50%` splits as `1 2 3 / 50%`.
    fileprivate func replacingSlash() -> String {
        var result = ""
        for character in self {
            if character == "/" { result += " / " } else { result.append(character) }
        }
        return result
    }
}
