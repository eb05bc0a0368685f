import Raster
import TrueType
import Testing

/// A square glyph (0, 0)–(100, 100), counter-clockwise in font units.
let squareGlyph: FontBuilder.Glyph = .simple([[.init(0, 0), .init(100, 0), .init(100, 100), .init(0, 100)]])

/// Points as (x, y) pairs, for compact expectations.
func pointPairs(_ outline: GlyphOutline) -> [[Double]] { outline.points.map { [$0.x, $0.y] } }

// Expected outlines here are worked out by hand from the TrueType rules:
// implied on-curve points halfway between consecutive off-curve points, and
// component transforms x' = xscale·x + scale10·y + dx, y' = scale01·x + yscale·y + dy
// (the order FreeType and fontTools use). The synthetic font was also saved and
// read back with fontTools' glyph.getCoordinates, which gave the same points.

@Suite struct GlyphDecodingTests {
    func font(longLoca: Bool = true, _ glyphs: [FontBuilder.Glyph]) throws -> Font {
        var builder = FontBuilder()
        builder.longLoca = longLoca
        for glyph in glyphs { _ = builder.add(glyph) }
        return try Font(bytes: builder.build())
    }

    @Test(arguments: [true, false])
    func impliedPointsAndOffCurveStarts(longLoca: Bool) throws {
        let glyph: FontBuilder.Glyph = .simple([
            // Starts off-curve; two off-curve points in a row imply (100, 300).
            [.init(100, 0, false), .init(200, 0), .init(200, 300, false), .init(0, 300, false), .init(0, 0)],
            // No on-curve point at all: starts halfway between the last and first points.
            [.init(400, 400, false), .init(600, 400, false), .init(600, 600, false), .init(400, 600, false)],
            // Long deltas (4000) and a short negative one (−1).
            [.init(-1000, 2000), .init(3000, 2000), .init(3000, 1999)],
            // A single point.
            [.init(5, 5)],
        ])
        let f = try font(longLoca: longLoca, [glyph])
        let path = try f.outline(of: GlyphID(1))
        #expect(pathText(path) == "M 200 0 Q 200 300 100 300 Q 0 300 0 0 Q 100 0 200 0 Z "
                + "M 400 500 Q 400 400 500 400 Q 600 400 600 500 Q 600 600 500 600 Q 400 600 400 500 Z "
                + "M -1000 2000 L 3000 2000 L 3000 1999 Z M 5 5 Z")
        var decoder = GlyphOutlineDecoder(font: f)
        let outline = try decoder.decode(GlyphID(1))
        #expect(outline.contourEnds == [4, 8, 11, 12])
        #expect(outline.onCurve == [false, true, false, false, true, false, false, false, false,
                                    true, true, true, true])
        #expect(outline.path == path)
    }

    @Test func repeatedFlags() throws {
        // 40 points with identical flags (x +10 short, y same) are written as one flag and a repeat.
        let points = (0..<40).map { FontBuilder.P(10 * $0, 7) }
        let encoded = FontBuilder.encodeSimple([points])
        #expect(encoded.contains(0x08 | 0x02 | 0x10 | 0x20 | 0x01))
        let f = try font([.simple([points])])
        var decoder = GlyphOutlineDecoder(font: f)
        let outline = try decoder.decode(GlyphID(1))
        #expect(outline.points == points.map { Point(Double($0.x), Double($0.y)) })
        #expect(outline.contourEnds == [39])
    }

    @Test func emptyGlyphsHaveNoOutline() throws {
        let f = try font([.empty, .simple([])])
        #expect(try f.outline(of: GlyphID(1)).isEmpty)
        #expect(try f.boundingBox(of: GlyphID(1)) == nil)
        #expect(try f.outline(of: GlyphID(2)).isEmpty)
        #expect(try f.outline(of: GlyphID(0)).isEmpty)
    }

    @Test func compositeOffsetsAndTransforms() throws {
        typealias C = FontBuilder.Component
        let f = try font([
            squareGlyph,                                                          // 1
            .composite([C(glyph: 1, arg1: 10, arg2: -20)]),                  // 2: byte offsets
            .composite([C(glyph: 1, arg1: 1000, arg2: -2000)]),              // 3: word offsets
            .composite([C(glyph: 1, arg1: 7, arg2: 9, scale: [0.5])]),       // 4: uniform scale
            .composite([C(glyph: 1, scale: [1.5, -1])]),                     // 5: x and y scale
            .composite([C(glyph: 1, arg1: 50, scale: [0, 1, -1, 0])]),       // 6: 2×2, a quarter turn
            .composite([C(glyph: 1, arg1: 100, arg2: 100, scale: [0.5], extraFlags: 0x0800)]),  // 7: scaled offset
            .composite([C(glyph: 1), C(glyph: 1, arg1: 2, arg2: 0, xy: false)]),  // 8: point matching
            .composite([C(glyph: 4, arg1: 1, arg2: 1)]),                     // 9: nested
            .composite([C(glyph: 1, arg1: -5, arg2: -5, words: true), C(glyph: 2, arg2: 100)]),  // 10
        ])
        var d = GlyphOutlineDecoder(font: f)
        #expect(pointPairs(try d.decode(GlyphID(2))) == [[10, -20], [110, -20], [110, 80], [10, 80]])
        #expect(pointPairs(try d.decode(GlyphID(3))) == [[1000, -2000], [1100, -2000], [1100, -1900], [1000, -1900]])
        #expect(pointPairs(try d.decode(GlyphID(4))) == [[7, 9], [57, 9], [57, 59], [7, 59]])
        #expect(pointPairs(try d.decode(GlyphID(5))) == [[0, 0], [150, 0], [150, -100], [0, -100]])
        // x' = 0·x + (−1)·y + 50, y' = 1·x + 0·y.
        #expect(pointPairs(try d.decode(GlyphID(6))) == [[50, 0], [50, 100], [-50, 100], [-50, 0]])
        #expect(pointPairs(try d.decode(GlyphID(7))) == [[50, 50], [100, 50], [100, 100], [50, 100]])
        // The second squareGlyph's point 0 lands on point 2 of the first, (100, 100).
        let matched = try d.decode(GlyphID(8))
        #expect(pointPairs(matched) == [[0, 0], [100, 0], [100, 100], [0, 100],
                                [100, 100], [200, 100], [200, 200], [100, 200]])
        #expect(matched.contourEnds == [3, 7])
        #expect(pointPairs(try d.decode(GlyphID(9))) == [[8, 10], [58, 10], [58, 60], [8, 60]])
        let mixed = try d.decode(GlyphID(10))
        #expect(pointPairs(mixed) == [[-5, -5], [95, -5], [95, 95], [-5, 95],
                              [10, 80], [110, 80], [110, 180], [10, 180]])
        #expect(mixed.contourEnds == [3, 7])
    }

    @Test func appendOutlineAppliesTheTransform() throws {
        let f = try font([squareGlyph])
        var d = GlyphOutlineDecoder(font: f)
        var path = Path()
        try d.appendOutline(of: GlyphID(1), transform: AffineTransform(a: 0.1, b: 0, c: 0, d: -0.1, tx: 3, ty: 4),
                            to: &path)
        #expect(pathText(path) == "M 3 4 L 13 4 L 13 -6 L 3 -6 Z")
    }

    @Test func compositesNestUpToTheLimit() throws {
        // Glyph k (k ≥ 2) is a composite of glyph k−1, so glyph k nests k−1 levels.
        typealias C = FontBuilder.Component
        let limit = GlyphOutlineDecoder.maximumCompositeDepth
        var glyphs: [FontBuilder.Glyph] = [squareGlyph]
        for level in 1...(limit + 1) { glyphs.append(.composite([C(glyph: level, arg1: 1)])) }
        let f = try font(glyphs)
        var d = GlyphOutlineDecoder(font: f)
        let deepest = try d.decode(GlyphID(UInt16(limit + 1)))
        #expect(deepest.points.first == Point(Double(limit), 0))
        #expect(throws: FontError.self) { try d.decode(GlyphID(UInt16(limit + 2))) }
        do {
            _ = try d.decode(GlyphID(UInt16(limit + 2)))
        } catch {
            #expect(error.kind == .compositeTooDeep)
            #expect(error.table == "glyf")
        }
    }
}
