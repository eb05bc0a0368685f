import Raster
import Testing

/// Outlines that only malformed or adversarial fonts have: hundreds of edges
/// crossing the same pixel rows. The exact overlap pass would take time
/// growing with the square of a cluster's pieces (the font fuzzer found a
/// 600-byte font that took seconds to draw at 10 px), so past a work budget
/// per fill a row keeps the plain accumulation; ordinary overlaps stay exact.
@Suite struct RasterizerPathologicalTests {
    let clip = PixelRect(minX: 0, minY: 0, maxX: 64, maxY: 16)

    /// `count` thin slanted bars, all crossing the rows 2..<14 and each other.
    func bars(_ count: Int) -> Path {
        var path = Path()
        for k in 0..<count {
            let shift = Double(k) * 40 / Double(count)
            path.move(to: Point(x: 10 + shift, y: 1))
            path.line(to: Point(x: 10.4 + shift, y: 1))
            path.line(to: Point(x: 50.4 - shift, y: 15))
            path.line(to: Point(x: 50 - shift, y: 15))
            path.close()
        }
        return path
    }

    @Test func crowdedClustersStayBoundedAndSane() {
        // 1500 bars: one cluster of 3000 pieces in each of 12 rows, with about
        // a million crossings each: far over the exact pass's work budget, so
        // the rows keep the plain accumulation. Before the budget this fill
        // took minutes.
        let path = bars(1500)
        let mask = Rasterizer().fill(path, clip: clip, overlaps: .anywhere)
        #expect(mask.width > 0 && mask.height > 0)
        // The middle of the crossing region, which the bars cover completely,
        // is covered fully.
        let row = 8 - mask.originY, column = 30 - mask.originX
        #expect(mask.coverage[row * mask.width + column] >= 200)
        // Nothing outside the bars' rows 1..<15.
        #expect(mask.originY >= 1 && mask.originY + mask.height <= 15)
        // The crossing rows 2..<14 are past the budget, so they are the plain
        // accumulation's, which never has more even-odd than non-zero coverage.
        let plain = Rasterizer().fill(path, clip: clip, overlaps: .nowhere)
        #expect(plain.originY == mask.originY && plain.width == mask.width)
        let rows = (2 - mask.originY) * mask.width ..< (14 - mask.originY) * mask.width
        #expect(mask.coverage[rows] == plain.coverage[rows])
    }

    @Test func ordinaryOverlapsStayExact() {
        // 20 bars (40 pieces a row): resolved exactly, so where bars cross,
        // coverage is not the clamped sum the plain pass gives.
        let path = bars(20)
        let exact = Rasterizer().fill(path, clip: clip, overlaps: .anywhere)
        let plain = Rasterizer().fill(path, clip: clip, overlaps: .nowhere)
        #expect(exact.coverage != plain.coverage)
        let darker = zip(exact.coverage, plain.coverage).filter { $0 < $1 }.count
        #expect(darker > 0, "the plain pass over-counts where bars cross")
    }
}
