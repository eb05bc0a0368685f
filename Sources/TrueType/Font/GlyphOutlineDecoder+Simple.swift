import Raster

extension GlyphOutlineDecoder {
    /// Flag bits of a simple glyph's points.
    private enum PointFlag {
        static let onCurve: UInt8 = 0x01
        static let xShort: UInt8 = 0x02
        static let yShort: UInt8 = 0x04
        static let repeats: UInt8 = 0x08
        static let xSameOrPositive: UInt8 = 0x10
        static let ySameOrPositive: UInt8 = 0x20
        static let overlapSimple: UInt8 = 0x40
    }

    /// Appends a simple glyph's contours: end points, flags (with repeats), then x and y deltas.
    mutating func appendSimple(_ glyph: Int, _ r: ByteReader, contours: Int) throws(FontError) {
        try r.require(10, contours * 2 + 2, "the contour end points of glyph \(glyph)")
        let base = pointCount
        // Contour end points must increase strictly; the last one fixes the point count.
        var previous = -1
        for i in 0..<contours {
            let end = try r.int16u(at: 10 + 2 * i)
            guard end > previous else {
                throw r.error(.malformed, at: 10 + 2 * i,
                              "glyph \(glyph): contour \(i) ends at point \(end), not after point \(previous)")
            }
            appendContourEnd(base + end)
            previous = end
        }
        let count = previous + 1
        guard count > 0 else { return }
        try reservePoints(count, glyph: glyph, r)
        let instructionLength = try r.int16u(at: 10 + 2 * contours)
        let flagsStart = 12 + 2 * contours + instructionLength
        try r.require(flagsStart, 0, "the instructions of glyph \(glyph)")
        if flags.count < count { flags.append(contentsOf: repeatElement(0, count: count - flags.count)) }
        growPoints(by: count)
        try r.bytes.withUnsafeBufferPointer { (file) throws(FontError) in
            // The reader's window lies inside the file, so this slice is in bounds.
            let data = UnsafeBufferPointer(rebasing: file[r.base..<(r.base + r.count)])
            let pos = try readFlags(data, from: flagsStart, count: count, glyph: glyph, r)
            _ = try readCoordinates(data, from: pos, count: count, glyph: glyph, r)
        }
        pointCount += count
        // OVERLAP_SIMPLE is defined on the first flag only.
        if flags[0] & PointFlag.overlapSimple != 0 { mayOverlap = true }
    }

    /// Reads `count` flags, expanding repeats; returns the offset after them.
    private mutating func readFlags(_ data: UnsafeBufferPointer<UInt8>, from start: Int, count: Int,
                                    glyph: Int, _ r: ByteReader) throws(FontError) -> Int {
        var pos = start
        var i = 0
        try flags.withUnsafeMutableBufferPointer { (out) throws(FontError) in
            while i < count {
                guard pos < data.count else {
                    throw r.error(.truncated, at: pos, "the flags of glyph \(glyph) end past its data")
                }
                let flag = data[pos]
                pos += 1
                out[i] = flag
                i += 1
                guard flag & PointFlag.repeats != 0 else { continue }
                guard pos < data.count else {
                    throw r.error(.truncated, at: pos, "the flags of glyph \(glyph) end past its data")
                }
                let repeats = Int(data[pos])
                pos += 1
                guard repeats <= count - i else {
                    throw r.error(.malformed, at: pos - 1,
                                  "glyph \(glyph): a flag repeat runs past the last of its \(count) points")
                }
                for j in i..<(i + repeats) { out[j] = flag }
                i += repeats
            }
        }
        return pos
    }

    /// Reads the x deltas, then the y deltas, into the `count` points after
    /// the first ``pointCount`` (room for them is made); returns the offset after them.
    private mutating func readCoordinates(_ data: UnsafeBufferPointer<UInt8>, from start: Int, count: Int,
                                          glyph: Int, _ r: ByteReader) throws(FontError) -> Int {
        let base = pointCount
        var pos = start
        try flags.withUnsafeBufferPointer { (flags) throws(FontError) in
            try points.withUnsafeMutableBufferPointer { (all) throws(FontError) in
                // `growPoints` made `base + count <= all.count`, so this slice holds exactly the new points.
                let out = UnsafeMutableBufferPointer(rebasing: all[base..<(base + count)])
                try Self.readAxis(data, &pos, flags, count, short: PointFlag.xShort,
                                  sameOrPositive: PointFlag.xSameOrPositive, glyph: glyph, r) { out[$0].x = $1 }
                try Self.readAxis(data, &pos, flags, count, short: PointFlag.yShort,
                                  sameOrPositive: PointFlag.ySameOrPositive, glyph: glyph, r) { out[$0].y = $1 }
            }
            onCurve.withUnsafeMutableBufferPointer { all in
                // Bools are bytes 0 and 1: written as the flags' low bits.
                let out = UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(all)[base..<(base + count)])
                for i in 0..<count { out[i] = flags[i] & PointFlag.onCurve }
            }
        }
        return pos
    }

    /// Reads one axis of deltas (x or y), calling `store(i, coordinate)` for each point.
    @inline(__always)
    private static func readAxis(_ data: UnsafeBufferPointer<UInt8>, _ pos: inout Int,
                                 _ flags: UnsafeBufferPointer<UInt8>, _ count: Int,
                                 short: UInt8, sameOrPositive: UInt8, glyph: Int, _ r: ByteReader,
                                 store: (Int, Double) -> Void) throws(FontError) {
        var value = 0
        for i in 0..<count {
            let flag = flags[i]
            if flag & short != 0 {
                // One unsigned byte; the other bit gives its sign.
                guard pos < data.count else { throw coordinatesTruncated(glyph, r, pos) }
                let delta = Int(data[pos])
                pos += 1
                value += flag & sameOrPositive != 0 ? delta : -delta
            } else if flag & sameOrPositive == 0 {
                // A signed 16-bit delta (otherwise the coordinate repeats).
                guard pos + 1 < data.count else { throw coordinatesTruncated(glyph, r, pos) }
                value += Int(Int16(bitPattern: UInt16(data[pos]) << 8 | UInt16(data[pos + 1])))
                pos += 2
            }
            store(i, Double(value))
        }
    }

    /// The error for coordinates that run past the glyph's data.
    private static func coordinatesTruncated(_ glyph: Int, _ r: ByteReader, _ pos: Int) -> FontError {
        r.error(.truncated, at: pos, "the coordinates of glyph \(glyph) end past its data")
    }
}
