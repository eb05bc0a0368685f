/// Why a text input could not be read, and where: the one error type of
/// every TagCloud input format.
///
/// ``TagInput``, ``GeoTagInput``, ``RouteCSV``, ``LinkInput``, gesture
/// scripts (``GestureScript/init(parsing:file:maxDuration:)-(String,_,_)``) and
/// ``Replay``'s construction all throw it. Its ``description`` reads
/// `file:line:column: message`, for example
/// `words.txt:4:9: weight must be a positive number, got '-3'`.
public struct InputError: LocatedError, Hashable {
    /// Where the problem is. Columns count Unicode scalars from 1.
    public var location: SourceLocation
    /// What is wrong, in one line, without the location.
    public var message: String
    /// The cap the input went over, if that is what is wrong, so a caller
    /// can say how to raise it.
    public var exceededCap: Cap?

    /// A limit on how much input a reader keeps.
    public enum Cap: Hashable, Sendable {
        /// Too many distinct tags: ``TagInputOptions/tagCap``, or the
        /// `maximumTags` of ``GeoTagInput``.
        case distinctTags
        /// A tag too long: ``TagInputOptions/maxTagLength``, or the
        /// `maximumNameLength` of ``GeoTagInput``.
        case tagLength
        /// Too many places kept on a route: the `maximumPoints` of ``RouteCSV``.
        case routePoints
    }

    /// Creates an error at `location`, saying which cap was exceeded, if one was.
    public init(_ message: String, at location: SourceLocation, exceededCap: Cap? = nil) {
        self.message = message
        self.location = location
        self.exceededCap = exceededCap
    }
}
