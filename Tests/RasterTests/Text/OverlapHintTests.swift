import Raster
import TrueType
import Testing

/// What text runs tell the rasterizer about overlaps: the glyph flags the
/// decoder reads, the signed areas and the boxes that make a run's hint.
@Suite struct OverlapHintTests {
    typealias C = FontBuilder.Component

    /// A simple glyph's bytes with OVERLAP_SIMPLE (bit 6) set on its first flag.
    func flaggedSimple(_ contours: [[FontBuilder.P]]) -> FontBuilder.Glyph {
        var bytes = FontBuilder.encodeSimple(contours)
        bytes[12 + 2 * contours.count] |= 0x40  // after the header, end points and instruction length
        return .raw(bytes)
    }

    @Test func decoderReportsOverlapFlagsAndOverlappingComponents() throws {
        var builder = FontBuilder()
        let square = builder.add(squareGlyph)                                        // 1
        let flagged = builder.add(flaggedSimple([[.init(0, 0), .init(100, 0), .init(100, 100), .init(0, 100)]]))
        let apart = builder.add(.composite([C(glyph: square), C(glyph: square, arg1: 120)]))
        let touching = builder.add(.composite([C(glyph: square), C(glyph: square, arg1: 100)]))
        let crossing = builder.add(.composite([C(glyph: square), C(glyph: square, arg1: 60, arg2: 30)]))
        let declared = builder.add(.composite([C(glyph: square, extraFlags: 0x0400), C(glyph: square, arg1: 120)]))
        let nested = builder.add(.composite([C(glyph: flagged, arg1: 5)]))
        let nestedApart = builder.add(.composite([C(glyph: apart), C(glyph: square, arg2: 120)]))
        let font = try Font(bytes: builder.build())
        var decoder = GlyphOutlineDecoder(font: font)
        let expected = [(square, false), (flagged, true), (apart, false), (touching, false), (crossing, true),
                        (declared, true), (nested, true), (nestedApart, false), (square, false)]
        for (glyph, overlaps) in expected {
            _ = try decoder.outline(of: GlyphID(UInt16(glyph)))
            #expect(decoder.mayOverlap == overlaps, "glyph \(glyph)")
        }
    }

    @Test func signedAreaIsExactForLinesAndCurves() {
        // y down: a rectangle listed clockwise on screen turns from +x to +y.
        #expect(Shapes.rectangle(1, 2, 5, 10).signedArea == 32)
        #expect(Shapes.rectangle(1, 2, 5, 10, clockwise: false).signedArea == -32)
        // Quadratic and cubic circles against the area of their exact curves,
        // found from fine polygons (independent of the formulas).
        for path in [Shapes.circleQuads(3, 4, 10), Shapes.circleCubics(-7, 2, 10, clockwise: false),
                     Shapes.star(1, 1, 5)] {
            var polygon = 0.0
            for edge in Reference.edges(path, steps: 4096) { polygon += edge.a.x * edge.b.y - edge.b.x * edge.a.y }
            #expect(abs(path.signedArea - polygon / 2) <= 1e-4 * abs(polygon), "\(path.signedArea) vs \(polygon / 2)")
        }
        var ring = Shapes.circleCubics(0, 0, 10)
        ring.append(Shapes.circleCubics(0, 0, 5, clockwise: false))
        #expect(abs(ring.signedArea - Double.pi * 75) < 0.1)
    }

    @Test func builderFindsWhereBoxesMeet() {
        var builder = OverlapHintBuilder()
        func box(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Rect { Rect(minX: x0, minY: y0, maxX: x1, maxY: y1) }
        // Apart, or touching along an edge: no overlap anywhere.
        for x in stride(from: 0.0, to: 100, by: 10) { builder.add(box: box(x, 0, x + 10, 20), mayOverlapItself: false, signedArea: 5) }
        #expect(builder.hint == .nowhere)
        // A kerned pair: their boxes' intersection.
        builder.add(box: box(98, 2, 115, 25), mayOverlapItself: false, signedArea: 3)
        #expect(builder.hint == .inside(box(98, 2, 100, 20)))
        // A self-overlapping part adds its whole box.
        builder.add(box: box(130, -5, 140, 5), mayOverlapItself: true, signedArea: 3)
        #expect(builder.hint == .inside(box(98, -5, 140, 20)))
        // Reset, then parts wound opposite ways one pixel apart share a pixel.
        builder.removeAll()
        builder.add(box: box(0, 0, 10, 10), mayOverlapItself: false, signedArea: 2)
        builder.add(box: box(10.5, 0, 20, 10), mayOverlapItself: false, signedArea: -2)
        #expect(builder.hint == .inside(box(9.5, -1, 11, 11)))
        // Out of order: a part left of earlier ones is still compared with them.
        builder.removeAll()
        builder.add(box: box(50, 0, 60, 10), mayOverlapItself: false, signedArea: 1)
        builder.add(box: box(70, 0, 80, 10), mayOverlapItself: false, signedArea: 1)
        builder.add(box: box(0, 0, 55, 10), mayOverlapItself: false, signedArea: 1)
        #expect(builder.hint == .inside(box(50, 0, 55, 10)))
        // A part whose area cancels out (or a NaN box) is checked whole.
        builder.removeAll()
        builder.add(box: box(0, 0, 10, 10), mayOverlapItself: false, signedArea: 0)
        #expect(builder.hint == .inside(box(0, 0, 10, 10)))
    }
}
