import Raster

/// Whether a screen segment can touch a rectangle, for culling.
enum SegmentCulling {
    /// True when the segment from `a` to `b` meets `rect` (edges included):
    /// Liang–Barsky clipping that only asks whether anything is left.
    static func segment(_ a: Point, _ b: Point, meets rect: Rect) -> Bool {
        let dx = b.x - a.x, dy = b.y - a.y
        var t0 = 0.0, t1 = 1.0
        // Each side: p·t ≤ q keeps the part inside.
        let sides: [(p: Double, q: Double)] = [(-dx, a.x - rect.minX), (dx, rect.maxX - a.x),
                                               (-dy, a.y - rect.minY), (dy, rect.maxY - a.y)]
        for (p, q) in sides {
            if p == 0 {
                // Parallel to this side: inside it or not at all.
                if q < 0 { return false }
            } else {
                let r = q / p
                if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
                if t0 > t1 { return false }
            }
        }
        return true
    }
}
