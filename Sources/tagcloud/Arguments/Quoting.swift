import Raster

/// Safe rendering of user-supplied text inside one-line diagnostics.
enum Quoting {
    /// The longest piece of user text echoed back in a message, in characters.
    static let maximumEchoLength = MessageText.maximumQuoted

    /// The longest path echoed back: paths are never shortened in practice.
    static let maximumPathLength = 4096

    /// `text` in single quotes, with control characters escaped and long text
    /// shortened with an ellipsis, so a diagnostic stays one readable line.
    static func quoted(_ text: String, limit: Int = maximumEchoLength) -> String {
        "'" + escaped(text, limit: limit) + "'"
    }

    /// A file path in single quotes, escaped but not shortened.
    static func quotedPath(_ path: String) -> String {
        quoted(path, limit: maximumPathLength)
    }

    /// `text` cut to `limit` characters by ``MessageText/shortened(_:limit:)``,
    /// with control characters escaped (`\n`, `\t`, `\u{1B}`).
    static func escaped(_ text: String, limit: Int = maximumEchoLength) -> String {
        var result = ""
        for scalar in MessageText.shortened(text, limit: limit).unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "'": result += "\\'"
            default:
                let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029
                if isControl {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `text` with every line break replaced by a space.
    static func singleLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isLineBreak) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(isLineBreak(scalar) ? " " : scalar)
        }
        return String(result)
    }

    /// Formats a number for a message: integral values without a fraction.
    static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(value)
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}

extension Quoting {
    /// A pixel count in megapixels: whole numbers from 100 up, else one decimal.
    static func megapixels(_ pixels: Int) -> String {
        let value = Double(pixels) / 1_000_000
        if value >= 100 || value == value.rounded() { return String(Int(value.rounded())) }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
