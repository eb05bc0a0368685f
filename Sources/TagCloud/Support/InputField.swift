/// One field of a separated line.
struct InputField {
    /// The text, trimmed of blanks, without quotes.
    var text: String
    /// The 1-based column of its first scalar (its opening quote, if quoted).
    var column: Int
    /// True when it was written in double quotes.
    var quoted: Bool
    /// The column just after its last scalar (after the closing quote, if quoted).
    var endColumn: Int
}

extension InputField {
    /// Parses the field as a number, locating an error inside it; `hint` is
    /// added to a syntax error's message.
    func number(_ parse: (String) throws(SpecError) -> Double, hint: String = "") throws(LineError) -> Double {
        do throws(SpecError) {
            return try parse(text)
        } catch {
            let isSyntax = !text.isEmpty && DecimalNumber.plain(text) == nil
            throw LineError(error.message + (isSyntax ? hint : ""), column: column + (quoted ? 1 : 0) + error.offset)
        }
    }
}
