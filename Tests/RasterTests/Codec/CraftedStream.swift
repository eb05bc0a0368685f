/// Hand-made DEFLATE, zlib and PNG data for the strict-decoder tests: a bit
/// writer, and a dynamic-Huffman block whose every field a test can set.
/// Nothing here is shared with the encoder.
struct CraftedBits {
    private(set) var bytes: [UInt8] = []
    private var used = 0

    /// `value`'s low `count` bits, least significant first (header fields, extra bits).
    mutating func put(_ value: Int, _ count: Int) {
        for k in 0..<count {
            if used == 0 { bytes.append(0) }
            bytes[bytes.count - 1] |= UInt8((value >> k) & 1) << UInt8(used)
            used = (used + 1) % 8
        }
    }

    /// A Huffman code of `length` bits, most significant first.
    mutating func code(_ code: Int, _ length: Int) {
        for k in stride(from: length - 1, through: 0, by: -1) { put((code >> k) & 1, 1) }
    }

    /// Pads to the next byte boundary with zero bits.
    mutating func align() { if used != 0 { put(0, 8 - used) } }
}

/// Canonical codes for `lengths` (symbol → (code, length)), computed the RFC 1951 way.
func craftedCodes(_ lengths: [Int]) -> [Int: (code: Int, length: Int)] {
    var next = [Int](repeating: 0, count: 17), code = 0
    for bits in 1...16 {
        code = (code + lengths.filter { $0 == bits - 1 && bits > 1 }.count) << 1
        next[bits] = code
    }
    var codes: [Int: (code: Int, length: Int)] = [:]
    for (symbol, l) in lengths.enumerated() where l > 0 {
        codes[symbol] = (next[l], l)
        next[l] += 1
    }
    return codes
}

/// A dynamic-Huffman block (RFC 1951 §3.2.7) with every field settable.
/// The defaults decode to "abbbb": literals a and b, then a match of length 3
/// at distance 1, then end-of-block.
struct CraftedDynamicBlock {
    /// Code-length code lengths by symbol 0...18 (complete by default:
    /// 0...12 four bits, 13...18 five bits).
    var codeLengthLengths = (0..<19).map { $0 < 13 ? 4 : 5 }
    /// Literal/length code lengths (HLIT is their count unless `hlit` is set).
    var literalLengths: [Int] = {
        var l = [Int](repeating: 0, count: 258)
        for s in [97, 98, 256, 257] { l[s] = 2 }
        return l
    }()
    /// Distance code lengths (HDIST is their count unless `hdist` is set).
    var distanceLengths = [1, 1]
    /// HLIT and HDIST as sent, when they differ from the arrays' counts.
    var hlit: Int?, hdist: Int?
    /// The code-length symbols with their extra bits; by default each length as itself.
    var lengthSymbols: [(symbol: Int, extra: Int)]?
    /// Literal/length symbols (each with no extra bits, and after a length a
    /// distance symbol), end-of-block included; a symbol without a code is
    /// sent as fifteen 1 bits, which no code here has.
    var body: [(literal: Int, distance: Int?)] = [(97, nil), (98, nil), (257, 0), (256, nil)]

    /// The block, final, as raw DEFLATE bytes.
    var deflate: [UInt8] {
        var bits = CraftedBits()
        bits.put(1, 1)
        bits.put(2, 2)
        bits.put((hlit ?? literalLengths.count) - 257, 5)
        bits.put((hdist ?? distanceLengths.count) - 1, 5)
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        bits.put(19 - 4, 4)
        for symbol in order { bits.put(codeLengthLengths[symbol], 3) }
        let lengthCodes = craftedCodes(codeLengthLengths)
        let symbols = lengthSymbols ?? (literalLengths + distanceLengths).map { ($0, 0) }
        for (symbol, extra) in symbols {
            guard let c = lengthCodes[symbol] else { continue }
            bits.code(c.code, c.length)
            bits.put(extra, [16: 2, 17: 3, 18: 7][symbol] ?? 0)
        }
        let literalCodes = craftedCodes(literalLengths), distanceCodes = craftedCodes(distanceLengths)
        for (literal, distance) in body {
            if let c = literalCodes[literal] { bits.code(c.code, c.length) } else { bits.code(0x7FFF, 15) }
            if let d = distance {
                if let c = distanceCodes[d] { bits.code(c.code, c.length) } else { bits.code(0x7FFF, 15) }
            }
        }
        return bits.bytes
    }
}

/// `deflate` wrapped as zlib: header 78 01, the data, the big-endian Adler-32 of `content`.
func craftedZlib(_ deflate: [UInt8], content: [UInt8], header: [UInt8] = [0x78, 0x01]) -> [UInt8] {
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in content { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
    let adler = b << 16 | a
    return header + deflate + [24, 16, 8, 0].map { UInt8((adler >> UInt32($0)) & 0xFF) }
}

/// A PNG chunk: length, type, data and the CRC of type and data.
func craftedChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    let crc = PNGTestImage.bitwiseCRC(typed[...])
    let be = { (v: UInt32) in [24, 16, 8, 0].map { UInt8((v >> UInt32($0)) & 0xFF) } }
    return be(UInt32(data.count)) + typed + be(crc)
}

/// IHDR data: width, height, then depth, colour type, compression, filter, interlace.
func craftedHeader(width: Int, height: Int, fields: [UInt8] = [8, 2, 0, 0, 0]) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8((width >> $0) & 0xFF) } + [24, 16, 8, 0].map { UInt8((height >> $0) & 0xFF) } + fields
}

/// The PNG signature followed by `chunks`.
func craftedPNG(_ chunks: [[UInt8]]) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunks.joined()
}
