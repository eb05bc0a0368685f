import Raster
import TrueType
import EmbeddedFont
import Testing

/// Filling glyph outlines straight from their points must give exactly what
/// filling their paths gives.
@Suite struct GlyphFillTests {
    /// Every `step`-th glyph of the embedded font (simple and composite,
    /// Latin to symbols), decoded, with the overlap hint its decoder gives.
    static func embeddedOutlines(every step: Int) throws -> [(index: Int, outline: GlyphOutline, hint: OverlapHint)] {
        var decoder = GlyphOutlineDecoder(font: Font.embedded)
        return try stride(from: 0, to: Font.embedded.glyphCount, by: step).map { index in
            let outline = try decoder.decode(GlyphID(UInt16(index)))
            return (index, outline, decoder.mayOverlap ? .anywhere : .nowhere)
        }
    }

    @Test func everyEmbeddedGlyphMatchesItsPath() throws {
        let font = Font.embedded
        let rasterizer = Rasterizer()
        var compared = 0
        // Every 7th glyph, two sizes.
        for (index, outline, hint) in try Self.embeddedOutlines(every: 7) {
            for size in [9.0, 37.0] {
                let s = size / Double(font.unitsPerEm)
                let t = AffineTransform(a: s, b: 0.1 * s, c: 0, d: -s, tx: size * 0.7 + 0.31, ty: size * 1.3 + 0.77)
                let clip = PixelRect(minX: 0, minY: 0, maxX: Int(size * 3), maxY: Int(size * 3))
                let direct = rasterizer.withCoverage(of: outline, transform: t, clip: clip, overlaps: hint) { CoverageMask($0) }
                let viaPath = rasterizer.withCoverage(of: outline.path, transform: t, clip: clip, overlaps: hint) { CoverageMask($0) }
                #expect(direct == viaPath, "glyph \(index) at \(size) px")
                compared += 1
            }
        }
        #expect(compared > 1000)
    }

    @Test func fillingStraightFromTheDecoderMatchesFillingItsOutline() throws {
        let font = Font.embedded
        var shared = GlyphOutlineDecoder(font: font)
        var decoder = GlyphOutlineDecoder(font: font)
        let rasterizer = Rasterizer()
        var compared = 0
        // Every 11th glyph, one decoder throughout (its buffers grow and are reused), two sizes.
        for index in stride(from: 0, to: font.glyphCount, by: 11) {
            let glyph = GlyphID(UInt16(index))
            let outline = try decoder.decode(glyph)
            let hint: OverlapHint = decoder.mayOverlap ? .anywhere : .nowhere
            for size in [11.0, 43.0] {
                let s = size / Double(font.unitsPerEm)
                let t = AffineTransform(a: s, b: 0, c: -0.2 * s, d: -s, tx: size * 0.9 + 0.43, ty: size * 1.2 + 0.19)
                let clip = PixelRect(minX: 0, minY: 0, maxX: Int(size * 3), maxY: Int(size * 2))
                let viaOutline = rasterizer.withCoverage(of: outline, transform: t, clip: clip, overlaps: hint) {
                    CoverageMask($0)
                }
                let direct = try rasterizer.withCoverage(of: glyph, decoder: &shared, transform: t, clip: clip) {
                    CoverageMask($0)
                }
                #expect(direct == viaOutline, "glyph \(index) at \(size) px")
                compared += 1
            }
        }
        #expect(compared > 1000)
    }

    /// A glyph cache passes each outline's point box with its contours, so
    /// the fill need not find it: inside the clip, across its edge and
    /// outside it, the coverage is that of the glyph's path.
    @Test func contoursGivenTheirBoxFillAsTheirPaths() throws {
        let font = Font.embedded
        let rasterizer = Rasterizer()
        var compared = 0
        for (index, outline, hint) in try Self.embeddedOutlines(every: 13) {
            let box = outline.points.withUnsafeBufferPointer { Rect(enclosing: $0) }
            #expect((box == nil) == outline.points.isEmpty)
            let s = 23.0 / Double(font.unitsPerEm)
            // Well inside, across the left and top edges, and wholly outside.
            for (tx, ty) in [(20.3, 30.6), (-4.4, 9.2), (-60.0, 30.0)] {
                let t = AffineTransform(a: s, b: 0, c: 0, d: -s, tx: tx, ty: ty)
                let clip = PixelRect(minX: 0, minY: 0, maxX: 64, maxY: 48)
                let given = outline.points.withUnsafeBufferPointer { points in
                    outline.onCurve.withUnsafeBufferPointer { onCurve in
                        outline.contourEnds.withUnsafeBufferPointer { ends in
                            rasterizer.withCoverage(clip: clip, overlaps: hint, contours: { feed in
                                feed.add(PointContours(points: points, onCurve: onCurve, contourEnds: ends, box: box),
                                         transform: t)
                            }) { CoverageMask($0) }
                        }
                    }
                }
                let viaPath = rasterizer.withCoverage(of: outline.path, transform: t, clip: clip, overlaps: hint) {
                    CoverageMask($0)
                }
                #expect(given == viaPath, "glyph \(index) at (\(tx), \(ty))")
                compared += 1
            }
        }
        #expect(compared > 500)
    }

