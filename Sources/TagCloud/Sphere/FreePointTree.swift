/// A k-d tree over a fixed set of points that answers "which still-free
/// point is nearest to this direction?" while points are taken one by one.
///
/// Each node keeps its bounding box and how many of its points are free, so
/// a search skips used-up subtrees at once and prunes by distance.
/// Deterministic: equal distances resolve to the lower point index.
struct FreePointTree {
    /// Points per leaf.
    private static let leafSize = 8
    /// The points.
    private let points: [SIMD3<Double>]
    /// Point indices arranged so every node covers a contiguous slice.
    private var order: [Int]
    /// Each node's slice of `order`.
    private var start: [Int] = [], end: [Int] = []
    /// Each node's bounding box.
    private var lower: [SIMD3<Double>] = [], upper: [SIMD3<Double>] = []
    /// Each node's first child (the second is next to it), or −1 for a leaf.
    private var child: [Int] = []
    /// Each node's parent, −1 for the root.
    private var parent: [Int] = []
    /// Free points under each node.
    private var free: [Int] = []
    /// Each point's leaf.
    private var leaf: [Int]
    /// Whether each point is still free.
    private(set) var isFree: [Bool]

    /// Builds the tree; every point starts free.
    init(_ points: [SIMD3<Double>]) {
        self.points = points
        order = Array(points.indices)
        leaf = [Int](repeating: 0, count: points.count)
        isFree = [Bool](repeating: true, count: points.count)
        guard !points.isEmpty else { return }
        addNode(0..<points.count, parent: -1)
        // Split nodes breadth-first, so siblings are adjacent.
        var id = 0
        while id < start.count {
            split(id)
            id += 1
        }
    }

    /// Appends a node for `range` with its bounding box.
    private mutating func addNode(_ range: Range<Int>, parent up: Int) {
        var lo = SIMD3(repeating: Double.infinity)
        var hi = SIMD3(repeating: -Double.infinity)
        for k in range {
            lo = pointwiseMin(lo, points[order[k]])
            hi = pointwiseMax(hi, points[order[k]])
        }
        start.append(range.lowerBound)
        end.append(range.upperBound)
        lower.append(lo)
        upper.append(hi)
        child.append(-1)
        parent.append(up)
        free.append(range.count)
        for k in range { leaf[order[k]] = start.count - 1 }
    }

    /// Splits node `id` at the median of its widest axis (ties by index), unless it is small.
    private mutating func split(_ id: Int) {
        let range = start[id]..<end[id]
        guard range.count > Self.leafSize else { return }
        let extent = upper[id] - lower[id]
        let axis = extent.x >= extent.y && extent.x >= extent.z ? 0 : (extent.y >= extent.z ? 1 : 2)
        let middle = range.lowerBound + range.count / 2
        select(middle, in: range, axis: axis)
        child[id] = start.count
        addNode(range.lowerBound..<middle, parent: id)
        addNode(middle..<range.upperBound, parent: id)
    }

    /// Reorders `order[range]` so that position `k` holds the element it would
    /// hold if sorted by (coordinate on `axis`, index), smaller ones before it
    /// and larger after (Hoare's quickselect; the order is total, so the
    /// result is unique).
    private mutating func select(_ k: Int, in range: Range<Int>, axis: Int) {
        let pts = points
        func less(_ a: Int, _ b: Int) -> Bool {
            let pa = pts[a][axis], pb = pts[b][axis]
            return pa < pb || (pa == pb && a < b)
        }
        var lo = range.lowerBound, hi = range.upperBound - 1
        while lo < hi {
            // Median of three as the pivot, then a three-way-free Lomuto partition.
            let mid = lo + (hi - lo) / 2
            if less(order[mid], order[lo]) { order.swapAt(mid, lo) }
            if less(order[hi], order[lo]) { order.swapAt(hi, lo) }
            if less(order[mid], order[hi]) { order.swapAt(mid, hi) }
            let pivot = order[hi]
            var store = lo
            for m in lo..<hi where less(order[m], pivot) {
                order.swapAt(m, store)
                store += 1
            }
            order.swapAt(store, hi)
            if store == k { return }
            if store < k { lo = store + 1 } else { hi = store - 1 }
        }
    }

    /// Marks point `i` as taken (an index out of range takes nothing).
    mutating func take(_ i: Int) {
        guard isFree.indices.contains(i), isFree[i] else { return }
        isFree[i] = false
        var node = leaf[i]
        while node >= 0 {
            free[node] -= 1
            node = parent[node]
        }
    }

    /// A free point nearest to `target` within a factor 1 + `slack` in
    /// distance (0 for the exact nearest), or nil when none is left.
    ///
    /// A little slack keeps queries fast when many free points lie at about
    /// the same distance, as on the rim of a used-up region.
    func nearestFree(to target: SIMD3<Double>, slack: Double = 0) -> Int? {
        let shrink = 1 / ((1 + slack) * (1 + slack))
        guard let rootFree = free.first, rootFree > 0 else { return nil }
        var bestIndex = -1
        var bestDistance = Double.infinity
        // Depth-first with an explicit stack; the nearer child is searched first.
        var stack: [Int] = [0]
        stack.reserveCapacity(64)
        while let id = stack.popLast() {
            guard free[id] > 0, boxDistance(id, target) <= bestDistance * shrink else { continue }
            let first = child[id]
            if first < 0 {
                for k in start[id]..<end[id] {
                    let i = order[k]
                    guard isFree[i] else { continue }
                    let d = points[i] - target
                    let d2 = d.x * d.x + d.y * d.y + d.z * d.z
                    if d2 < bestDistance || (d2 == bestDistance && i < bestIndex) { (bestIndex, bestDistance) = (i, d2) }
                }
                continue
            }
            let nearFirst = boxDistance(first, target) <= boxDistance(first + 1, target)
            stack.append(nearFirst ? first + 1 : first)
            stack.append(nearFirst ? first : first + 1)
        }
        return bestIndex >= 0 ? bestIndex : nil
    }

    /// The squared distance from `target` to node `id`'s box.
    @inline(__always)
    private func boxDistance(_ id: Int, _ target: SIMD3<Double>) -> Double {
        let lo = lower[id], hi = upper[id]
        let dx = max(lo.x - target.x, 0, target.x - hi.x)
        let dy = max(lo.y - target.y, 0, target.y - hi.y)
        let dz = max(lo.z - target.z, 0, target.z - hi.z)
        return dx * dx + dy * dy + dz * dz
    }
}
