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
    /// The cap of ``TagInputOptions`` the input went over, if that is what is
    /// wrong, so a caller can say how to raise it.
    public var exceededCap: Cap?

    /// A cap of ``TagInputOptions``.
    public enum Cap: Hashable, Sendable {
        /// ``TagInputOptions/tagCap``: too many distinct tags.
        case distinctTags
        /// ``TagInputOptions/maxTagLength``: a tag too long.
        case tagLength
    }

    /// Creates an error.
    public init(location: SourceLocation, message: String, exceededCap: Cap? = nil) {
        self.location = location
        self.message = message
        self.exceededCap = exceededCap
    }

    /// Creates an error at `line` and `column` of `file`.
    init(_ message: String, file: String, line: Int, column: Int) {
        self.init(location: SourceLocation(file: file, line: line, column: column), message: message)
    }
}
