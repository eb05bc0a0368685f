import Raster

/// Adler-32 (RFC 1950), the checksum that ends a zlib stream.
struct Adler32: Hashable, Sendable {
    private var a: UInt32 = 1
    private var b: UInt32 = 0

    /// A fresh checksum (the Adler-32 of no bytes, 1).
    init() {}

    /// The checksum so far, `b << 16 | a`.
    var value: UInt32 { b << 16 | a }

    /// The Adler-32 of `bytes`.
    static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var adler = Adler32()
        let array = Array(bytes)
        array.withUnsafeBytes { adler.update($0) }
        return adler.value
    }

    /// Feeds the bytes in `buffer`.
    mutating func update(_ buffer: UnsafeRawBufferPointer) {
        // 5552 is the most bytes that can be summed before b may overflow 32 bits.
        let modulus: UInt32 = 65521, blockSize = 5552
        var start = 0
        while start < buffer.count {
            let end = min(start + blockSize, buffer.count)
            for i in start..<end {
                a &+= UInt32(buffer[i])
                b &+= a
            }
            a %= modulus
            b %= modulus
            start = end
        }
    }
}
