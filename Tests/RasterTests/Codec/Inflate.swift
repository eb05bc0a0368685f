/// A small, independent DEFLATE/zlib decoder (stored, fixed and dynamic
/// Huffman blocks) used only to verify the encoder's output. It shares no
/// code or tables with the encoder and is at least as strict as zlib's
/// `inflate`: every stream zlib refuses, it refuses too (see
/// ``InflateCode`` for the rules on code lengths), and it also refuses
/// bytes after the end of the stream.
///
/// The fuzz target `png` compiles this file and its siblings
/// (`InflateCode.swift`, `PNGTestDecoder.swift`) too, so it uses nothing
/// but the standard library.
struct InflateError: Error, Equatable, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

struct Inflate {
    private let input: [UInt8]
    private var position = 0
    private var bitBuffer: UInt32 = 0
    private var bitCount = 0
    private var output: [UInt8] = []
    /// The most output allowed; more is an error (a stream that says more than expected).
    private let limit: Int

    /// Decodes a zlib stream (RFC 1950): header, DEFLATE data, Adler-32, and nothing after.
    static func zlib(_ data: [UInt8], limit: Int = Int.max) throws -> [UInt8] {
        guard data.count >= 2 else { throw InflateError("zlib header cut off") }
        guard data[0] & 0x0F == 8 else { throw InflateError("unknown compression method") }
        guard data[0] >> 4 <= 7 else { throw InflateError("invalid window size") }
        guard (Int(data[0]) * 256 + Int(data[1])) % 31 == 0 else { throw InflateError("incorrect header check") }
        guard data[1] & 0x20 == 0 else { throw InflateError("preset dictionary") }
        var inflater = Inflate(input: Array(data[2...]), limit: limit)
        let out = try inflater.run()
        // Adler-32, computed the slow obvious way.
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in out { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        let end = 2 + inflater.position
        guard end + 4 <= data.count else { throw InflateError("Adler-32 cut off") }
        let stored = data[end..<end + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard stored == b << 16 | a else { throw InflateError("incorrect data check") }
        guard end + 4 == data.count else { throw InflateError("data after the stream end") }
        return out
    }

    /// Decodes a raw DEFLATE stream (RFC 1951), with nothing after its final block.
    static func raw(_ data: [UInt8], limit: Int = Int.max) throws -> [UInt8] {
        var inflater = Inflate(input: data, limit: limit)
        let out = try inflater.run()
        guard inflater.position == data.count else { throw InflateError("data after the stream end") }
        return out
    }

    private init(input: [UInt8], limit: Int) {
        self.input = input
        self.limit = limit
    }

    /// The next `n` bits (0...24), least significant first; reads bytes only as needed.
    mutating func bits(_ n: Int) throws -> Int {
        while bitCount < n {
            guard position < input.count else { throw InflateError("unexpected end of data") }
            bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
            position += 1
            bitCount += 8
        }
        let value = Int(bitBuffer & ((1 << UInt32(n)) - 1))
        bitBuffer >>= UInt32(n)
        bitCount -= n
        return value
    }

    private mutating func run() throws -> [UInt8] {
        var final = false
        while !final {
            final = try bits(1) == 1
            switch try bits(2) {
            case 0: try storedBlock()
            case 1: try huffmanBlock(Inflate.fixedLiteral, Inflate.fixedDistance)
            case 2: try dynamicBlock()
            default: throw InflateError("invalid block type")
            }
        }
        // Drop the partial byte so `position` points at what follows the stream.
        bitBuffer = 0
        bitCount = 0
        return output
    }

    /// The fixed codes (RFC 1951 §3.2.6). They give symbols 286, 287 and
    /// distances 30, 31 codes, which a stream must not use.
    private static let fixedLiteral = InflateCode(fixed: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
    private static let fixedDistance = InflateCode(fixed: [Int](repeating: 5, count: 32))

    private mutating func storedBlock() throws {
        // The rest of the current byte is skipped (zlib does not check it either).
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw InflateError("unexpected end of data") }
        let len = Int(input[position]) | Int(input[position + 1]) << 8
        let nlen = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard len == ~nlen & 0xFFFF else { throw InflateError("invalid stored block lengths") }
        position += 4
        guard position + len <= input.count else { throw InflateError("unexpected end of data") }
        guard output.count + len <= limit else { throw InflateError("more output than expected") }
        output += input[position..<position + len]
        position += len
    }

    private mutating func dynamicBlock() throws {
        let hlit = try bits(5) + 257, hdist = try bits(5) + 1, hclen = try bits(4) + 4
        guard hlit <= 286, hdist <= 30 else { throw InflateError("too many length or distance symbols") }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var clen = [Int](repeating: 0, count: 19)
        for i in 0..<hclen { clen[order[i]] = try bits(3) }
        let lengthCode = try InflateCode(clen, kind: .codeLengths)
        var lengths: [Int] = []
        while lengths.count < hlit + hdist {
            let symbol = try lengthCode.decode(&self)
            let value: Int, count: Int
            switch symbol {
            case 0...15: (value, count) = (symbol, 1)
            case 16:
                guard let last = lengths.last else { throw InflateError("invalid bit length repeat") }
                (value, count) = (last, 3 + (try bits(2)))
            case 17: (value, count) = (0, 3 + (try bits(3)))
            default: (value, count) = (0, 11 + (try bits(7)))
            }
            guard lengths.count + count <= hlit + hdist else { throw InflateError("invalid bit length repeat") }
            lengths += repeatElement(value, count: count)
        }
        guard lengths[256] > 0 else { throw InflateError("invalid code -- missing end-of-block") }
        try huffmanBlock(InflateCode(Array(lengths[0..<hlit]), kind: .literals),
                         InflateCode(Array(lengths[hlit...]), kind: .distances))
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                     67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                      4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceExtra = (0..<30).map { $0 < 4 ? 0 : $0 / 2 - 1 }
    /// Distance bases follow from the extra bits: base(n+1) = base(n) + 2^extra(n).
    private static let distanceBase = (0..<30).reduce(into: [Int]()) { bases, n in
        bases.append(n == 0 ? 1 : bases[n - 1] + 1 << distanceExtra[n - 1])
    }

    private mutating func huffmanBlock(_ literal: InflateCode, _ distance: InflateCode) throws {
        while true {
            let symbol = try literal.decode(&self)
            if symbol < 256 {
                guard output.count < limit else { throw InflateError("more output than expected") }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            guard symbol <= 285 else { throw InflateError("invalid literal/length code") }
            let length = Inflate.lengthBase[symbol - 257] + (try bits(Inflate.lengthExtra[symbol - 257]))
            let d = try distance.decode(&self)
            guard d < 30 else { throw InflateError("invalid distance code") }
            let back = Inflate.distanceBase[d] + (try bits(Inflate.distanceExtra[d]))
            guard back <= output.count else { throw InflateError("invalid distance too far back") }
            guard output.count + length <= limit else { throw InflateError("more output than expected") }
            for _ in 0..<length { output.append(output[output.count - back]) }
        }
    }
}
