/// Packs codes least significant bit first into bytes.
struct BitPacker {
    private var buffer: UInt64 = 0
    private var count = 0

    /// Appends the low `width` bits of `code`.
    @inline(__always)
    mutating func write(_ code: Int, width: Int, into out: inout [UInt8]) {
        buffer |= UInt64(code) << UInt64(count)
        count += width
        while count >= 8 {
            out.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    /// Writes the last partial byte, padded with zeros.
    mutating func flush(into out: inout [UInt8]) {
        if count > 0 { out.append(UInt8(truncatingIfNeeded: buffer)) }
        buffer = 0
        count = 0
    }
}
