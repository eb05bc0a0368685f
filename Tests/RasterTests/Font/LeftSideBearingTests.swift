import Raster
import TrueType
import EmbeddedFont
import Testing

/// Outlines are placed by their left side bearing: every point moves right by
/// the `hmtx` lsb minus the `xMin` of the glyph's header, as FreeType places
/// them (`TT_Load_Glyph` translates the outline by −pp1.x, pp1.x = xMin − lsb).
///
/// The DejaVu Sans numbers below were read with fontTools 4.68 (`glyf` header,
/// `hmtx`, `getCoordinates`) and FreeType 2.13.2 through freetype-py
/// (`FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING`, outline points in font units).
/// Six glyphs of DejaVu Sans 2.37 have xMin ≠ lsb: U+0EB1, U+1F32, U+1F33,
/// U+1F35, U+20D0 and U+2422, each by one unit.
@Suite struct LeftSideBearingTests {
    let font = Font.embedded

    func points(_ glyph: GlyphID) throws -> [[Double]] {
        var decoder = GlyphOutlineDecoder(font: font)
        return pointPairs(try decoder.decode(glyph))
    }

    /// U+1F32 (ἲ), composite glyph 2600 of iota and a breathing-grave mark,
    /// neither with USE_MY_METRICS: header xMin −80, lsb −79. fontTools gives
    /// the stored leftmost points at x = −80; FreeType puts them at −79.
    @Test func compositeU1F32StartsAtItsBearing() throws {
        let glyph = try #require(font.glyph(for: "\u{1F32}"))
        #expect(glyph == GlyphID(2600))
        #expect(try font.boundingBox(of: glyph)?.minX == -80)
        let decoded = try points(glyph)
        #expect(decoded.map { $0[0] }.min() == -79)
        // FreeType's outline, point for point.
        let freeType: [[Double]] = [
            [356, 1120], [356, 395], [356, 250], [390, 204], [426, 156], [534, 156], [623, 156],
            [623, 0], [512, 0], [332, 0], [250, 96], [168, 194], [168, 406], [167, 1120],
            [163, 1485], [163, 1218], [-79, 1218], [-79, 1321], [55, 1318], [55, 1475], [-78, 1475],
            [-78, 1633], [163, 1633], [416, 1638], [698, 1264], [545, 1264], [219, 1638],
        ]
        #expect(decoded == freeType)
    }

    /// U+0EB1 (ັ), simple glyph 1600: header xMin −1186, lsb −1185, and its
    /// leftmost point is stored at −1185. FreeType moves every point by
    /// lsb − xMin = +1 (it reads xMin from the header, not from the points),
    /// so the leftmost point lands at −1184, one unit right of the bearing.
    @Test func simpleU0EB1MovesByBearingMinusHeaderXMin() throws {
        let glyph = try #require(font.glyph(for: "\u{0EB1}"))
        #expect(glyph == GlyphID(1600))
        #expect(try font.boundingBox(of: glyph)?.minX == -1186)
        let decoded = try points(glyph)
        #expect(decoded.count == 28)
        #expect(decoded.map { $0[0] }.min() == -1184)
        // FreeType's first points and last point; fontTools stores each 1 unit further left.
        #expect(Array(decoded.prefix(5)) == [[-88, 1565], [-90, 1308], [-659, 1308], [-989, 1308], [-1184, 1476]])
        #expect(decoded.last == [-889, 1520])
    }

    /// "A" (glyph 36) has xMin = lsb = 16: its points are the stored ones,
    /// which fontTools and FreeType agree on.
    @Test func anOrdinaryGlyphIsNotMoved() throws {
        let glyph = try #require(font.glyph(for: "A"))
        #expect(try font.boundingBox(of: glyph)?.minX == 16)
        #expect(try points(glyph) == [[700, 1294], [426, 551], [975, 551], [586, 1493], [815, 1493], [1384, 0],
                                      [1174, 0], [1038, 383], [365, 383], [229, 0], [16, 0]])
    }

    /// The ink box of a run moves with the outline: U+1F32 at 1 px per unit
    /// starts at the bearing, −79, not at the header's −80.
    @Test func inkBoundsMoveWithTheOutline() throws {
        let run = font.shape("\u{1F32}", pixelSize: Double(font.unitsPerEm))
        #expect(run.scale == 1)
        let ink = try #require(try font.inkBounds(of: run))
        #expect(ink.minX == -79 && ink.maxX == 698)
    }
}

/// The same rule on synthetic glyphs, for each way an outline is reached.
@Suite struct LeftSideBearingSyntheticTests {
    typealias C = FontBuilder.Component
    typealias P = FontBuilder.P

    /// A 100-unit square from x = 20, with lsb 50: moved right by 30.
    static let square: FontBuilder.Glyph = .simple([[P(20, 0), P(120, 0), P(120, 100), P(20, 100)]])

    func font(_ configure: (inout FontBuilder) -> Void) throws -> Font {
        var builder = FontBuilder()
        configure(&builder)
        return try Font(bytes: builder.build())
    }

