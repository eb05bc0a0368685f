#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns polylines into filled outlines (``Path``s) of a given stroke width.
///
/// The outline is a union of simple pieces, all wound the same way: one
/// rectangle per segment, one wedge per corner (a pie slice for round joins, a
/// triangle for bevels, a kite for miters) and one piece per end cap. Filled
/// with the non-zero rule by ``Rasterizer``, whose overlap handling is exact,
/// the union is exactly the stroke, with no seams or double-counted overlaps,
/// at any turn, however sharp. (Even-odd filling would cut the overlaps out.)
///
/// Points that are not finite are dropped; repeated points (closer than
/// 10⁻⁹) and collinear corners add nothing, so no NaN ever reaches the outline.
/// A polyline that reduces to a single point draws a dot for round and square
/// caps and nothing for butt caps.
public enum Stroker {
    /// The outline of `points` stroked with `style`; `closed` joins the last
    /// point back to the first (and then there are no caps).
    public static func outline(_ points: [Point], style: StrokeStyle, closed: Bool = false) -> Path {
        let r = style.width / 2
        guard r > 0, r.isFinite else { return Path() }
        // Drop unusable and repeated points.
        var pts: [Point] = []
        pts.reserveCapacity(points.count)
        for p in points where p.x.isFinite && p.y.isFinite {
            if let last = pts.last, isSame(last, p) { continue }
            pts.append(p)
        }
        if closed, pts.count > 2, let first = pts.first, let last = pts.last, isSame(first, last) { pts.removeLast() }
        var out = StrokeOutline(radius: r)
        guard pts.count > 1 else {
            if let p = pts.first { out.dot(at: p, cap: style.cap) }
            return out.path
        }
        let n = pts.count
        out.path.reserveCapacity(n * 14)
        // One rectangle per segment.
        for i in 0 ..< (closed ? n : n - 1) { out.segment(pts[i], pts[(i + 1) % n]) }
        // One wedge per corner.
        for i in (closed ? 0 : 1) ..< (closed ? n : n - 1) {
            let prev = pts[(i + n - 1) % n], next = pts[(i + 1) % n]
            out.join(pts[i], from: unit(pts[i] - prev), to: unit(next - pts[i]), style.join)
        }
        // Caps at both ends of an open polyline.
        if !closed {
            out.cap(at: pts[0], direction: unit(pts[0] - pts[1]), style.cap)
            out.cap(at: pts[n - 1], direction: unit(pts[n - 1] - pts[n - 2]), style.cap)
        }
        return out.path
    }

    /// True when two points are too close to define a direction.
    static func isSame(_ a: Point, _ b: Point) -> Bool {
        Swift.max((a.x - b.x).magnitude, (a.y - b.y).magnitude) < 1e-9
    }

    /// `d` scaled to length 1 (callers pass non-zero vectors).
    static func unit(_ d: Point) -> Point {
        let m = Swift.max(d.x.magnitude, d.y.magnitude)
        let (x, y) = (d.x / m, d.y / m)
        let len = (x * x + y * y).squareRoot()
        return Point(x / len, y / len)
    }
}

/// Builds a stroke outline from pieces that all have positive signed area.
struct StrokeOutline {
    /// Half the stroke width.
    let radius: Double
    /// The pieces so far.
    var path = Path()

    init(radius: Double) { self.radius = radius }

    /// The left normal of unit direction `d`, scaled to the radius.
    func normal(_ d: Point) -> Point { Point(-d.y * radius, d.x * radius) }

    /// The rectangle covering segment `a`–`b`.
    mutating func segment(_ a: Point, _ b: Point) {
        let n = normal(Stroker.unit(b - a))
        polygon([a - n, b - n, b + n, a + n])
    }

