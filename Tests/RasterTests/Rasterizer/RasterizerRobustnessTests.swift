import Raster
import Testing

/// Clipping, far and huge coordinates, empty, degenerate and invalid input,
/// transforms and buffer reuse.
@Suite struct RasterizerRobustnessTests {
    let canvas = PixelRect(minX: 0, minY: 0, maxX: 128, maxY: 96)

    func isEmpty(_ m: CoverageMask) -> Bool { m.coverage.allSatisfy { $0 == 0 } }

    @Test(arguments: [(0.0, 0.0), (128.0, 48.0), (64.0, 96.0), (128.0, 96.0), (-10.0, 50.0)])
    func pathsPartlyOutsideTheClip(cx: Double, cy: Double) {
        let path = Shapes.circleCubics(cx + 0.3, cy + 0.6, 30)
        let mask = Rasterizer().fill(path, clip: canvas)
        // The mask never leaves the clip.
        #expect(mask.originX >= 0 && mask.originY >= 0)
        #expect(mask.originX + mask.width <= 128 && mask.originY + mask.height <= 96)
        let e = CoverageError(mask, Reference.coverage(Reference.edges(path), region: canvas), region: canvas)
        print("coverage circle cut by clip at (\(cx), \(cy)): \(e)")
        #expect(e.meanEdge <= 1 && e.max <= 2, "\(e)")
    }

    @Test func pathsWhollyOutsideTheClip() {
        let rasterizer = Rasterizer()
        for (x, y) in [(-80.0, 40.0), (200.0, 40.0), (60.0, -80.0), (60.0, 180.0), (-80.0, -80.0)] {
            let mask = rasterizer.fill(Shapes.circleQuads(x, y, 30), clip: canvas)
            #expect(mask.width * mask.height == 0 || isEmpty(mask), "circle at (\(x), \(y))")
        }
    }

    @Test func pathCoveringTheWholeClipFillsIt() {
        let mask = Rasterizer().fill(Shapes.rectangle(-1e6, -1e6, 1e6, 1e6), clip: canvas)
        #expect(mask.originX == 0 && mask.originY == 0 && mask.width == 128 && mask.height == 96)
        #expect(mask.coverage.allSatisfy { $0 == 255 })
    }

    @Test func hugeCircleCrossingTheCanvas() {
        // Radius 10⁷ px: across 96 rows its left edge bows by under 0.0002 px,
        // so the canvas sees the half-plane x ≥ 50.3.
        let path = Shapes.circleCubics(1e7 + 50.3, 48, 1e7)
        let mask = Rasterizer().fill(path, clip: canvas)
        #expect(mask.width <= 128 && mask.height <= 96)
        let exact = Reference.rectangle(minX: 50.3, minY: 0, maxX: 1e9, maxY: 96, region: canvas)
        let e = CoverageError(mask, exact, region: canvas)
        print("coverage huge circle: \(e)")
        #expect(e.max <= 1, "\(e)")
    }

    @Test func largeCoordinatesWithAMatchingClip() {
        // A canvas a million pixels away: local precision must not suffer.
        let (x0, y0) = (1_000_000 + 10.37, 2_000_000 + 5.61)
        let clip = PixelRect(minX: 1_000_000, minY: 2_000_000, maxX: 1_000_064, maxY: 2_000_064)
        let mask = Rasterizer().fill(Shapes.rectangle(x0, y0, x0 + 20.5, y0 + 7.25), clip: clip)
        let exact = Reference.rectangle(minX: x0, minY: y0, maxX: x0 + 20.5, maxY: y0 + 7.25, region: clip)
        let e = CoverageError(mask, exact, region: clip)
        #expect(e.max <= 0.51, "\(e)")
        // The same outline in far-away units, brought home by the transform.
        let far = Shapes.circleQuads(1e9, -1e9, 20)
        let t = AffineTransform.translation(x: 40.4 - 1e9, y: 40.7 + 1e9)
        let moved = Rasterizer().fill(far, transform: t, clip: canvas)
        let reference = Reference.coverage(Reference.edges(Shapes.circleQuads(40.4, 40.7, 20)), region: canvas)
        let m = CoverageError(moved, reference, region: canvas)
        print("coverage circle at 1e9 moved home: \(m)")
        #expect(m.meanEdge <= 1 && m.max <= 2, "\(m)")
    }

