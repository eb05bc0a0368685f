import Raster

/// Decodes binary Netpbm images, 8 bits per sample, into a ``/Raster/Canvas``:
/// PGM `P5`, PPM `P6`, and PAM `P7` with tuple type `GRAYSCALE`,
/// `GRAYSCALE_ALPHA`, `RGB` or `RGB_ALPHA`. Maxval may be 1...255; samples
/// are scaled to 0...255. Header comments (`#` to end of line) are allowed.
///
/// Built for untrusted input: every read is bounds-checked, numbers are
/// capped, the pixel count is checked against `maxPixels` and against the
/// bytes actually present *before* anything is allocated, and every failure
/// is a ``PNMDecodingError`` with the byte offset.
public enum PNMDecoder {
    /// The image in `bytes`; bytes after the raster are ignored.
    public static func decode(_ bytes: [UInt8], maxPixels: Int = Canvas.defaultMaxPixels)
        throws(PNMDecodingError) -> Canvas {
        try decodePrefix(bytes, from: 0, maxPixels: maxPixels).canvas
    }

    /// The image that starts at `start` in `bytes`, and the offset just past
    /// its raster (where the next image of a concatenated stream begins).
    public static func decodePrefix(_ bytes: [UInt8], from start: Int = 0,
                                    maxPixels: Int = Canvas.defaultMaxPixels)
        throws(PNMDecodingError) -> (canvas: Canvas, end: Int) {
        let result: Result<(Canvas, Int), PNMDecodingError> = bytes.withUnsafeBytes { raw in
            do throws(PNMDecodingError) {
                var scanner = PNMHeaderScanner(bytes: raw, offset: max(0, min(start, raw.count)))
                let header = try readHeader(&scanner)
                return .success(try readRaster(header, &scanner, maxPixels: maxPixels))
            } catch {
                return .failure(error)
            }
        }
        let (canvas, end) = try result.get()
        return (canvas, end)
    }

    /// What the header says.
    struct Header {
        var width = 0, height = 0, depth = 0, maxval = 0
        /// Whether the samples are grey (1 or 2 per pixel) and whether the last is alpha.
        var gray = false, alpha = false
    }

    /// Reads the magic number and header up to the first raster byte.
    static func readHeader(_ s: inout PNMHeaderScanner) throws(PNMDecodingError) -> Header {
        guard s.current == UInt8(ascii: "P"), s.offset + 1 < s.bytes.count else {
            throw s.error("not a PNM file: expected 'P5', 'P6' or 'P7'")
        }
        let kind = s.bytes[s.offset + 1]
        s.offset += 2
        switch kind {
        case UInt8(ascii: "5"), UInt8(ascii: "6"):
            var h = Header()
            h.width = try s.number("width")
            h.height = try s.number("height")
            h.maxval = try s.number("maxval")
            h.gray = kind == UInt8(ascii: "5")
            h.depth = h.gray ? 1 : 3
            // Exactly one white-space byte separates maxval from the raster.
            guard let b = s.current, PNMHeaderScanner.isWhitespace(b) else {
                throw s.error("expected white space after maxval")
            }
            s.offset += 1
            return h
        case UInt8(ascii: "7"):
            return try readPAMHeader(&s)
        default:
            // Never the raw byte: it may be a line break or a control character.
            let type = (0x20...0x7E).contains(kind)
                ? "'P\(Character(Unicode.Scalar(kind)))'" : "'P' followed by byte 0x\(String(kind, radix: 16))"
            throw s.error("unsupported PNM type \(type): only P5, P6 and P7 are read", at: s.offset - 2)
        }
    }

    /// Reads `KEY value` lines up to `ENDHDR`.
    static func readPAMHeader(_ s: inout PNMHeaderScanner) throws(PNMDecodingError) -> Header {
        var h = Header()
        var seen: Set<String> = []
        var tupleType = "", tupleOffset = 0
        while true {
            s.skipWhitespaceAndComments()
            let keyOffset = s.offset
            guard s.current != nil else { throw s.error("header ends before ENDHDR") }
            let key = s.word()
            switch key {
            case "ENDHDR":
                s.skipLine()
                for required in ["WIDTH", "HEIGHT", "DEPTH", "MAXVAL"] where !seen.contains(required) {
                    throw s.error("PAM header has no \(required)", at: keyOffset)
                }
                try resolveTupleType(&h, tupleType, at: tupleType.isEmpty ? keyOffset : tupleOffset, s)
                return h
            case "WIDTH", "HEIGHT", "DEPTH", "MAXVAL":
                guard !seen.contains(key) else { throw s.error("\(key) given twice", at: keyOffset) }
                seen.insert(key)
                s.skipBlanks()
                let value = try s.number(key.lowercased())
                switch key {
                case "WIDTH": h.width = value
                case "HEIGHT": h.height = value
                case "DEPTH": h.depth = value
                default: h.maxval = value
                }
            case "TUPLTYPE":
                // Several TUPLTYPE lines are joined with spaces (netpbm does the same).
                s.skipBlanks()
                tupleOffset = s.offset
                let value = s.word()
                tupleType = tupleType.isEmpty ? value : tupleType + " " + value
            default:
                throw s.error("unknown PAM header keyword '\(PNMHeaderScanner.show(key, limit: 20))'", at: keyOffset)
            }
        }
    }

    /// Checks the depth against the tuple type (inferring it if absent).
    static func resolveTupleType(_ h: inout Header, _ tupleType: String, at offset: Int,
                                 _ s: PNMHeaderScanner) throws(PNMDecodingError) {
        let expected: [String: Int] = ["GRAYSCALE": 1, "GRAYSCALE_ALPHA": 2, "RGB": 3, "RGB_ALPHA": 4]
        let type = tupleType.isEmpty
            ? ["GRAYSCALE", "GRAYSCALE_ALPHA", "RGB", "RGB_ALPHA"][safe: h.depth - 1] ?? "" : tupleType
        guard let depth = expected[type] else {
            let shown = type.isEmpty ? "DEPTH \(h.depth) with no TUPLTYPE" : "TUPLTYPE '\(PNMHeaderScanner.show(type, limit: 30))'"
            throw s.error("unsupported \(shown): expected GRAYSCALE, GRAYSCALE_ALPHA, RGB or RGB_ALPHA",
                          at: offset)
        }
        guard depth == h.depth else {
            throw s.error("TUPLTYPE \(type) needs DEPTH \(depth), header says \(h.depth)", at: offset)
        }
        h.gray = depth <= 2
        h.alpha = depth == 2 || depth == 4
    }
}

private extension Array {
    /// The element at `i`, or nil outside the array.
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
