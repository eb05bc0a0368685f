import Raster

extension GlyphOutlineDecoder {
    /// How far, in font units, the quadratic pieces a cubic curve is split
    /// into may stray from it.
    static let cubicTolerance = 0.05
    /// The most quadratic pieces one cubic curve is split into.
    static let maximumCubicPieces = 64

    /// Runs CFF glyph `glyph`'s charstring into the buffers.
    mutating func loadCFF(_ glyph: Int) throws(FontError) {
        guard var interpreter = charstrings else { return }
        charstrings = nil
        defer { charstrings = interpreter }
        contourStart = 0
        mayOverlap = true
        try interpreter.run(glyph, into: &self)
    }

    /// Ends the open contour, if any (a contour of fewer than two points is dropped).
    mutating func cffClose() {
        defer { contourStart = pointCount }
        guard pointCount - contourStart >= 2 else { pointCount = contourStart; return }
        // A closing point on top of the start is implied by the contour's closing.
        if onCurve[pointCount - 1] && points[pointCount - 1] == points[contourStart] && pointCount - contourStart > 2 {
            pointCount -= 1
        }
        appendContourEnd(pointCount - 1)
    }

    /// Starts a new contour at `p`, closing the one before.
    mutating func cffMove(to p: Point) {
        cffClose()
        cffAppend(p, on: true)
    }

    /// A straight line to `p`.
    mutating func cffLine(to p: Point) {
        cffAppend(p, on: true)
    }

    /// Appends one point, unless the glyph already has ``maximumPoints`` (then the rest is dropped).
    private mutating func cffAppend(_ p: Point, on: Bool) {
        guard pointCount < Self.maximumPoints else { return }
        growPoints(by: 1)
        points[pointCount] = p
        onCurve[pointCount] = on
        pointCount += 1
    }

    /// A cubic curve from the current point through controls `c1`, `c2` to
    /// `p3`, stored as quadratic pieces within ``cubicTolerance``.
    mutating func cffCurve(_ c1: Point, _ c2: Point, _ p3: Point) {
        guard pointCount > contourStart else { cffAppend(p3, on: true); return }
        let p0 = points[pointCount - 1]
        // The third difference bounds how far one quadratic strays from the cubic.
        let tx = p3.x - 3 * c2.x + 3 * c1.x - p0.x, ty = p3.y - 3 * c2.y + 3 * c1.y - p0.y
        let error = (tx * tx + ty * ty).squareRoot() * 3.0.squareRoot() / 36
        var n = 1
        if !(error <= Self.cubicTolerance) {
            // A rough start, refined below; at most the cap, which is also the
            // count for an error too large to measure (coordinates so far out
            // that their squares overflow, or NaN).
            let pieces = (error / Self.cubicTolerance).squareRoot().squareRoot()
            n = pieces < Double(Self.maximumCubicPieces) ? max(1, Int(pieces.rounded(.up))) : Self.maximumCubicPieces
            while n < Self.maximumCubicPieces && error / Double(n * n * n) > Self.cubicTolerance { n += 1 }
        }
        func at(_ t: Double) -> (Point, Point) {
            let u = 1 - t
            let x = u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p3.x
            let y = u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p3.y
            let dx = 3 * (u * u * (c1.x - p0.x) + 2 * u * t * (c2.x - c1.x) + t * t * (p3.x - c2.x))
            let dy = 3 * (u * u * (c1.y - p0.y) + 2 * u * t * (c2.y - c1.y) + t * t * (p3.y - c2.y))
            return (Point(x: x, y: y), Point(x: dx, y: dy))
        }
        let h = 1 / Double(n)
        var (q0, d0) = (p0, at(0).1)
        for i in 1...n {
            let (q3, d3) = i == n ? (p3, at(1).1) : at(Double(i) * h)
            let q1 = Point(x: q0.x + d0.x * h / 3, y: q0.y + d0.y * h / 3)
            let q2 = Point(x: q3.x - d3.x * h / 3, y: q3.y - d3.y * h / 3)
            let control = Point(x: (3 * (q1.x + q2.x) - q0.x - q3.x) / 4, y: (3 * (q1.y + q2.y) - q0.y - q3.y) / 4)
            cffAppend(control, on: false)
            cffAppend(q3, on: true)
            (q0, d0) = (q3, d3)
        }
    }
}
