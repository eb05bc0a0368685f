import Homogeneous

extension SpherePoints {
    /// The smallest distance between two of `points` (infinity for fewer than two).
    ///
    /// Exact, in about O(N log N) for points on or near the unit sphere (a grid
    /// finds the close pairs); points outside [−1.5, 1.5]³ fall back to
    /// comparing every pair.
    public static func minimumSeparation(_ points: [Vector3]) -> Double {
        guard points.count >= 2 else { return .infinity }
        let p = points.map { SIMD3($0.x, $0.y, $0.z) }
        guard p.allSatisfy({ max($0.max(), -$0.min()) <= 1.5 }) else { return bruteForceSeparation(p) }
        // A grid cell a bit above the densest packing's spacing; grow it until a pair shows up.
        var cell = 4 / Double(points.count).squareRoot()
        while true {
            let pairs = PointGrid(p, cell: cell).pairs(p, within: cell)
            if !pairs.isEmpty { return SphereRelaxation.minimumDistance(p, pairs) }
            if cell >= 4 { return bruteForceSeparation(p) }
            cell *= 2
        }
    }

    /// √N × ``minimumSeparation(_:)``: a size-independent packing quality.
    ///
    /// The golden spiral scores about 3.09; a perfect hexagonal packing
    /// approaches √(8π/√3) ≈ 3.81.
    public static func packingQuality(_ points: [Vector3]) -> Double {
        Double(points.count).squareRoot() * minimumSeparation(points)
    }

    /// The smallest distance between two of `p`, comparing every pair.
    static func bruteForceSeparation(_ p: [SIMD3<Double>]) -> Double {
        var m = Double.infinity
        for i in p.indices {
            for j in p.indices where j > i {
                let d = p[i] - p[j]
                m = min(m, (d * d).sum())
            }
        }
        return m.squareRoot()
    }
}
