/// The one error type of the gesture-script parser and of ``Replay``'s
/// construction: what is wrong, and the file, line and column where it is.
///
/// Columns count Unicode scalars from 1, like every ``LocatedError``.
public struct ScriptError: LocatedError, Hashable {
    /// Where the error is.
    public var location: SourceLocation
    /// What is wrong, in one line, without the location.
    public var message: String

    /// Creates an error at `location`.
    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}
