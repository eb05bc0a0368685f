import Raster

/// Parses the numbers of geographic inputs (latitudes, longitudes, weights),
/// shared by the geo-tag and route parsers and by `--look-at`.
///
/// Numbers are strict decimals (`48.8566`, `-2.5`, `1e3`); no `nan`, `inf`,
/// hexadecimal or units. A ``SpecError`` offset is relative to the text given.
enum CoordinateText {
    /// A latitude in degrees, −90 … 90.
    static func latitude(_ text: String) throws(SpecError) -> Double {
        try value(text, what: "latitude", example: "48.8566", range: GeoCoordinate.latitudeRange)
    }

    /// A longitude in degrees, −180 … 180.
    static func longitude(_ text: String) throws(SpecError) -> Double {
        try value(text, what: "longitude", example: "2.3522", range: GeoCoordinate.longitudeRange)
    }

    /// A weight: a finite number greater than 0.
    static func weight(_ text: String) throws(SpecError) -> Double {
        guard let v = DecimalNumber.plain(text) else {
            throw SpecError("expected a positive weight such as 5, got \(text.quotedForMessage)")
        }
        guard v > 0 else { throw SpecError("a weight must be greater than 0, got \(text.quotedForMessage)") }
        return v
    }

    /// A number within `range`, named `what` in messages.
    private static func value(_ text: String, what: String, example: String,
                              range: ClosedRange<Double>) throws(SpecError) -> Double {
        guard !text.isEmpty else { throw SpecError("missing \(what): expected degrees such as \(example)") }
        guard let v = DecimalNumber.plain(text) else {
            throw SpecError("expected a \(what) in degrees such as \(example), got \(text.quotedForMessage)")
        }
        guard range.contains(v) else {
            throw SpecError("\(what) \(MessageText.shortened(text)) is out of range: it must be between "
                + "\(range.lowerBound.plainText) and \(range.upperBound.plainText)")
        }
        return v
    }
}

extension GeoCoordinate {
    /// Parses `LAT,LON` in degrees, as for `--look-at 48.8566,2.3522`.
    ///
    /// Blanks around either number are allowed. The error's offset points at
    /// the number that is wrong (in Unicode scalars from 0).
    public static func parse(_ text: String) throws(SpecError) -> GeoCoordinate {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            throw SpecError("expected LAT,LON in degrees such as 48.8566,2.3522, got \(text.quotedForMessage)")
        }
        let lonOffset = parts[0].unicodeScalars.count + 1
        let lat = try trimmed(parts[0], offset: 0, CoordinateText.latitude)
        let lon = try trimmed(parts[1], offset: lonOffset, CoordinateText.longitude)
        return GeoCoordinate(checkedLatitude: lat, longitude: lon)
    }

    /// Parses `part` without its surrounding blanks, shifting an error's offset
    /// by `offset` plus the leading blanks.
    private static func trimmed(_ part: String, offset: Int,
                                _ parse: (String) throws(SpecError) -> Double) throws(SpecError) -> Double {
        let scalars = Array(part.unicodeScalars)
        let lead = scalars.prefix { $0 == " " || $0 == "\t" }.count
        let body = String(String.UnicodeScalarView(scalars.dropFirst(lead))).trimmingBlanks
        do throws(SpecError) {
            return try parse(body)
        } catch {
            throw SpecError(error.message, offset: offset + lead + error.offset)
        }
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingBlanks: String {
        let s = Array(unicodeScalars)
        guard let first = s.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = s.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(String.UnicodeScalarView(s[first...last]))
    }
}
