#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Raster
import Testing

/// Strokes: filled with the rasterizer and compared with analytic areas or
/// with reference outlines the tests build themselves.
@Suite struct StrokerTests {
    let canvas = PixelRect(minX: 0, minY: 0, maxX: 128, maxY: 96)

    func fill(_ path: Path) -> CoverageMask { Rasterizer().fill(path, clip: canvas) }

    /// `pts` wound positively (so a non-zero union of such pieces is their union).
    func positive(_ pts: [Point]) -> Path {
        var area = 0.0
        for i in pts.indices { area += pts[i].x * pts[(i + 1) % pts.count].y - pts[(i + 1) % pts.count].x * pts[i].y }
        return Shapes.polygon(area < 0 ? pts.reversed() : pts)
    }

    /// The Minkowski sum of a polyline and a disc: rectangles plus fine discs.
    func capsules(_ pts: [Point], radius r: Double, discsAtEnds: Bool) -> Path {
        var path = Path()
        for i in 0 ..< pts.count - 1 {
            let (a, b) = (pts[i], pts[i + 1])
            let len = a.distance(to: b)
            let n = Point(-(b.y - a.y) / len * r, (b.x - a.x) / len * r)
            path.append(positive([a + n, b + n, b - n, a - n]))
        }
        for (i, v) in pts.enumerated() where discsAtEnds || (i > 0 && i < pts.count - 1) {
            path.append(positive((0 ..< 720).map { k in
                let t = Double(k) * Double.pi / 360
                return Point(v.x + r * cos(t), v.y + r * sin(t))
            }))
        }
        return path
    }

    func total(_ m: CoverageMask) -> Double { m.coverage.reduce(0.0) { $0 + Double($1) } / 255 }

    @Test(arguments: [1.0, 2.0, 3.4, 4.0])
    func thickHorizontalLineIsWidthTimesLength(width: Double) {
        for dy in [0.0, 0.3, 0.5, 0.77] {
            let y = 40 + dy
            let mask = fill(Stroker.outline([Point(10.3, y), Point(70.8, y)], style: StrokeStyle(width: width)))
            // Area: width × length, up to byte rounding (≤ 0.5/255 per partly covered pixel).
            let partial = Double(mask.coverage.filter { $0 > 0 && $0 < 255 }.count)
            #expect(abs(total(mask) - width * 60.5) <= partial * 0.5 / 255 + 1e-9, "width \(width)")
            let exact = Reference.rectangle(minX: 10.3, minY: y - width / 2, maxX: 70.8, maxY: y + width / 2, region: canvas)
            let e = CoverageError(mask, exact, region: canvas)
            #expect(e.max <= 0.51, "width \(width) at +\(dy): \(e)")
            // Square caps extend by half the width at both ends.
            let square = fill(Stroker.outline([Point(70.8, y), Point(10.3, y)], style: StrokeStyle(width: width, cap: .square)))
            let long = Reference.rectangle(minX: 10.3 - width / 2, minY: y - width / 2, maxX: 70.8 + width / 2,
                                           maxY: y + width / 2, region: canvas)
            #expect(CoverageError(square, long, region: canvas).max <= 0.51)
        }
    }

    @Test(arguments: [1.0, 1.5, 3.0, 8.0])
    func roundJoinsAndCapsMatchTheMinkowskiSum(width: Double) {
        let pts = [Point(12.3, 80.4), Point(40.7, 20.2), Point(70.1, 75.9), Point(112.6, 30.3), Point(64.2, 48.8)]
        let mask = fill(Stroker.outline(pts, style: StrokeStyle(width: width, join: .round, cap: .round)))
        let reference = Reference.coverage(Reference.edges(capsules(pts, radius: width / 2, discsAtEnds: true)),
                                           region: canvas)
        let e = CoverageError(mask, reference, region: canvas)
        print("coverage round stroke \(width) px: \(e)")
        #expect(e.meanEdge <= 1 && e.max <= 2, "\(e)")
    }

    @Test func arcPolylineAtThinWidthsMatchesReference() {
        // A great-circle-like arc sampled every few degrees, 1–4 px wide.
        let pts = (0 ... 40).map { i -> Point in
            let t = Double(i) / 40 * 2.2
            return Point(64.4 + 50 * cos(t + 0.3), 90.2 - 70 * sin(t + 0.3))
        }
        for width in [1.0, 2.0, 4.0] {
            let mask = fill(Stroker.outline(pts, style: StrokeStyle(width: width, cap: .round)))
            let reference = Reference.coverage(Reference.edges(capsules(pts, radius: width / 2, discsAtEnds: true)),
                                               region: canvas)
            let e = CoverageError(mask, reference, region: canvas)
            print("coverage arc stroke \(width) px: \(e)")
            #expect(e.meanEdge <= 1 && e.max <= 2, "\(e)")
        }
    }

