/// One line of a tag file decoded from UTF-8: its Unicode scalars.
///
/// A file is read a line at a time (``forEachLine(_:file:_:)``), so memory
/// follows the longest line, not the file: a huge file of short lines costs
/// no more than its bytes. Decoding is linear, so a huge single line costs
/// no more than many short ones. Columns in errors count scalars from the
/// start of the line (the byte-order mark excluded).
struct TagSource {
    /// The file name for messages (`-` is standard input).
    let file: String
    /// The line's scalars, without its LF or CRLF (and the BOM on line 1).
    let scalars: [Unicode.Scalar]
    /// The line's number, from 1.
    let number: Int

    /// A source holding line `number` of `file`.
    init(file: String, scalars: [Unicode.Scalar], number: Int) {
        self.file = file
        self.scalars = scalars
        self.number = number
    }

    /// Calls `body` with each line of `bytes` in order: its source, and the
    /// line as a ``ContentLine`` or nil when it is blank or a comment.
    /// Rejects invalid UTF-8 and NUL bytes at their line and column, after
    /// the lines before them.
    static func forEachLine(_ bytes: [UInt8], file: String,
                            _ body: (TagSource, ContentLine?) throws(TagInputError) -> Void) throws(TagInputError) {
        var scalars: [Unicode.Scalar] = []
        var number = 1
        func finish() throws(TagInputError) {
            if scalars.last == "\r" { scalars.removeLast() }
            let source = TagSource(file: file, scalars: scalars, number: number)
            let range = source.trimmed(0..<scalars.count)
            let content = !range.isEmpty && scalars[range.lowerBound] != "#"
            try body(source, content ? ContentLine(number: number, range: range) : nil)
            scalars.removeAll(keepingCapacity: true)
            number += 1
        }
        let n = bytes.count
        // Skip a UTF-8 byte-order mark.
        var i = n >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        while i < n {
            if scalars.isEmpty {
                // A new line: room for all of it at once (it has at most as many
                // scalars as bytes), so a huge line is not grown by doubling.
                var end = i
                while end < n, bytes[end] != 0x0A { end += 1 }
                if end - i > scalars.capacity { scalars.reserveCapacity(end - i) }
            }
            let b0 = bytes[i]
            // ASCII: line breaks, NUL, and everything else as is.
            if b0 < 0x80 {
                if b0 == 0x0A {
                    try finish()
                } else if b0 == 0 {
                    throw TagInputError("NUL byte in the input (is it a binary or UTF-16 file?)",
                                        file: file, line: number, column: scalars.count + 1)
                } else {
                    scalars.append(Unicode.Scalar(b0))
                }
                i += 1
                continue
            }
            // A multi-byte sequence: its length and the payload bits of its lead byte.
            guard let scalar = decodeSequence(bytes, at: i) else {
                throw TagInputError("invalid UTF-8 (byte 0x\(hex(b0))); the input must be UTF-8 text",
                                    file: file, line: number, column: scalars.count + 1)
            }
            scalars.append(scalar.value)
            i += scalar.length
        }
        if !scalars.isEmpty { try finish() }
    }

    /// The 1-based column of scalar `index` of line `line` (this source's own line).
    func column(of index: Int, line: Int) -> Int {
        index + 1
    }

    /// An error at scalar `index` of line `line`.
    func error(_ message: String, line: Int, at index: Int) -> TagInputError {
        TagInputError(message, file: file, line: line, column: column(of: index, line: line))
    }

    /// How `file` is named in messages: `standard input` for `-`.
    static func displayName(_ file: String) -> String { file == "-" ? "standard input" : file }

    /// The well-formed multi-byte sequence starting at `i`, or nil (Unicode Table 3-7:
    /// no overlong forms, no surrogates, nothing above U+10FFFF, no truncation).
    private static func decodeSequence(_ bytes: [UInt8], at i: Int) -> (value: Unicode.Scalar, length: Int)? {
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
