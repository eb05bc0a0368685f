extension Placement {
    /// The centroid distance at which polishing stops.
    static let polishGoal = 0.01
    /// How many of the most-deviating tags are tried in swaps.
    static let polishCandidates = 256
    /// Roughly how many swap evaluations polishing may spend in all.
    static let polishBudget = 50_000_000

    /// Step 3: apply the best centroid-reducing swap of two tags' points until
    /// the centroid is within ``polishGoal`` or no swap helps.
    mutating func polish() {
        let n = w.count
        guard n >= 2 else { return }
        let candidates = d.indices.sorted { a, b in
            abs(d[a]) > abs(d[b]) || (abs(d[a]) == abs(d[b]) && a < b)
        }.prefix(Self.polishCandidates)
        let rounds = min(64, max(1, Self.polishBudget / (candidates.count * n)))
        var isHeavy = [Bool](repeating: false, count: n)
        for t in heavy { isHeavy[t] = true }
        for _ in 0..<rounds {
            // The exact Σ wᵢpᵢ for the current assignment.
            var s = SIMD3<Double>.zero
            for t in 0..<n { s += p[slot[t]] * w[t] }
            let current = (s * s).sum()
            guard current.squareRoot() > Self.polishGoal * total else { return }
            // Swapping i and j moves the sum by (dᵢ − dⱼ)(pⱼ − pᵢ).
            var best: (Int, Int)?
            var bestNorm = current * (1 - 1e-9)
            for i in candidates {
                let pi = p[slot[i]]
                for j in 0..<n where j != i && d[j] != d[i] {
                    let moved = s + (p[slot[j]] - pi) * (d[i] - d[j])
                    let norm = (moved * moved).sum()
                    guard norm < bestNorm else { continue }
                    if isHeavy[i] != isHeavy[j], !keepsHeavyApart(moving: isHeavy[i] ? i : j,
                                                                  to: isHeavy[i] ? slot[j] : slot[i]) {
                        continue
                    }
                    best = (i, j)
                    bestNorm = norm
                }
            }
            guard let (i, j) = best else { return }
            slot.swapAt(i, j)
        }
    }

    /// Whether heavy tag `t` on point `q` stays at least 3/4 of the initial
    /// heavy separation from every other heavy tag.
    func keepsHeavyApart(moving t: Int, to q: Int) -> Bool {
        let limit = 0.75 * heavySeparation
        for h in heavy where h != t {
            let e = p[slot[h]] - p[q]
            if (e * e).sum() < limit * limit { return false }
        }
        return true
    }
}
