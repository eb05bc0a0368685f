import EmbeddedFont
import Raster
import Testing
import TrueType

/// The code of TrueType's pages (Sources/TrueType/TrueType.docc), run as
/// written, with what their comments and prose say checked.
@Suite struct TrueTypeArticleTests {
    @Test func theLandingPage() throws {
        // Example: TrueType.docc/TrueType.md
        let run = Font.embedded.shape("Hello, sphere", pixelSize: 32)
        var canvas = try Canvas(width: 240, height: 48, background: .white)
        TextRenderer(font: .embedded).draw(run, at: Point(8, 36),
                                           color: .black, into: &canvas)
        // End of example
        #expect(run.advance < 232, "the run fits the canvas")
        let dark = (0..<canvas.height).flatMap { y in (0..<canvas.width).compactMap { x in canvas.pixel(x: x, y: y) } }
            .filter { $0.r < 128 }
        #expect(dark.count > 300)
    }

    @Test func gettingStarted() throws {
        // Example: TrueType.docc/GettingStarted.md
        let font = Font.embedded   // DejaVu Sans, compiled in
        print(font.familyName ?? "?", font.glyphCount)   // DejaVu Sans 6253
        // End of example
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.glyphCount == 6253)

        // Example: TrueType.docc/GettingStarted.md
        let run = font.shape("Tag cloud", pixelSize: 40)
        let width = run.advance               // the pen's travel, in px
        let height = run.ascent + run.descent // the line's height, in px
        // End of example
        #expect(width > 100 && width < 250)
        #expect(height > 40 && height < 60)
        #expect(run.missingCharacters.isEmpty)
        #expect(run.glyphs.first?.x == 0)

        // Example: TrueType.docc/GettingStarted.md
        let w = Int(width.rounded(.up)) + 20, h = Int(height.rounded(.up)) + 20
        var canvas = try Canvas(width: w, height: h, background: .white)
        let renderer = TextRenderer(font: font)
        let origin = Point(10, 10 + run.ascent)   // the baseline's left end
        renderer.draw(run, at: origin, color: try Color(parsing: "navy"),
                      into: &canvas)
        // End of example
        // Ink inside the margins, none on the border rows and columns.
        var inked = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.pixel(x: x, y: y) != .white {
                inked += 1
                #expect(x > 5 && x < canvas.width - 5 && y > 5 && y < canvas.height - 5)
            }
        }
        #expect(inked > 500)
    }

    @Test func shapedRunsAsData() throws {
        // Example: TrueType.docc/ShapedRunsAsData.md
        let run = Font.embedded.shape("Wave", pixelSize: 64)
        for glyph in run.glyphs {
            print(glyph.glyph, glyph.x, glyph.advance)   // kerned: "W" then "a"
        }
        let ids = run.glyphs.map(\.glyph)
        // End of example
        #expect(ids.count == 4)
        // Kerned: the "W"'s advance is less than its own, so the "a" tucks under it.
        let own = Double(Font.embedded.advance(of: run.glyphs[0].glyph)) * run.scale
        #expect(run.glyphs[0].advance < own)
        #expect(run.glyphs[1].x == run.glyphs[0].x + run.glyphs[0].advance)

        // Example: TrueType.docc/ShapedRunsAsData.md
        var chain = FontChain(.embedded)
        chain.direction = .rightToLeft
        let mixed = chain.shape("سلام world", pixelSize: 32)
        print(mixed.missingCharacters.isEmpty)   // true: DejaVu has both
        // End of example
        #expect(mixed.missingCharacters.isEmpty)
        // Right to left: "world" is drawn first, on the left.
        let w = Font.embedded.glyph(for: "w")
        #expect(mixed.glyphs.first?.glyph == w)

        // Example: TrueType.docc/ShapedRunsAsData.md
        let path = try Font.embedded.runPath(run, at: Point(0, 64))
        let ink = try Font.embedded.inkBounds(of: run)   // the drawn box
        let mask = Rasterizer().fill(path, clip: PixelRect(x: 0, y: 0,
                                                           width: 200, height: 80))
        // End of example
        let box = try #require(ink)
        #expect(box.maxX - box.minX < run.advance + 1)
        #expect(box.maxY - box.minY < run.ascent + run.descent)
        #expect(mask.coverage.contains { $0 == 255 })
    }
}
