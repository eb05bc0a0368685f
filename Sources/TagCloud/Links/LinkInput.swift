/// Reads links between tags (`--links FILE`).
///
/// ## Grammar
///
/// UTF-8 text (a leading byte-order mark is skipped), one link per line,
/// lines ending in `\n` or `\r\n`:
///
///     line    = blank | comment | link [comment]
///     link    = name "->" name ["," weight]
///     name    = bare | quoted
///     quoted  = '"' { any character but '"' | '""' } '"'
///     comment = "#" … to the end of the line, at the start of a line or after a space or tab
///
/// Blanks (spaces, tabs) around names, the arrow, the comma and the weight
/// are ignored. A bare name may contain spaces and `#` not after a blank
/// (`C#`), but not `"`; the first name ends at the first `->` and the second
/// at the first `,`. Quote a name that contains `->` or `,`, that starts with
/// `#`, or that contains `"` (written `""` inside quotes), as in CSV:
/// `"a -> b" -> c`, `"Hello, world" -> Greeting, 2`. The weight is a number
/// greater than 0 (default 1).
///
/// Names are looked up in the tag list like the gesture `tap` command: an
/// exact match wins, else the only case-insensitive one. An unknown or
/// ambiguous name is an error at the name. A link from a tag to itself is an
/// error (it would be an arc of zero length), and so is a second link
/// between the same two tags in either direction (arcs are undirected; the
/// message names the first line).
public enum LinkInput {
    /// Parses links from UTF-8 bytes; invalid UTF-8 is an error at its line and column.
    public static func parse(_ bytes: some Collection<UInt8>, file: String,
                             tagNames: [String]) throws(InputError) -> [TagLink] {
        let index = TagNameIndex(tagNames)
        var links: [TagLink] = []
        var firstLine: [Pair: Int] = [:]
        // One line at a time, so memory follows the links kept, not the file;
        // a first pass finds invalid UTF-8 before any line is judged.
        try LineReader.forEachLine(bytes, file: file) { (_: InputLine) throws(InputError) in }
        try LineReader.forEachLine(bytes, file: file) { (line: InputLine) throws(InputError) in
            do throws(LineError) {
                guard let written = try LinkLine.parse(line.scalars) else { return }
                let from = try resolve(written.from, in: index)
                let to = try resolve(written.to, in: index)
                guard from != to else {
                    throw LineError("a link from \(tagNames[from].quotedForMessage) to itself: "
                        + "link two different tags", column: written.to.column)
                }
                let pair = Pair(from, to)
                if let first = firstLine[pair] {
                    throw LineError("duplicate link between \(tagNames[from].quotedForMessage) and "
                        + "\(tagNames[to].quotedForMessage) (first on line \(first))", column: written.from.column)
                }
                firstLine[pair] = line.number
                links.append(TagLink(from: from, to: to, weight: written.weight, line: line.number))
            } catch {
                throw InputError(error.message,
                                 at: SourceLocation(file: file, line: line.number, column: error.column))
            }
        }
        return links
    }

    /// Parses links from text.
    public static func parse(_ text: String, file: String, tagNames: [String]) throws(InputError) -> [TagLink] {
        try parse(text.utf8, file: file, tagNames: tagNames)
    }

    /// The tag index of a written name, or an error at the name.
    private static func resolve(_ name: InputField, in index: TagNameIndex) throws(LineError) -> Int {
        let resolution = index.resolve(name.text)
        if case .found(let i) = resolution { return i }
        throw LineError(TagNameIndex.message(for: name.text, resolution) ?? "unknown tag", column: name.column)
    }

    /// Two tag indices, in either order.
    private struct Pair: Hashable {
        let low: Int, high: Int
        init(_ a: Int, _ b: Int) { (low, high) = (min(a, b), max(a, b)) }
    }
}

/// One link line as written: the two names and the weight.
struct LinkLine {
    /// The first name and where it is.
    var from: InputField
    /// The second name and where it is.
    var to: InputField
    /// The weight (1 when none is written).
    var weight: Double

    /// Parses one line; nil for a blank or comment line.
    static func parse(_ s: [Unicode.Scalar]) throws(LineError) -> LinkLine? {
        var scanner = FieldScanner(s)
        scanner.skipBlanks()
        guard !scanner.atEnd else { return nil }
        let example = "as in 'Swift -> Rust' or 'Swift -> Rust, 2'"
        // The first name, up to the arrow.
        let from = try name(&scanner) { j in j + 1 < s.count && s[j] == "-" && s[j + 1] == ">" }
        guard scanner.looks(at: "->") else {
            throw LineError("expected '->' and a second tag name after \(from.text.quotedForMessage), \(example)",
                            column: scanner.column)
        }
        scanner.i += 2
        scanner.skipBlanks()
        // The second name, up to a comma.
        let to = try name(&scanner) { j in s[j] == "," }
        let toScalars = Array(to.text.unicodeScalars)
        // (One pass, nothing allocated per character: names may be megabytes long.)
        if !to.quoted, let offset = toScalars.indices.dropLast().first(where: {
            toScalars[$0] == "-" && toScalars[$0 + 1] == ">"
        }) {
            throw LineError("a second '->' in one link: quote a name that contains '->'",
                            column: to.column + offset)
        }
        // The optional weight after a comma.
        var weight = 1.0
        if !scanner.atEnd {
            guard scanner.current == "," else {
                throw LineError("expected ',' and a weight or the end of the line after the second name",
                                column: scanner.column)
            }
            scanner.i += 1
            scanner.skipBlanks()
            let column = scanner.column
            let text = scanner.readBare { _ in false }
            guard !text.isEmpty else { throw LineError("missing weight after ',', \(example)", column: column) }
            let field = InputField(text: text, column: column, quoted: false, endColumn: scanner.column)
            weight = try field.number(CoordinateText.weight, hint: " (quote a name that contains a comma)")
        }
        return LinkLine(from: from, to: to, weight: weight)
    }

    /// Reads a quoted name, or a bare one up to where `stop` says.
    private static func name(_ scanner: inout FieldScanner, stop: (Int) -> Bool) throws(LineError) -> InputField {
        let column = scanner.column
        if scanner.current == "\"" {
            let text = try scanner.readQuoted()
            let end = scanner.column
            scanner.skipBlanks()
            guard !text.isEmpty else { throw LineError("a tag name cannot be empty", column: column) }
            return InputField(text: text, column: column, quoted: true, endColumn: end)
        }
        let text = scanner.readBare(until: stop)
        guard !text.isEmpty else { throw LineError("missing tag name", column: column) }
        if let quote = text.unicodeScalars.firstIndex(of: "\"") {
            let offset = text.unicodeScalars[..<quote].count
            throw LineError("a quote inside a name: write the whole name in quotes, with \"\" for a quote",
                            column: column + offset)
        }
        return InputField(text: text, column: column, quoted: false, endColumn: column + text.unicodeScalars.count)
    }
}
