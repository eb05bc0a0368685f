import Raster

// How error messages quote what the user wrote and print numbers.

extension String {
    /// `'text'`: how messages quote what the user wrote (see ``escapedForMessage``).
    var quotedForMessage: String { "'" + escapedForMessage + "'" }

    /// The text shortened by ``MessageText/shortened(_:limit:)``, with control
    /// characters and line or paragraph separators written as `\u{…}`, so a
    /// message stays on one line and cannot drive a terminal.
    var escapedForMessage: String {
        var shown = String.UnicodeScalarView()
        for scalar in MessageText.shortened(self).unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator:
                shown.append(contentsOf: "\\u{\(String(scalar.value, radix: 16))}".unicodeScalars)
            default:
                shown.append(scalar)
            }
        }
        return String(shown)
    }
}

extension Double {
    /// The value for a message: `86400` rather than `86400.0` when it is a whole number.
    var plainText: String {
        guard isFinite, self == rounded(), abs(self) < 1e15 else { return "\(self)" }
        return String(Int64(self))
    }
}
