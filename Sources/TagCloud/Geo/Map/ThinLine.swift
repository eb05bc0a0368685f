import Raster

/// The outline of a thin map line (a coast, a grid line) as one closed
/// contour: the polyline offset by half the width to each side, with mitred
/// corners (capped at twice the half-width). Far cheaper to fill than the
/// exact ``Stroker`` outline (a rectangle per segment and a wedge per
/// corner, all overlapping) and, at a pixel or so wide, alike to the eye.
enum ThinLine {
    /// Appends the outline of `points` at `width` px to `path`.
    static func append(_ points: [Point], width: Double, to path: inout Path) {
        let r = width / 2
        var pts: [Point] = []
        pts.reserveCapacity(points.count)
        for p in points where p.x.isFinite && p.y.isFinite {
            if let last = pts.last, abs(last.x - p.x) + abs(last.y - p.y) < 1e-6 { continue }
            pts.append(p)
        }
        guard pts.count >= 2, r > 0, r.isFinite else { return }
        func normal(_ a: Point, _ b: Point) -> (x: Double, y: Double) {
            let (dx, dy) = (b.x - a.x, b.y - a.y)
            let length = (dx * dx + dy * dy).squareRoot()
            return (-dy / length, dx / length)
        }
        let n = pts.count
        var offsets: [(x: Double, y: Double)] = []
        offsets.reserveCapacity(n)
        for i in 0..<n {
            let a = normal(pts[max(0, i - 1)], pts[max(1, i)])
            let b = normal(pts[min(n - 2, i)], pts[min(n - 1, i + 1)])
            var (mx, my) = (a.x + b.x, a.y + b.y)
            let length = (mx * mx + my * my).squareRoot()
            if length < 1e-9 { (mx, my) = (a.x, a.y) } else { (mx, my) = (mx / length, my / length) }
            // The miter's length: r / cos(half the turn), at most 2r.
            let cosine = max(0.5, mx * a.x + my * a.y)
            offsets.append((mx * r / cosine, my * r / cosine))
        }
        path.move(to: Point(x: pts[0].x + offsets[0].x, y: pts[0].y + offsets[0].y))
        for i in 1..<n { path.line(to: Point(x: pts[i].x + offsets[i].x, y: pts[i].y + offsets[i].y)) }
        for i in (0..<n).reversed() { path.line(to: Point(x: pts[i].x - offsets[i].x, y: pts[i].y - offsets[i].y)) }
        path.close()
    }
}
