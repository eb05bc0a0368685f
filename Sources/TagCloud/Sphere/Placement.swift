import Homogeneous

/// The working state of ``TagPlacement/assign(weights:points:)``.
struct Placement {
    /// Sanitised weights.
    let w: [Double]
    /// Deviations from the mean weight.
    let d: [Double]
    /// The sum of the weights.
    let total: Double
    /// The points.
    let p: [SIMD3<Double>]
    /// Each tag's point, −1 until placed.
    var slot: [Int]
    /// The heaviest tags, spread first (heaviest first).
    let heavy: [Int]
    /// Running Σ wᵢpᵢ over the placed tags plus w̄ × (sum of the free points),
    /// which equals the final Σ wᵢpᵢ once every tag is placed.
    var imbalance: SIMD3<Double>
    /// Free points, for nearest-direction queries.
    var tree: FreePointTree
    /// The smallest distance among the heavy tags after spreading.
    var heavySeparation = Double.infinity

    /// Weights that are not finite and positive become 0; all-zero weights
    /// become all 1. The rest are scaled by the power of two that brings the
    /// largest into [1, 2): placement depends only on weight ratios, scaling
    /// by a power of two is exact (short of underflow, for weights under
    /// 2⁻¹⁰²² of the largest), and sums and squares of at most N such weights
    /// stay far from overflow, whether the weights are near 1e-300 or 1e308.
    static func sanitized(_ weights: [Double]) -> [Double] {
        let w = weights.map { $0.isFinite && $0 > 0 ? $0 : 0 }
        guard let largest = w.max(), largest > 0 else { return w.map { _ in 1 } }
        return w.map { Double(sign: .plus, exponent: -largest.exponent, significand: $0) }
    }

    /// Prepares to place one tag per point.
    init(weights: [Double], points: [Vector3]) {
        let w = Self.sanitized(weights)
        self.w = w
        total = w.reduce(0, +)
        let mean = total / Double(w.count)
        d = w.map { $0 - mean }
        p = points.map { SIMD3($0.x, $0.y, $0.z) }
        slot = [Int](repeating: -1, count: w.count)
        let byWeight = w.indices.sorted { w[$0] > w[$1] || (w[$0] == w[$1] && $0 < $1) }
        heavy = Array(byWeight.prefix(TagPlacement.spreadCount))
        imbalance = p.reduce(.zero, +) * mean
        tree = FreePointTree(p)
    }

    /// Gives tag `t` point `q`.
    mutating func place(_ t: Int, at q: Int) {
        slot[t] = q
        tree.take(q)
        imbalance += p[q] * d[t]
    }

    /// Step 1: the heaviest tag to the front, then farthest-point order.
    mutating func spreadHeavy() {
        var nearest = [Double](repeating: .infinity, count: p.count)
        let bias = 0.05
        for (rank, t) in heavy.enumerated() {
            var best = -1
            var bestScore = -Double.infinity
            let current = (imbalance * imbalance).sum().squareRoot()
            for q in p.indices where tree.isFree[q] {
                let score: Double
                if rank == 0 {
                    score = p[q].z
                } else {
                    // Far from the heavy tags, and a little towards balance.
                    let after = imbalance + p[q] * d[t]
                    let change = d[t] == 0 ? 0 : ((after * after).sum().squareRoot() - current) / abs(d[t])
                    score = nearest[q] - bias * change
                }
                if score > bestScore { (best, bestScore) = (q, score) }
            }
            // Scores are finite (the weights are scaled to at most 2), so a
            // point was found; should one not be, the first free point keeps
            // the placement a permutation rather than taking point −1.
            if best < 0, let free = p.indices.first(where: { tree.isFree[$0] }) { best = free }
            place(t, at: best)
            for q in p.indices {
                let e = p[q] - p[best]
                nearest[q] = min(nearest[q], (e * e).sum().squareRoot())
            }
        }
        heavySeparation = heavy.count < 2 ? .infinity : SpherePoints.bruteForceSeparation(heavy.map { p[slot[$0]] })
    }

    /// Step 2: the other tags, largest deviation first, against the imbalance.
    mutating func balanceRest() {
        let placed = Set(heavy)
        let rest = d.indices.filter { !placed.contains($0) }.sorted { a, b in
            abs(d[a]) > abs(d[b]) || (abs(d[a]) == abs(d[b]) && a < b)
        }
        var cursor = 0
        for t in rest {
            let length = (imbalance * imbalance).sum().squareRoot()
            var q: Int?
            if d[t] != 0, length > 0 {
                // A heavier-than-mean tag goes opposite the imbalance, a lighter one along it.
                let direction = imbalance / length * (d[t] > 0 ? -1 : 1)
                q = tree.nearestFree(to: direction, slack: 0.05)
            }
            if q == nil {
                while cursor < p.count, !tree.isFree[cursor] { cursor += 1 }
                q = cursor < p.count ? cursor : nil
            }
            guard let q else { return }
            place(t, at: q)
        }
    }
}
