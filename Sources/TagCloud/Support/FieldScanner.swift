/// Reads one line of a text input left to right: blanks, `#` comments,
/// CSV-style quoted fields and bare text. The one CSV field scanner of the
/// input formats: geo tags, routes and links split their lines with it, and
/// weighted tag files read their quoted tags with ``quotedText()``.
///
/// A `#` starts a comment at the start of the line or after a space or tab,
/// outside quotes, so `C#` is a name but `Rust # systems` ends at `Rust`.
/// A quoted name is written in double quotes, with `""` for a quote inside.
struct FieldScanner {
    /// The line's scalars.
    let s: [Unicode.Scalar]
    /// The next scalar to read.
    var i = 0

    /// Creates a scanner at the start of `scalars`.
    init(_ scalars: [Unicode.Scalar]) { s = scalars }

    /// The 1-based column of index `index`.
    static func column(_ index: Int) -> Int { index + 1 }

    /// The current 1-based column.
    var column: Int { i + 1 }

    /// True for a space or a tab.
    static func isBlank(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" }

    /// The scalar at the cursor, if any.
    var current: Unicode.Scalar? { i < s.count ? s[i] : nil }

    /// True at the end of the line or at the start of a comment.
    var atEnd: Bool { i >= s.count || startsComment(at: i) }

    /// True when a `#` at `index` starts a comment.
    func startsComment(at index: Int) -> Bool {
        s[index] == "#" && (index == 0 || Self.isBlank(s[index - 1]))
    }

    /// Skips spaces and tabs, but not `keep` (a tab that separates fields).
    mutating func skipBlanks(keeping keep: Unicode.Scalar? = nil) {
        while i < s.count, Self.isBlank(s[i]), s[i] != keep { i += 1 }
    }

    /// True when the text at the cursor starts with `word`.
    func looks(at word: String) -> Bool {
        var j = i
        for c in word.unicodeScalars {
            guard j < s.count, s[j] == c else { return false }
            j += 1
        }
        return true
    }

    /// Reads a quoted field starting at the cursor's `"`, CSV style: `""`
    /// stands for a quote, a single one closes. Leaves the cursor after the
    /// closing quote; nil (with the cursor at the end) when there is none.
    mutating func quotedText() -> String? {
        var text = String.UnicodeScalarView()
        i += 1
        while i < s.count {
            if s[i] == "\"" {
                // A doubled quote is a quote; a single one closes.
                if i + 1 < s.count, s[i + 1] == "\"" {
                    text.append("\"")
                    i += 2
                    continue
                }
                i += 1
                return String(text)
            }
            text.append(s[i])
            i += 1
        }
        return nil
    }

    /// Reads a quoted name starting at the cursor's `"` (see ``quotedText()``);
    /// an unterminated one is an error at its opening quote.
    mutating func readQuoted() throws(LineError) -> String {
        let open = i
        guard let text = quotedText() else {
            throw LineError("unterminated quote: add a closing \"", column: Self.column(open))
        }
        return text
    }

    /// Reads bare text up to the end, a comment, or a point where `stop` says
    /// so (given the index); returns it without trailing blanks.
    mutating func readBare(until stop: (Int) -> Bool) -> String {
        let start = i
        while i < s.count, !startsComment(at: i), !stop(i) { i += 1 }
        var end = i
        while end > start, Self.isBlank(s[end - 1]) { end -= 1 }
        return String(String.UnicodeScalarView(s[start..<end]))
    }
}

extension FieldScanner {
    /// Splits a line into fields at `separator`, CSV style: a field may be
    /// quoted, blanks around fields are dropped, and a comment ends the line.
    /// A blank or comment line has no fields.
    static func fields(_ line: [Unicode.Scalar], separator: Unicode.Scalar) throws(LineError) -> [InputField] {
        var scanner = FieldScanner(line)
        scanner.skipBlanks(keeping: separator)
        guard !scanner.atEnd else { return [] }
        var fields: [InputField] = []
        while true {
            scanner.skipBlanks(keeping: separator)
            let column = scanner.column
            if scanner.current == "\"" {
                let text = try scanner.readQuoted()
                fields.append(InputField(text: text, column: column, quoted: true, endColumn: scanner.column))
                scanner.skipBlanks(keeping: separator)
                guard scanner.atEnd || scanner.current == separator else {
                    throw LineError("expected \(separator.fieldName) after the closing quote", column: scanner.column)
                }
            } else {
                let text = scanner.readBare { line[$0] == separator }
                let end = column + text.unicodeScalars.count
                fields.append(InputField(text: text, column: column, quoted: false, endColumn: end))
            }
            // Another field follows each separator, even an empty one at the end.
            guard !scanner.atEnd, scanner.current == separator else { return fields }
            scanner.i += 1
        }
    }
}

extension Unicode.Scalar {
    /// How messages name a separator: `a tab` or `','`.
    var fieldName: String { self == "\t" ? "a tab" : "'\(self)'" }
}
