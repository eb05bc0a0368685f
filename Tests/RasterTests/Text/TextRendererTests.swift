import Raster
import TrueType
import EmbeddedFont
import Testing

@Suite struct TextRendererTests {
    @Test func resizingAShapedRunEqualsShapingAtThatSize() {
        let font = Font.embedded
        let unit = font.shape("AVATAR Tokyo Wave", pixelSize: Double(font.unitsPerEm))
        for size in [7.0, 13.25, 31.7, 200] {
            #expect(unit.resized(to: size) == font.shape("AVATAR Tokyo Wave", pixelSize: size))
        }
    }

    @Test func overlappingGlyphsOfOneRunAreNotBlendedTwice() throws {
        // The same glyph twice at the same place, drawn at half opacity: the
        // run is filled as one path, so no pixel gets more than one glyph's worth.
        let font = Font.embedded
        let single = font.shape("O", pixelSize: 40)
        var doubled = single
        doubled.glyphs.append(single.glyphs[0])
        func render(_ run: ShapedText) throws -> Canvas {
            var canvas = try Canvas(width: 60, height: 60, background: .black)
            TextRenderer(font: font).draw(run, at: Point(10.3, 45.6), color: .white, alpha: 0.5, into: &canvas)
            return canvas
        }
        let once = try render(single), twice = try render(doubled)
        #expect(once.difference(from: twice).isEmpty)
        // And something was drawn: half of white in linear light is sRGB 188.
        #expect(once.pixels.contains { Color(packedRGBA: $0).r == 188 })
    }

    @Test func textIsPlacedAtItsSubpixelOrigin() throws {
        // Moving the origin by a quarter pixel changes the coverage (no rounding to whole pixels).
        let font = Font.embedded
        let run = font.shape("Il", pixelSize: 20)
        func render(_ x: Double) throws -> Canvas {
            var canvas = try Canvas(width: 40, height: 30, background: .black)
            TextRenderer(font: font).draw(run, at: Point(x, 22), color: .white, into: &canvas)
            return canvas
        }
        #expect(!(try render(10)).difference(from: try render(10.25)).isEmpty)
        // A whole-pixel move is a pure shift.
        let a = try render(10), b = try render(11)
        for y in 0..<30 {
            for x in 0..<39 {
                #expect(a.pixel(x: x, y: y) == b.pixel(x: x + 1, y: y))
            }
        }
    }

    @Test func theOutlineCacheStaysWithinItsLimit() throws {
        let font = Font.embedded
        let run = font.shape("abcdefgh", pixelSize: 18)  // eight distinct glyphs
        func render(_ renderer: TextRenderer) throws -> Canvas {
            var canvas = try Canvas(width: 100, height: 30, background: .black)
            renderer.draw(run, at: Point(3.3, 20.6), color: .white, into: &canvas)
            return canvas
        }
        let roomy = TextRenderer(font: font)
        #expect(roomy.outlineCacheLimit == TextRenderer.defaultOutlineCacheLimit)
        let expected = try render(roomy)
        #expect(roomy.cachedOutlineCount == 8)
        // A small cache keeps at most its limit and draws the same picture.
        let small = TextRenderer(font: font, outlineCacheLimit: 3)
        #expect(try render(small).difference(from: expected).isEmpty)
        #expect(small.cachedOutlineCount <= 3 && small.cachedOutlineCount > 0)
        // Raising the limit lets every glyph stay (the outlines kept by the
        // trim are drawn again from where it moved them, with the new ones);
        // lowering it below the count empties the cache.
        small.outlineCacheLimit = 100
        #expect(try render(small).difference(from: expected).isEmpty)
        #expect(small.cachedOutlineCount == 8)
        small.outlineCacheLimit = 5
        #expect(small.cachedOutlineCount == 0)
        // Limits below 1 count as 1.
        small.outlineCacheLimit = 0
        #expect(small.outlineCacheLimit == 1)
        #expect(try render(small).difference(from: expected).isEmpty)
        #expect(small.cachedOutlineCount == 1)
    }

    @Test func aTrimmedOutlineCacheFindsItsGlyphsAgain() throws {
        // After a draw past the limit the cache keeps the outlines decoded
        // last and re-indexes them; later runs mixing kept and forgotten
        // glyphs must draw exactly what an untrimmed cache draws.
        let font = Font.embedded
        let runs = ["abcdefgh", "hgfedcba", "ahbgcfde", "quartz", "abcdefgh"].map { font.shape($0, pixelSize: 17) }
        let roomy = TextRenderer(font: font)
        let small = TextRenderer(font: font, outlineCacheLimit: 3)
        for (index, run) in runs.enumerated() {
            var expected = try Canvas(width: 120, height: 30, background: .black)
            var actual = expected
            roomy.draw(run, at: Point(2.6, 21.2), color: .white, alpha: 0.8, into: &expected)
            small.draw(run, at: Point(2.6, 21.2), color: .white, alpha: 0.8, into: &actual)
            #expect(actual.difference(from: expected).isEmpty, "run \(index)")
            #expect(small.cachedOutlineCount == 3, "run \(index)")
            #expect(expected.difference(from: try Canvas(width: 120, height: 30, background: .black))
                .differingPixels > 50, "run \(index) drew something")
        }
    }
}
