import Foundation
import Homogeneous
import TagCloud
import Testing

@Suite struct TagPlacementTests {
    /// The distance of the weighted centroid from the centre.
    func centroid(_ weights: [Double], lattice: SphereLattice = .fibonacci) -> Double {
        TagPlacement.weightedCentroid(weights: weights, positions: TagPlacement.positions(for: weights, lattice: lattice)).length
    }

    static let sizes = [20, 30, 50, 100, 200, 500, 2000]

    @Test(arguments: sizes) func uniformWeightsAreBalanced(n: Int) {
        #expect(centroid([Double](repeating: 3, count: n)) <= 0.05)
    }

    @Test(arguments: sizes) func zipfWeightsAreBalanced(n: Int) {
        #expect(centroid((1...n).map { 1 / Double($0) }) <= 0.05)
    }

    @Test(arguments: sizes) func oneDominantTagAmongVariedOnesIsBalanced(n: Int) {
        // One tag carries a fifth of the total weight; the others vary from 1 to 10.
        var rng = SplitMix64(seed: UInt64(n))
        var weights = (0..<n).map { _ in Double.random(in: 1...10, using: &rng) }
        weights[n / 3] = 0
        weights[n / 3] = weights.reduce(0, +) / 4
        #expect(centroid(weights) <= 0.05)
    }

    @Test(arguments: sizes) func logNormalWeightsAreBalanced(n: Int) {
        var rng = SplitMix64(seed: 7 + UInt64(n))
        let weights = (0..<n).map { _ in
            // Box–Muller, σ = 1.
            let u = Double.random(in: Double.ulpOfOne..<1, using: &rng)
            let v = Double.random(in: 0..<1, using: &rng)
            return exp(sqrt(-2 * log(u)) * cos(2 * Double.pi * v))
        }
        #expect(centroid(weights) <= 0.05)
    }

    @Test func otherLatticesAreBalancedToo() {
        let zipf = (1...150).map { 1 / Double($0) }
        #expect(centroid(zipf, lattice: .spiral) <= 0.05)
        #expect(centroid(zipf, lattice: .relaxed) <= 0.05)
    }

    @Test func staysNearTheBalanceBoundForRandomWeights() {
        // Whatever the weights, the centroid is within 0.05 of what any assignment could reach.
        var rng = SplitMix64(seed: 99)
        for trial in 0..<20 {
            let n = 20 + trial * 6
            let spread = Double.random(in: 1...6, using: &rng)
            let weights = (0..<n).map { _ in pow(Double.random(in: 0.01...1, using: &rng), -spread) }
            let points = SpherePoints.generate(count: n)
            let slots = TagPlacement.assign(weights: weights, points: points)
            let c = TagPlacement.weightedCentroid(weights: weights, positions: slots.map { points[$0] }).length
            let bound = TagPlacement.balanceBound(weights: weights, points: points)
            #expect(c <= bound + 0.05, "N = \(n): centroid \(c), bound \(bound)")
        }
    }

    @Test func dominatedWeightsCannotBeBalanced() {
        // Two tags on antipodal points: (3·p − 1·p)/4.
        #expect(abs(centroid([3, 1]) - 0.5) < 1e-12)
        // One tag of 100 among 99 tags of 1: every point is used, so the others sum to −p₀.
        let weights = [100.0] + [Double](repeating: 1, count: 99)
        let points = SpherePoints.generate(count: 100)
        let floor = TagPlacement.balanceBound(weights: weights, points: points)
        #expect(floor > 0.45)
        #expect(abs(centroid(weights) - 99.0 / 199) < 0.01)
    }

    @Test func isAPermutationAndDeterministic() {
        var rng = SplitMix64(seed: 3)
        let weights = (0..<400).map { _ in Double(Int.random(in: 1...20, using: &rng)) }
        let points = SpherePoints.generate(count: 400)
        let slots = TagPlacement.assign(weights: weights, points: points)
        #expect(slots.sorted() == Array(0..<400))
        #expect(TagPlacement.assign(weights: weights, points: points) == slots)
    }

    @Test func heaviestTagIsInFrontAndHeavyTagsAreSpread() {
        let n = 300
        let weights = (1...n).map { 1 / Double($0) }
        let points = SpherePoints.generate(count: n)
        let positions = TagPlacement.positions(for: weights)
        // The heaviest tag takes the point nearest the viewer.
        #expect(positions[0].z == points.map(\.z).max())
        // The 12 heaviest are far apart (an icosahedron, the best possible, has 1.05).
        let top = Array(positions.prefix(12))
        #expect(SpherePoints.minimumSeparation(top) >= 0.75)
        // Filling the lattice in weight order would crowd them at one pole.
        #expect(SpherePoints.minimumSeparation(Array(points.prefix(12))) < 0.3)
    }

    @Test func tinyCountsAndBadWeights() {
        #expect(TagPlacement.positions(for: []).isEmpty)
        #expect(TagPlacement.positions(for: [5]) == [Vector3(0, 0, 1)])
        let odd = [Double.nan, -1, .infinity, 2, 0]
        let slots = TagPlacement.assign(weights: odd, points: SpherePoints.generate(count: 5))
        #expect(slots.sorted() == Array(0..<5))
    }
}