    @Test func emptyAndDegeneratePaths() {
        let r = Rasterizer()
        #expect(r.fill(Path(), clip: canvas).width == 0)
        var moves = Path()
        moves.move(to: Point(3, 4))
        moves.move(to: Point(30, 40))
        #expect(isEmpty(r.fill(moves, clip: canvas)))
        // Zero-area outlines: a segment and back, a point, a flat triangle.
        var line = Path()
        line.move(to: Point(10.3, 10.7))
        line.line(to: Point(90.1, 70.2))
        line.close()
        #expect(isEmpty(r.fill(line, clip: canvas)))
        var point = Path()
        point.move(to: Point(5.5, 5.5))
        point.line(to: Point(5.5, 5.5))
        point.quad(control: Point(5.5, 5.5), to: Point(5.5, 5.5))
        #expect(isEmpty(r.fill(point, clip: canvas)))
        let flat = Shapes.polygon([Point(1.5, 2.5), Point(41.5, 22.5), Point(81.5, 42.5)])
        #expect(isEmpty(r.fill(flat, clip: canvas)))
        #expect(r.fill(Shapes.rectangle(1, 1, 5, 5), clip: PixelRect(minX: 5, minY: 5, maxX: 5, maxY: 9)).width == 0)
    }

    @Test func nonFiniteCoordinatesSkipTheirContour() {
        let good = Shapes.circleCubics(40.5, 40.5, 15)
        let expected = Rasterizer().fill(good, clip: canvas)
        for bad in [Double.nan, .infinity, -.infinity, 1e300] {
            var path = good
            path.move(to: Point(10, 10))
            path.line(to: Point(bad, 50))
            path.quad(control: Point(60, bad), to: Point(70, 80))
            path.close()
            var curve = Path()
            curve.move(to: Point(1, 1))
            curve.cubic(control1: Point(bad, bad), control2: Point(3, 3), to: Point(90, 2))
            path.append(curve)
            #expect(Rasterizer().fill(path, clip: canvas) == expected, "\(bad)")
        }
        // A transform that makes every point invalid leaves nothing.
        let nan = AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(isEmpty(Rasterizer().fill(good, transform: nan, clip: canvas)))
        let inf = AffineTransform.translation(x: .infinity, y: 0)
        #expect(isEmpty(Rasterizer().fill(good, transform: inf, clip: canvas)))
    }

    @Test func transformedOutlineMatchesReference() {
        // A glyph-like outline in font units (y up), scaled and flipped to pixels.
        var outline = Shapes.circleQuads(600, 700, 500, segments: 8, clockwise: false)
        outline.append(Shapes.circleQuads(600, 700, 300, segments: 8, clockwise: true))
        outline.append(Shapes.rectangle(1000, 0, 1150, 1400))
        let t = AffineTransform.translation(x: 10.3, y: 80.6) * AffineTransform.scale(x: 0.05, y: -0.05)
        let mask = Rasterizer().fill(outline, transform: t, clip: canvas)
        let reference = Reference.coverage(Reference.edges(outline, transform: t), region: canvas)
        let e = CoverageError(mask, reference, region: canvas)
        print("coverage transformed glyph-like outline: \(e)")
        #expect(e.meanEdge <= 1 && e.max <= 2, "\(e)")
        #expect(mask == Rasterizer().fill(outline.transformed(by: t), clip: canvas))
    }

    @Test func clipWithAnOffsetOriginPlacesTheMask() {
        let clip = PixelRect(minX: -20, minY: 30, maxX: 20, maxY: 70)
        let mask = Rasterizer().fill(Shapes.rectangle(-5.5, 40, 35, 50.5), clip: clip)
        #expect(mask.originX == -6 && mask.originY == 40 && mask.width == 26 && mask.height == 11)
        #expect(mask[0, 0] == 128 && mask[25, 10] == 128 && mask[10, 5] == 255)
    }

    @Test func reusedRasterizerMatchesFreshOnesAndAllFormsAgree() {
        let paths = [Shapes.circleCubics(60, 50, 40), Shapes.star(30.5, 30.5, 20), Shapes.rectangle(3, 3, 4.5, 90),
                     Path(), Shapes.circleQuads(100.2, 80.8, 12)]
        let shared = Rasterizer()
        var reused = CoverageMask.empty
        for rule in [FillRule.nonZero, .evenOdd] {
            for path in paths + paths.reversed() {
                let fresh = Rasterizer().fill(path, clip: canvas, rule: rule)
                #expect(shared.fill(path, clip: canvas, rule: rule) == fresh)
                shared.fill(path, clip: canvas, rule: rule, into: &reused)
                #expect(reused == fresh)
                let viewed = shared.withCoverage(of: path, clip: canvas, rule: rule) { CoverageMask($0) }
                #expect(viewed == fresh)
            }
        }
    }
}
