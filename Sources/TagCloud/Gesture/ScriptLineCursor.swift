/// Reads the tokens of one script line after its command word, turning
/// value errors into ``InputError``s at the right column.
struct ScriptLineCursor {
    /// The line's tokens, the command word first.
    let tokens: [ScriptToken]
    /// The script's file name.
    let file: String
    /// The 1-based line number.
    let line: Int
    /// The next token to read.
    var index = 1

    /// A location on this line.
    func location(_ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// An error at `column` of this line.
    func error(_ message: String, column: Int) -> InputError {
        InputError(message, at: location(column))
    }

    /// True when every token has been read.
    var atEnd: Bool { index >= tokens.count }

    /// The next token; when the line has ended, `message` at the column just after its last token.
    mutating func next(or message: String) throws(InputError) -> ScriptToken {
        guard index < tokens.count else { throw error(message, column: tokens.last?.endColumn ?? 1) }
        defer { index += 1 }
        return tokens[index]
    }

    /// Reads the keyword `word` (as in `over` or `for`); `example` shows the whole command.
    mutating func keyword(_ word: String, example: String) throws(InputError) {
        let t = try next(or: "expected '\(word)' and a duration, as in '\(example)'")
        guard !t.quoted, t.text == word else {
            throw error("expected '\(word)', got \(t.text.quotedForMessage), as in '\(example)'", column: t.column)
        }
    }

    /// Parses an unquoted token with `parse`, locating its error in the token.
    func value<T>(_ t: ScriptToken, _ parse: (String) throws(SpecError) -> T) throws(InputError) -> T {
        guard !t.quoted else { throw error("unexpected quoted text \"\(t.text.escapedForMessage)\"", column: t.column) }
        do throws(SpecError) {
            return try parse(t.text)
        } catch {
            throw self.error(error.message, column: t.column + error.offset)
        }
    }

    /// Fails on anything left after the command (trailing garbage).
    func finish(_ command: String) throws(InputError) {
        guard index < tokens.count else { return }
        let t = tokens[index]
        throw error("unexpected \(t.text.quotedForMessage) after the \(command) command", column: t.column)
    }
}
