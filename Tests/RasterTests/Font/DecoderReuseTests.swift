import Raster
import TrueType
import EmbeddedFont
import Testing

/// A decoder keeps its buffers between glyphs (they only grow); what it
/// returns must never depend on what it decoded before.
@Suite struct DecoderReuseTests {
    @Test func aReusedDecoderGivesWhatAFreshOneGives() throws {
        let font = Font.embedded
        // Big and small, simple and composite glyphs, and back again.
        let ids = Array(stride(from: 0, to: font.glyphCount, by: 13)) + stride(from: font.glyphCount - 1, to: 0, by: -29)
        var reused = GlyphOutlineDecoder(font: font)
        for id in ids {
            let glyph = GlyphID(UInt16(id))
            let again = try reused.decode(glyph)
            var fresh = GlyphOutlineDecoder(font: font)
            let once = try fresh.decode(glyph)
            #expect(again == once, "glyph \(id)")
            #expect(reused.mayOverlap == fresh.mayOverlap, "glyph \(id)")
            #expect(try reused.outline(of: glyph) == once.path, "glyph \(id)")
        }
    }

    @Test func aDamagedGlyphLeavesNothingBehind() throws {
        typealias C = FontBuilder.Component
        var builder = FontBuilder()
        _ = builder.add(squareGlyph)                                           // 1
        _ = builder.add(rawGlyph(contours: 1, [0, 2, 0, 0, 0x21, 0x21, 0x21, 7]))  // 2: coordinates cut short
        _ = builder.add(.composite([C(glyph: 1), C(glyph: 2)]))               // 3: fails in its second component
        let font = try Font(bytes: builder.build())
        var decoder = GlyphOutlineDecoder(font: font)
        let square = try decoder.decode(GlyphID(1))
        for broken in [2, 3] {
            #expect(throws: FontError.self) { try decoder.decode(GlyphID(UInt16(broken))) }
            #expect(try decoder.decode(GlyphID(1)) == square)
            #expect(try decoder.outline(of: GlyphID(0)).isEmpty)
        }
        // Filling straight from the decoder throws too, and the next glyph is whole.
        let rasterizer = Rasterizer()
        let t = AffineTransform(a: 0.1, b: 0, c: 0, d: -0.1, tx: 5.5, ty: 15.25)
        let clip = PixelRect(minX: 0, minY: 0, maxX: 32, maxY: 32)
        #expect(throws: FontError.self) {
            try rasterizer.withCoverage(of: GlyphID(3), decoder: &decoder, transform: t, clip: clip) { $0.width }
        }
        let direct = try rasterizer.withCoverage(of: GlyphID(1), decoder: &decoder, transform: t, clip: clip) {
            CoverageMask($0)
        }
        #expect(direct == rasterizer.withCoverage(of: square, transform: t, clip: clip) { CoverageMask($0) })
        // The 100-unit square at 0.1 px per unit from (5.5, 5.25): 11 × 11 pixels, half-covered edges.
        #expect(direct.width == 11 && direct.height == 11 && direct[0, 5] == 128 && direct[5, 5] == 255)
    }
}
