/// Short-range repulsion that evens out points on the unit sphere.
///
/// Each round, every pair closer than the target distance t = c/√N is pushed
/// apart along its chord by `step` × (t − d) (shared by both points), all
/// pushes are summed (Jacobi style: order-independent within a round), and
/// each point is projected back onto the sphere. Pairs come from a neighbour
/// list (a Verlet list) built on a grid with some slack and rebuilt only when
/// a point has moved more than half that slack, so a round costs O(N).
/// The configuration with the largest minimum distance seen is kept.
enum SphereRelaxation {
    /// The target constant and step of each round.
    struct Schedule {
        /// Rounds to run.
        var rounds: Int
        /// Target constant c (t = c/√N) at the first and last round.
        var target: (first: Double, last: Double)
        /// Push fraction at the first and last round.
        var step: (first: Double, last: Double)

        /// The default lattice's light touch.
        static let quick = Schedule(rounds: 15, target: (3.55, 3.55), step: (0.5, 0.5))
        /// The `relaxed` lattice's long anneal.
        static let thorough = Schedule(rounds: 300, target: (3.8, 3.6), step: (0.4, 0.2))

        /// The target constant and step at round `k`, interpolated linearly.
        func at(_ k: Int) -> (target: Double, step: Double) {
            let f = rounds > 1 ? Double(k) / Double(rounds - 1) : 0
            return (target.first + (target.last - target.first) * f, step.first + (step.last - step.first) * f)
        }
    }

    /// Relaxes `points` (unit vectors) in place by `schedule`.
    static func relax(_ points: inout [SIMD3<Double>], schedule: Schedule) {
        let n = points.count
        guard n >= 2, schedule.rounds > 0 else { return }
        let unit = 1 / Double(n).squareRoot()
        let reach = max(schedule.target.first, schedule.target.last) * unit
        let slack = 0.3 * reach
        var pairs = PointGrid(points, cell: reach + slack).pairs(points, within: reach + slack)
        var anchor = points
        var best = points
        var bestDistance = minimumDistance(points, pairs)
        var push = [SIMD3<Double>](repeating: .zero, count: n)
        for round in 0..<schedule.rounds {
            let (c, step) = schedule.at(round)
            let t = c * unit
            // Sum the pushes of every pair closer than t.
            for k in push.indices { push[k] = .zero }
            var moved = false
            for (a, b) in pairs {
                let i = Int(a), j = Int(b)
                let diff = points[i] - points[j]
                let d2 = (diff * diff).sum()
                guard d2 < t * t, d2 > 0 else { continue }
                let d = d2.squareRoot()
                let f = diff * ((t - d) * step / d)
                push[i] += f
                push[j] -= f
                moved = true
            }
            guard moved else { break }
            // Move, project back onto the sphere, and note the largest drift.
            var drift = 0.0
            for k in points.indices {
                let p = points[k] + push[k]
                let length = (p * p).sum().squareRoot()
                if length > 0 { points[k] = p / length }
                let e = points[k] - anchor[k]
                drift = max(drift, (e * e).sum())
            }
            // Rebuild the neighbour list once a point may have crossed the slack.
            if drift.squareRoot() > slack / 2 {
                pairs = PointGrid(points, cell: reach + slack).pairs(points, within: reach + slack)
                anchor = points
            }
            let distance = minimumDistance(points, pairs)
            if distance > bestDistance {
                bestDistance = distance
                best = points
            }
        }
        points = best
    }

    /// The smallest distance over the listed pairs.
    static func minimumDistance(_ points: [SIMD3<Double>], _ pairs: [(Int32, Int32)]) -> Double {
        var m = Double.infinity
        for (a, b) in pairs {
            let d = points[Int(a)] - points[Int(b)]
            m = min(m, (d * d).sum())
        }
        return m.squareRoot()
    }
}
