import Raster
import Testing

/// Wrong pixels the `raster` fuzz target found in the rasterizer, each fixed
/// and kept as a named regression (Tools/fuzz/README.md lists them).
@Suite struct RasterizerHardeningTests {
    /// Coverage at canvas pixel (x, y) of `mask`, 0 outside it.
    private func at(_ mask: CoverageMask, _ x: Int, _ y: Int) -> Int {
        Int(mask[x - mask.originX, y - mask.originY])
    }

    /// Two contours from cubics with control points far outside the clip, one
    /// starting where the other's closing edge ends. In row 0 the two runs
    /// touch at y = 0.3125 and cross 2.4e-7 px lower, less than half a Float
    /// ulp, so the crossing height rounded onto the piece end and was dropped:
    /// the exact pass then ordered the runs by their x at the row's middle for
    /// the whole row and lost the wedge at (−1, 0). The crossing now cuts at
    /// the end it rounded onto.
    @Test func aCrossingThatRoundsOntoAPieceEndStillCutsTheRow() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0.3125))
        path.cubic(control1: Point(x: 809, y: 45.8125), control2: Point(x: 560.1875, y: -1776.25),
                   to: Point(x: -1807.875, y: -559.8125))
        path.move(to: Point(x: 0, y: 0))
        path.cubic(control1: Point(x: 0, y: 1792.1875), control2: Point(x: 45.8125, y: 7),
                   to: Point(x: 63.75, y: -1807.875))
        let clip = PixelRect(x: -4, y: -4, width: 72, height: 72)
        let region = PixelRect(x: -4, y: -4, width: 8, height: 8)
        for rule in [FillRule.nonZero, .evenOdd] {
            let reference = Reference.coverage(Reference.edges(path), region: region, rule: rule)
            let exact = Rasterizer().fill(path, clip: clip, rule: rule, overlaps: .anywhere)
            var worst = 0
            for y in -4 ..< 4 {
                for x in -4 ..< 4 {
                    let expected = Int((reference[(y + 4) * 8 + (x + 4)] * 255).rounded())
                    worst = max(worst, abs(at(exact, x, y) - expected))
                }
            }
            // The wedge itself: 40/255 under both rules.
            #expect(Int((reference[4 * 8 + 3] * 255).rounded()) == 40)
            #expect(at(exact, -1, 0) == 40, "rule \(rule)")
            #expect(worst <= 8, "rule \(rule): worst pixel off by \(worst)/255")
        }
    }

    /// Found by the `raster` fuzz target: a 132 px round-joined stroke whose
    /// polyline runs ±2048 px outside the clip. Clipping piles about 70
    /// vertical pieces onto the clip's left edge in every row, each pair of
    /// them touching, so each row's cluster added thousands of duplicate cut
    /// heights, and the exact pass's work budget (charged per cut height) ran
    /// out by row 55. Past the budget a cluster was then walked piece by piece
    /// in x order, ignoring where pieces end inside the row: non-zero came out
    /// 232/255 across row 55, where even-odd and the plain accumulation give
    /// 255. Cut heights are now kept once each, and a row past the budget
    /// falls back to the plain accumulation.
    @Test func touchingEdgesPiledOnTheClipStayExact() {
        let points: [(Double, Double)] = [
            (60.0, 10.0), (10.0, 36.875), (-2047.6875, 0.0), (0.0, 1285.0), (60.0, 10.0),
            (-1535.8125, -1532.0), (58.0, 58.0), (10.0, 36.875), (-2047.6875, 0.0), (-16.0625, -1285.0625),
            (60.0, 10.0), (10.0, -1536.0), (1284.875, 1280.3125), (10.0, 36.875), (-2047.6875, 0.0),
            (-16.0625, -1285.0625), (60.0, 10.0), (7.4375, -1536.0), (1284.875, 1280.3125), (-2047.6875, 0.0),
            (0.0, 1285.0), (60.0, 10.0), (-1535.6875, 60.0), (1.6602038471544188e-284, -2.078134541400039),
            (-2047.875, 5.0), (60.0, 10.0), (10.0, 36.875), (-2047.6875, 0.0), (0.0, 1285.0), (60.0, 10.0),
            (-1535.8125, -1532.0), (58.0, 58.0), (10.0, 36.875), (-2047.6875, 0.0), (-16.0625, -1285.0625),
            (60.0, 10.0), (10.0, -1536.0), (1284.875, 1280.3125), (10.0, 36.875), (-2047.6875, 0.0),
            (-16.0625, -1285.0625), (60.0, 10.0), (7.4375, -1536.0), (1284.875, 1280.3125), (-2047.6875, 0.0),
            (0.0, 1285.0), (60.0, 10.0), (-1535.6875, 60.0)
        ]
        let outline = Stroker.outline(points.map { Point(x: $0.0, y: $0.1) },
                                      style: StrokeStyle(width: 132.015625, join: .round, cap: .butt), closed: false)
        let clip = PixelRect(x: -4, y: -4, width: 72, height: 72)
        let evenOdd = Rasterizer().fill(outline, clip: clip, rule: .evenOdd)
        let nonZero = Rasterizer().fill(outline, clip: clip, rule: .nonZero)
        #expect(at(evenOdd, -4, 55) == 255)
        #expect(at(nonZero, -4, 55) == 255)
        // Nowhere may even-odd (a subset of the inside) cover more.
        var worst = 0
        for y in clip.minY ..< clip.maxY {
            for x in clip.minX ..< clip.maxX { worst = max(worst, at(evenOdd, x, y) - at(nonZero, x, y)) }
        }
        #expect(worst <= 8, "even-odd above non-zero by \(worst)/255")
    }
}
