import Foundation
import Raster
import TrueType
import Testing

/// CFF and CFF2 outlines: real fonts (the fuzz seeds, subsets of Nimbus Sans
/// and Noto Sans CJK made by Tools/fuzz/make-cff-seeds.py) checked against
/// fontTools' areas, and hand-built charstrings for each operator family and
/// each limit of the reader.
@Suite struct CFFTests {
    typealias B = CFFBuilder

    static func seed(_ name: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Tools/fuzz/seeds/cff/\(name)").standardized
        return try [UInt8](Data(contentsOf: url))
    }

    static func area(_ font: Font, _ c: Unicode.Scalar) throws -> Double {
        let glyph = try #require(font.glyph(for: c))
        return abs(try font.outline(of: glyph).signedArea)
    }

    /// Glyph areas equal fontTools' AreaPen figures for the same glyphs (an
    /// independent reading of the same charstrings: subroutines, hints, flex,
    /// CID-keyed FDSelect), within what splitting cubics into quadratics costs.
    @Test(arguments: [
        ("nimbus-subset.otf", "o", 118221.55), ("nimbus-subset.otf", "S", 172608.65),
        ("nimbus-subset.otf", "&", 171398.40), ("nimbus-subset.otf", "@", 299760.25),
        ("nimbus-subset-cff2.otf", "@", 299760.25), ("notocjk-subset.otf", "中", 228941.0),
        ("notocjk-subset.otf", "語", 349144.25), ("notocjk-subset.otf", "한", 238884.6),
    ] as [(String, Character, Double)])
    func areasMatchFontTools(file: String, character: Character, expected: Double) throws {
        let font = try Font(bytes: Self.seed(file))
        let area = try Self.area(font, character.unicodeScalars.first!)
        #expect(abs(area - expected) <= expected * 2e-4, "\(file) \(character): \(area) vs \(expected)")
    }

    /// The CFF2 conversion of a font draws exactly what the CFF original draws.
    @Test func cff2DrawsAsCFF() throws {
        let cff = try Font(bytes: Self.seed("nimbus-subset.otf"))
        let cff2 = try Font(bytes: Self.seed("nimbus-subset-cff2.otf"))
        for c in "AVTWaeo fi.,&@S".unicodeScalars {
            let a = try #require(cff.glyph(for: c)), b = try #require(cff2.glyph(for: c))
            #expect(try cff.outline(of: a) == cff2.outline(of: b), "\(c)")
            #expect(try cff.boundingBox(of: a) == cff2.boundingBox(of: b))
        }
        #expect(cff.damagedGlyphs(among: (0..<cff.glyphCount).map { GlyphID(UInt16($0)) }).isEmpty)
    }

    /// A square from rmoveto and the line operators, after a width and hints.
    @Test func linesHintsAndWidth() throws {
        var b = B()
        b.charStrings = [[14],
            // width 500, hstem pair, vstem pair via hintmask's implicit stems, then a 100-unit square.
            B.n(500) + B.n(0) + B.n(10) + [1] + B.n(0) + B.n(10) + [19, 0xC0]
                + B.n(100) + B.n(100) + [21] + B.n(100) + B.n(100) + B.n(-100) + [6, 14]]
        let font = try Font(bytes: b.font())
        let outline = try GlyphOutlineDecoder(font: font).decodeCopy(GlyphID(1))
        #expect(outline.points == [Point(x: 100, y: 100), Point(x: 200, y: 100), Point(x: 200, y: 200), Point(x: 100, y: 200)])
        #expect(outline.contourEnds == [3])
        #expect(try font.boundingBox(of: GlyphID(1)) == Rect(minX: 100, minY: 100, maxX: 200, maxY: 200))
    }

