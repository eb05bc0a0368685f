import Foundation
import Raster
import TrueType
import Testing

/// `seac` (endchar with an accent) and FontMatrix: fonts made by
/// Tools/fuzz/make-cff-seeds.py, checked against FreeType's outline
/// (freetype-py 2.13, unhinted, at 1000 ppem: the on-curve points in font
/// units, which FreeType rounds to whole units after a FontMatrix) and
/// fontTools' areas; hand-built tables for every way they can be malformed.
@Suite struct CFFSeacAndFontMatrixTests {
    typealias B = CFFBuilder

    /// The on-curve points of `c`'s outline in `font`, and its contour count.
    static func onCurve(_ font: Font, _ c: Character) throws -> (points: [Point], contours: Int) {
        let glyph = try #require(font.glyph(for: c.unicodeScalars.first!))
        let outline = try GlyphOutlineDecoder(font: font).decodeCopy(glyph)
        return (zip(outline.points, outline.onCurve).filter(\.1).map(\.0), outline.contourEnds.count)
    }

    /// Every one of FreeType's on-curve points is one of ours, within its rounding to whole units.
    static func expectFreeTypePoints(_ font: Font, _ c: Character, contours: Int, _ expected: [(Double, Double)],
                                     tolerance: Double = 0.5) throws {
        let (points, count) = try onCurve(font, c)
        #expect(count == contours, "\(c): \(count) contours, FreeType has \(contours)")
        for (x, y) in expected {
            #expect(points.contains { abs($0.x - x) <= tolerance && abs($0.y - y) <= tolerance },
                    "\(c): FreeType's point (\(x), \(y)) is not in our outline")
        }
    }

    static func area(_ font: Font, _ c: Character) throws -> Double {
        abs(try font.outline(of: #require(font.glyph(for: c.unicodeScalars.first!))).signedArea)
    }

    /// Aacute is `185 195 65 194 endchar` (after a width): A, and acute moved by (185, 195).
    @Test func seacDrawsBaseAndMovedAccent() throws {
        let font = try Font(bytes: CFFTests.seed("seac.otf"))
        try Self.expectFreeTypePoints(font, "Á", contours: 3, [
            (17, 0), (116, 0), (193, 219), (216, 297), (277, 729), (277, 787), (336, 629), (337, 787), (373, 935),
            (397, 729), (448, 297), (474, 219), (486, 935), (549, 0), (653, 0)], tolerance: 0.01)
        // fontTools' AreaPen: A 158867, acute 12802 (apart, so the areas add).
        let area = try Self.area(font, "Á")
        #expect(abs(area - (158867 + 12802)) <= 171669 * 2e-4, "area \(area)")
        #expect(font.damagedGlyphs(among: (0..<font.glyphCount).map { GlyphID(UInt16($0)) }).isEmpty)
    }

    /// A top FontMatrix [0.0005 0 0.0002 0.0005 0.0045 -0.003]: over its em scale, a slant of 0.4 and a move by (9, -6).
    @Test func topFontMatrixSlantsAndMoves() throws {
        let font = try Font(bytes: CFFTests.seed("fontmatrix.otf"))
        try Self.expectFreeTypePoints(font, "A", contours: 2, [
            (26, -6), (125, -6), (290, 213), (344, 291), (558, -6), (571, 213), (576, 291), (578, 723), (597, 623),
            (662, -6), (698, 723)])
        // A slant keeps areas: fontTools' figures for the unslanted glyphs.
        #expect(abs(try Self.area(font, "o") - 118221.55) <= 118221.55 * 2e-4)
        #expect(abs(try Self.area(font, "S") - 172608.65) <= 172608.65 * 2e-4)
    }

    /// A CID-keyed font's font DICT FontMatrix [0.001 0 0.00025 0.001 0 0] under no top matrix: a slant of 0.25.
    @Test func fontDictMatrixOfCIDKeyedFont() throws {
        let font = try Font(bytes: CFFTests.seed("fontmatrix-cid.otf"))
        try Self.expectFreeTypePoints(font, "中", contours: 3, [
            (143, 186), (218, 186), (233, 248), (252, 322), (261, 661), (318, 588), (438, -79), (517, -79), (520, 248),
            (539, 322), (599, 248), (605, 588), (618, 322), (623, 661), (668, 840), (684, 588), (702, 661), (747, 840),
            (873, 191), (887, 248), (906, 322), (950, 191), (972, 588), (1067, 661)])
        #expect(abs(try Self.area(font, "中") - 228941.0) <= 228941.0 * 2e-4)
    }

    /// A 100-unit square at (x, y) as a charstring body (no endchar).
    static func square(_ x: Int, _ y: Int, _ side: Int = 100) -> [UInt8] {
        B.n(x) + B.n(y) + [21] + B.n(side) + B.n(side) + B.n(-side) + [6]
    }

    /// A font whose charset is the predefined ISOAdobe one (glyph i is string id i): A is glyph 34, acute glyph 125.
    static func isoAdobeFont(_ glyph1: [UInt8], a: [UInt8] = square(0, 0) + [14], acute: [UInt8] = square(20, 700, 50) + [14],
                             configure: (inout B) -> Void = { _ in }) throws -> Font {
        var b = B()
        b.charStrings = Array(repeating: [14], count: 126)
        b.charStrings[1] = glyph1
        b.charStrings[34] = a
        b.charStrings[125] = acute
        configure(&b)
        return try Font(bytes: b.font())
    }

    @Test func seacThroughThePredefinedCharset() throws {
        let font = try Self.isoAdobeFont(B.n(300) + B.n(10) + B.n(20) + B.n(65) + B.n(194) + [14])
        let outline = try GlyphOutlineDecoder(font: font).decodeCopy(GlyphID(1))
        #expect(outline.points == [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100),
                                   Point(x: 30, y: 720), Point(x: 80, y: 720), Point(x: 80, y: 770), Point(x: 30, y: 770)])
        #expect(outline.contourEnds == [3, 7])
    }

    /// Every bad seac gives a FontError located in the CFF table, never a trap or a loop.
    @Test func malformedSeacIsAnError() throws {
        func error(_ font: Font) throws -> FontError {
            let e = try #require(fontError { try font.outline(of: GlyphID(1)) })
            #expect(e.table == "CFF ")
            return e
        }
        // A code the charset has no glyph for (StandardEncoding 200 is dieresis: string id 131, past 126 glyphs).
        #expect(try error(Self.isoAdobeFont(B.n(0) + B.n(0) + B.n(65) + B.n(200) + [14])).message.contains("no glyph"))
        // Unassigned codes, and codes out of range.
        #expect(try error(Self.isoAdobeFont(B.n(0) + B.n(0) + B.n(65) + B.n(128) + [14])).kind == .malformed)
        #expect(try error(Self.isoAdobeFont(B.n(0) + B.n(0) + B.n(-1) + B.n(1000) + [14])).kind == .malformed)
        // A component that is itself accented (here A names itself: it would recurse).
        let nested = B.n(0) + B.n(0) + B.n(65) + B.n(194) + [14]
        #expect(try error(Self.isoAdobeFont(nested, a: nested)).message.contains("itself accented"))
        // A CID-keyed font has no glyph names.
        var cid = B()
        cid.charStrings = [[14], B.n(0) + B.n(0) + B.n(65) + B.n(194) + [14]]
        cid.fdSelect = [3, 0, 1, 0, 0, 0, 0, 2]
        #expect(try error(Font(bytes: cid.font())).kind == .unsupported)
    }

    /// The malformed seed fonts: a seac naming a glyph the font lacks is one damaged glyph, and a
    /// singular FontMatrix is set aside.
    @Test func malformedSeedFonts() throws {
        let missing = try Font(bytes: CFFTests.seed("seac-missing.otf"))
        let aacute = try #require(missing.glyph(for: "Á"))
        let damaged = missing.damagedGlyphs(among: (0..<missing.glyphCount).map { GlyphID(UInt16($0)) })
        #expect(damaged.map(\.glyph) == [aacute])
        #expect(damaged.first?.error.message.contains("StandardEncoding code 200") == true)
        let singular = try Font(bytes: CFFTests.seed("fontmatrix-singular.otf"))
        let plain = try Font(bytes: CFFTests.seed("nimbus-subset.otf"))
        for c in "AVTWaeo&@S".unicodeScalars {
            let a = try #require(singular.glyph(for: c)), b = try #require(plain.glyph(for: c))
            #expect(try singular.outline(of: a) == plain.outline(of: b), "\(c)")
        }
    }

    /// FontMatrix entries that cannot make a glyph (singular, no em scale, not finite) are set aside, as
    /// FreeType sets aside values it finds unlikely; ones that can are applied as FreeType applies them.
    @Test func unusableFontMatricesAreIgnored() throws {
        let plain = try Self.isoAdobeFont(Self.square(10, 10) + [14])
        let expected = try GlyphOutlineDecoder(font: plain).decodeCopy(GlyphID(1))
        for matrix in [["0.001", "0", "0", "0", "0", "0"], ["0.001", "0.001", "0.001", "0.001", "0", "0"],
                       ["0", "0", "0", "0", "0", "0"], ["1E-3", "0", "0", "1E400", "0", "0"]] {
            let font = try Self.isoAdobeFont(Self.square(10, 10) + [14]) { $0.topExtra = B.fontMatrix(matrix) }
            #expect(try GlyphOutlineDecoder(font: font).decodeCopy(GlyphID(1)) == expected, "\(matrix)")
        }
        // A matrix that works: [0.002 0 0 0.002 0.01 0] is, over its em scale, a move by 5 units.
        let moved = try Self.isoAdobeFont(Self.square(10, 10) + [14]) {
            $0.topExtra = B.fontMatrix(["0.002", "0", "0", "0.002", "0.01", "0"])
        }
        #expect(try GlyphOutlineDecoder(font: moved).decodeCopy(GlyphID(1)).points.first == Point(x: 15, y: 10))
        // A font DICT's [2 0 0 1 0 0] under no top matrix maps to ems: FreeType draws Noto's 中 changed this
        // way (at 1 ppem) with (458, 840) at (915937.5, 839937.5) font units, so a point p goes to 1000 (2x, y).
        var cid = B()
        cid.charStrings = [[14], Self.square(100, 100) + [14]]
        cid.fdSelect = [3, 0, 1, 0, 0, 0, 0, 2]
        cid.fontDictExtra = B.fontMatrix(["2", "0", "0", "1", "0", "0"])
        let font = try Font(bytes: cid.font())
        #expect(try GlyphOutlineDecoder(font: font).decodeCopy(GlyphID(1)).points.first == Point(x: 200 * 1000, y: 100 * 1000))
    }

    /// A font DICT matrix that takes points past 1e300 font units (found by
    /// the `cff` fuzz target): a cubic's error estimate overflows to
    /// infinity, and the curve is split into the most pieces allowed rather
    /// than trapping on the count.
    @Test func aCubicFarOutIsSplitIntoTheMostPieces() throws {
        var cid = B()
        cid.charStrings = [[14], B.n(0) + B.n(0) + [21] + B.n(0) + B.n(552) + B.n(448) + B.n(448) + B.n(552)
            + B.n(0) + [8, 14]]
        cid.fdSelect = [3, 0, 1, 0, 0, 0, 0, 2]
        for scale in ["1E300", "-1E305"] {
            cid.fontDictExtra = B.fontMatrix([scale, "0", "0", "1", "0", "0"])
            let outline = try GlyphOutlineDecoder(font: Font(bytes: cid.font())).decodeCopy(GlyphID(1))
            #expect(outline.onCurve.filter { !$0 }.count == 64, "\(scale)")  // GlyphOutlineDecoder.maximumCubicPieces
        }
    }
}
