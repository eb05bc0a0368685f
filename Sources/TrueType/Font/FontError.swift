import Raster

/// Why a font could not be read: what went wrong, where in the file, and in which table.
///
/// Every read of font data is bounds-checked; malformed or unsupported input
/// produces one of these instead of a crash. The ``description`` is one line,
/// e.g. `offset 12345 (glyf): glyph 34 ends past the end of the table`.
public struct FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The category of a font error, for callers that react differently to each.
    public enum Kind: Hashable, Sendable {
        /// A structure runs past the end of the file or of its table.
        case truncated
        /// A value is out of range or inconsistent (unsorted, overlapping, bad offset).
        case malformed
        /// A table the reader needs is absent.
        case missingTable
        /// A format or version this reader does not implement.
        case unsupported
        /// The font has CFF (PostScript) outlines rather than TrueType `glyf` outlines
        /// (no longer thrown: CFF and CFF2 outlines are read; kept for source compatibility).
        case cffOutlines
        /// A composite glyph refers back to itself, directly or through other composites.
        case compositeCycle
        /// Composite glyphs nest deeper than ``GlyphOutlineDecoder/maximumCompositeDepth``.
        case compositeTooDeep
        /// A composite glyph expands to more components or points than the decoder allows.
        case compositeTooComplex
        /// A collection face index or a glyph id is outside the valid range.
        case indexOutOfRange
    }

    /// The category of the error.
    public var kind: Kind
    /// The byte offset from the start of the file where the problem was found.
    public var offset: Int
    /// The four-letter tag of the table being read, or nil for the file header and directory.
    public var table: String?
    /// What is wrong, in a short phrase without a trailing full stop.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, offset: Int, table: String? = nil, message: String) {
        self.kind = kind
        self.offset = offset
        self.table = table
        self.message = message
    }

    /// One line: `offset N (tag): message`, or `offset N: message` outside any table.
    public var description: String {
        if let table { return "offset \(offset) (\(table)): \(message)" }
        return "offset \(offset): \(message)"
    }
}
