import Foundation
import Homogeneous
import TagCloud
import Testing

/// Placement with weights anywhere in 1e-300…1.7e308 (issue 14, section 2):
/// `[1, 1e155]` once trapped, because a squared imbalance overflowed to
/// infinity, every score became NaN and the spread step took point −1.
@Suite struct ExtremeWeightPlacementTests {
    /// Weight sets across the whole positive range.
    static let sets: [[Double]] = [
        [1, 1e155],
        [1, 1e150],
        [1e155, 1],
        [1e-300, 1e-10, 1, 1e155, 1.7e308],
        [1.7e308, 1.7e308, 1.7e308, 1.7e308],
        [.greatestFiniteMagnitude, .leastNonzeroMagnitude, 1],
        [1e-300, 1e-300, 2e-300],
        [.leastNonzeroMagnitude, .leastNonzeroMagnitude * 3],
        alternating,
        (0..<100).map { (k: Int) -> Double in pow(10, Double(k * 6 - 300)) },
    ]

    /// Forty weights alternating between near 1.7e308 and near 1e-300.
    static let alternating: [Double] = (0..<40).map { (k: Int) -> Double in
        k % 2 == 0 ? 1.7e308 / Double(k + 1) : 1e-300 * Double(k)
    }

    /// The front-most point's index (largest z, ties by index).
    func front(_ points: [Vector3]) -> Int {
        points.indices.max { points[$0].z < points[$1].z || (points[$0].z == points[$1].z && $0 > $1) } ?? -1
    }

    @Test(arguments: sets)
    func everySetIsPlacedOnePointEach(_ weights: [Double]) {
        let points = SpherePoints.generate(count: weights.count)
        let slots = TagPlacement.assign(weights: weights, points: points)
        #expect(slots.sorted() == Array(points.indices))
        // The heaviest tag (the first of equals) takes the front point.
        let heaviest = weights.indices.max { weights[$0] < weights[$1] || (weights[$0] == weights[$1] && $0 > $1) }
        #expect(slots[heaviest ?? 0] == front(points))
        let centroid = TagPlacement.weightedCentroid(weights: weights, positions: slots.map { points[$0] })
        let finite = centroid.x.isFinite && centroid.y.isFinite && centroid.z.isFinite
        #expect(finite && centroid.length <= 1 + 1e-9)
        let bound = TagPlacement.balanceBound(weights: weights, points: points)
        #expect(bound.isFinite && bound >= 0 && bound <= 1 + 1e-9)
    }

    /// Placement depends only on weight ratios: scaling every weight by a
    /// power of two, which is exact, gives the very same assignment.
    @Test(arguments: [0x1p-1000, 0x1p-60, 0x1p60, 0x1p900])
    func scalingByAPowerOfTwoChangesNothing(_ factor: Double) {
        let zipf = (1...60).map { 1 / Double($0) }
        let points = SpherePoints.generate(count: zipf.count)
        #expect(TagPlacement.assign(weights: zipf.map { $0 * factor }, points: points)
                == TagPlacement.assign(weights: zipf, points: points))
    }

    /// Balance holds at the ends of the range as it does near 1.
    @Test(arguments: [1e-290, 1e290])
    func zipfWeightsFarFromOneAreBalanced(_ scale: Double) {
        let weights = (1...200).map { scale / Double($0) }
        let positions = TagPlacement.positions(for: weights)
        #expect(TagPlacement.weightedCentroid(weights: weights, positions: positions).length <= 0.05)
    }

    @Test func weightedCentroidOfHugeWeightsIsFinite() {
        let c = TagPlacement.weightedCentroid(weights: [1.7e308, 1.7e308], positions: [.unitX, .unitY])
        #expect(abs(c.x - 0.5) < 1e-12 && abs(c.y - 0.5) < 1e-12 && c.z == 0)
        // A weight far below the others does not move it.
        let d = TagPlacement.weightedCentroid(weights: [1.7e308, 1e-300], positions: [.unitX, .unitY])
        #expect(d == .unitX)
    }
}
