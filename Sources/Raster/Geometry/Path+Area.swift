extension Path {
    /// The signed area enclosed by the path (each contour closed), exact for
    /// lines and Béziers: positive where contours turn from +x towards +y
    /// (counter-clockwise with y up, clockwise on screen with y down).
    ///
    /// For a path whose winding number is 0 or ±1 everywhere, the magnitude
    /// is the filled area and the sign says which way it is wound.
    public var signedArea: Double {
        var twice = 0.0
        var start = Point.zero, current = Point.zero
        func cross(_ a: Point, _ b: Point) -> Double { a.x * b.y - a.y * b.x }
        for element in elements {
            switch element {
            case .move(let p):
                twice += cross(current, start)
                (start, current) = (p, p)
            case .line(let p):
                twice += cross(current, p)
                current = p
            case .quad(let c, let p):
                // ∮ x dy − y dx over a quadratic, by Green's theorem.
                twice += (2 * cross(current, c) + 2 * cross(c, p) + cross(current, p)) / 3
                current = p
            case .cubic(let c1, let c2, let p):
                twice += (6 * cross(current, c1) + 3 * cross(current, c2) + cross(current, p)
                          + 3 * cross(c1, c2) + 3 * cross(c1, p) + 6 * cross(c2, p)) / 10
                current = p
            case .close:
                twice += cross(current, start)
                current = start
            }
        }
        twice += cross(current, start)
        return twice / 2
    }
}
