/// Where a font's OpenType layout tables start in its file.
struct LayoutTableOffsets: Sendable {
    /// The glyph substitution table.
    var gsub: Int?
    /// The glyph positioning table.
    var gpos: Int?
    /// The glyph definition table.
    var gdef: Int?

    /// Reads the table directory's entries; a damaged table counts as absent.
    init(_ directory: TableDirectory, _ bytes: [UInt8]) {
        gsub = (try? directory.table(TableTag("GSUB"), in: bytes))??.base
        gpos = (try? directory.table(.gpos, in: bytes))??.base
        gdef = (try? directory.table(TableTag("GDEF"), in: bytes))??.base
    }
}
