/// The one error type of ``GeoTagInput``: what is wrong with a geo-tag file,
/// and the file, line and column where it is.
public struct GeoInputError: LocatedError, Hashable {
    /// Where the error is.
    public var location: SourceLocation
    /// What is wrong, in one line, without the location.
    public var message: String
    /// The cap the input went over, if that is what is wrong, so a caller
    /// can say how to raise it.
    public var exceededCap: TagInputError.Cap?

    /// Creates an error at `location`.
    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}
