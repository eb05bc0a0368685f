/// A tag file decoded from UTF-8: its Unicode scalars and its lines.
///
/// Decoding is one linear pass that also finds the line breaks, so a huge
/// single-line file costs no more than many short lines. Columns in errors
/// count scalars from the start of the line (the byte-order mark excluded).
struct TagSource {
    /// The file name for messages (`-` is standard input).
    let file: String
    /// Every scalar of the input, line terminators included, the BOM excluded.
    let scalars: [Unicode.Scalar]
    /// Each line's scalars, without its LF or CRLF; line `k` is `lines[k - 1]`.
    let lines: [Range<Int>]

    /// Decodes `bytes`, rejecting invalid UTF-8 and NUL bytes at their line and column.
    init(bytes: [UInt8], file: String) throws(TagInputError) {
        self.file = file
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var lines: [Range<Int>] = []
        let result: TagInputError? = bytes.withUnsafeBufferPointer { buffer in
            Self.decode(buffer, file: file, into: &scalars, lines: &lines)
        }
        if let result { throw result }
        self.scalars = scalars
        self.lines = lines
    }

    /// The 1-based line and column of scalar `index`, which lies in line `line`.
    func column(of index: Int, line: Int) -> Int {
        index - lines[line - 1].lowerBound + 1
    }

    /// An error at scalar `index` of line `line`.
    func error(_ message: String, line: Int, at index: Int) -> TagInputError {
        TagInputError(message, file: file, line: line, column: column(of: index, line: line))
    }

    /// How the file is named in messages: `standard input` for `-`.
    var displayName: String { file == "-" ? "standard input" : file }

    /// Decodes all of `bytes`; returns the first error instead of throwing
    /// (closures taking unsafe buffers cannot throw typed errors cleanly).
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, file: String,
                               into scalars: inout [Unicode.Scalar], lines: inout [Range<Int>]) -> TagInputError? {
        let n = bytes.count
        // Skip a UTF-8 byte-order mark.
        var i = n >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        var lineStart = 0
        func fail(_ message: String) -> TagInputError {
            TagInputError(message, file: file, line: lines.count + 1, column: scalars.count - lineStart + 1)
        }
        while i < n {
            let b0 = bytes[i]
            // ASCII: line breaks, NUL, and everything else as is.
            if b0 < 0x80 {
                if b0 == 0x0A {
                    var end = scalars.count
                    if end > lineStart, scalars[end - 1] == "\r" { end -= 1 }
                    lines.append(lineStart..<end)
                    scalars.append("\n")
                    lineStart = scalars.count
                } else if b0 == 0 {
                    return fail("NUL byte in the input (is it a binary or UTF-16 file?)")
                } else {
                    scalars.append(Unicode.Scalar(b0))
                }
                i += 1
                continue
            }
            // A multi-byte sequence: its length and the payload bits of its lead byte.
            guard let scalar = decodeSequence(bytes, at: i) else {
                return fail("invalid UTF-8 (byte 0x\(hex(b0))); the input must be UTF-8 text")
            }
            scalars.append(scalar.value)
            i += scalar.length
        }
        if lineStart < scalars.count {
            var end = scalars.count
            if scalars[end - 1] == "\r" { end -= 1 }
            lines.append(lineStart..<end)
        }
        return nil
    }

    /// The well-formed multi-byte sequence starting at `i`, or nil (Unicode Table 3-7:
    /// no overlong forms, no surrogates, nothing above U+10FFFF, no truncation).
    private static func decodeSequence(_ bytes: UnsafeBufferPointer<UInt8>,
                                       at i: Int) -> (value: Unicode.Scalar, length: Int)? {
        let b0 = bytes[i]
        let length: Int
        var value: UInt32
        let minimum: UInt32
        switch b0 {
        case 0xC2...0xDF: (length, value, minimum) = (2, UInt32(b0 & 0x1F), 0x80)
        case 0xE0...0xEF: (length, value, minimum) = (3, UInt32(b0 & 0x0F), 0x800)
        case 0xF0...0xF4: (length, value, minimum) = (4, UInt32(b0 & 0x07), 0x10000)
        default: return nil
        }
        guard bytes.count - i >= length else { return nil }
        for k in 1..<length {
            let c = bytes[i + k]
            guard c & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(c & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    /// Two upper-case hex digits.
    private static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(b >> 4)], digits[Int(b & 0xF)]])
    }
}
