import Raster

/// The index of a glyph in a font (0…numGlyphs−1).
public struct GlyphID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The glyph index.
    public var rawValue: UInt16

    /// Wraps a glyph index.
    @inlinable
    public init(_ rawValue: UInt16) { self.rawValue = rawValue }

    /// Glyph 0, `.notdef`: what characters missing from the font are drawn with.
    public static let notdef = GlyphID(0)

    /// Orders glyphs by index.
    @inlinable
    public static func < (a: GlyphID, b: GlyphID) -> Bool { a.rawValue < b.rawValue }

    /// `glyph N`.
    public var description: String { "glyph \(rawValue)" }
}
