import CNaturalEarth
import TagCloud

extension LandOutlines {
    /// Natural Earth's land at 1:110m (public domain; see
    /// `Sources/CNaturalEarth/SOURCE.md`), compiled into the binary and
    /// decoded once, on first use.
    public static let naturalEarth110m: LandOutlines = {
        let bytes = UnsafeBufferPointer(start: tagcloud_land110m_bytes(), count: tagcloud_land110m_size())
        guard let outlines = LandOutlines(naturalEarthData: bytes) else {
            // The embedded bytes are fixed at build time and checked by the test suite.
            preconditionFailure("the embedded land data cannot be read")
        }
        return outlines
    }()

    /// Decodes the format `Tools/globe/make-coastlines.py` writes: "NE1\n",
    /// then rings and coast lines as counts and zigzag varint deltas of
    /// hundredths of a degree. Nil for data that is not in that form.
    public init?(naturalEarthData bytes: some Collection<UInt8>) {
        var reader = VarintReader(bytes: Array(bytes))
        guard reader.bytes.starts(with: Array("NE1\n".utf8)) else { return nil }
        reader.offset = 4
        guard let rings = reader.lines(), let coasts = reader.lines(), reader.offset == reader.bytes.count
        else { return nil }
        self.init(rings: rings, coasts: coasts)
    }
}

/// Reads the land data's varints.
private struct VarintReader {
    let bytes: [UInt8]
    var offset = 0

    mutating func varint() -> Int? {
        var value = 0, shift = 0
        while offset < bytes.count, shift < 56 {
            let byte = bytes[offset]
            offset += 1
            value |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }

    mutating func delta() -> Int? {
        varint().map { ($0 >> 1) ^ -($0 & 1) }
    }

    /// A group: a count of lines, each a count of points.
    mutating func lines() -> [[GeoCoordinate]]? {
        guard let count = varint(), count <= bytes.count else { return nil }
        var (lon, lat) = (0, 0)
        var lines: [[GeoCoordinate]] = []
        for _ in 0..<count {
            guard let n = varint(), n <= bytes.count else { return nil }
            var line: [GeoCoordinate] = []
            line.reserveCapacity(n)
            for _ in 0..<n {
                guard let dlon = delta(), let dlat = delta() else { return nil }
                lon += dlon
                lat += dlat
                guard let place = GeoCoordinate(latitude: Double(lat) / 100, longitude: Double(lon) / 100)
                else { return nil }
                line.append(place)
            }
            lines.append(line)
        }
        return lines
    }
}
