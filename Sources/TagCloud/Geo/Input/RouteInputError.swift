/// The one error type of ``RouteCSV``: what is wrong with a route file, and
/// the file, line and column where it is.
public struct RouteInputError: LocatedError, Hashable {
    /// Where the error is.
    public var location: SourceLocation
    /// What is wrong, in one line, without the location.
    public var message: String
    /// True when the route kept more places than its maximum, so a caller
    /// can say how to raise it.
    public var exceededPointCap = false

    /// Creates an error at `location`.
    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}
