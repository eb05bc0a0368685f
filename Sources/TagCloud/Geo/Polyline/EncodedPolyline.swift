/// Google's Encoded Polyline Algorithm Format: a list of places as one
/// printable ASCII string.
///
/// Each point is two signed integers, latitude then longitude, in units of
/// 10^−precision degrees, written as the difference from the previous point
/// (the first from 0,0). A value is zig-zag encoded (shifted left by one,
/// all bits inverted when negative), cut into 5-bit chunks from the least
/// significant, each chunk but the last ORed with 0x20, and every chunk
/// written as the character `chunk + 63` (`?` … `~`).
///
/// The published example `_p~iF~ps|U_ulLnnqC_mqNvxq`@` decodes to
/// (38.5, −120.2), (40.7, −120.95), (43.252, −126.453).
public enum EncodedPolyline {
    /// The most 5-bit chunks one value may use: 7 (35 bits) holds the
    /// largest step, 360° at precision 7, zig-zag encoded.
    static let maximumChunks = 7
    /// The name errors use for a polyline's source when the caller gives
    /// none: `polyline`, so an error reads `polyline:1:COLUMN: message`.
    public static let defaultSource = "polyline"

    /// Decodes `text` at `precision` (default 5, Google's); errors name
    /// `source` as their file (see ``PolylineError``).
    ///
    /// An empty string is no points. Throws at the character offset of the
    /// first problem: a character outside `?`…`~`, a value cut off at the end
    /// (its last chunk still has the continuation bit), a value longer than
    /// 7 chunks, a latitude without its longitude, or a point out of range.
    public static func decode(_ text: String, precision: PolylinePrecision = .standard,
                              source: String = defaultSource) throws(PolylineError) -> [GeoCoordinate] {
        var points: [GeoCoordinate] = []
        try forEachPoint(text, precision: precision, source: source) { points.append($0); return true }
        return points
    }

    /// Decodes `text` as ``decode(_:precision:source:)`` does, handing each
    /// point to `body` as it is decoded instead of keeping them, so a long
    /// polyline takes no memory beyond its text. `body` returns false to
    /// stop; the result is false when it did.
    @discardableResult
    public static func forEachPoint(_ text: String, precision: PolylinePrecision = .standard,
                                    source: String = defaultSource,
                                    _ body: (GeoCoordinate) -> Bool) throws(PolylineError) -> Bool {
        // Every valid character is ASCII, so a byte offset is a scalar offset
        // up to the first invalid one, where decoding stops.
        let s = Array(text.utf8)
        var totals: (lat: Int64, lon: Int64) = (0, 0)
        var latStart = 0
        var i = 0
        var isLatitude = true
        while i < s.count {
            let start = i
            // Gather 5-bit chunks, least significant first, while the continuation bit is set.
            var value: Int64 = 0
            var shift: Int64 = 0
            var chunk: Int64 = 0x20
            while chunk & 0x20 != 0 {
                guard i < s.count else {
                    throw PolylineError("the polyline is cut off: its last character "
                        + "\(String(Unicode.Scalar(s[s.count - 1])).quotedForMessage) says another follows",
                        offset: s.count - 1, source: source)
                }
                let c = s[i]
                guard c >= 63, c <= 126 else {
                    let bad = String(decoding: s[i...].prefix(4), as: UTF8.self).unicodeScalars.first ?? "?"
                    throw PolylineError("character \(String(bad).quotedForMessage) is not part of an encoded polyline "
                        + "(expected characters from '?' to '~')", offset: i, source: source)
                }
                guard shift < Int64(5 * maximumChunks) else {
                    throw PolylineError("the value starting here is too long: more than \(maximumChunks) "
                        + "characters, beyond any valid coordinate step", offset: start, source: source)
                }
                chunk = Int64(c - 63)
                value |= (chunk & 0x1f) << shift
                shift += 5
                i += 1
            }
            // Undo the zig-zag: the low bit is the sign.
            let delta = value & 1 != 0 ? ~(value >> 1) : value >> 1
            if isLatitude {
                totals.lat += delta
                latStart = start
            } else {
                totals.lon += delta
                let point = try coordinate(totals, precision: precision, latStart: latStart, lonStart: start,
                                           source: source)
                guard body(point) else { return false }
            }
            isLatitude.toggle()
        }
        guard isLatitude else {
            throw PolylineError("the last latitude has no longitude: the polyline has an odd number of values",
                                offset: latStart, source: source)
        }
        return true
    }

    /// The point at the running totals, checked against the valid ranges.
    private static func coordinate(_ totals: (lat: Int64, lon: Int64), precision: PolylinePrecision,
                                   latStart: Int, lonStart: Int, source: String) throws(PolylineError) -> GeoCoordinate {
        // Compare in integers, so 90° and 180° are exact at any precision.
        let scale = precision.integerScale
        let (lat, lon) = (Double(totals.lat) / precision.scale, Double(totals.lon) / precision.scale)
        guard abs(totals.lat) <= 90 * scale else {
            throw PolylineError("latitude \(lat) is out of range: it must be between -90 and 90 "
                + "(is the precision \(precision) right?)", offset: latStart, source: source)
        }
        guard abs(totals.lon) <= 180 * scale else {
            throw PolylineError("longitude \(lon) is out of range: it must be between -180 and 180 "
                + "(is the precision \(precision) right?)", offset: lonStart, source: source)
        }
        return GeoCoordinate(checkedLatitude: lat, longitude: lon)
    }
}
