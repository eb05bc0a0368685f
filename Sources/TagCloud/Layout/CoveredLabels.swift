import Raster

/// Which labels of a still a nearer label covers, so that a viewer never
/// reads text over text (issue 43): the labels are visited heaviest first
/// (the `heavy` heaviest), then from the front back; each is kept unless
/// its box shares more than `share` of the smaller box with a label kept
/// before it, and is covered otherwise. Kept boxes go into a uniform grid
/// of cells about the size of a typical box, so a label meets only the
/// kept boxes of the cells it touches: O(N log N) for the sort, and a
/// bounded number of tests per label while the kept boxes hardly overlap.
public enum CoveredLabels {
    /// The default share of the smaller box two kept labels may have in
    /// common: 0.04, well under the 15% at which a reader sees text over text.
    public static let defaultShare = 0.04

    /// The indices of the covered labels among `boxes` (see the type).
    public static func covered(boxes: [Rect], depths: [Double], weights: [Double], heavy: Int,
                               share: Double) -> Set<Int> {
        let n = boxes.count
        guard n > 1, depths.count == n, weights.count == n else { return [] }
        let byWeight = weights.indices.sorted { weights[$0] > weights[$1] || (weights[$0] == weights[$1] && $0 < $1) }
        let first = Set(byWeight.prefix(max(0, heavy)))
        let rest = boxes.indices.filter { !first.contains($0) }
            .sorted { depths[$0] > depths[$1] || (depths[$0] == depths[$1] && $0 < $1) }
        let visit = Array(byWeight.prefix(max(0, heavy))) + rest
        var grid = BoxGrid(boxes: boxes)
        var covered = Set<Int>()
        let limit = share.isFinite ? max(0, share) : defaultShare
        for t in visit {
            let a = boxes[t]
            let own = a.width * a.height
            let hit = grid.anyKept(near: a) { b in
                let w = min(a.maxX, b.maxX) - max(a.minX, b.minX), h = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                guard w > 0, h > 0 else { return false }
                let smaller = min(own, b.width * b.height)
                return w * h > limit * smaller
            }
            if hit { covered.insert(t) } else { grid.keep(a) }
        }
        return covered
    }
}

/// A uniform grid of kept boxes, for ``CoveredLabels``.
struct BoxGrid {
    /// The cell side, in pixels.
    let cell: Double
    /// The kept boxes in each occupied cell, keyed by cell.
    var cells: [SIMD2<Int>: [Rect]] = [:]

    /// A grid for `boxes`: cells as large as the median of their larger sides (at least 1 px).
    init(boxes: [Rect]) {
        let sides = boxes.map { max($0.width, $0.height) }.filter { $0.isFinite && $0 > 0 }.sorted()
        cell = max(1, sides.isEmpty ? 1 : sides[sides.count / 2])
    }

    /// The cells `box` touches, clamped so a huge box cannot visit more than 64 × 64 of them.
    private func range(_ box: Rect) -> (ClosedRange<Int>, ClosedRange<Int>)? {
        guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return nil }
        func index(_ v: Double) -> Int { Int((v / cell).rounded(.down).clamped(-1e9, 1e9)) }
        let x0 = index(box.minX), y0 = index(box.minY)
        let x1 = min(index(box.maxX), x0 + 63), y1 = min(index(box.maxY), y0 + 63)
        return (x0...max(x0, x1), y0...max(y0, y1))
    }

    /// Whether a kept box in a cell `box` touches passes `test`.
    func anyKept(near box: Rect, _ test: (Rect) -> Bool) -> Bool {
        guard let (xs, ys) = range(box) else { return false }
        for x in xs {
            for y in ys {
                if let kept = cells[SIMD2(x, y)], kept.contains(where: test) { return true }
            }
        }
        return false
    }

    /// Keeps `box` in every cell it touches.
    mutating func keep(_ box: Rect) {
        guard let (xs, ys) = range(box) else { return }
        for x in xs {
            for y in ys { cells[SIMD2(x, y), default: []].append(box) }
        }
    }
}

private extension Double {
    /// This value within [lo, hi].
    func clamped(_ lo: Double, _ hi: Double) -> Double { Swift.min(hi, Swift.max(lo, self)) }
}
