extension EncodedPolyline {
    /// Encodes `points` at `precision` (default 5, Google's).
    ///
    /// Each coordinate is scaled by 10^precision and rounded to the nearest
    /// integer, halves away from zero (as Google's encoder does: −0.5 units
    /// becomes −1, where JavaScript's `Math.round` would give 0); the steps
    /// are differences of these rounded values, so rounding errors never add up.
    public static func encode(_ points: [GeoCoordinate], precision: PolylinePrecision = .standard) -> String {
        var out = String.UnicodeScalarView()
        out.reserveCapacity(points.count * 8)
        var previous: (lat: Int64, lon: Int64) = (0, 0)
        for p in points {
            let lat = scaled(p.latitude, precision), lon = scaled(p.longitude, precision)
            append(lat - previous.lat, to: &out)
            append(lon - previous.lon, to: &out)
            previous = (lat, lon)
        }
        return String(out)
    }

    /// `degrees · 10^precision`, rounded half away from zero. In range, since
    /// coordinates are within ±180° and precision at most 7.
    private static func scaled(_ degrees: Double, _ precision: PolylinePrecision) -> Int64 {
        Int64((degrees * precision.scale).rounded(.toNearestOrAwayFromZero))
    }

    /// Appends one zig-zag encoded value as 5-bit chunks, least significant first.
    private static func append(_ value: Int64, to out: inout String.UnicodeScalarView) {
        var v = UInt64(bitPattern: value < 0 ? ~(value << 1) : value << 1)
        while v >= 0x20 {
            out.append(Unicode.Scalar(UInt8((v & 0x1f) | 0x20) + 63))
            v >>= 5
        }
        out.append(Unicode.Scalar(UInt8(v) + 63))
    }
}
