/// A word or a quoted string on one line of a gesture script.
struct ScriptToken: Hashable, Sendable {
    /// The text, with quotes removed and escapes resolved.
    var text: String
    /// The 1-based column of its first scalar (the opening quote, if quoted).
    var column: Int
    /// The column just after its last scalar.
    var endColumn: Int
    /// True when it was written in double quotes.
    var quoted: Bool
}

/// Splits one line of a gesture script into tokens, dropping the comment.
///
/// Tokens are separated by spaces or tabs. `#` outside quotes starts a
/// comment. A quoted string may contain spaces and `#`; `\"` and `\\` escape.
enum ScriptTokenizer {
    /// The tokens of `line`; errors carry `file` and `lineNumber`.
    static func tokens(in s: [Unicode.Scalar], file: String, lineNumber: Int) throws(InputError) -> [ScriptToken] {
        func location(_ i: Int) -> SourceLocation {
            SourceLocation(file: file, line: lineNumber, column: i + 1)
        }
        var tokens: [ScriptToken] = []
        var i = 0
        while i < s.count {
            // Skip blanks; stop at a comment.
            if s[i] == " " || s[i] == "\t" {
                i += 1
                continue
            }
            if s[i] == "#" { break }
            let start = i
            if s[i] == "\"" {
                var text = String.UnicodeScalarView()
                i += 1
                var closed = false
                while i < s.count {
                    if s[i] == "\"" {
                        closed = true
                        i += 1
                        break
                    }
                    if s[i] == "\\" {
                        guard i + 1 < s.count, s[i + 1] == "\"" || s[i + 1] == "\\" else {
                            throw InputError("unknown escape in a quoted name: only \\\" and \\\\ are allowed",
                                             at: location(i))
                        }
                        i += 1
                    }
                    text.append(s[i])
                    i += 1
                }
                guard closed else {
                    throw InputError("unterminated quote: add a closing \"", at: location(start))
                }
                if i < s.count, s[i] != " ", s[i] != "\t", s[i] != "#" {
                    throw InputError("expected a space after the closing quote", at: location(i))
                }
                tokens.append(ScriptToken(text: String(text), column: start + 1, endColumn: i + 1, quoted: true))
            } else {
                while i < s.count, s[i] != " ", s[i] != "\t", s[i] != "#" { i += 1 }
                let text = String(String.UnicodeScalarView(s[start..<i]))
                tokens.append(ScriptToken(text: text, column: start + 1, endColumn: i + 1, quoted: false))
            }
        }
        return tokens
    }
}
