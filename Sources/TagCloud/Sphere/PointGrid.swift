/// A uniform 3D grid over points near the unit sphere, for finding all pairs
/// closer than a radius without comparing every pair.
///
/// Points are bucketed into cubes of side `cell`; a pair closer than `cell`
/// always lies in the same or adjacent cubes. Points are sorted by column
/// (x, y cube) and then by z cube, with a dense table of column starts, so a
/// neighbour lookup is an array read — no hashing, and pairs come out in a
/// fixed order that never depends on dictionary order.
struct PointGrid {
    /// The cube side.
    let cell: Double
    /// Cubes per axis over [−1.5, 1.5].
    let side: Int
    /// Point indices sorted by column, then z cube, then index.
    private let order: [Int32]
    /// Where each column's points start in `order`; `side² + 1` entries.
    private let columnStart: [Int32]
    /// Each point's cube coordinates.
    private let coordinates: [SIMD3<Int32>]

    /// Buckets `points` into cubes of side `cell` (> 0).
    init(_ points: [SIMD3<Double>], cell: Double) {
        self.cell = cell
        let side = max(1, min(2048, Int((3 / cell).rounded(.up))))
        self.side = side
        let coordinates = points.map { p in
            SIMD3<Int32>(Self.coordinate(p.x, cell, side), Self.coordinate(p.y, cell, side),
                         Self.coordinate(p.z, cell, side))
        }
        // Sort by (column, z cube, index); count points per column.
        let keys = coordinates.map { (Int($0.x) * side + Int($0.y)) * side + Int($0.z) }
        let order = (0..<Int32(points.count)).sorted { a, b in
            let ka = keys[Int(a)]
            let kb = keys[Int(b)]
            return ka < kb || (ka == kb && a < b)
        }
        var columnStart = [Int32](repeating: 0, count: side * side + 1)
        for c in coordinates { columnStart[Int(c.x) * side + Int(c.y) + 1] += 1 }
        for k in 1..<columnStart.count { columnStart[k] += columnStart[k - 1] }
        self.order = order
        self.columnStart = columnStart
        self.coordinates = coordinates
    }

    /// The cube coordinate of `v`, clamped into the grid.
    private static func coordinate(_ v: Double, _ cell: Double, _ side: Int) -> Int32 {
        let c = ((v + 1.5) / cell).rounded(.down)
        guard c.isFinite else { return 0 }
        return Int32(min(Double(side - 1), max(0, c)))
    }

    /// Every pair (i, j), i < j, with |pᵢ − pⱼ| < `radius` (≤ `cell`).
    func pairs(_ points: [SIMD3<Double>], within radius: Double) -> [(Int32, Int32)] {
        var pairs: [(Int32, Int32)] = []
        let r2 = radius * radius
        for i in points.indices {
            forEachNeighbour(of: i) { j in
                guard j > i else { return }
                let d = points[i] - points[j]
                if (d * d).sum() < r2 { pairs.append((Int32(i), Int32(j))) }
            }
        }
        return pairs
    }

    /// Calls `body` with every point in the 27 cubes around point `i` (including `i`).
    func forEachNeighbour(of i: Int, _ body: (Int) -> Void) {
        let c = coordinates[i]
        for x in max(0, Int(c.x) - 1)...min(side - 1, Int(c.x) + 1) {
            for y in max(0, Int(c.y) - 1)...min(side - 1, Int(c.y) + 1) {
                let column = x * side + y
                // Points of the column are sorted by z cube: skip below, stop above.
                for k in Int(columnStart[column])..<Int(columnStart[column + 1]) {
                    let j = Int(order[k])
                    let z = coordinates[j].z
                    if z < c.z - 1 { continue }
                    if z > c.z + 1 { break }
                    body(j)
                }
            }
        }
    }
}
