import Raster
import Testing

/// The code of Raster's DocC pages (Sources/Raster/Raster.docc), run as
/// written between the `// Example:` and `// End of example` lines, with
/// what the pages say about its results checked after.
/// ``ArticleExampleTests`` checks that the pages show exactly these lines.
@Suite struct RasterArticleTests {
    /// The landing page's example: a triangle filled in one colour.
    @Test func landingPage() throws {
        // Example: Raster.docc/Raster.md
        var canvas = try Canvas(width: 64, height: 64, background: .white)
        var triangle = Path()
        triangle.move(to: Point(8, 56))
        triangle.line(to: Point(32, 8))
        triangle.line(to: Point(56, 56))
        triangle.close()
        let bounds = PixelRect(x: 0, y: 0, width: 64, height: 64)
        let mask = Rasterizer().fill(triangle, clip: bounds)
        canvas.composite(mask, color: try Color(parsing: "dodgerblue"))
        // End of example
        #expect(canvas.pixel(x: 32, y: 40) == Color(rgb: 0x1e90ff))
        #expect(canvas.pixel(x: 4, y: 4) == .white)
        // The mask holds the triangle's area, 24 × 48 = 1152 px, to rounding.
        let covered = mask.coverage.reduce(0) { $0 + Double($1) } / 255
        #expect(abs(covered - 1152) < 1)
    }

    /// "Getting started": a leaf filled, a smaller copy, a stroke.
    @Test func gettingStarted() throws {
        // Example: Raster.docc/GettingStarted.md
        var canvas = try Canvas(width: 160, height: 100, background: .white)
        // End of example
        #expect(canvas.pixels.count == 16_000 && canvas.isOpaque)
        #expect(throws: CanvasError.tooLarge(width: 10_000, height: 10_000, maxPixels: Canvas.defaultMaxPixels)) {
            try Canvas(width: 10_000, height: 10_000)
        }

        // Example: Raster.docc/GettingStarted.md
        var leaf = Path()
        leaf.move(to: Point(20, 80))
        leaf.quad(control: Point(20, 20), to: Point(80, 20))
        leaf.quad(control: Point(80, 80), to: Point(20, 80))
        leaf.close()
        // End of example
        #expect(leaf.elements.count == 4 && leaf.controlBounds == Rect(minX: 20, minY: 20, maxX: 80, maxY: 80))

        // Example: Raster.docc/GettingStarted.md
        let rasterizer = Rasterizer()
        let bounds = PixelRect(x: 0, y: 0, width: 160, height: 100)
        let mask = rasterizer.fill(leaf, clip: bounds)
        canvas.composite(mask, color: try Color(parsing: "seagreen"))
        // End of example
        #expect(canvas.pixel(x: 50, y: 50) == Color(rgb: 0x2e8b57))
        #expect(canvas.pixel(x: 5, y: 5) == .white)
        #expect((mask.originX, mask.originY, mask.width, mask.height) == (20, 20, 60, 60))
        let edge = try #require(canvas.pixel(x: 25, y: 50))   // the left edge crosses x 25.1 at y 50
        #expect(edge != .white && edge != Color(rgb: 0x2e8b57))

        // Example: Raster.docc/GettingStarted.md
        let covered = mask.coverage.reduce(0) { $0 + Int($1) }
        print(Double(covered) / 255, leaf.signedArea)   // 2400.0 2400.0
        // End of example
        #expect(abs(Double(covered) / 255 - abs(leaf.signedArea)) < 0.5)
        #expect(abs(leaf.signedArea - 2400) < 1e-9)

        // Example: Raster.docc/GettingStarted.md
        let small = AffineTransform.translation(x: 90, y: 10)
            * .scale(x: 0.5, y: 0.5)
        let halfLeaf = rasterizer.fill(leaf, transform: small, clip: bounds)
        canvas.composite(halfLeaf, color: .black, alpha: 0.5)
        // End of example

