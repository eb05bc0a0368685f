#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Raster
import Testing

/// Overlapping and self-intersecting outlines, where plain clamped
/// accumulation over-counts; the rasterizer must stay exact.
@Suite struct RasterizerOverlapTests {
    let canvas = PixelRect(minX: 0, minY: 0, maxX: 128, maxY: 128)
    let region = PixelRect(minX: 0, minY: 0, maxX: 128, maxY: 128)

    /// Fills and compares with the reference over the whole canvas.
    func check(_ name: String, _ path: Path, rule: FillRule = .nonZero) -> CoverageError {
        let mask = Rasterizer().fill(path, clip: canvas, rule: rule)
        let reference = Reference.coverage(Reference.edges(path), region: region, rule: rule)
        let error = CoverageError(mask, reference, region: region)
        print("coverage \(name): \(error)")
        return error
    }

    @Test(arguments: [(0.0, 0.0), (0.37, 0.61), (0.5, 0.25)])
    func twoCirclesSameWinding(dx: Double, dy: Double) {
        var path = Shapes.circleQuads(45 + dx, 60 + dy, 22)
        path.append(Shapes.circleCubics(70 + dx, 64 + dy, 20))
        let e = check("two circles, same winding +(\(dx), \(dy))", path)
        #expect(e.meanEdge <= 1 && e.max <= 2, "\(e)")
    }

    @Test func thinCrossingBarsOverlapInsidePixels() {
        // Two slivers crossing at shallow angles: their overlaps sit inside pixels.
        var path = Shapes.polygon([Point(10.2, 40.3), Point(110.7, 52.1), Point(110.7, 52.9), Point(10.2, 41.1)])
        path.append(Shapes.polygon([Point(10.4, 52.6), Point(110.1, 40.2), Point(110.1, 41.0), Point(10.4, 53.4)]))
        path.append(Shapes.polygon([Point(10.4, 46.6), Point(110.1, 46.9), Point(110.1, 47.3), Point(10.4, 47.0)]))
        let e = check("crossing slivers", path)
        #expect(e.meanEdge <= 1 && e.max <= 2, "\(e)")
    }

    @Test func contourOverlappingItself() {
        // One contour that runs around a circle twice: winding 2 inside.
        var twice = Path()
        let (cx, cy, r) = (60.3, 58.7, 30.0)
        twice.move(to: Point(cx + r, cy))
        for i in 1 ... 32 {
            let a = Double(i) * Double.pi / 8, am = a - Double.pi / 16
            let k = r / cos(Double.pi / 16)
            twice.quad(control: Point(cx + k * cos(am), cy + k * sin(am)), to: Point(cx + r * cos(a), cy + r * sin(a)))
        }
        twice.close()
        let e = check("circle traced twice", twice)
        #expect(e.meanEdge <= 1 && e.max <= 2, "\(e)")
        // A figure eight with a loop folded back over the first lobe.
        let folded = Shapes.polygon([Point(20.5, 20.5), Point(90.2, 25.1), Point(40.3, 70.7),
                                     Point(60.6, 10.2), Point(100.1, 90.9), Point(15.4, 80.3)])
        let f = check("self-overlapping polygon", folded)
        #expect(f.meanEdge <= 1 && f.max <= 2, "\(f)")
    }

    @Test func oppositeWindingsCancel() {
        var path = Shapes.circleQuads(50.2, 60.4, 25)
        path.append(Shapes.circleCubics(68.7, 62.1, 24, clockwise: false))
        let e = check("opposite windings", path)
        #expect(e.meanEdge <= 1 && e.max <= 2, "\(e)")
        // Where both cover, nothing remains: the pixel at the lens centre is empty.
        let mask = Rasterizer().fill(path, clip: canvas)
        #expect(mask[60 - mask.originX, 61 - mask.originY] == 0)
        // A contour and its exact reverse cancel everywhere.
        var cancel = Shapes.circleCubics(64.3, 64.8, 30)
        cancel.append(Shapes.circleCubics(64.3, 64.8, 30, clockwise: false))
        let c = Rasterizer().fill(cancel, clip: canvas)
        #expect(c.coverage.allSatisfy { $0 == 0 })
    }

    @Test func identicalCopiesCountOnce() {
        var path = Path()
        for _ in 0 ..< 5 { path.append(Shapes.circleCubics(40.25, 50.75, 17.5)) }
        let e = check("five identical circles", path)
        #expect(e.meanEdge <= 1 && e.max <= 2, "\(e)")
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func starPolygons(rule: FillRule) {
        let e5 = check("star {5/2} \(rule)", Shapes.star(64.3, 63.6, 55), rule: rule)
        #expect(e5.meanEdge <= 1 && e5.max <= 2, "\(e5)")
        let e7 = check("star {7/3} \(rule)", Shapes.star(61.1, 66.2, 50, points: 7, step: 3), rule: rule)
        #expect(e7.meanEdge <= 1 && e7.max <= 2, "\(e7)")
        let mask = Rasterizer().fill(Shapes.star(64.3, 63.6, 55), clip: canvas, rule: rule)
        let centre = mask[64 - mask.originX, 63 - mask.originY]
        #expect(centre == (rule == .nonZero ? 255 : 0))
    }

    @Test func evenOddRing() {
        var ring = Shapes.circleCubics(60.5, 60.5, 40)
        ring.append(Shapes.circleQuads(62.2, 59.1, 25.3, segments: 12))
        let even = check("ring, even-odd", ring, rule: .evenOdd)
        #expect(even.meanEdge <= 1 && even.max <= 2, "\(even)")
        let nonZero = check("ring, non-zero", ring)
        #expect(nonZero.meanEdge <= 1 && nonZero.max <= 2, "\(nonZero)")
    }

    @Test func glyphLikeOWithHoleIsExact() {
        // Outer contour one way, inner the other: a thin-stroked "o" at small size.
        var o = Shapes.circleQuads(10.3, 10.6, 4.2)
        o.append(Shapes.circleQuads(10.5, 10.6, 3.1, clockwise: false))
        let e = check("small o", o)
        #expect(e.meanEdge <= 1 && e.max <= 2, "\(e)")
    }

    @Test func stackedRectanglesShareCellsThroughHorizontalEdges() {
        // Top edges at y 20.2 and 20.6 lie in one pixel row: those pixels see
        // winding 0, 1 and 2 with no slanted edge in them at all.
        var path = Shapes.rectangle(10.2, 20.2, 60.7, 40.9)
        path.append(Shapes.rectangle(30.4, 20.6, 80.3, 40.3))
        let a = Reference.rectangle(minX: 10.2, minY: 20.2, maxX: 60.7, maxY: 40.9, region: region)
        let b = Reference.rectangle(minX: 30.4, minY: 20.6, maxX: 80.3, maxY: 40.3, region: region)
        let both = Reference.rectangle(minX: 30.4, minY: 20.6, maxX: 60.7, maxY: 40.3, region: region)
        let union = (0 ..< a.count).map { a[$0] + b[$0] - both[$0] }
        let e = CoverageError(Rasterizer().fill(path, clip: canvas), union, region: region)
        print("coverage stacked rectangles: \(e)")
        #expect(e.max <= 0.51, "\(e)")
    }
}
