/// Reads the records of a delimited file (RFC 4180) one at a time, in place.
///
/// A field is either bare, running to the next delimiter or line end, or
/// quoted: `"…"`, where `""` stands for one quote and delimiters and line
/// breaks are part of the field. Records end at LF or CRLF. A leading
/// byte-order mark is skipped. Bytes are checked as UTF-8 as they are read;
/// invalid UTF-8, NUL, an unterminated quote or text after a closing quote
/// are errors at their line and column. Memory is one record's field ranges.
struct DelimitedScanner {
    /// One field: where its text is and whether it was quoted.
    struct Field {
        /// The bytes of its text: inside the quotes for a quoted field (with
        /// `""` still doubled), else the bare text, untrimmed.
        var range: Range<Int>
        /// Whether the field was written in quotes.
        var quoted: Bool
    }

    /// One record: its fields and the line it starts on.
    struct Record {
        /// The fields, in order; a blank line has one empty field.
        var fields: [Field]
        /// The line the record starts on, from 1.
        var line: Int
        /// The offset of its first byte.
        var start: Int
    }

    let bytes: [UInt8]
    let end: Int
    let delimiter: UInt8
    let file: String
    /// The next byte to read.
    private(set) var i: Int
    /// The line of byte `i`.
    private(set) var line = 1

    /// A scanner of `bytes[..<end]` (all of them by default) split at `delimiter`.
    init(_ bytes: [UInt8], delimiter: UInt8, file: String, end: Int? = nil) {
        self.bytes = bytes
        self.end = min(end ?? bytes.count, bytes.count)
        self.delimiter = delimiter
        self.file = file
        i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// An error at byte `offset`.
    func error(_ message: String, at offset: Int) -> InputError {
        InputError(message, at: SourceLocation(offset: offset, in: bytes, file: file))
    }

    /// Whether every byte has been read.
    var atEnd: Bool { i >= end }

    /// The next record, nil at the end.
    mutating func next() throws(InputError) -> Record? {
        guard i < end else { return nil }
        let record = Record(fields: [], line: line, start: i)
        var fields: [Field] = []
        while true {
            let field = try nextField()
            fields.append(field)
            if i < end, bytes[i] == delimiter {
                i += 1
                continue
            }
            // At a line end or the end of the input.
            if i < end, bytes[i] == 0x0D, i + 1 < end, bytes[i + 1] == 0x0A { i += 1 }
            if i < end, bytes[i] == 0x0A {
                i += 1
                line += 1
            }
            return Record(fields: fields, line: record.line, start: record.start)
        }
    }

    /// Steps over one UTF-8 sequence at `i`, refusing NUL and invalid bytes.
    private mutating func step() throws(InputError) {
        let c = bytes[i]
        if c == 0 { throw error("NUL byte: this does not look like a text file", at: i) }
        if c < 0x80 {
            i += 1
            return
        }
        guard let n = UTF8Sequence.length(bytes, at: i), i + n <= end else {
            throw error("invalid UTF-8 (byte 0x\(String(c, radix: 16, uppercase: true)))", at: i)
        }
        i += n
    }

    /// One field from `i`, stopping at the delimiter or line end after it.
    private mutating func nextField() throws(InputError) -> Field {
        var start = i
        // Blanks before an opening quote belong to no field.
        while start < end, bytes[start] == 0x20 { start += 1 }
        guard start < end, bytes[start] == UInt8(ascii: "\"") else {
            while i < end, bytes[i] != delimiter, bytes[i] != 0x0A {
                if bytes[i] == 0x0D, i + 1 < end, bytes[i + 1] == 0x0A { break }
                try step()
            }
            return Field(range: start..<i, quoted: false)
        }
        let open = start
        i = start + 1
        while true {
            guard i < end else { throw error("unterminated quote: no closing '\"' for this field", at: open) }
            if bytes[i] == UInt8(ascii: "\"") {
                if i + 1 < end, bytes[i + 1] == UInt8(ascii: "\"") {
                    i += 2
                    continue
                }
                break
            }
            if bytes[i] == 0x0A { line += 1 }
            try step()
        }
        let text = open + 1..<i
        i += 1
        while i < end, bytes[i] == 0x20 || bytes[i] == 0x0D && !(i + 1 < end && bytes[i + 1] == 0x0A) { i += 1 }
        guard i >= end || bytes[i] == delimiter || bytes[i] == 0x0A
                || (bytes[i] == 0x0D && i + 1 < end && bytes[i + 1] == 0x0A) else {
            throw error("expected a delimiter or the end of the line after the closing quote", at: i)
        }
        return Field(range: text, quoted: true)
    }

    /// The text of `field`: doubled quotes made single, surrounding white
    /// space trimmed, inner runs of white space made one space.
    func text(_ field: Field) -> String {
        var utf8: [UInt8] = []
        var k = field.range.lowerBound
        while k < field.range.upperBound {
            let c = bytes[k]
            utf8.append(c)
            k += field.quoted && c == UInt8(ascii: "\"") ? 2 : 1
        }
        return TagSource.collapsed(String(decoding: utf8, as: UTF8.self).unicodeScalars)
    }

    /// Whether `field` holds nothing but white space.
    func isEmpty(_ field: Field) -> Bool {
        bytes[field.range].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    /// The offset of the first non-blank byte of `field`, for messages
    /// (its opening quote for a quoted field).
    func offset(of field: Field) -> Int {
        if field.quoted { return field.range.lowerBound - 1 }
        var k = field.range.lowerBound
        while k < field.range.upperBound, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
        return k
    }
}
