extension RasterCore {
    /// Clips one edge to the clip-local box `[0, width] × [0, height]` and
    /// stores what matters for coverage inside it.
    ///
    /// Parts above or below the box are dropped. Parts left or right of it are
    /// moved onto its left or right side as vertical edges: they keep their
    /// vertical extent, so the winding number seen inside the box is unchanged
    /// and every chain stays connected. (Right-side edges cannot change any
    /// pixel, as coverage is summed left to right, but they keep the mask's
    /// box reaching the right edge, where the shape's inside may extend.)
    mutating func clipLine(_ a: Point, _ b: Point) {
        let width = flat.width, height = flat.height
        var (x0, y0, x1, y1) = (a.x, a.y, b.x, b.y)
        // Wholly above or below: invisible.
        if (y0 <= 0 && y1 <= 0) || (y0 >= height && y1 >= height) { return }
        // Trim to the rows of the box.
        if y0 != y1, y0 < 0 || y1 < 0 || y0 > height || y1 > height {
            let (ax, ay, bx, by) = (x0, y0, x1, y1)
            func xAt(_ y: Double) -> Double {
                let x = ax + (y - ay) * ((bx - ax) / (by - ay))
                return Swift.min(Swift.max(x, Swift.min(ax, bx)), Swift.max(ax, bx))
            }
            if y0 < 0 { (x0, y0) = (xAt(0), 0) } else if y0 > height { (x0, y0) = (xAt(height), height) }
            if y1 < 0 { (x1, y1) = (xAt(0), 0) } else if y1 > height { (x1, y1) = (xAt(height), height) }
        }
        // Wholly right: a vertical edge on the right side.
        if x0 >= width && x1 >= width {
            store(width, y0, width, y1)
            return
        }
        // Wholly left: a vertical edge on the left side.
        if x0 <= 0 && x1 <= 0 {
            store(0, y0, 0, y1)
            return
        }
        // Partly left: split where it crosses x = 0 (pieces kept in drawing
        // order, so each chain's segments stay monotone in y).
        var leftTail: (Double, Double)?
        if x0 < 0 || x1 < 0 {
            let yc = yAt(0, x0, y0, x1, y1)
            if x0 < 0 {
                store(0, y0, 0, yc)
                (x0, y0) = (0, yc)
            } else {
                leftTail = (yc, y1)
                (x1, y1) = (0, yc)
            }
        }
        // Partly right: split where it crosses x = width.
        var rightTail: (Double, Double)?
        if x0 > width || x1 > width {
            let yc = yAt(width, x0, y0, x1, y1)
            if x0 > width {
                store(width, y0, width, yc)
                (x0, y0) = (width, yc)
            } else {
                rightTail = (yc, y1)
                (x1, y1) = (width, yc)
            }
        }
        store(x0, y0, x1, y1)
        if let (ya, yb) = rightTail { store(width, ya, width, yb) }
        if let (ya, yb) = leftTail { store(0, ya, 0, yb) }
    }

    /// The y where the edge (x0, y0)–(x1, y1) crosses the vertical line at `x`,
    /// kept within the edge's vertical extent.
    @inline(__always)
    func yAt(_ x: Double, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Double {
        let y = y0 + (x - x0) * ((y1 - y0) / (x1 - x0))
        return Swift.min(Swift.max(y, Swift.min(y0, y1)), Swift.max(y0, y1))
    }

    /// Stores a clipped edge (dropping zero-length ones) and grows the box.
    @inline(__always)
    mutating func store(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        let w = Float(flat.width), h = Float(flat.height)
        let a = Swift.min(Swift.max(Float(x0), 0), w), b = Swift.min(Swift.max(Float(y0), 0), h)
        let c = Swift.min(Swift.max(Float(x1), 0), w), d = Swift.min(Swift.max(Float(y1), 0), h)
        if a == c && b == d { return }
        let (p, q) = (SIMD2(a, b), SIMD2(c, d))
        flat.low = lesser(flat.low, lesser(p, q))
        flat.high = greater(flat.high, greater(p, q))
        segments.append(Segment(x0: a, y0: b, x1: c, y1: d, chain: flat.chain))
    }
}

extension RasterCore {
    /// Stores an edge known to lie inside the clip (no clamping needed).
    @inline(__always)
    mutating func storeInside(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        let a = Float(x0), b = Float(y0), c = Float(x1), d = Float(y1)
        if a == c && b == d { return }
        let (p, q) = (SIMD2(a, b), SIMD2(c, d))
        flat.low = lesser(flat.low, lesser(p, q))
        flat.high = greater(flat.high, greater(p, q))
        segments.append(Segment(x0: a, y0: b, x1: c, y1: d, chain: flat.chain))
    }
}
