extension FontBuilder {
    /// The glyf bytes of one glyph.
    static func encode(_ glyph: Glyph) -> [UInt8] {
        switch glyph {
        case .empty: return []
        case .raw(let bytes): return bytes
        case .simple(let contours): return encodeSimple(contours)
        case .composite(let components): return encodeComposite(components)
        }
    }

    /// A simple glyph with compact flags: short and "same" deltas, and flag repeats.
    static func encodeSimple(_ contours: [[P]]) -> [UInt8] {
        let points = contours.flatMap { $0 }
        var w = ByteWriter()
        w.u16(contours.count)
        w.u16(points.map(\.x).min() ?? 0); w.u16(points.map(\.y).min() ?? 0)
        w.u16(points.map(\.x).max() ?? 0); w.u16(points.map(\.y).max() ?? 0)
        var end = -1
        for contour in contours { end += contour.count; w.u16(end) }
        w.u16(0)  // no instructions
        var flags: [UInt8] = [], xs = ByteWriter(), ys = ByteWriter()
        var last = (x: 0, y: 0)
        for p in points {
            var flag: UInt8 = p.on ? 1 : 0
            flag |= encodeDelta(p.x - last.x, short: 0x02, same: 0x10, into: &xs)
            flag |= encodeDelta(p.y - last.y, short: 0x04, same: 0x20, into: &ys)
            flags.append(flag)
            last = (p.x, p.y)
        }
        // Runs of equal flags become flag + repeat count.
        var i = 0
        while i < flags.count {
            var run = 1
            while i + run < flags.count, flags[i + run] == flags[i], run < 256 { run += 1 }
            if run > 1 {
                w.u8(Int(flags[i] | 0x08)); w.u8(run - 1)
            } else {
                w.u8(Int(flags[i]))
            }
            i += run
        }
        w.append(xs.bytes)
        w.append(ys.bytes)
        return w.bytes
    }

    /// Writes one coordinate delta in its shortest form; returns its flag bits.
    private static func encodeDelta(_ d: Int, short: UInt8, same: UInt8, into w: inout ByteWriter) -> UInt8 {
        if d == 0 { return same }
        if abs(d) < 256 {
            w.u8(abs(d))
            return short | (d > 0 ? same : 0)
        }
        w.u16(d)
        return 0
    }

    /// A composite glyph; the bounding box is left zero (tests that need it use simple glyphs).
    static func encodeComposite(_ components: [Component]) -> [UInt8] {
        var w = ByteWriter()
        w.u16(-1); w.u16(0); w.u16(0); w.u16(0); w.u16(0)
        for (i, c) in components.enumerated() {
            let fitsBytes = c.xy ? (-128...127).contains(c.arg1) && (-128...127).contains(c.arg2)
                : (0...255).contains(c.arg1) && (0...255).contains(c.arg2)
            let words = c.words || !fitsBytes
            var flags = c.extraFlags | (words ? 0x01 : 0) | (c.xy ? 0x02 : 0)
            if i < components.count - 1 { flags |= 0x20 }
            switch c.scale?.count {
            case 1: flags |= 0x08
            case 2: flags |= 0x40
            case 4: flags |= 0x80
            default: break
            }
            w.u16(flags); w.u16(c.glyph)
            if words { w.u16(c.arg1); w.u16(c.arg2) } else { w.u8(c.arg1); w.u8(c.arg2) }
            for value in c.scale ?? [] { w.u16(Int((value * 16384).rounded())) }
        }
        return w.bytes
    }
}
