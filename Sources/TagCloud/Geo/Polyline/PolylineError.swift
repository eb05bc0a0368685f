/// The one error type of ``EncodedPolyline/decode(_:precision:source:)``: what is
/// wrong with an encoded polyline and the character offset where it is.
///
/// As a ``LocatedError`` it reads `SOURCE:1:COLUMN`, with
/// `COLUMN = offset + 1`: a polyline is one line of text, named by `source`
/// (`polyline` unless the caller names where it came from).
public struct PolylineError: LocatedError, Hashable {
    /// What is wrong, in one line, without the location.
    public var message: String
    /// The 0-based offset of the offending character, in Unicode scalars.
    public var offset: Int
    /// The name used as the location's file.
    public var source: String

    /// Creates an error at `offset` characters into the polyline from `source`.
    public init(_ message: String, offset: Int, source: String = EncodedPolyline.defaultSource) {
        self.message = message
        self.offset = offset
        self.source = source
    }

    /// Line 1, column `offset + 1` of `source`.
    public var location: SourceLocation { SourceLocation(file: source, line: 1, column: offset + 1) }
}
