/// A small, independent DEFLATE/zlib decoder (stored, fixed and dynamic
/// Huffman blocks) used only to verify the encoder's output. It shares no
/// code or tables with the encoder, and rejects anything malformed.
struct InflateError: Error, CustomStringConvertible {
    let description: String
}

struct Inflate {
    private let input: [UInt8]
    private var position = 0
    private var bitBuffer: UInt32 = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    /// Decodes a zlib stream, checking header and Adler-32.
    static func zlib(_ data: [UInt8]) throws -> [UInt8] {
        guard data.count >= 6 else { throw InflateError(description: "zlib stream too short") }
        guard data[0] & 0x0F == 8, (Int(data[0]) * 256 + Int(data[1])) % 31 == 0, data[1] & 0x20 == 0 else {
            throw InflateError(description: "bad zlib header")
        }
        var inflater = Inflate(input: Array(data[2...]))
        let out = try inflater.run()
        // Adler-32, computed the slow obvious way.
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in out { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        let end = 2 + inflater.position
        guard end + 4 <= data.count else { throw InflateError(description: "missing Adler-32") }
        let stored = data[end..<end + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard stored == b << 16 | a else { throw InflateError(description: "Adler-32 mismatch") }
        return out
    }

    /// Decodes a raw DEFLATE stream.
    static func raw(_ data: [UInt8]) throws -> [UInt8] {
        var inflater = Inflate(input: data)
        return try inflater.run()
    }

    private init(input: [UInt8]) { self.input = input }

    private mutating func bits(_ n: Int) throws -> Int {
        while bitCount < n {
            guard position < input.count else { throw InflateError(description: "unexpected end of data") }
            bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
            position += 1
            bitCount += 8
        }
        let value = Int(bitBuffer & ((1 << UInt32(n)) - 1))
        bitBuffer = n == 32 ? 0 : bitBuffer >> UInt32(n)
        bitCount -= n
        return value
    }

    private mutating func run() throws -> [UInt8] {
        var final = false
        while !final {
            final = try bits(1) == 1
            switch try bits(2) {
            case 0: try storedBlock()
            case 1:
                let lit = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
                try huffmanBlock(Decoder(lit), Decoder([Int](repeating: 5, count: 30)))
            case 2: try dynamicBlock()
            default: throw InflateError(description: "reserved block type")
            }
        }
        // Drop the partial byte so `position` points at what follows the stream.
        bitBuffer = 0
        bitCount = 0
        return output
    }

    private mutating func storedBlock() throws {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw InflateError(description: "stored header cut off") }
        let len = Int(input[position]) | Int(input[position + 1]) << 8
        let nlen = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard len == ~nlen & 0xFFFF else { throw InflateError(description: "LEN/NLEN mismatch") }
        position += 4
        guard position + len <= input.count else { throw InflateError(description: "stored data cut off") }
        output += input[position..<position + len]
        position += len
    }

    private mutating func dynamicBlock() throws {
        let hlit = try bits(5) + 257, hdist = try bits(5) + 1, hclen = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var clen = [Int](repeating: 0, count: 19)
        for i in 0..<hclen { clen[order[i]] = try bits(3) }
        let clDecoder = try Decoder(checked: clen)
        var lengths: [Int] = []
        while lengths.count < hlit + hdist {
            let sym = try clDecoder.decode(&self)
            switch sym {
            case 0...15: lengths.append(sym)
            case 16:
                guard let last = lengths.last else { throw InflateError(description: "repeat with no previous") }
                lengths += repeatElement(last, count: 3 + (try bits(2)))
            case 17: lengths += repeatElement(0, count: 3 + (try bits(3)))
            default: lengths += repeatElement(0, count: 11 + (try bits(7)))
            }
        }
        guard lengths.count == hlit + hdist else { throw InflateError(description: "lengths overrun") }
        guard lengths[256] > 0 else { throw InflateError(description: "no end-of-block code") }
        try huffmanBlock(Decoder(checked: Array(lengths[0..<hlit])), Decoder(checked: Array(lengths[hlit...])))
    }

    private mutating func huffmanBlock(_ lit: Decoder, _ dist: Decoder) throws {
        let lbase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                     67, 83, 99, 115, 131, 163, 195, 227, 258]
        let lextra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        // Distance bases follow from the extra bits: base(n+1) = base(n) + 2^extra(n).
        let dextra = (0..<30).map { $0 < 4 ? 0 : $0 / 2 - 1 }
        var dbase = [1]
        for i in 0..<29 { dbase.append(dbase[i] + (1 << dextra[i])) }
        while true {
            let sym = try lit.decode(&self)
            if sym < 256 { output.append(UInt8(sym)); continue }
            if sym == 256 { return }
            guard sym - 257 < 29 else { throw InflateError(description: "bad length symbol") }
            let length = lbase[sym - 257] + (try bits(lextra[sym - 257]))
            let dsym = try dist.decode(&self)
            guard dsym < 30 else { throw InflateError(description: "bad distance symbol") }
            let distance = dbase[dsym] + (try bits(dextra[dsym]))
            guard distance <= output.count else { throw InflateError(description: "distance too far back") }
            for _ in 0..<length { output.append(output[output.count - distance]) }
        }
    }

    /// A canonical Huffman decoder that reads one bit at a time (slow, simple).
    struct Decoder {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(_ lengths: [Int]) {
            for l in lengths where l > 0 { counts[l] += 1 }
            for l in 1..<16 { for (s, len) in lengths.enumerated() where len == l { symbols.append(s) } }
        }

        /// Also rejects over-subscribed codes.
        init(checked lengths: [Int]) throws {
            self.init(lengths)
            var left = 1
            for l in 1..<16 {
                left = left * 2 - counts[l]
                guard left >= 0 else { throw InflateError(description: "over-subscribed code") }
            }
        }

        func decode(_ s: inout Inflate) throws -> Int {
            var code = 0, first = 0, index = 0
            for l in 1..<16 {
                code |= try s.bits(1)
                let count = counts[l]
                if code - first < count { return symbols[index + code - first] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw InflateError(description: "invalid Huffman code")
        }
    }
}
