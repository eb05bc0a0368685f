/// Why a tag file could not be read, and where.
///
/// The one error type of ``TagInput``. Its ``description`` reads
/// `file:line:column: message`, for example
/// `words.txt:4:9: weight must be a positive number, got '-3'`.
public struct TagInputError: LocatedError, Hashable {
    /// Where the problem is. Columns count Unicode scalars from 1.
    public var location: SourceLocation
    /// What is wrong, in one line.
    public var message: String

    /// Creates an error.
    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// Creates an error at `line` and `column` of `file`.
    init(_ message: String, file: String, line: Int, column: Int) {
        self.init(location: SourceLocation(file: file, line: line, column: column), message: message)
    }
}
