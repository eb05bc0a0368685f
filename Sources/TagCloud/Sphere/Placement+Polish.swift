extension Placement {
    /// The centroid distance at which polishing stops.
    static let polishGoal = 0.01
    /// How many of the most-deviating tags are tried in swaps.
    static let polishCandidates = 256
    /// Roughly how many swap evaluations one polishing stage may spend.
    static let polishBudget = 25_000_000

    /// The centroid distance above which heavy tags may come closer together.
    static let spreadGiveUp = 0.04

    /// Step 3: apply the best centroid-reducing swap of two tags' points until
    /// the centroid is within ``polishGoal`` or no swap helps. Heavy tags first
    /// keep 3/4 of their separation; if the centroid is still beyond
    /// ``spreadGiveUp`` (dominated weights), balance wins in stages: 1/2, 1/4, 0.
    mutating func polish() {
        for keep in [0.75, 0.5, 0.25, 0] {
            polish(keepingHeavyApart: keep)
            guard centroidDistance() > Self.spreadGiveUp else { return }
        }
    }

    /// The current weighted centroid's distance from the centre.
    func centroidDistance() -> Double {
        var s = SIMD3<Double>.zero
        for t in w.indices { s += p[slot[t]] * w[t] }
        return (s * s).sum().squareRoot() / total
    }

    /// One polishing stage; heavy tags keep `keep` × their initial separation.
    mutating func polish(keepingHeavyApart keep: Double) {
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
                    if keep > 0, isHeavy[i] != isHeavy[j],
                       !keepsHeavyApart(moving: isHeavy[i] ? i : j, to: isHeavy[i] ? slot[j] : slot[i], keep) {
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

    /// Whether heavy tag `t` on point `q` stays at least `keep` × the initial
    /// heavy separation from every other heavy tag.
    func keepsHeavyApart(moving t: Int, to q: Int, _ keep: Double) -> Bool {
        let limit = keep * heavySeparation
        for h in heavy where h != t {
            let e = p[slot[h]] - p[q]
            if (e * e).sum() < limit * limit { return false }
        }
        return true
    }
}
