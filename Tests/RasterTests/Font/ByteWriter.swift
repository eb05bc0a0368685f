/// Big-endian byte assembly for building test fonts by hand.
struct ByteWriter {
    var bytes: [UInt8] = []

    var count: Int { bytes.count }

    mutating func u8(_ v: Int) { bytes.append(UInt8(truncatingIfNeeded: v)) }

    mutating func u16(_ v: Int) {
        bytes.append(UInt8(truncatingIfNeeded: v >> 8))
        bytes.append(UInt8(truncatingIfNeeded: v))
    }

    mutating func u32(_ v: Int) {
        u16(v >> 16)
        u16(v)
    }

    mutating func tag(_ t: String) {
        let scalars = Array(t.utf8)
        precondition(scalars.count == 4, "tags are four bytes")
        bytes += scalars
    }

    mutating func append(_ other: [UInt8]) { bytes += other }

    mutating func pad(to alignment: Int) {
        while bytes.count % alignment != 0 { bytes.append(0) }
    }

    /// Overwrites a 16-bit value at `offset` (for offsets known only later).
    mutating func set16(_ offset: Int, _ v: Int) {
        bytes[offset] = UInt8(truncatingIfNeeded: v >> 8)
        bytes[offset + 1] = UInt8(truncatingIfNeeded: v)
    }

    /// Overwrites a 32-bit value at `offset`.
    mutating func set32(_ offset: Int, _ v: Int) {
        set16(offset, v >> 16)
        set16(offset + 2, v)
    }
}

/// Reads a big-endian value back out of test bytes (for patching real fonts).
func readU16(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }

/// Reads a big-endian 32-bit value back out of test bytes.
func readU32(_ bytes: [UInt8], _ at: Int) -> Int { readU16(bytes, at) << 16 | readU16(bytes, at + 2) }

/// The (tag, offset, length) records of a single font's table directory, read independently of Raster.
func tableRecords(_ bytes: [UInt8]) -> [(tag: String, offset: Int, length: Int)] {
    (0..<readU16(bytes, 4)).map { i in
        let at = 12 + 16 * i
        return (String(decoding: bytes[at..<(at + 4)], as: UTF8.self), readU32(bytes, at + 8), readU32(bytes, at + 12))
    }
}
