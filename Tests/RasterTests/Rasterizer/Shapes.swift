#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Raster

/// Test outlines built independently of the rasterizer.
enum Shapes {
    /// An axis-aligned rectangle; `clockwise` on screen (y down) when true.
    static func rectangle(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, clockwise: Bool = true) -> Path {
        var p = Path()
        let corners = [Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1)]
        let order = clockwise ? corners : corners.reversed()
        p.move(to: order[0])
        for c in order.dropFirst() { p.line(to: c) }
        p.close()
        return p
    }

    /// A polygon through `points`, closed.
    static func polygon(_ points: [Point]) -> Path {
        var p = Path()
        p.move(to: points[0])
        for q in points.dropFirst() { p.line(to: q) }
        p.close()
        return p
    }

    /// A circle from `n` quadratic Béziers (tangent-intersection control points).
    static func circleQuads(_ cx: Double, _ cy: Double, _ r: Double, segments n: Int = 8,
                            clockwise: Bool = true) -> Path {
        var p = Path()
        let step = (clockwise ? 1.0 : -1.0) * 2 * Double.pi / Double(n)
        p.move(to: Point(cx + r, cy))
        for i in 0 ..< n {
            let a0 = Double(i) * step, a1 = a0 + step, am = (a0 + a1) / 2
            let k = r / cos(step / 2)
            p.quad(control: Point(cx + k * cos(am), cy + k * sin(am)),
                   to: Point(cx + r * cos(a1), cy + r * sin(a1)))
        }
        p.close()
        return p
    }

    /// A circle from four cubic Béziers (the usual 0.5523 handle length).
    static func circleCubics(_ cx: Double, _ cy: Double, _ r: Double, clockwise: Bool = true) -> Path {
        var p = Path()
        let k = 0.5522847498 * r
        let s = clockwise ? 1.0 : -1.0
        p.move(to: Point(cx + r, cy))
        for i in 0 ..< 4 {
            let a0 = s * Double(i) * Double.pi / 2, a1 = s * Double(i + 1) * Double.pi / 2
            let (c0, s0, c1, s1) = (cos(a0), sin(a0), cos(a1), sin(a1))
            p.cubic(control1: Point(cx + r * c0 - s * k * s0, cy + r * s0 + s * k * c0),
                    control2: Point(cx + r * c1 + s * k * s1, cy + r * s1 - s * k * c1),
                    to: Point(cx + r * c1, cy + r * s1))
        }
        p.close()
        return p
    }

    /// A regular star polygon {n/step} (self-intersecting for step > 1).
    static func star(_ cx: Double, _ cy: Double, _ r: Double, points n: Int = 5, step: Int = 2) -> Path {
        polygon((0 ..< n).map { i in
            let a = -Double.pi / 2 + 2 * Double.pi * Double(i * step) / Double(n)
            return Point(cx + r * cos(a), cy + r * sin(a))
        })
    }
}
