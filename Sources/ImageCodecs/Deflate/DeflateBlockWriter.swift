import Raster

/// Writes one block of LZ77 tokens as the smallest of a stored, a fixed-Huffman
/// or a dynamic-Huffman DEFLATE block (RFC 1951 §3.2.4–3.2.7).
struct DeflateBlockWriter {
    /// Literal/length and distance symbol counts, reused between blocks.
    private var literalFrequency = [Int](repeating: 0, count: 286)
    private var distanceFrequency = [Int](repeating: 0, count: 30)

    /// Writes `tokens` (which encode exactly the bytes `raw`) as one block, or
    /// as stored blocks if that is smaller.
    mutating func writeBest(tokens: [UInt32], raw: UnsafeRawBufferPointer, final: Bool,
                            into writer: inout BitWriter) {
        // Count symbols and the extra bits that every Huffman form must send.
        for i in literalFrequency.indices { literalFrequency[i] = 0 }
        for i in distanceFrequency.indices { distanceFrequency[i] = 0 }
        var extraBits = 0
        DeflateTables.distanceCodeTable.withUnsafeBufferPointer { distTable in
            for t in tokens {
                let length = Int(t >> 16)
                if length == 0 {
                    literalFrequency[Int(t)] += 1
                    continue
                }
                let lc = Int(DeflateTables.lengthCode[length])
                let dc = DeflateTables.distanceCode(Int(t & 0xFFFF) + 1, table: distTable)
                literalFrequency[257 + lc] += 1
                distanceFrequency[dc] += 1
                extraBits += DeflateTables.lengthExtra[lc] + DeflateTables.distanceExtra[dc]
            }
        }
        literalFrequency[256] = 1
        // Exact sizes in bits of each form.
        let dynamic = DynamicHeader(literalFrequency: literalFrequency, distanceFrequency: distanceFrequency)
        let dynamicBits = 3 + dynamic.headerBits + extraBits
            + cost(literalFrequency, dynamic.literal.lengths) + cost(distanceFrequency, dynamic.distance.lengths)
        let fixedBits = 3 + extraBits + cost(literalFrequency, DeflateTables.fixedLiteralLengths)
            + cost(distanceFrequency, DeflateTables.fixedDistanceLengths)
        let storedBits = (raw.count / 65535 + 1) * (3 + 7 + 32) + 8 * raw.count
        if storedBits < min(fixedBits, dynamicBits) {
            DeflateBlockWriter.writeStored(raw, final: final, into: &writer)
        } else if fixedBits <= dynamicBits {
            writer.write(final ? 1 : 0, width: 1)
            writer.write(1, width: 2)
            writeTokens(tokens, DeflateTables.fixedLiteralCode, DeflateTables.fixedDistanceCode, into: &writer)
        } else {
            writer.write(final ? 1 : 0, width: 1)
            writer.write(2, width: 2)
            dynamic.write(into: &writer)
            writeTokens(tokens, dynamic.literal, dynamic.distance, into: &writer)
        }
    }

    /// Σ frequency × code length.
    private func cost(_ frequency: [Int], _ lengths: [UInt8]) -> Int {
        var total = 0
        for (f, l) in zip(frequency, lengths) { total += f * Int(l) }
        return total
    }

    /// Writes the tokens and the end-of-block symbol with the given codes.
    private func writeTokens(_ tokens: [UInt32], _ literal: HuffmanCode, _ distance: HuffmanCode,
                             into writer: inout BitWriter) {
        literal.codes.withUnsafeBufferPointer { litCodes in
        literal.lengths.withUnsafeBufferPointer { litLengths in
        distance.codes.withUnsafeBufferPointer { distCodes in
        distance.lengths.withUnsafeBufferPointer { distLengths in
        DeflateTables.distanceCodeTable.withUnsafeBufferPointer { distTable in
            for t in tokens {
                let length = Int(t >> 16)
                if length == 0 {
                    writer.write(litCodes[Int(t)], width: Int(litLengths[Int(t)]))
                    continue
                }
                // Length symbol and its extra bits, then distance symbol and its extra bits.
                let lc = Int(DeflateTables.lengthCode[length])
                writer.write(litCodes[257 &+ lc], width: Int(litLengths[257 &+ lc]))
                writer.write(UInt32(length &- DeflateTables.lengthBase[lc]), width: DeflateTables.lengthExtra[lc])
                let d = Int(t & 0xFFFF) &+ 1
                let dc = DeflateTables.distanceCode(d, table: distTable)
                writer.write(distCodes[dc], width: Int(distLengths[dc]))
                writer.write(UInt32(d &- DeflateTables.distanceBase[dc]), width: DeflateTables.distanceExtra[dc])
            }
            writer.write(litCodes[256], width: Int(litLengths[256]))
        }
        }
        }
        }
        }
    }

    /// Writes `raw` as stored blocks of at most 65535 bytes (at least one block).
    static func writeStored(_ raw: UnsafeRawBufferPointer, final: Bool, into writer: inout BitWriter) {
        var start = 0
        repeat {
            let end = min(start + 65535, raw.count)
            let last = final && end == raw.count
            // Header bits, then byte alignment, LEN and its complement NLEN.
            writer.write(last ? 1 : 0, width: 1)
            writer.write(0, width: 2)
            writer.alignToByte()
            let length = UInt32(end - start)
            writer.write(length | (~length & 0xFFFF) << 16, width: 32)
            writer.appendAligned(UnsafeRawBufferPointer(rebasing: raw[start..<end]))
            start = end
        } while start < raw.count
    }
}
