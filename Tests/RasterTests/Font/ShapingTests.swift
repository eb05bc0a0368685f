import Raster
import TrueType
import EmbeddedFont
import Testing

// Expected advances, kerning and positions come from fontTools reading DejaVuSans.ttf:
// hmtx advances, and the GPOS kern lookup 14 (PairPos format 2, the latn kern feature)
// evaluated by hand in Python: ClassDef1/ClassDef2 → Class1Record[c1].Class2Record[c2].Value1.XAdvance.
// The legacy kern table (f['kern'].kernTables[0].kernTable) has the same values for these pairs.

@Suite struct ShapingTests {
    let font = Font.embedded

    func glyph(_ c: Unicode.Scalar) -> GlyphID { font.glyph(for: c) ?? .notdef }

    @Test func kerningPairsFromGPOSAndKernTable() {
        #expect(font.kerning == .glyphPositioning)
        #expect(font.availableKerning == [.glyphPositioning, .kernTable])
        let pairs: [(Unicode.Scalar, Unicode.Scalar, Int)] = [
            ("A", "V", -131), ("T", "o", -348), ("V", "A", -131), ("T", "y", -319), ("L", "T", -282),
            ("A", "v", -120), ("o", "o", 0),
        ]
        var legacy = font
        legacy.kerning = .kernTable
        var none = font
        none.kerning = .none
        for (a, b, value) in pairs {
            #expect(font.kerningAdjustment(between: glyph(a), and: glyph(b)) == value, "\(a)\(b) GPOS")
            #expect(legacy.kerningAdjustment(between: glyph(a), and: glyph(b)) == value, "\(a)\(b) kern")
            #expect(none.kerningAdjustment(between: glyph(a), and: glyph(b)) == 0)
        }
    }

    @Test func positionsAtOneUnitPerPixel() {
        // At 2048 px per em one pixel is one font unit, so positions equal the Python sums.
        let run = font.shape("Tokyo WAVE", pixelSize: 2048)
        #expect(run.glyphs.map(\.glyph.rawValue) == [55, 82, 78, 92, 82, 3, 58, 36, 57, 40])
        #expect(run.glyphs.map(\.x) == [0, 903, 2156, 3269, 4481, 5734, 6385, 8298, 9568, 10969])
        #expect(run.glyphs.allSatisfy { $0.y == 0 })
        #expect(run.advance == 12263)
        #expect(run.missingCharacters.isEmpty)
        let avatar = font.shape("AVATAR", pixelSize: 2048)
        #expect(avatar.glyphs.map(\.x) == [0, 1270, 2540, 3782, 4874, 6275])
        #expect(avatar.advance == 7698)
    }

    @Test func subpixelPositionsAreNotRounded() {
        // 'T' advance 1251, kerned by -348 before 'o': x = 903 × 13 / 2048.
        let run = font.shape("To", pixelSize: 13)
        #expect(run.glyphs[1].x == 903.0 * 13 / 2048)
        #expect(run.glyphs[0].advance == 903.0 * 13 / 2048)
        #expect(run.advance == (903.0 + 1253) * 13 / 2048)
        let moved = font.shape("To", pixelSize: 13.01)
        #expect(moved.glyphs[1].x > run.glyphs[1].x)
        #expect(moved.glyphs[1].x - run.glyphs[1].x < 0.01)
    }

    @Test func measureUsesAdvanceAndLineMetrics() {
        let extent = font.measure("AVATAR", pixelSize: 20)
        #expect(abs(extent.width - 7698.0 * 20 / 2048) < 1e-12)
        #expect(abs(extent.ascent - 1901.0 * 20 / 2048) < 1e-12)
        #expect(abs(extent.descent - 483.0 * 20 / 2048) < 1e-12)
        let measurer: any TextMeasuring = font
        #expect(measurer.measure("AVATAR", pixelSize: 20) == extent)
        #expect(font.measure("", pixelSize: 20).width == 0)
    }

    @Test func missingCharactersBecomeNotdefAndAreListedOnce() {
        let run = font.shape("a\u{E000}b\u{E000}\u{10FFFF}", pixelSize: 16)
        #expect(run.glyphs.map(\.glyph.rawValue) == [68, 0, 69, 0, 0])
        #expect(run.missingCharacters == ["\u{E000}", "\u{10FFFF}"])
        // .notdef has its own advance (hmtx['.notdef'] = 1229).
        #expect(run.glyphs[1].advance == 1229.0 * 16 / 2048)
    }

    @Test func combiningMarksComposeWhenTheFontHasTheComposedLetter() {
        // "e" + U+0301 → 'eacute' (171); "q" + U+0301 has no composed form: 'q' (84) then 'acutecomb' (690).
        let composed = font.shape("e\u{301}", pixelSize: 2048)
        #expect(composed.glyphs.map(\.glyph.rawValue) == [171])
        let separate = font.shape("q\u{301}x", pixelSize: 2048)
        #expect(separate.glyphs.map(\.glyph.rawValue) == [84, 690, 91])
        // The mark has zero advance, so it sits over the 'q' and 'x' follows the 'q' directly.
        #expect(separate.glyphs[1].advance == 0)
        #expect(separate.glyphs[2].x == 1300)
        #expect(separate.missingCharacters.isEmpty)
    }

    @Test func controlCharactersAreSkipped() {
        let run = font.shape("a\u{7}b", pixelSize: 16)
        #expect(run.glyphs.map(\.glyph.rawValue) == [68, 69])
        #expect(run.missingCharacters.isEmpty)
    }

    @Test func inkBoundsFromGlyphHeaders() throws {
        // 'l' box (193, 0)–(377, 1556); at 2048 px the y axis flips around the baseline.
        let l = font.shape("l", pixelSize: 2048)
        #expect(try font.inkBounds(of: l) == Rect(minX: 193, minY: -1556, maxX: 377, maxY: 0))
        // "ll": the second box starts one advance (569) later.
        let ll = font.shape("ll", pixelSize: 1024)
        #expect(try font.inkBounds(of: ll) == Rect(minX: 96.5, minY: -778, maxX: 473, maxY: 0))
        #expect(try font.inkBounds(of: font.shape("  ", pixelSize: 12)) == nil)
    }

    @Test func runPathIsInPixelSpaceAtTheOrigin() throws {
        // 'l' at 1024 px: scale 0.5, y flipped, origin (10.25, 100).
        let run = font.shape("l", pixelSize: 1024)
        let path = try font.runPath(run, at: Point(10.25, 100))
        #expect(pathText(path) == "M 106.75 -678 L 198.75 -678 L 198.75 100 L 106.75 100 Z")
        let t = run.transform(forGlyphAt: 0, origin: Point(10.25, 100))
        #expect(t == AffineTransform(a: 0.5, b: 0, c: 0, d: -0.5, tx: 10.25, ty: 100))
        #expect(path == (try font.outline(of: run.glyphs[0].glyph)).transformed(by: t))
    }

    @Test func runPathPlacesEachGlyphAtItsPosition() throws {
        let run = font.shape("AV", pixelSize: 2048)
        let path = try font.runPath(run, at: .zero)
        let a = try font.outline(of: glyph("A")), v = try font.outline(of: glyph("V"))
        let flip = AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
        let expected = a.transformed(by: flip).elements
            + v.transformed(by: AffineTransform.translation(x: 1270, y: 0) * flip).elements
        #expect(path.elements == expected)
    }
}
