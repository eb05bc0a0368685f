import Raster

/// The codes and the encoded code-length header of a dynamic-Huffman block
/// (RFC 1951 §3.2.7).
struct DynamicHeader {
    /// The literal/length code (limited to 15 bits).
    let literal: HuffmanCode
    /// The distance code (limited to 15 bits).
    let distance: HuffmanCode
    /// The code-length code (limited to 7 bits).
    private let codeLengthCode: HuffmanCode
    /// Run-length-encoded code lengths: (symbol 0...18, extra value).
    private let runs: [(symbol: Int, extra: Int)]
    /// Literal/length codes sent (257...286), distance codes sent (1...30),
    /// code-length codes sent (4...19).
    private let hlit: Int, hdist: Int, hclen: Int
    /// Size of the header in bits (everything after BTYPE, before the data).
    let headerBits: Int

    init(literalFrequency: [Int], distanceFrequency: [Int]) {
        literal = HuffmanCode(frequencies: literalFrequency, limit: 15)
        distance = HuffmanCode(frequencies: distanceFrequency, limit: 15)
        hlit = max(257, (literal.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        hdist = max(1, (distance.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        runs = DynamicHeader.runLengths(Array(literal.lengths[0..<hlit]) + Array(distance.lengths[0..<hdist]))
        // Code the run symbols with a 7-bit-limited code.
        var frequency = [Int](repeating: 0, count: 19)
        for run in runs { frequency[run.symbol] += 1 }
        let lengthCode = HuffmanCode(frequencies: frequency, limit: 7)
        codeLengthCode = lengthCode
        let ordered = DeflateTables.codeLengthOrder.map { lengthCode.lengths[$0] }
        hclen = max(4, (ordered.lastIndex { $0 > 0 } ?? 0) + 1)
        var bits = 5 + 5 + 4 + 3 * hclen
        for run in runs {
            bits += Int(lengthCode.lengths[run.symbol]) + DynamicHeader.extraWidth(run.symbol)
        }
        headerBits = bits
    }

    /// Writes HLIT, HDIST, HCLEN, the code-length code and the coded lengths.
    func write(into writer: inout BitWriter) {
        writer.write(UInt32(hlit - 257), width: 5)
        writer.write(UInt32(hdist - 1), width: 5)
        writer.write(UInt32(hclen - 4), width: 4)
        for symbol in DeflateTables.codeLengthOrder.prefix(hclen) {
            writer.write(UInt32(codeLengthCode.lengths[symbol]), width: 3)
        }
        for run in runs {
            writer.write(codeLengthCode.codes[run.symbol], width: Int(codeLengthCode.lengths[run.symbol]))
            writer.write(UInt32(run.extra), width: DynamicHeader.extraWidth(run.symbol))
        }
    }

    /// Extra bits after a code-length symbol: 16 → 2, 17 → 3, 18 → 7.
    static func extraWidth(_ symbol: Int) -> Int {
        switch symbol {
        case 16: return 2
        case 17: return 3
        case 18: return 7
        default: return 0
        }
    }

    /// Encodes a sequence of code lengths with the repeat symbols 16, 17, 18.
    static func runLengths(_ lengths: [UInt8]) -> [(symbol: Int, extra: Int)] {
        var out: [(symbol: Int, extra: Int)] = []
        var i = 0
        while i < lengths.count {
            let value = lengths[i]
            var run = 1
            while i + run < lengths.count, lengths[i + run] == value { run += 1 }
            i += run
            if value == 0 {
                // Zeros: 18 for 11...138, 17 for 3...10, plain 0 below 3.
                while run >= 11 {
                    let take = min(run, 138)
                    out.append((18, take - 11))
                    run -= take
                }
                if run >= 3 {
                    out.append((17, run - 3))
                    run = 0
                }
                out += repeatElement((symbol: 0, extra: 0), count: run)
            } else {
                // The value once, then 16 ("copy previous") for 3...6 more.
                out.append((Int(value), 0))
                run -= 1
                while run >= 3 {
                    let take = min(run, 6)
                    out.append((16, take - 3))
                    run -= take
                }
                out += repeatElement((symbol: Int(value), extra: 0), count: run)
            }
        }
        return out
    }
}
