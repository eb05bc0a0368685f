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

    /// Calls `body` with each line of `bytes` in order (read by
    /// ``LineReader`` in its tag dialect): its source, and the line as a
    /// ``ContentLine`` or nil when it is blank or a comment. Rejects invalid
    /// UTF-8 and NUL bytes at their line and column, after the lines before them.
    static func forEachLine(_ bytes: some Collection<UInt8>, file: String,
                            _ body: (TagSource, ContentLine?) throws(InputError) -> Void) throws(InputError) {
        try LineReader.forEachLine(bytes, file: file, dialect: .tags) { (line: InputLine) throws(InputError) in
            let source = TagSource(file: file, scalars: line.scalars, number: line.number)
            let range = source.trimmed(0..<line.scalars.count)
            let content = !range.isEmpty && line.scalars[range.lowerBound] != "#"
            try body(source, content ? ContentLine(number: line.number, range: range) : nil)
        }
    }

    /// The 1-based column of scalar `index` of line `line` (this source's own line).
    func column(of index: Int, line: Int) -> Int {
        index + 1
    }

    /// An error at scalar `index` of line `line`.
    func error(_ message: String, line: Int, at index: Int) -> InputError {
        InputError(message, at: SourceLocation(file: file, line: line, column: column(of: index, line: line)))
    }

    /// How `file` is named in messages: `standard input` for `-`.
    static func displayName(_ file: String) -> String { file == "-" ? "standard input" : file }
}
