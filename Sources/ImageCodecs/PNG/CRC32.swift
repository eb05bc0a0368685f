import Raster

/// CRC-32 (ISO-HDLC / zlib / PNG: reflected polynomial 0xEDB88320, initial
/// and final XOR 0xFFFFFFFF), computed with slicing-by-8 tables.
struct CRC32: Hashable, Sendable {
    /// The running value (already finalised: read it at any time).
    private(set) var value: UInt32 = 0

    /// A fresh checksum (the CRC of no bytes, 0).
    init() {}

    /// The CRC-32 of `bytes`.
    static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }

    /// Feeds more bytes.
    mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let done: Void? = bytes.withContiguousStorageIfAvailable { update(UnsafeRawBufferPointer($0)) }
        if done == nil {
            let array = Array(bytes)
            array.withUnsafeBytes { update($0) }
        }
    }

    /// Feeds the bytes in `buffer`.
    mutating func update(_ buffer: UnsafeRawBufferPointer) {
        var crc = ~value
        CRC32.tables.withUnsafeBufferPointer { t in
            var i = 0
            let n = buffer.count
            // Eight bytes per step: table k maps a byte k positions ahead.
            while i &+ 8 <= n {
                let lo = UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: i, as: UInt32.self)) ^ crc
                let hi = UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: i &+ 4, as: UInt32.self))
                crc = t[7 &* 256 &+ Int(lo & 0xFF)] ^ t[6 &* 256 &+ Int((lo >> 8) & 0xFF)]
                    ^ t[5 &* 256 &+ Int((lo >> 16) & 0xFF)] ^ t[4 &* 256 &+ Int(lo >> 24)]
                    ^ t[3 &* 256 &+ Int(hi & 0xFF)] ^ t[2 &* 256 &+ Int((hi >> 8) & 0xFF)]
                    ^ t[256 &+ Int((hi >> 16) & 0xFF)] ^ t[Int(hi >> 24)]
                i &+= 8
            }
            // The tail a byte at a time.
            while i < n {
                crc = t[Int((crc ^ UInt32(buffer[i])) & 0xFF)] ^ (crc >> 8)
                i &+= 1
            }
        }
        value = ~crc
    }

    /// Eight 256-entry tables, table 0 the classic byte-at-a-time one.
    static let tables: [UInt32] = {
        var t = [UInt32](repeating: 0, count: 8 * 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            t[n] = c
        }
        for k in 1..<8 {
            for n in 0..<256 {
                let prev = t[(k - 1) * 256 + n]
                t[k * 256 + n] = t[Int(prev & 0xFF)] ^ (prev >> 8)
            }
        }
        return t
    }()
}
