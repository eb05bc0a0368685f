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
        try forEachLine(bytes, invalid: { $0 }) { (line: InputLine) throws(InvalidUTF8) in lines.append(line) }
        return lines
    }

    /// Calls `body` with each line of UTF-8 `bytes` in turn, holding one line
    /// at a time, so a parser that keeps little per line stays small however
    /// long the input. Stops at the first invalid sequence, after the lines
    /// before it, with `invalid`'s error.
    static func forEachLine<E: Error>(_ bytes: some Collection<UInt8>, invalid: (InvalidUTF8) -> E,
                                      _ body: (InputLine) throws(E) -> Void) throws(E) {
        var number = 0
        var current: [Unicode.Scalar] = []
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s):
                if s == "\n" {
                    number += 1
                    try body(finish(current, number: number))
                    current.removeAll(keepingCapacity: true)
                } else {
                    current.append(s)
                }
            case .emptyInput:
                break decoding
            case .error:
                let line = number + 1
                // The column as the line will be counted: after a leading BOM.
                let bom = line == 1 && current.first == "\u{FEFF}" ? 1 : 0
                throw invalid(InvalidUTF8(line: line, column: current.count - bom + 1))
            }
        }
        try body(finish(current, number: number + 1))
    }

    /// The error a parser reports for invalid UTF-8 in `file`.
    static func invalidUTF8Message(_ bad: InvalidUTF8, file: String) -> (String, SourceLocation) {
        ("the file is not valid UTF-8 text", SourceLocation(file: file, line: bad.line, column: bad.column))
    }

    /// The lines of UTF-8 `bytes`; invalid UTF-8 becomes the parser's own
    /// error, made by `error` from a message and the location of the bad byte.
    static func lines<E: Error>(_ bytes: some Collection<UInt8>, file: String,
                                error: (String, SourceLocation) -> E) throws(E) -> [InputLine] {
        do throws(InvalidUTF8) {
            return try lines(bytes)
        } catch let bad {
            let (message, location) = invalidUTF8Message(bad, file: file)
            throw error(message, location)
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