    /// The wedge filling the outer side of corner `v`, between incoming unit
    /// direction `d1` and outgoing `d2`.
    mutating func join(_ v: Point, from d1: Point, to d2: Point, _ style: StrokeStyle.Join) {
        let cross = d1.x * d2.y - d1.y * d2.x, dot = d1.x * d2.x + d1.y * d2.y
        if cross == 0 && dot > 0 { return }  // straight on: nothing to fill
        // The outer side is right of a left turn and left of a right turn.
        let side = cross > 0 ? -1.0 : 1.0
        let u1 = normal(d1) * side, u2 = normal(d2) * side
        switch style {
        case .round:
            let turn = acos(Swift.min(1, Swift.max(-1, dot)))
            pie(v, from: u1, sweep: cross > 0 ? turn : -turn)
        case .miter(let limit):
            // The miter tip lies r / cos(turn/2) from v; ratio = 1 / cos(turn/2).
            let cosHalfSquared = (1 + dot) / 2
            let l = Swift.max(1, limit)
            if cosHalfSquared * l * l >= 1 {
                polygon([v, v + u1, v + (u1 + u2) * (1 / (1 + dot)), v + u2])
            } else {
                polygon([v, v + u1, v + u2])
            }
        case .bevel:
            polygon([v, v + u1, v + u2])
        }
    }

    /// The cap at end point `p`, where `d` points away from the line.
    mutating func cap(at p: Point, direction d: Point, _ style: StrokeStyle.Cap) {
        let n = normal(d)
        switch style {
        case .butt: break
        case .square:
            let ahead = d * radius
            polygon([p + n, p - n, p - n + ahead, p + n + ahead])
        case .round:
            // From the right normal, through d, to the left normal.
            pie(p, from: n * -1, sweep: Double.pi)
        }
    }

    /// A dot for a polyline that is a single point.
    mutating func dot(at p: Point, cap: StrokeStyle.Cap) {
        switch cap {
        case .butt: break
        case .round: pie(p, from: Point(radius, 0), sweep: 2 * Double.pi)
        case .square:
            polygon([Point(p.x - radius, p.y - radius), Point(p.x + radius, p.y - radius),
                      Point(p.x + radius, p.y + radius), Point(p.x - radius, p.y + radius)])
        }
    }

    /// Adds a closed polygon, reversed if needed so its signed area is positive.
    mutating func polygon(_ pts: [Point]) {
        var area = 0.0
        for i in pts.indices {
            let (a, b) = (pts[i], pts[(i + 1) % pts.count])
            area += a.x * b.y - b.x * a.y
        }
        let ordered = area < 0 ? Array(pts.reversed()) : pts
        path.move(to: ordered[0])
        for p in ordered.dropFirst() { path.line(to: p) }
        path.close()
    }

    /// Adds a pie slice at `centre` whose arc starts at offset `u` and turns by
    /// `sweep` radians (a full turn gives a disc), wound positively.
    mutating func pie(_ centre: Point, from u: Point, sweep: Double) {
        guard sweep != 0 else { return }
        // Positive winding means increasing angle: start at the other end if needed.
        var start = atan2(u.y, u.x)
        if sweep < 0 { start += sweep }
        let total = sweep.magnitude
        let full = total >= 2 * Double.pi
        if !full { path.move(to: centre) }
        // Cubic arcs of at most 45°, handles 4/3·tan(α/4)·r long.
        let pieces = Swift.max(1, Int((total / (Double.pi / 4)).rounded(.up)))
        let step = total / Double(pieces)
        let h = 4.0 / 3.0 * tan(step / 4) * radius
        var a0 = start
        var p0 = Point(centre.x + radius * cos(a0), centre.y + radius * sin(a0))
        if full { path.move(to: p0) } else { path.line(to: p0) }
        for _ in 0 ..< pieces {
            let a1 = a0 + step
            let p1 = Point(centre.x + radius * cos(a1), centre.y + radius * sin(a1))
            path.cubic(control1: Point(p0.x - h * sin(a0), p0.y + h * cos(a0)),
                       control2: Point(p1.x + h * sin(a1), p1.y - h * cos(a1)), to: p1)
            (a0, p0) = (a1, p1)
        }
        path.close()
    }
}
