import Raster
import Testing

/// Seeded random outlines against the reference: self-intersecting polygons,
/// overlapping curved contours of both windings, at small and large scales.
/// They probe the overlap detection, whose rules a hand-made case may miss.
@Suite struct RasterizerRandomTests {
    /// A small deterministic generator (SplitMix64).
    struct SplitMix {
        var state: UInt64
        mutating func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
    }

    @Test(arguments: 0 ..< 12)
    func randomOutlinesMatchReference(seed: Int) {
        var rng = SplitMix(state: UInt64(seed) &* 7919 &+ 17)
        let size = [6.0, 12.0, 30.0, 90.0][seed % 4]
        let canvas = PixelRect(minX: 0, minY: 0, maxX: Int(size) + 12, maxY: Int(size) + 12)
        var path = Path()
        for _ in 0 ..< 3 {
            let n = 3 + Int(rng.next() * 6)
            let point = { (r: inout SplitMix) in Point(4 + r.next() * size, 4 + r.next() * size) }
            path.move(to: point(&rng))
            for _ in 0 ..< n {
                switch Int(rng.next() * 3) {
                case 0: path.line(to: point(&rng))
                case 1: path.quad(control: point(&rng), to: point(&rng))
                default: path.cubic(control1: point(&rng), control2: point(&rng), to: point(&rng))
                }
            }
            path.close()
        }
        for rule in [FillRule.nonZero, .evenOdd] {
            let mask = Rasterizer().fill(path, clip: canvas, rule: rule)
            let reference = Reference.coverage(Reference.edges(path, steps: 1024), region: canvas, rule: rule)
            let e = CoverageError(mask, reference, region: canvas)
            print("coverage random outline \(seed) (\(Int(size)) px, \(rule)): \(e)")
            #expect(e.meanEdge <= 1 && e.max <= 3, "seed \(seed) \(rule): \(e)")
        }
    }
}
