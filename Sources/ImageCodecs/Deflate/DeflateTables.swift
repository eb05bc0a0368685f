import Raster

/// The fixed tables of RFC 1951 §3.2.5: length and distance code bases and
/// extra bits, and the fixed Huffman code of §3.2.6.
enum DeflateTables {
    /// First match length of each length code 257...285.
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                    35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    /// Extra bits of each length code.
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                     3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// First distance of each distance code 0...29.
    static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                      257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                      8193, 12289, 16385, 24577]
    /// Extra bits of each distance code.
    static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                       7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// Length code index (0...28) for each match length 0...258 (3...258 used).
    static let lengthCode: [UInt8] = (0...258).map { length in
        UInt8(max(lengthBase.lastIndex { $0 <= length } ?? 0, 0))
    }

    /// Distance code for distances 1...256 at `[d − 1]`, and for larger
    /// distances at `[256 + (d − 1) >> 7]` (the zlib trick).
    static let distanceCodeTable: [UInt8] = {
        func code(_ d: Int) -> UInt8 { UInt8(distanceBase.lastIndex { $0 <= d } ?? 0) }
        return (1...256).map(code) + (0..<256).map { code(($0 << 7) + 1) }
    }()

    /// The distance code (0...29) of a distance 1...32768.
    @inline(__always)
    static func distanceCode(_ d: Int, table: UnsafeBufferPointer<UInt8>) -> Int {
        Int(d <= 256 ? table[d &- 1] : table[256 &+ ((d &- 1) &>> 7)])
    }

    /// The fixed literal/length code lengths (§3.2.6).
    static let fixedLiteralLengths: [UInt8] =
        [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
        + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
    /// The fixed distance code: 5 bits for each of 30 codes (32 defined).
    static let fixedDistanceLengths = [UInt8](repeating: 5, count: 30)

    /// The fixed literal/length code.
    static let fixedLiteralCode = HuffmanCode(lengths: fixedLiteralLengths)
    /// The fixed distance code.
    static let fixedDistanceCode = HuffmanCode(lengths: fixedDistanceLengths)

    /// Order in which code-length code lengths are sent (§3.2.7).
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}