    @Test func aSimpleGlyphMovesByBearingMinusXMin() throws {
        let f = try font { b in
            _ = b.add(Self.square)
            b.leftSideBearings[1] = 50
        }
        var decoder = GlyphOutlineDecoder(font: f)
        #expect(pointPairs(try decoder.decode(GlyphID(1))) == [[50, 0], [150, 0], [150, 100], [50, 100]])
        #expect(pathText(try f.outline(of: GlyphID(1))) == "M 50 0 L 150 0 L 150 100 L 50 100 Z")
        // With lsb = xMin (what FontBuilder writes by default) nothing moves.
        let plain = try font { b in _ = b.add(Self.square) }
        #expect(pathText(try plain.outline(of: GlyphID(1))) == "M 20 0 L 120 0 L 120 100 L 20 100 Z")
    }

    /// The direct fill from the decoder's buffers draws the moved glyph.
    @Test func theDirectFillDrawsTheMovedGlyph() throws {
        let f = try font { b in
            _ = b.add(Self.square)
            b.leftSideBearings[1] = 50
        }
        var decoder = GlyphOutlineDecoder(font: f)
        let rasterizer = Rasterizer()
        let t = AffineTransform(a: 0.1, b: 0, c: 0, d: -0.1, tx: 0, ty: 20)
        let clip = PixelRect(minX: 0, minY: 0, maxX: 32, maxY: 32)
        let direct = try rasterizer.withCoverage(of: GlyphID(1), decoder: &decoder, transform: t, clip: clip) {
            CoverageMask($0)
        }
        var expected = Path()
        expected.move(to: Point(x: 50, y: 0)); expected.line(to: Point(x: 150, y: 0))
        expected.line(to: Point(x: 150, y: 100)); expected.line(to: Point(x: 50, y: 100)); expected.close()
        #expect(direct == rasterizer.withCoverage(of: expected, transform: t, clip: clip) { CoverageMask($0) })
    }

    /// A composite uses its own lsb and header xMin (FontBuilder writes a zero
    /// box), not its components': moved by 7 here, whatever the square's lsb.
    @Test func aCompositeUsesItsOwnEntries() throws {
        let f = try font { b in
            _ = b.add(Self.square)                                   // 1
            _ = b.add(.composite([C(glyph: 1, arg1: 1000, arg2: 0)]))  // 2
            b.leftSideBearings[1] = 50
            b.leftSideBearings[2] = 7
        }
        #expect(pathText(try f.outline(of: GlyphID(2))) == "M 1027 0 L 1127 0 L 1127 100 L 1027 100 Z")
    }

    /// With USE_MY_METRICS a composite is placed by that component's entries
    /// (the last such component's, found the same way), as FreeType keeps the
    /// component's phantom points: here the square's lsb 50 − xMin 20. An
    /// equivalent font made with fontTools gave FreeType 2.13.2 the same points.
    @Test func useMyMetricsTakesTheComponentsPlacement() throws {
        let f = try font { b in
            _ = b.add(Self.square)                                                          // 1
            _ = b.add(.composite([C(glyph: 1, arg1: 1000, arg2: 0, extraFlags: 0x0200)]))  // 2
            _ = b.add(.composite([C(glyph: 1), C(glyph: 2, arg1: 0, arg2: 500, extraFlags: 0x0200)]))  // 3
            b.leftSideBearings[1] = 50
            b.leftSideBearings[2] = 7
            b.leftSideBearings[3] = -3
        }
        #expect(pathText(try f.outline(of: GlyphID(2))) == "M 1050 0 L 1150 0 L 1150 100 L 1050 100 Z")
        // Glyph 3 follows glyph 2 to glyph 1: both of its components move by 30.
        #expect(pathText(try f.outline(of: GlyphID(3))) == "M 50 0 L 150 0 L 150 100 L 50 100 Z "
                + "M 1050 500 L 1150 500 L 1150 600 L 1050 600 Z")
    }

    /// Past the long `hmtx` records a glyph's bearing comes from the array of
    /// bearings that follows; when the table ends before it, the bearing is 0,
    /// as FreeType's `tt_face_get_metrics` reads it.
    @Test func bearingsPastTheLongRecords() throws {
        var builder = FontBuilder()
        _ = builder.add(Self.square)
        func outline(hmtxTail: [UInt8]) throws -> String {
            var tables = builder.tableSet()
            tables["hhea"]![34...35] = [0, 1]  // one long record, for glyph 0
            tables["hmtx"] = Array(tables["hmtx"]![0..<4]) + hmtxTail
            return pathText(try Font(bytes: FontBuilder.sfnt(version: 0x0001_0000, tables: tables))
                .outline(of: GlyphID(1)))
        }
        #expect(try outline(hmtxTail: [0, 50]) == "M 50 0 L 150 0 L 150 100 L 50 100 Z")
        #expect(try outline(hmtxTail: [0, 20]) == "M 20 0 L 120 0 L 120 100 L 20 100 Z")
        #expect(try outline(hmtxTail: []) == "M 0 0 L 100 0 L 100 100 L 0 100 Z")
    }
}
