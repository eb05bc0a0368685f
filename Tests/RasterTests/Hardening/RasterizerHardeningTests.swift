import Raster
import Testing

/// Wrong pixels the `raster` fuzz target found in the rasterizer, each fixed
/// and kept as a named regression (Tools/fuzz/README.md lists them).
@Suite struct RasterizerHardeningTests {
    /// Coverage at pixel (x, y) of `mask`, 0 outside it.
    private func at(_ mask: CoverageMask, _ x: Int, _ y: Int) -> Int {
        let (i, j) = (x - mask.originX, y - mask.originY)
        return i >= 0 && j >= 0 && i < mask.width && j < mask.height ? Int(mask.coverage[j * mask.width + i]) : 0
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
}
