import Raster

/// A TrueType font (or one face of a TrueType collection), read from bytes in memory.
///
/// Loading is cheap: it checks the table directory and the headers of the
/// tables this reader needs (`head`, `hhea`, `maxp`, `hmtx`, `cmap`, `loca`,
/// `glyf`, plus `kern` and the `kern` feature of `GPOS` when present), and
/// chooses and validates the character map. Glyph outlines are decoded on
/// demand with ``outline(of:)`` or a reusable ``GlyphOutlineDecoder``.
/// The bytes are stored once and shared by every copy of the value.
///
/// Fonts with CFF or CFF2 (PostScript) outlines read `CFF ` or `CFF2`
/// instead of `loca` and `glyf`; their cubic curves are handed on as
/// quadratic pieces within a fixed tolerance in font units.
public struct Font: Sendable {
    /// Where a font's pair kerning comes from.
    public enum KerningSource: Hashable, Sendable {
        /// No kerning.
        case none
        /// The legacy `kern` table (format 0 pairs).
        case kernTable
        /// The `kern` feature of the `GPOS` table (pair adjustment lookups).
        case glyphPositioning
    }

    /// The whole font file.
    let bytes: [UInt8]
    /// The face's table directory.
    let directory: TableDirectory
    /// Advance widths.
    let horizontalMetrics: HorizontalMetrics
    /// The chosen character map.
    let characterMap: CharacterMap
    /// Glyph locations in `glyf` (nil for CFF outlines).
    let locations: GlyphLocations?
    /// The CFF or CFF2 glyph programs (nil for `glyf` outlines).
    let cffOutlines: CFFOutlines?
    /// Kerning pairs from `kern`, if usable.
    let kernTable: KernTable?
    /// Kerning lookups from `GPOS`, if it has a kern feature.
    let glyphPositioning: GlyphPositioning?
    /// Where GSUB, GPOS and GDEF start, for shaping.
    let layoutTables: LayoutTableOffsets
    /// The shaping plans worked out so far, shared by every copy.
    let plans = ShapingPlans()

    /// The index of this face in its collection (0 for a single font).
    public let faceIndex: Int
    /// The number of glyphs, from `maxp`.
    public let glyphCount: Int
    /// Vertical metrics and units per em.
    public let metrics: FontMetrics
    /// Which kerning is applied when shaping; defaults to `GPOS` when it has a
    /// kern feature, else the `kern` table, else none. Setting a source the
    /// font lacks turns kerning off.
    public var kerning: KerningSource
    /// True (the default) to apply the font's standard ligatures (the `liga`
    /// and `clig` features) when shaping; required ligatures such as Arabic
    /// lam-alef (`rlig`) are applied either way.
    public var ligatures = true

    /// Font units per em.
    public var unitsPerEm: Int { metrics.unitsPerEm }

    /// Reads face `faceIndex` from the bytes of a `.ttf`, a TrueType-flavoured `.otf`, or a `.ttc`.
    public init(bytes: [UInt8], faceIndex: Int = 0) throws(FontError) {
        let file = ByteReader(bytes)
        let directory = try TableDirectory.read(file, faceIndex: faceIndex)
        let head = try HeadTable(directory.requiredTable(.head, in: bytes))
        let hhea = try HorizontalHeader(directory.requiredTable(.hhea, in: bytes))
        let glyphCount = try readGlyphCount(directory.requiredTable(.maxp, in: bytes))
        horizontalMetrics = try HorizontalMetrics(directory.requiredTable(.hmtx, in: bytes),
                                                  numberOfHMetrics: hhea.numberOfHMetrics,
                                                  glyphCount: glyphCount)
        // CFF-flavoured OpenType reads its outlines from CFF2 or CFF instead of glyf.
        if !directory.lists(.glyf), let cff2 = try directory.table(.cff2, in: bytes) {
            (locations, cffOutlines) = (nil, try CFFOutlines(cff2, cff2: true, unitsPerEm: head.unitsPerEm))
        } else if !directory.lists(.glyf), let cff = try directory.table(.cff, in: bytes) {
            (locations, cffOutlines) = (nil, try CFFOutlines(cff, cff2: false, unitsPerEm: head.unitsPerEm))
        } else {
            locations = try GlyphLocations(loca: directory.requiredTable(.loca, in: bytes),
                                           glyf: directory.requiredTable(.glyf, in: bytes),
                                           longOffsets: head.longLocaOffsets, glyphCount: glyphCount)
            cffOutlines = nil
        }
        characterMap = try CharacterMap(directory.requiredTable(.cmap, in: bytes), glyphCount: glyphCount)
        kernTable = try directory.table(.kern, in: bytes).flatMap { (r) throws(FontError) in try KernTable(r) }
        glyphPositioning = try directory.table(.gpos, in: bytes).flatMap { (r) throws(FontError) in
            try GlyphPositioning(r)
        }
        layoutTables = LayoutTableOffsets(directory, bytes)
        metrics = chooseMetrics(head: head, hhea: hhea, os2: try directory.table(.os2, in: bytes))
        kerning = glyphPositioning != nil ? .glyphPositioning : kernTable != nil ? .kernTable : .none
        self.bytes = bytes
        self.directory = directory
        self.faceIndex = faceIndex
        self.glyphCount = glyphCount
    }

    /// The number of faces in font data: the face count of a `.ttc`, 1 for a single font.
    public static func faceCount(in bytes: [UInt8]) throws(FontError) -> Int {
        try TableDirectory.faceCount(in: ByteReader(bytes))
    }

    /// The kerning sources this font offers, best first.
    public var availableKerning: [KerningSource] {
        (glyphPositioning != nil ? [.glyphPositioning] : []) + (kernTable != nil ? [.kernTable] : [])
    }

    /// The glyph for `scalar`, or nil when the font does not map it.
    public func glyph(for scalar: Unicode.Scalar) -> GlyphID? {
        characterMap.glyph(for: scalar).map { GlyphID(UInt16(truncatingIfNeeded: $0)) }
    }

    /// The advance width of `glyph`, in font units.
    public func advance(of glyph: GlyphID) -> Int {
        horizontalMetrics.advance(Int(glyph.rawValue))
    }

    /// The bounding box from `glyph`'s header, in font units (y up); nil for an empty glyph.
    public func boundingBox(of glyph: GlyphID) throws(FontError) -> Rect? {
        if let locations { return try locations.boundingBox(of: Int(glyph.rawValue)) }
        // CFF stores no box: take the outline's control box.
        var decoder = GlyphOutlineDecoder(font: self)
        try decoder.load(glyph)
        return decoder.withOutline { points, _, _ in
            guard let first = points.first else { return nil }
            return points.reduce(Rect(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)) { box, p in
                Rect(minX: min(box.minX, p.x), minY: min(box.minY, p.y), maxX: max(box.maxX, p.x), maxY: max(box.maxY, p.y))
            }
        }
    }

    /// The outline of `glyph` as a path in font units (y up).
    ///
    /// For many glyphs, reuse a ``GlyphOutlineDecoder`` instead: it keeps its buffers.
    public func outline(of glyph: GlyphID) throws(FontError) -> Path {
        var decoder = GlyphOutlineDecoder(font: self)
        return try decoder.outline(of: glyph)
    }
}
