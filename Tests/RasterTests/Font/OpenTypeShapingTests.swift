import Foundation
import Testing
import TrueType
import EmbeddedFont

/// Our OpenType shaping against HarfBuzz: glyph IDs and positions for
/// Arabic joining, lam-alef, harakat, Hebrew points, ligatures on and off,
/// Vietnamese and decomposed marks, kerning, and a crafted font whose
/// features use GSUB multiple, alternate, ligature, context, extension and
/// reverse chaining lookups and GPOS single, cursive, mark-to-base, context
/// and extension lookups (the real fonts cover GSUB single and chaining
/// context, GPOS pair, mark-to-ligature, mark-to-mark and chaining context). The expected
/// values come from uharfbuzz (see harfbuzz-expectations.py, which wrote
/// HarfBuzzExpectations.swift); Noto fonts come from Debian's fonts-noto-core.
@Suite struct OpenTypeShapingTests {
    static let noto = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"
    static let notoArabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
    /// Whether the Noto cases run (see ``SystemFonts/usable(_:)``).
    static let notoUsable = SystemFonts.usable(noto, notoArabic)

    /// The Noto Sans face a case key names: `noto` is Noto Sans, `notoArabic` Noto Sans Arabic, and so on.
    static func notoPath(_ key: String) -> String {
        "/usr/share/fonts/truetype/noto/NotoSans\(key.dropFirst(4))-Regular.ttf"
    }

    func font(_ key: String) throws -> Font {
        switch key {
        case "dejavu": return .embedded
        case "crafted": return try Font(bytes: HarfBuzzExpectations.craftedFont)
        case "devaOldSpec": return try Font(bytes: HarfBuzzExpectations.devaOldSpecFont)
        case "tamlNoGPOS": return try Font(bytes: HarfBuzzExpectations.tamlNoGPOSFont)
        default:
            let data = try #require(FileManager.default.contents(atPath: Self.notoPath(key)), "install fonts-noto-core")
            return try Font(bytes: [UInt8](data))
        }
    }

    /// Shapes a case at unitsPerEm (so positions are font units) and compares with HarfBuzz.
    /// (A Noto case is passed over where ``notoUsable`` is false.)
    func check(_ expected: HarfBuzzExpectations.Case, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if expected.font.hasPrefix("noto") && !SystemFonts.usable(Self.notoPath(expected.font)) { return }
        var font = try font(expected.font)
        font.ligatures = expected.ligatures
        let run = font.shape(expected.text, pixelSize: Double(font.unitsPerEm))
        let ours = run.glyphs.map { (Int($0.glyph.rawValue), Int($0.x.rounded()), Int((-$0.y).rounded())) }
        #expect(ours.map(\.0) == expected.glyphs.map(\.id), "glyph IDs of \(expected.text)", sourceLocation: sourceLocation)
        #expect(ours.map(\.1) == expected.glyphs.map(\.x), "x of \(expected.text)", sourceLocation: sourceLocation)
        #expect(ours.map(\.2) == expected.glyphs.map(\.y), "y of \(expected.text)", sourceLocation: sourceLocation)
        #expect(Int(run.advance.rounded()) == expected.advance, sourceLocation: sourceLocation)
        // Whole font units at unitsPerEm: nothing to round.
        #expect(run.glyphs.allSatisfy { $0.x == $0.x.rounded() && $0.y == $0.y.rounded() }, sourceLocation: sourceLocation)
    }

    @Test func arabicLettersJoin() throws {
        try check(HarfBuzzExpectations.arabicJoining)
        try check(HarfBuzzExpectations.arabicJoiningNoto)
    }

    @Test func lamAlefIsARequiredLigature() throws {
        try check(HarfBuzzExpectations.lamAlef)
        try check(HarfBuzzExpectations.lamAlefNoto)
        // rlig stays on without standard ligatures: one glyph for lam-alef.
        try check(HarfBuzzExpectations.lamAlefNoLigatures)
    }

    @Test func harakatAndHebrewPointsAttachToTheirBases() throws {
        try check(HarfBuzzExpectations.arabicHarakat)
        try check(HarfBuzzExpectations.arabicHarakatNoto)
        try check(HarfBuzzExpectations.hebrewPoints)
    }

    @Test func standardLigaturesCanBeTurnedOff() throws {
        try check(HarfBuzzExpectations.ligatures)
        try check(HarfBuzzExpectations.noLigatures)
        try check(HarfBuzzExpectations.ligaturesNoto)
        // The chain's own switch does the same as the font's.
        var chain = FontChain(.embedded)
        chain.ligatures = false
        #expect(chain.shape("office fly", pixelSize: 2048).glyphs.map { Int($0.glyph.rawValue) }
            == HarfBuzzExpectations.noLigatures.glyphs.map(\.id))
    }

    @Test func marksComposeOrAttach() throws {
        try check(HarfBuzzExpectations.vietnamese)
        try check(HarfBuzzExpectations.vietnameseDecomposed)
        try check(HarfBuzzExpectations.vietnameseDecomposedNoto)
        try check(HarfBuzzExpectations.acuteDecomposed)
        try check(HarfBuzzExpectations.acuteDecomposedNoto)
        try check(HarfBuzzExpectations.stackedMarks)
        try check(HarfBuzzExpectations.stackedMarksNoto)
    }

    @Test(.enabled(if: notoUsable, "fonts-noto-core is not installed"))
    func kerningGreekAndCyrillic() throws {
        try check(HarfBuzzExpectations.kerningNoto)
        try check(HarfBuzzExpectations.greekNoto)
        try check(HarfBuzzExpectations.cyrillicNoto)
    }

    @Test func craftedLookupTypes() throws {
        try check(HarfBuzzExpectations.craftedSubstitutions)
        try check(HarfBuzzExpectations.craftedPositions)
        try check(HarfBuzzExpectations.craftedContext)
        // A ZWJ a lookup replaced keeps its glyph; one skipped inside a ligature goes.
        try check(HarfBuzzExpectations.craftedJoiner)
    }

    @Test(.enabled(if: notoUsable, "fonts-noto-core is not installed"))
    func shapingAtAnySizeScalesTheFontUnits() throws {
        let font = try font("notoArabic")
        let units = font.shape("السلام عليكم", pixelSize: Double(font.unitsPerEm))
        let small = font.shape("السلام عليكم", pixelSize: 20)
        #expect(small.glyphs.map(\.glyph) == units.glyphs.map(\.glyph))
        for (a, b) in zip(small.glyphs, units.resized(to: 20).glyphs) {
            #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9)
        }
    }
}
