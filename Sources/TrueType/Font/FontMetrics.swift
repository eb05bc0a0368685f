import Raster

/// A font's vertical metrics in font units (y up), used for line boxes.
///
/// The values come from the `hhea` table, as macOS and FreeType use them,
/// unless the `OS/2` table sets `USE_TYPO_METRICS` (then its typographic
/// values win) or `hhea` leaves both ascender and descender at zero (then
/// `OS/2` typographic, else Windows, metrics are used). ``source`` says which.
public struct FontMetrics: Hashable, Sendable {
    /// Where the ascender, descender and line gap were taken from.
    public enum Source: Hashable, Sendable {
        /// The `hhea` table's ascender, descender and lineGap.
        case horizontalHeader
        /// The `OS/2` table's sTypoAscender, sTypoDescender and sTypoLineGap.
        case typographic
        /// The `OS/2` table's usWinAscent and usWinDescent (no line gap).
        case windows
    }

    /// Font units per em: glyph coordinates are divided by this to get ems.
    public var unitsPerEm: Int
    /// The distance from the baseline up to the top of the line box (usually positive).
    public var ascender: Int
    /// The distance from the baseline to the bottom of the line box (usually negative).
    public var descender: Int
    /// Extra space recommended between lines.
    public var lineGap: Int
    /// The box around every glyph, from the `head` table: (xMin, yMin, xMax, yMax).
    public var boundingBox: Rect
    /// Which table the ascender, descender and line gap come from.
    public var source: Source

    /// Creates metrics from their values.
    public init(unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int,
                boundingBox: Rect, source: Source) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.boundingBox = boundingBox
        self.source = source
    }
}
