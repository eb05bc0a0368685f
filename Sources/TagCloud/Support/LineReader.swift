/// One line of a text input, without its line break.
struct InputLine {
    /// The 1-based line number.
    var number: Int
    /// The line's Unicode scalars, without its `\n` or `\r\n` (and, on line 1,
    /// without a leading byte-order mark).
    var scalars: [Unicode.Scalar]
}

/// Splits UTF-8 text into lines: the one line reader of every input format
/// (tag files, geo tags, routes, links and gesture scripts).
///
/// Lines end in `\n` or `\r\n`; a byte-order mark at the very start is
/// skipped, and columns count Unicode scalars from after it. The reader
/// holds one line at a time, so a parser that keeps little per line stays
/// small however long the input: memory follows the longest line, not the
/// input. Decoding is strict (Unicode Table 3-7: no overlong forms, no
/// surrogates, nothing above U+10FFFF, no truncated sequence).
enum LineReader {
    /// What a format refuses besides invalid UTF-8, and how it says so.
    enum Dialect {
        /// Tag files: a NUL byte is an error (a binary or UTF-16 file), and
        /// invalid UTF-8 is reported with its first byte.
        case tags
        /// Every other format: NUL is text like any other, and invalid UTF-8
        /// is reported as the file not being UTF-8 text.
        case plain
    }

    /// Calls `body` with each line of UTF-8 `bytes` in order, the last one
    /// even when it is empty (after a final line break, or for no input).
    ///
    /// Stops at the first invalid sequence (or, in the ``Dialect/tags``
    /// dialect, the first NUL byte), after the lines before it, with an
    /// ``InputError`` in `file` at its line and column.
    static func forEachLine(_ bytes: some Collection<UInt8>, file: String, dialect: Dialect = .plain,
                            _ body: (InputLine) throws(InputError) -> Void) throws(InputError) {
        var scalars: [Unicode.Scalar] = []
        var number = 1
        var i = bytes.startIndex
        let end = bytes.endIndex
        // Skip a byte-order mark.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = bytes.index(i, offsetBy: 3) }
        func refuse(_ message: String) -> InputError {
            InputError(message, at: SourceLocation(file: file, line: number, column: scalars.count + 1))
        }
        while i != end {
            if scalars.isEmpty {
                // A new line: room for all of it at once (it has at most as many
                // scalars as bytes), so a huge line is not grown by doubling.
                let length = bytes.distance(from: i, to: bytes[i...].firstIndex(of: 0x0A) ?? end)
                if length > scalars.capacity { scalars.reserveCapacity(length) }
            }
            let b0 = bytes[i]
            // ASCII: line breaks, NUL, and everything else as is.
            if b0 < 0x80 {
                if b0 == 0x0A {
                    if scalars.last == "\r" { scalars.removeLast() }
                    try body(InputLine(number: number, scalars: scalars))
                    scalars.removeAll(keepingCapacity: true)
                    number += 1
                } else if b0 == 0, dialect == .tags {
                    throw refuse("NUL byte in the input (is it a binary or UTF-16 file?)")
                } else {
                    scalars.append(Unicode.Scalar(b0))
                }
                bytes.formIndex(after: &i)
                continue
            }
            guard let (scalar, next) = decodeSequence(bytes, at: i) else {
                switch dialect {
                case .tags: throw refuse("invalid UTF-8 (byte 0x\(hex(b0))); the input must be UTF-8 text")
                case .plain: throw refuse("the file is not valid UTF-8 text")
                }
            }
            scalars.append(scalar)
            i = next
        }
        if scalars.last == "\r" { scalars.removeLast() }
        try body(InputLine(number: number, scalars: scalars))
    }

    /// The well-formed multi-byte sequence starting at `i` and the index after
    /// it, or nil (no overlong forms, no surrogates, nothing above U+10FFFF,
    /// no truncation).
    private static func decodeSequence<C: Collection<UInt8>>(_ bytes: C,
                                                             at i: C.Index) -> (Unicode.Scalar, C.Index)? {
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
        var j = bytes.index(after: i)
        for _ in 1..<length {
            guard j != bytes.endIndex else { return nil }
            let c = bytes[j]
            guard c & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(c & 0x3F)
            bytes.formIndex(after: &j)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, j)
    }

    /// Two upper-case hex digits.
    private static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(b >> 4)], digits[Int(b & 0xF)]])
    }
}
