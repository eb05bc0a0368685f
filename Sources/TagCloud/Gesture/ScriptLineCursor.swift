import Homogeneous

/// Reads the tokens of one script line after its command word, turning
/// value errors into ``ScriptError``s at the right column.
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
    func error(_ message: String, column: Int) -> ScriptError {
        ScriptError(message, at: location(column))
    }

    /// True when every token has been read.
    var atEnd: Bool { index >= tokens.count }

    /// The next token; when the line has ended, `message` at the column just after its last token.
    mutating func next(or message: String) throws(ScriptError) -> ScriptToken {
        guard index < tokens.count else { throw error(message, column: tokens.last?.endColumn ?? 1) }
        defer { index += 1 }
        return tokens[index]
    }

    /// Reads the keyword `word` (as in `over` or `for`); `example` shows the whole command.
    mutating func keyword(_ word: String, example: String) throws(ScriptError) {
        let t = try next(or: "expected '\(word)' and a duration, as in '\(example)'")
        guard !t.quoted, t.text == word else {
            throw error("expected '\(word)', got \(t.text.quotedForMessage), as in '\(example)'", column: t.column)
        }
    }

    /// Parses an unquoted token with `parse`, locating its error in the token.
    func value<T>(_ t: ScriptToken, _ parse: (String) throws(SpecError) -> T) throws(ScriptError) -> T {
        guard !t.quoted else { throw error("unexpected quoted text \"\(t.text)\"", column: t.column) }
        do throws(SpecError) {
            return try parse(t.text)
        } catch {
            throw self.error(error.message, column: t.column + error.offset)
        }
    }

    /// Fails on anything left after the command (trailing garbage).
    func finish(_ command: String) throws(ScriptError) {
        guard index < tokens.count else { return }
        let t = tokens[index]
        throw error("unexpected \(t.text.quotedForMessage) after the \(command) command", column: t.column)
    }
}

/// Plain values of gesture-script commands.
enum ScriptValue {
    /// The largest distance coordinate accepted, in px.
    static let maximumPixels = 1_000_000.0
    /// The smallest and largest pinch factor and zoom.
    static let zoomRange = 0.001...1000.0

    /// A point or offset `X,Y` in screen pixels.
    static func point(_ text: String) throws(SpecError) -> (x: Double, y: Double) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            throw SpecError("expected a point in px such as 300,0, got \(text.quotedForMessage)")
        }
        var values: [Double] = []
        var offset = 0
        for part in parts {
            guard let v = DecimalNumber.plain(part) else {
                throw SpecError("bad coordinate \(part.quotedForMessage): expected a point in px such as 300,0",
                                offset: offset)
            }
            guard abs(v) <= maximumPixels else {
                throw SpecError("coordinate \(part.quotedForMessage) is out of range: the limit is ±1000000 px",
                                offset: offset)
            }
            values.append(v)
            offset += part.unicodeScalars.count + 1
        }
        return (values[0], values[1])
    }

    /// A pinch factor within ``zoomRange``.
    static func zoomFactor(_ text: String) throws(SpecError) -> Double {
        guard let v = DecimalNumber.plain(text) else {
            throw SpecError("expected a zoom factor such as 1.5, got \(text.quotedForMessage)")
        }
        guard zoomRange.contains(v) else {
            throw SpecError("pinch factor must be between 0.001 and 1000, got \(text.quotedForMessage)")
        }
        return v
    }

    /// A frame rate, greater than 0 and at most ``GestureScript/maximumFPS``.
    static func fps(_ text: String) throws(SpecError) -> Double {
        guard let v = DecimalNumber.plain(text) else {
            throw SpecError("expected a frame rate such as 30, got \(text.quotedForMessage)")
        }
        guard v > 0, v <= GestureScript.maximumFPS else {
            throw SpecError("frame rate must be greater than 0 and at most 1000, got \(text.quotedForMessage)")
        }
        return v
    }

    /// A single angle such as `45`, `-30deg` or `0.8rad`.
    static func angle(_ text: String) throws(SpecError) -> Angle {
        try RotationSpec.parseAngle(ArraySlice(text.unicodeScalars), in: text)
    }
}
