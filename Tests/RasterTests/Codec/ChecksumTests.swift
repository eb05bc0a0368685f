@testable import Raster
@testable import ImageCodecs
import Testing

@Suite struct ChecksumTests {
    @Test func crc32CheckValues() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
        #expect(CRC32.checksum(Array("The quick brown fox jumps over the lazy dog".utf8)) == 0x414F_A339)
        // The IEND chunk's CRC covers just its type.
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test func crc32SlicingMatchesBitwiseForEveryLengthAndSplit() {
        var rng = ImageTestGenerator(seed: 7)
        let data = (0..<300).map { _ in UInt8.random(in: 0...255, using: &rng) }
        // Plain bit-at-a-time definition.
        func bitwise(_ bytes: ArraySlice<UInt8>) -> UInt32 {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
            }
            return ~c
        }
        for n in [0, 1, 7, 8, 9, 15, 16, 17, 63, 300] {
            #expect(CRC32.checksum(data[0..<n]) == bitwise(data[0..<n]), "length \(n)")
        }
        // Every byte value in every lane of the 8-byte step, and enough random
        // bytes to reach every entry of the CRC-indexed tables.
        let lanes = (0..<256).flatMap { v in [UInt8](repeating: UInt8(v), count: 8) }
        let long = lanes + (0..<30_000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        #expect(CRC32.checksum(long) == bitwise(long[...]))
        // Feeding in pieces gives the same value.
        var crc = CRC32()
        crc.update(data[0..<13])
        crc.update(data[13..<300])
        #expect(crc.value == bitwise(data[...]))
    }

    @Test func adler32CheckValues() {
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Adler32.checksum([UInt8]()) == 1)
        // Long input exercises the modulo-every-5552-bytes path: all 0xFF, 100 000 bytes.
        var a = 1, b = 0
        for _ in 0..<100_000 { a = (a + 255) % 65521; b = (b + a) % 65521 }
        #expect(Adler32.checksum([UInt8](repeating: 255, count: 100_000)) == UInt32(b << 16 | a))
    }
}