    /// Local and global subroutines are found with the bias for their count (107 under 1240).
    @Test func subroutinesUseTheirBias() throws {
        var b = B()
        b.localSubrs = [B.n(100) + B.n(0) + [5, 11]]
        b.globalSubrs = [B.n(0) + B.n(100) + [5, 11]]
        b.charStrings = [[14], B.n(0) + B.n(0) + [21] + B.n(-107) + [10] + B.n(-107) + [29, 14]]
        let font = try Font(bytes: b.font())
        #expect(try GlyphOutlineDecoder(font: font).decodeCopy(GlyphID(1)).points
            == [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100)])
    }

    /// A cubic comes out as quadratic pieces through its end points, close to it.
    @Test func cubicsBecomeCloseQuadratics() throws {
        var b = B()
        b.charStrings = [[14], B.n(0) + B.n(0) + [21] + B.n(0) + B.n(552) + B.n(448) + B.n(448) + B.n(552) + B.n(0)
            + [8] + B.n(-1000) + [6, 14]]
        let font = try Font(bytes: b.font())
        let outline = try GlyphOutlineDecoder(font: font).decodeCopy(GlyphID(1))
        #expect(outline.points.first == Point(x: 0, y: 0))
        #expect(outline.points.contains(Point(x: 1000, y: 1000)))
        #expect(outline.onCurve.filter { !$0 }.count > 1)
        // The area of the cubic's region, by the shoelace formula over 20 000 points on the curve.
        var polygon: [Point] = []
        for i in 0...20000 {
            let t = Double(i) / 20000, u = 1 - t
            polygon.append(Point(x: 3 * u * t * t * 448 + t * t * t * 1000,
                                 y: 3 * u * u * t * 552 + 3 * u * t * t * 1000 + t * t * t * 1000))
        }
        polygon.append(Point(x: 0, y: 1000))
        var exact = 0.0
        for (p, q) in zip(polygon, polygon.dropFirst() + [polygon[0]]) { exact += p.x * q.y - q.x * p.y }
        exact = abs(exact) / 2
        #expect(abs(abs(outline.path.signedArea) - exact) < 5, "area \(outline.path.signedArea) vs \(exact)")
    }

    /// A CID-keyed font picks each glyph's local subroutines through FDSelect (format 3).
    @Test func cidKeyedFontsUseFDSelect() throws {
        var b = B()
        b.localSubrs = [B.n(100) + B.n(0) + [5, 11]]
        b.charStrings = [[14], B.n(0) + B.n(0) + [21] + B.n(-107) + [10, 14]]
        b.fdSelect = [3, 0, 1, 0, 0, 0, 0, 2]
        let font = try Font(bytes: b.font())
        #expect(try GlyphOutlineDecoder(font: font).decodeCopy(GlyphID(1)).points.count == 2)
        // A range naming font DICT 5 of 1 is an error, not a trap.
        b.fdSelect = [3, 0, 1, 0, 0, 5, 0, 2]
        let bad = try Font(bytes: b.font())
        #expect(fontError { try bad.outline(of: GlyphID(1)) }?.kind == .malformed)
    }

    /// Every limit gives a FontError located in the CFF table.
    @Test func malformedCharstringsAreErrors() throws {
        func error(_ charString: [UInt8], locals: [[UInt8]] = [], globals: [[UInt8]] = []) throws -> FontError {
            var b = B()
            b.localSubrs = locals
            b.globalSubrs = globals
            b.charStrings = [[14], charString]
            let font = try Font(bytes: b.font())
            let e = try #require(fontError { try font.outline(of: GlyphID(1)) })
            #expect(e.table == "CFF ")
            return e
        }
        // A subroutine calling itself stops at the depth limit.
        #expect(try error(B.n(-107) + [10], locals: [B.n(-107) + [10]]).message.contains("deeper than 10"))
        // Subroutine numbers out of range.
        #expect(try error(B.n(5) + [10], locals: [[11]]).kind == .indexOutOfRange)
        #expect(try error(B.n(5) + [29]).kind == .indexOutOfRange)
        // More than 48 operands.
        #expect(try error(Array(repeating: 139, count: 49) + [14]).message.contains("stack overflow"))
        // Too few operands, reserved operators, a cut-off operand, a cut-off hint mask.
        #expect(try error([139, 21]).message.contains("rmoveto needs 2"))
        #expect(try error([139, 139, 21, 2]).message.contains("reserved"))
        #expect(try error([28, 1]).kind == .truncated)
        #expect(try error([139, 139, 139, 139, 1, 19]).kind == .truncated)
        // seac naming StandardEncoding code 0, which names no glyph.
        #expect(try error([139, 139, 139, 139, 14]).message.contains("StandardEncoding code 0"))
        #expect(try error([139, 139, 12, 30]).kind == .unsupported)
        // A glyph past the charstrings.
        var b = B()
        b.charStrings = [[14]]
        let font = try Font(bytes: b.font(glyphs: 3))
        #expect(fontError { try font.outline(of: GlyphID(2)) }?.kind == .indexOutOfRange)
        #expect(font.damagedGlyphs(among: [GlyphID(0), GlyphID(2)]).map(\.glyph) == [GlyphID(2)])
    }

    /// Cutting the CFF table at every length, or flipping bytes in it, gives errors or outlines, never traps.
    @Test func truncatedAndCorruptedTablesNeverTrap() throws {
        let bytes = try Self.seed("notocjk-subset.otf")
        var attempts = 0
        for cut in stride(from: 0, to: bytes.count, by: 7) {
            let cutBytes = Array(bytes[..<cut])
            if let font = try? Font(bytes: cutBytes) {
                _ = font.damagedGlyphs(among: (0..<font.glyphCount).map { GlyphID(UInt16($0)) })
            }
            var flipped = bytes
            flipped[cut] ^= 0xA5
            if let font = try? Font(bytes: flipped) {
                _ = font.damagedGlyphs(among: (0..<font.glyphCount).map { GlyphID(UInt16($0)) })
            }
            attempts += 1
        }
        #expect(attempts > 100)
    }
}

extension GlyphOutlineDecoder {
    /// Decodes with a copy of the decoder (tests hold it as a `let`).
    func decodeCopy(_ glyph: GlyphID) throws -> GlyphOutline {
        var copy = self
        return try copy.decode(glyph)
    }
}
