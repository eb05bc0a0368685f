/// The blocks of a GIF89a file, written from the specification.
enum GIFWriter {
    /// The largest width or height a GIF can hold.
    static let maximumSide = 65535

    /// The colour-table size field for `entries` colours: N where the table
    /// holds 2^(N+1) entries.
    static func tableSizeField(entries: Int) -> Int {
        var n = 0
        while n < 7 && 2 << n < entries { n += 1 }
        return n
    }

    /// The signature, the logical screen descriptor and the global colour table.
    static func header(width: Int, height: Int, palette: Palette, entries: Int, into out: inout [UInt8]) {
        let n = tableSizeField(entries: entries)
        out += Array("GIF89a".utf8)
        appendLittleEndian(width, into: &out)
        appendLittleEndian(height, into: &out)
        // A global table, 8 bits of colour resolution, unsorted, 2^(n+1) entries;
        // background index 0, no aspect ratio.
        out += [UInt8(0x80 | 7 << 4 | n), 0, 0]
        out += palette.table(entries: 2 << n)
    }

    /// The NETSCAPE2.0 application extension: loop forever.
    static func loopForever(into out: inout [UInt8]) {
        out += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
    }

    /// A graphic control extension: `disposal` method, `delay` in
    /// centiseconds, and the transparent index if any.
    static func graphicControl(disposal: Int, delay: Int, transparent: Int?, into out: inout [UInt8]) {
        out += [0x21, 0xF9, 4, UInt8(disposal << 2 | (transparent == nil ? 0 : 1))]
        appendLittleEndian(delay, into: &out)
        out += [UInt8(transparent ?? 0), 0]
    }

    /// An image descriptor (no local table, not interlaced) and its LZW data
    /// `codes` (the bare code stream) cut into sub-blocks.
    static func image(x: Int, y: Int, width: Int, height: Int, minCodeSize: Int, codes: [UInt8],
                      into out: inout [UInt8]) {
        out.append(0x2C)
        for v in [x, y, width, height] { appendLittleEndian(v, into: &out) }
        out += [0, UInt8(minCodeSize)]
        var start = 0
        while start < codes.count {
            let end = min(start + 255, codes.count)
            out.append(UInt8(end - start))
            out += codes[start..<end]
            start = end
        }
        out.append(0)
    }

    /// The trailer.
    static func trailer(into out: inout [UInt8]) {
        out.append(0x3B)
    }

    /// Two little-endian bytes of `value` (0...65535).
    static func appendLittleEndian(_ value: Int, into out: inout [UInt8]) {
        out += [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
    }
}