        // Example: Raster.docc/GettingStarted.md
        let points = [Point(90, 90), Point(110, 60), Point(130, 90), Point(150, 60)]
        let style = StrokeStyle(width: 4, join: .miter(limit: 4), cap: .round)
        let zigzag = Stroker.outline(points, style: style)
        canvas.composite(rasterizer.fill(zigzag, clip: bounds),
                         color: try Color(parsing: "#c0392b"))
        // End of example
        // The small leaf spans x 100...130, y 20...50, in half-transparent black over white.
        let grey = try #require(canvas.pixel(x: 115, y: 35))
        #expect(grey.r == grey.g && grey.g == grey.b && (180...192).contains(grey.r))
        #expect(canvas.pixel(x: 110, y: 60) == Color(rgb: 0xc0392b))
        #expect(canvas.pixel(x: 100, y: 90) == .white)

        #expect(canvas.pixel(x: 95, y: 60) == .white)
        // Example: Raster.docc/GettingStarted.md
        let moved = AffineTransform.translation(x: 60, y: 0)
        rasterizer.withCoverage(of: leaf, transform: moved, clip: bounds) { view in
            canvas.composite(coverage: view.coverage,
                             originX: view.originX, originY: view.originY,
                             width: view.width, height: view.height,
                             color: .black, alpha: 0.25)
        }
        // End of example
        // A quarter of black over white in linear light: 3/4 of the light, byte 225.
        let shaded = try #require(canvas.pixel(x: 95, y: 60))
        #expect(shaded.r == shaded.g && shaded.g == shaded.b && (224...226).contains(shaded.r))
    }

    /// "Drawing a frame in bands": bands, and a band-sized window, equal
    /// the canvas drawn mask by mask.
    @Test func drawingInBands() throws {
        // Example: Raster.docc/DrawingInBands.md
        let width = 320, height = 200, background = Color.white
        let shapes: [(Path, Color)] = [
            (Stroker.outline([Point(20, 180), Point(160, 20), Point(300, 180)],
                             style: StrokeStyle(width: 24)),
             Color(rgb: 0x2e86de)),
            (Stroker.outline([Point(40, 100), Point(280, 100)],
                             style: StrokeStyle(width: 40, cap: .round)),
             Color(rgb: 0xee5253)),
        ]

        let rasterizer = Rasterizer()
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        var batch = CoverageBatch(background: background)
        for (path, color) in shapes {
            rasterizer.withCoverage(of: path, clip: bounds) { mask in
                batch.append(mask, color: color, alpha: 0.8)
            }
        }
        // End of example
        #expect(batch.count == 2 && batch.rows == 8 ..< 188)   // the round join's top to the butt caps' corners
        var reference = try Canvas(width: width, height: height, background: background)
        for (path, color) in shapes {
            reference.composite(rasterizer.fill(path, clip: bounds), color: color, alpha: 0.8)
        }

        // Example: Raster.docc/DrawingInBands.md
        var canvas = try Canvas(width: width, height: height,
                                background: background)
        for top in stride(from: 0, to: height, by: 16) {
            let band = top ..< min(top + 16, height)
            canvas.fill(background, rows: band)
            canvas.composite(batch, rows: band)
            // Rows `band` are final: encode them now, while they are in cache.
        }
        // End of example
        #expect(canvas == reference)

        // Example: Raster.docc/DrawingInBands.md
        var image: [UInt32] = []
        var window = try Canvas(width: width, height: 16, background: background)
        for top in stride(from: 0, to: height, by: 16) {
            let band = top ..< min(top + 16, height)
            window.fill(background, rows: 0 ..< band.count)
            window.composite(batch, rows: band, windowTop: top)
            // Window rows 0 ..< band.count hold image rows `band`; keep them.
            image += window.pixels[0 ..< band.count * width]
        }
        // End of example
        #expect(image == reference.pixels)

        // Example: Raster.docc/DrawingInBands.md
        batch.removeAll(background: background)
        // End of example
        #expect(batch.count == 0 && batch.rows.isEmpty)
    }
}
