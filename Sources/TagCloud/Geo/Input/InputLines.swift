/// One line of a text input, without its line break.
struct InputLine {
    /// The 1-based line number.
    var number: Int
    /// The line's Unicode scalars (a leading byte-order mark and a trailing `\r` removed).
    var scalars: [Unicode.Scalar]
}

/// Where a byte sequence stops being valid UTF-8.
struct InvalidUTF8: Error {
    /// The 1-based line of the first bad byte.
    var line: Int
    /// The 1-based column (in scalars) of the first bad byte.
    var column: Int
}

/// Splits a text input into lines, shared by the geo-tag, route and link parsers.
///
/// Lines end in `\n` or `\r\n`; a byte-order mark at the very start is
/// skipped (columns count from after it), as the gesture-script parser does.
enum InputLines {
    /// The lines of UTF-8 `bytes`, or where the first invalid sequence is.
    static func lines(_ bytes: some Collection<UInt8>) throws(InvalidUTF8) -> [InputLine] {
        var lines: [InputLine] = []
        var current: [Unicode.Scalar] = []
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s):
                if s == "\n" {
                    lines.append(finish(current, number: lines.count + 1))
                    current.removeAll(keepingCapacity: true)
                } else {
                    current.append(s)
                }
            case .emptyInput:
                break decoding
            case .error:
                let line = lines.count + 1
                // The column as the line will be counted: after a leading BOM.
                let bom = line == 1 && current.first == "\u{FEFF}" ? 1 : 0
                throw InvalidUTF8(line: line, column: current.count - bom + 1)
            }
        }
        lines.append(finish(current, number: lines.count + 1))
        return lines
    }

    /// The lines of UTF-8 `bytes`; invalid UTF-8 becomes the parser's own
    /// error, made by `error` from a message and the location of the bad byte.
    static func lines<E: Error>(_ bytes: some Collection<UInt8>, file: String,
                                error: (String, SourceLocation) -> E) throws(E) -> [InputLine] {
        do throws(InvalidUTF8) {
            return try lines(bytes)
        } catch let bad {
            throw error("the file is not valid UTF-8 text", SourceLocation(file: file, line: bad.line, column: bad.column))
        }
    }

    /// The lines of `text`.
    static func lines(_ text: String) -> [InputLine] {
        var lines: [InputLine] = []
        for slice in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(finish(Array(slice), number: lines.count + 1))
        }
        return lines
    }

    /// The line without its `\r` and, on line 1, its byte-order mark.
    private static func finish(_ scalars: [Unicode.Scalar], number: Int) -> InputLine {
        var s = scalars
        if s.last == "\r" { s.removeLast() }
        if number == 1, s.first == "\u{FEFF}" { s.removeFirst() }
        return InputLine(number: number, scalars: s)
    }
}