    /// The box around points: nil for none; a NaN point is passed over
    /// unless it comes first.
    @Test func theBoxEnclosingPoints() {
        let points = [Point(x: 3, y: -1), Point(x: -2, y: 5), Point(x: .nan, y: 0), Point(x: 1, y: 7)]
        points.withUnsafeBufferPointer { points in
            #expect(Rect(enclosing: points) == Rect(minX: -2, minY: -1, maxX: 3, maxY: 7))
            #expect(Rect(enclosing: UnsafeBufferPointer(rebasing: points[..<0])) == nil)
            #expect(Rect(enclosing: UnsafeBufferPointer(rebasing: points[2...]))?.minX.isNaN == true)
        }
    }

    @Test func unusualContoursMatchTheirPaths() throws {
        // Off-curve starts, a contour with no on-curve point, lines, a lone point.
        let glyph: FontBuilder.Glyph = .simple([
            [.init(100, 0, false), .init(200, 0), .init(200, 300, false), .init(0, 300, false), .init(0, 0)],
            [.init(400, 400, false), .init(600, 400, false), .init(600, 600, false), .init(400, 600, false)],
            [.init(-100, 200), .init(300, 200), .init(300, 199)],
            [.init(5, 5)],
            [.init(700, 0), .init(900, 0), .init(900, 500, false), .init(700, 500)],
        ])
        var builder = FontBuilder()
        _ = builder.add(glyph)
        let font = try Font(bytes: builder.build())
        var decoder = GlyphOutlineDecoder(font: font)
        let outline = try decoder.decode(GlyphID(1))
        let rasterizer = Rasterizer()
        let t = AffineTransform(a: 0.1, b: 0, c: 0, d: -0.1, tx: 20.3, ty: 80.6)
        let clip = PixelRect(minX: 0, minY: 0, maxX: 128, maxY: 96)
        for hint in [OverlapHint.anywhere, .nowhere] {
            let direct = rasterizer.withCoverage(of: outline, transform: t, clip: clip, overlaps: hint) { CoverageMask($0) }
            let viaPath = rasterizer.withCoverage(of: outline.path, transform: t, clip: clip, overlaps: hint) { CoverageMask($0) }
            #expect(direct == viaPath)
            #expect(direct.coverage.contains { $0 > 0 })
        }
    }

    @Test func aRunOfOutlinesFillsAsOnePath() throws {
        let font = Font.embedded
        let run = font.shape("Wave of overlaps: ŒÆ fj", pixelSize: 23)
        var decoder = GlyphOutlineDecoder(font: font)
        var outlines: [GlyphOutline] = [], transforms: [AffineTransform] = []
        var path = Path()
        for index in run.glyphs.indices {
            let outline = try decoder.decode(run.glyphs[index].glyph)
            let t = run.transform(forGlyphAt: index, origin: Point(3.4, 25.1))
            outlines.append(outline)  // a value: the decoder's next glyph does not change it
            transforms.append(t)
            path.append(outline.path, transform: t)
        }
        let clip = PixelRect(minX: 0, minY: 0, maxX: Int(run.advance) + 8, maxY: 40)
        let rasterizer = Rasterizer()
        let direct = rasterizer.withCoverage(of: outlines, transforms: transforms, clip: clip) { CoverageMask($0) }
        let viaPath = rasterizer.withCoverage(of: path, clip: clip) { CoverageMask($0) }
        #expect(direct.originX == viaPath.originX && direct.width == viaPath.width && direct.height == viaPath.height)
        #expect(zip(direct.coverage, viaPath.coverage).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
        // Extra transforms are ignored; no outlines fill nothing.
        let fewer = rasterizer.withCoverage(of: Array(outlines.prefix(2)), transforms: transforms, clip: clip) { $0.width }
        #expect(fewer > 0 && fewer < direct.width)
        #expect(rasterizer.withCoverage(of: [], transforms: transforms, clip: clip) { $0.width } == 0)
    }
}
