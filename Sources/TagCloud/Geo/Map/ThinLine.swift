import Raster

/// The outline of a thin map line (a coast, a grid line) as one closed
/// contour: the polyline offset by half the width to each side, with mitred
/// corners (capped at twice the half-width). Far cheaper to fill than the
/// exact ``Stroker`` outline (a rectangle per segment and a wedge per
/// corner, all overlapping) and, at a pixel or so wide, alike to the eye.
///
/// A line may also be outlined a run of points at a time
/// (``append(run:of:width:to:)``): a run ends on the mitre the whole line
/// has there, so the runs of one line meet edge to edge, with neither a gap
/// nor an overlap.
enum ThinLine {
    /// Appends the outline of `points` at `width` px to `path`.
    static func append(_ points: [Point], width: Double, to path: inout Path) {
        let line = cleaned(points)
        append(run: 0 ..< line.count, of: line, width: width, to: &path)
    }

    /// `points` without non-finite points and without points at the place
    /// of the one before (which have no direction). A last point within
    /// 1e-6 px of the first closes the line: it is put on the first.
    static func cleaned(_ points: [Point]) -> [Point] {
        var line: [Point] = []
        line.reserveCapacity(points.count)
        for p in points where p.x.isFinite && p.y.isFinite {
            if let last = line.last, abs(last.x - p.x) + abs(last.y - p.y) < 1e-6 { continue }
            line.append(p)
        }
        if line.count > 3, let first = line.first, let last = line.last,
           abs(first.x - last.x) + abs(first.y - last.y) < 1e-6 {
            line[line.count - 1] = first
        }
        return line
    }

    /// Appends the outline of the points `run` of `line` (a ``cleaned(_:)``
    /// line) at `width` px to `path`: where the line goes on past the run's
    /// ends, the run's end follows the line's mitre there.
    static func append(run: Range<Int>, of line: [Point], width: Double, to path: inout Path) {
        let r = width / 2
        let n = line.count
        guard run.count >= 2, run.lowerBound >= 0, run.upperBound <= n, r > 0, r.isFinite else { return }
        // The unit normal of the segment from `a` to `b`.
        func normal(_ a: Point, _ b: Point) -> (x: Double, y: Double) {
            let (dx, dy) = (b.x - a.x, b.y - a.y)
            let length = (dx * dx + dy * dy).squareRoot()
            return length > 0 ? (-dy / length, dx / length) : (0, 0)
        }
        // A closed line (its last point on its first: ``cleaned(_:)`` puts
        // it there) turns at that point like anywhere else; an open one ends square.
        let closed = n > 3 && line[0] == line[n - 1]
        var offsets: [(x: Double, y: Double)] = []
        offsets.reserveCapacity(run.count)
        for i in run {
            // The normals of the segments before and after point i (the
            // same one at an open line's ends), and the mitre between them.
            let a = closed && i == 0 ? normal(line[n - 2], line[0]) : normal(line[max(0, i - 1)], line[max(1, i)])
            let b = closed && i == n - 1 ? normal(line[0], line[1]) : normal(line[min(n - 2, i)], line[min(n - 1, i + 1)])
            var (mx, my) = (a.x + b.x, a.y + b.y)
            let length = (mx * mx + my * my).squareRoot()
            if length < 1e-9 { (mx, my) = (a.x, a.y) } else { (mx, my) = (mx / length, my / length) }
            // The miter's length: r / cos(half the turn), at most 2r.
            let cosine = max(0.5, mx * a.x + my * a.y)
            offsets.append((mx * r / cosine, my * r / cosine))
        }
        // Along one side, and back along the other.
        let first = run.lowerBound
        path.move(to: Point(x: line[first].x + offsets[0].x, y: line[first].y + offsets[0].y))
        for (k, i) in run.enumerated().dropFirst() {
            path.line(to: Point(x: line[i].x + offsets[k].x, y: line[i].y + offsets[k].y))
        }
        for (k, i) in run.enumerated().reversed() {
            path.line(to: Point(x: line[i].x - offsets[k].x, y: line[i].y - offsets[k].y))
        }
        path.close()
    }
}