    @Test func miterAndBevelCorners() {
        let pts = [Point(20, 20), Point(80, 20), Point(80, 70)]
        // A right-angle miter (ratio √2 ≤ 4) is an L of two rectangles: analytic.
        let miter = fill(Stroker.outline(pts, style: StrokeStyle(width: 6, join: .miter(limit: 4))))
        let a = Reference.rectangle(minX: 20, minY: 17, maxX: 83, maxY: 23, region: canvas)
        let b = Reference.rectangle(minX: 77, minY: 17, maxX: 83, maxY: 70, region: canvas)
        let ab = Reference.rectangle(minX: 77, minY: 17, maxX: 83, maxY: 23, region: canvas)
        let l = (0 ..< a.count).map { a[$0] + b[$0] - ab[$0] }
        #expect(CoverageError(miter, l, region: canvas).max <= 0.51)
        // Below the limit, and for bevels, the corner is cut from (80, 17) to (83, 20).
        let cut = positive([Point(20, 17), Point(80, 17), Point(83, 20), Point(83, 70), Point(77, 70),
                            Point(77, 23), Point(20, 23)])
        let reference = Reference.coverage(Reference.edges(cut), region: canvas)
        for join in [StrokeStyle.Join.miter(limit: 1.3), .bevel] {
            let mask = fill(Stroker.outline(pts, style: StrokeStyle(width: 6, join: join)))
            let e = CoverageError(mask, reference, region: canvas)
            #expect(e.meanEdge <= 1 && e.max <= 2, "\(join): \(e)")
        }
    }

    @Test func sharpTurnFallsBackToBevel() {
        // A 176° turn: the miter would be ~30 widths long; limit 4 cuts it.
        let pts = [Point(10, 40), Point(100, 44), Point(10, 50)]
        let mask = fill(Stroker.outline(pts, style: StrokeStyle(width: 3, join: .miter(limit: 4))))
        #expect(mask.originX + mask.width <= 103, "no miter spike beyond the corner")
        let bevel = fill(Stroker.outline(pts, style: StrokeStyle(width: 3, join: .bevel)))
        #expect(mask == bevel)
    }

    @Test func closedPolylineIsAFrame() {
        let square = [Point(20, 20), Point(60, 20), Point(60, 60), Point(20, 60)]
        let mask = fill(Stroker.outline(square, style: StrokeStyle(width: 4, join: .miter(limit: 4)), closed: true))
        let outer = Reference.rectangle(minX: 18, minY: 18, maxX: 62, maxY: 62, region: canvas)
        let inner = Reference.rectangle(minX: 22, minY: 22, maxX: 58, maxY: 58, region: canvas)
        let frame = (0 ..< outer.count).map { outer[$0] - inner[$0] }
        #expect(CoverageError(mask, frame, region: canvas).max <= 0.51)
        // Closing onto a repeated first point is the same frame.
        let repeated = fill(Stroker.outline(square + [square[0]], style: StrokeStyle(width: 4, join: .miter(limit: 4)),
                                            closed: true))
        #expect(repeated == mask)
    }

    @Test func degenerateInputStaysFinite() {
        let style = StrokeStyle(width: 2.5, join: .miter(limit: 10), cap: .round)
        let inputs: [[Point]] = [
            [Point(10, 10), Point(10, 10), Point(30, 10), Point(30, 10), Point(50, 10)],  // duplicates
            [Point(10, 10), Point(20, 10), Point(30, 10)],                                // collinear
            [Point(10, 50), Point(60, 50), Point(10, 50)],                                // hairpin
            [Point(10, 50), Point(.nan, 3), Point(60, 50), Point(.infinity, 1)],          // invalid points
            [Point(40, 40), Point(40, 40)], [Point(40, 40)], [],
        ]
        for pts in inputs {
            for closed in [false, true] {
                let path = Stroker.outline(pts, style: style, closed: closed)
                #expect(path.elements.allSatisfy(isFinite), "\(pts)")
                _ = fill(path)
            }
        }
        // Collinear middle points change nothing.
        let straight = fill(Stroker.outline([Point(10.5, 10.5), Point(50.5, 10.5)], style: style))
        let split = fill(Stroker.outline([Point(10.5, 10.5), Point(30.5, 10.5), Point(30.5, 10.5), Point(50.5, 10.5)],
                                         style: style))
        #expect(straight == split)
        // A single point is a dot for round and square caps, nothing for butt caps.
        let r = 3.0
        let dot = fill(Stroker.outline([Point(40.3, 40.6)], style: StrokeStyle(width: 2 * r, cap: .round)))
        #expect(abs(total(dot) - Double.pi * r * r) < 0.05)
        let square = fill(Stroker.outline([Point(40.3, 40.6), Point(40.3, 40.6)], style: StrokeStyle(width: 2 * r, cap: .square)))
        #expect(abs(total(square) - 4 * r * r) < 0.01)
        #expect(Stroker.outline([Point(40, 40)], style: StrokeStyle(width: 4)).isEmpty)
        #expect(Stroker.outline([Point(1, 1), Point(9, 9)], style: StrokeStyle(width: .nan)).isEmpty)
        #expect(Stroker.outline([Point(1, 1), Point(9, 9)], style: StrokeStyle(width: 0)).isEmpty)
    }

    func isFinite(_ e: Path.Element) -> Bool {
        switch e {
        case .move(let p), .line(let p): return p.x.isFinite && p.y.isFinite
        case .quad(let c, let p): return [c, p].allSatisfy { $0.x.isFinite && $0.y.isFinite }
        case .cubic(let c1, let c2, let p): return [c1, c2, p].allSatisfy { $0.x.isFinite && $0.y.isFinite }
        case .close: return true
        }
    }
}
