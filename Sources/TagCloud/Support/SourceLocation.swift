/// A place in a text input: a file name, a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars from the start of the line.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file name as the user gave it (`-` for standard input).
    public var file: String
    /// The line, starting at 1.
    public var line: Int
    /// The column, starting at 1.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers use.
    public var description: String { "\(file):\(line):\(column)" }
}

/// An input error that knows where in its source it happened.
///
/// Every input format in TagCloud throws ``InputError``, which conforms to
/// this, and so does ``PolylineError``, so the CLI can print
/// `tagcloud: file:line:col: message` for all of them.
public protocol LocatedError: Error, CustomStringConvertible, Sendable {
    /// Where the error is.
    var location: SourceLocation { get }
    /// What is wrong, in one line, without the location.
    var message: String { get }
}

extension LocatedError {
    /// `file:line:column: message`.
    public var description: String { "\(location): \(message)" }
}
