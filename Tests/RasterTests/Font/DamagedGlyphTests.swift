import Raster
import TrueType
import EmbeddedFont
import Testing

@Suite struct DamagedGlyphTests {
    typealias C = FontBuilder.Component

    /// A font whose glyph 1 ('A') is whole and glyphs 2–4 ('B', 'C', 'D') are
    /// damaged in three ways: too short for a header, a composite with a
    /// damaged component, and a loca entry past the end of glyf.
    func damagedFont() throws -> Font {
        var builder = FontBuilder()
        _ = builder.add(squareGlyph, character: "A")                              // 1
        _ = builder.add(.raw([0, 1, 0, 0]), character: "B")                       // 2
        _ = builder.add(.composite([C(glyph: 1), C(glyph: 2)]), character: "C")   // 3
        _ = builder.add(squareGlyph, character: "D")                              // 4
        // Move glyph 4's end 400 bytes past the end of glyf.
        let (loca, glyf) = builder.glyphTables()
        var offsets = stride(from: 0, to: loca.count, by: 4).map { i in
            loca[i..<i + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        #expect(offsets.count == 6 && offsets[5] == glyf.count)
        offsets[5] = glyf.count + 400
        builder.locaOverride = offsets
        return try Font(bytes: builder.build())
    }

    @Test func damagedGlyphsAreListedOnceEachInOrder() throws {
        let font = try damagedFont()
        let ids: [UInt16] = [1, 4, 2, 3, 2, 4, 1, 0]
        let damaged = font.damagedGlyphs(among: ids.map(GlyphID.init))
        #expect(damaged.map(\.glyph) == [GlyphID(4), GlyphID(2), GlyphID(3)])
        #expect(damaged[0].error.table == "glyf")
        #expect(damaged[0].error.message == "glyph 4 ends past the end of the table")
        #expect(damaged[1].error.message == "glyph 2 has 4 bytes, too few for its header")
        // The composite fails in its damaged component.
        #expect(damaged[2].error == damaged[1].error)
        // Each is what decoding the glyph alone reports.
        for entry in damaged {
            #expect(fontError { try font.outline(of: entry.glyph) } == entry.error)
        }
    }

    @Test func wholeGlyphsAreNotListed() throws {
        #expect(try damagedFont().damagedGlyphs(among: [GlyphID(0), GlyphID(1), GlyphID(1)]).isEmpty)
        let text = Font.embedded.shape("Damaged glyphs? None here: ÅØ ß €", pixelSize: 16)
        #expect(Font.embedded.damagedGlyphs(among: text.glyphs.map(\.glyph)).isEmpty)
        #expect(Font.embedded.damagedGlyphs(among: (0..<UInt16(Font.embedded.glyphCount)).map(GlyphID.init)).isEmpty)
    }

    @Test func aDamagedGlyphIsDrawnAsNothing() throws {
        let font = try damagedFont()
        let renderer = TextRenderer(font: font)
        func draw(_ text: String) throws -> Canvas {
            var canvas = try Canvas(width: 64, height: 24, background: .white)
            renderer.draw(font.shape(text, pixelSize: 10), at: Point(x: 2, y: 16), color: .black, into: &canvas)
            return canvas
        }
        // 'A' then a damaged 'B', 'C' and 'D' in the advance after it: only the A shows.
        let blank = try Canvas(width: 64, height: 24, background: .white)
        let a = try draw("A"), abcd = try draw("ABCD")
        #expect(a != blank)
        #expect(abcd == a)
    }
}
