import Raster
import TrueType
import TagCloud

extension CloudSetup {
    /// How many damaged glyphs the warning names before "and N more".
    static let damagedGlyphsNamed = 6

    /// Warns once if glyphs the labels draw from the font (`font`, named
    /// `fontName`; `used`, from ``Cloud/glyphUse``) have damaged outline
    /// data, naming the first few by character and glyph id and quoting the
    /// first error; those glyphs are drawn empty.
    static func warnAboutDamagedGlyphs(_ used: [GlyphID], tags: [TagCloud.Tag], font: Font, fontName: String,
                                       context: CommandContext) {
        let damaged = font.damagedGlyphs(among: used)
        guard let first = damaged.first else { return }
        var characters: [GlyphID: Unicode.Scalar] = [:]
        var scalarsSeen = Set<Unicode.Scalar>()
        for tag in tags {
            // The characters each glyph draws: as written, and composed (as shaping prefers).
            let scalars = tag.text.unicodeScalars.lazy + Normalization.nfc(tag.text.unicodeScalars)
            for scalar in scalars where scalarsSeen.insert(scalar).inserted {
                if let glyph = font.glyph(for: scalar), characters[glyph] == nil { characters[glyph] = scalar }
            }
        }
        let names = damaged.prefix(damagedGlyphsNamed).map { entry in
            characters[entry.glyph].map { "'\($0)' (\(entry.glyph))" } ?? entry.glyph.description
        }
        let more = damaged.count > damagedGlyphsNamed ? " and \(damaged.count - damagedGlyphsNamed) more" : ""
        context.warn("\(fontName): damaged outline data for \(names.joined(separator: ", "))\(more); "
                     + "drawn empty (\(first.error))")
    }
}
