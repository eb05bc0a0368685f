import Raster

/// A DEFLATE (RFC 1951) compressor and its zlib (RFC 1950) wrapper.
///
/// Input is tokenized by a hash-chain LZ77 matcher (``LZ77Matcher``) in
/// blocks of up to 32 Ki tokens; each block is written as whichever of
/// stored, fixed-Huffman or dynamic-Huffman is smallest, computed exactly.
/// The output depends only on the input and the level.
enum Deflate {
    /// Tokens per block: large enough to amortize a dynamic header, small
    /// enough for the codes to follow changes in the data.
    static let blockTokens = 32768

    /// The raw DEFLATE stream of `data`.
    static func compress(_ data: UnsafeRawBufferPointer, level: CompressionLevel = .default) -> [UInt8] {
        var writer = BitWriter(reserving: expectedSize(data.count, level))
        compress(data, level: level, into: &writer)
        return writer.finish()
    }

    /// The zlib stream of `data`: a two-byte header, DEFLATE data and the
    /// big-endian Adler-32 of `data`.
    static func zlibCompress(_ data: UnsafeRawBufferPointer, level: CompressionLevel = .default) -> [UInt8] {
        var writer = BitWriter(reserving: expectedSize(data.count, level))
        appendZlib(data, level: level, into: &writer)
        return writer.finish()
    }

    /// Writes a zlib stream of `data` to `writer`, which must be byte-aligned.
    static func appendZlib(_ data: UnsafeRawBufferPointer, level: CompressionLevel, into writer: inout BitWriter) {
        // CMF 0x78: deflate, 32 KiB window. FLG: the level hint, with FCHECK
        // making CMF·256 + FLG a multiple of 31.
        let levelHint = switch level {
        case .stored: 0
        case .fast: 1
        case .default: 2
        }
        let flagBase = levelHint << 6
        writer.write(0x78, width: 8)
        writer.write(UInt32(flagBase + (31 - (0x78 * 256 + flagBase) % 31) % 31), width: 8)
        compress(data, level: level, into: &writer)
        writer.alignToByte()
        var adler = Adler32()
        adler.update(data)
        writer.write(adler.value.byteSwapped, width: 32)
    }

    /// A capacity guess for compressed output: exact-ish when stored.
    static func expectedSize(_ count: Int, _ level: CompressionLevel) -> Int {
        level == .stored ? count + (count / 65535 + 1) * 5 + 16 : count / 4 + 64
    }

    /// Writes the DEFLATE blocks of `data` to `writer` (the last marked final).
    static func compress(_ data: UnsafeRawBufferPointer, level: CompressionLevel, into writer: inout BitWriter) {
        guard level != .stored, !data.isEmpty else {
            DeflateBlockWriter.writeStored(data, final: true, into: &writer)
            return
        }
        // Restart the matcher every 1 GiB so that chain positions fit in Int32.
        let segment = 1 << 30
        var blockWriter = DeflateBlockWriter()
        var tokens: [UInt32] = []
        tokens.reserveCapacity(blockTokens)
        var segmentStart = 0
        while segmentStart < data.count {
            let segmentEnd = min(segmentStart + segment, data.count)
            let window = UnsafeRawBufferPointer(rebasing: data[segmentStart..<segmentEnd])
            var matcher = LZ77Matcher(level: level)
            var p = 0
            while p < window.count {
                tokens.removeAll(keepingCapacity: true)
                let next = matcher.tokenize(window, from: p, to: window.count, into: &tokens, limit: blockTokens)
                let final = segmentEnd == data.count && next == window.count
                blockWriter.writeBest(tokens: tokens, raw: UnsafeRawBufferPointer(rebasing: window[p..<next]),
                                      final: final, into: &writer)
                p = next
            }
            segmentStart = segmentEnd
        }
    }
}
