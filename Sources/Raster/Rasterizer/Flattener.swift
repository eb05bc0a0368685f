/// Per-path flattening state: the clip extent, the chain being built, the
/// contour being built, and the box around everything kept so far.
struct FlattenState {
    /// Clip extent in clip-local pixels.
    var width = 0.0, height = 0.0
    /// The chain id of the current y-monotone run of edges.
    var chain: UInt32 = 0
    /// Vertical direction of the current run (+1 down, −1 up, 0 none yet).
    var lastDir = 0
    /// Direction and chain id of the contour's first run.
    var firstDir = 0
    var firstChain: UInt32 = 0
    /// Index in `segments` where the current contour's edges start.
    var contourStart = 0
    /// False once the current contour met a non-finite or absurdly far point.
    var contourValid = true
    /// The box around kept edges (clip-local), empty while min > max.
    var minX = Float.infinity, minY = Float.infinity
    var maxX = -Float.infinity, maxY = -Float.infinity
}

extension RasterCore {
    /// The flattening error allowed per pixel, in coverage (area) units.
    static let flatteningTolerance = 1.0 / 255

    /// Steps for a curve that deviates at most `h` px from its chord and is at
    /// most `length` px long, so that the area between curve and polyline in
    /// any pixel stays under ``flatteningTolerance``. With n uniform steps the
    /// deviation is h/n²; inside one pixel a curve runs at most √2 px, and a
    /// short curve's whole error is (2/3)·(h/n²)·length.
    @inline(__always)
    static func steps(deviation h: Double, length: Double) -> Double {
        (h * Swift.min(length * (2.0 / 3.0), 2.0.squareRoot()) / flatteningTolerance).squareRoot()
    }
    /// Points farther than this from the clip origin make their contour invalid
    /// (treated like NaN): beyond it Double pixel arithmetic loses sub-pixel precision.
    static let coordinateLimit = Double(1 << 40)
    /// Most segments a curve piece is split into before it is halved instead.
    static let maxSegmentsPerPiece = 64.0

    /// Flattens every contour of `path`, mapped by `t` into clip-local pixels,
    /// into `segments`, clipping to `[0, width] × [0, height]`.
    ///
    /// Contours with a non-finite point (or one beyond ``coordinateLimit``)
    /// are skipped whole; every contour is treated as closed.
    mutating func flattenPath(_ path: Path, _ t: AffineTransform, width: Double, height: Double) {
        segments.count = 0
        flat = FlattenState()
        flat.width = width
        flat.height = height
        var start = t.apply(.zero)
        var current = start
        beginContour(at: start)
        for element in path.elements {
            switch element {
            case .move(let p):
                endContour(current, start)
                start = t.apply(p)
                current = start
                beginContour(at: start)
            case .line(let p):
                let q = t.apply(p)
                if check(q) { addLine(current, q) }
                current = q
            case .quad(let c, let p):
                let (c1, q) = (t.apply(c), t.apply(p))
                if check(c1), check(q) { addQuad(current, c1, q, depth: 0) }
                current = q
            case .cubic(let c1, let c2, let p):
                let (d1, d2, q) = (t.apply(c1), t.apply(c2), t.apply(p))
                if check(d1), check(d2), check(q) { addCubic(current, d1, d2, q, depth: 0) }
                current = q
            case .close:
                endContour(current, start)
                current = start
                beginContour(at: start)
            }
        }
        endContour(current, start)
    }

    /// Marks the current contour invalid when `p` is unusable; true when usable.
    @inline(__always)
    mutating func check(_ p: Point) -> Bool {
        let limit = Self.coordinateLimit
        if flat.contourValid, p.x.magnitude < limit, p.y.magnitude < limit { return true }
        flat.contourValid = false
        return false
    }

    /// Starts a contour at `p` with a fresh chain.
    mutating func beginContour(at p: Point) {
        flat.contourStart = segments.count
        flat.contourValid = true
        flat.lastDir = 0
        flat.firstDir = 0
        if check(p) {
            flat.chain = newChain(at: p)
            flat.firstChain = flat.chain
        }
    }

    /// Closes the contour back to its start, or drops it if it was invalid.
    mutating func endContour(_ current: Point, _ start: Point) {
        guard flat.contourValid else {
            segments.count = flat.contourStart
            return
        }
        if current != start { addLine(current, start) }
        chains.base[chains.count - 1].end = segments.count
        // The first and last runs meet at the start point: when they run the
        // same way they are one monotone chain, so give them one id.
        if flat.firstDir != 0, flat.firstDir == flat.lastDir, flat.firstChain != flat.chain {
            let head = chain(flat.firstChain)
            for i in head.start ..< head.end { segments.base[i].chain = flat.chain }
            let last = chains.count - 1
            chains.base[last].headStart = head.start
            chains.base[last].headEnd = head.end
            chains.base[last].last = head.last
        }
    }

    /// Adds a straight edge, starting a new chain where the vertical direction
    /// flips; `inside` says it lies in the clip, so needs no clipping.
    @inline(__always)
    mutating func addLine(_ a: Point, _ b: Point, inside: Bool = false) {
        if b.y != a.y {
            let dir = b.y > a.y ? 1 : -1
            if flat.lastDir != 0, dir != flat.lastDir { flat.chain = newChain(at: a) }
            if flat.firstDir == 0 { flat.firstDir = dir }
            flat.lastDir = dir
            chains.base[chains.count - 1].dir = Int32(dir)
        }
        chains.base[chains.count - 1].last = SIMD2(Float(b.x), Float(b.y))
        if inside { store(a.x, a.y, b.x, b.y) } else { clipLine(a, b) }
    }

    /// True when the box of `xs`/`ys` misses the clip, so a curve with that
    /// hull can be replaced by its chord without changing coverage inside.
    @inline(__always)
    func hullMissesClip(minX: Double, maxX: Double, minY: Double, maxY: Double) -> Bool {
        maxY <= 0 || minY >= flat.height || minX >= flat.width || maxX <= 0
    }

    /// True when the box lies in the clip, so edges inside it need no clipping.
    @inline(__always)
    func hullInsideClip(minX: Double, maxX: Double, minY: Double, maxY: Double) -> Bool {
        minX >= 0 && minY >= 0 && maxX <= flat.width && maxY <= flat.height
    }

    /// Flattens a quadratic into uniform steps whose count bounds the deviation.
    mutating func addQuad(_ p0: Point, _ p1: Point, _ p2: Point, depth: Int) {
        let (minX, maxX) = (min(p0.x, p1.x, p2.x), max(p0.x, p1.x, p2.x))
        let (minY, maxY) = (min(p0.y, p1.y, p2.y), max(p0.y, p1.y, p2.y))
        if hullMissesClip(minX: minX, maxX: maxX, minY: minY, maxY: maxY) {
            addLine(p0, p2)
            return
        }
        let inside = hullInsideClip(minX: minX, maxX: maxX, minY: minY, maxY: maxY)
        // A quadratic deviates from its chord by |p0 − 2p1 + p2| / 4.
        let dd = p0 - p1 * 2 + p2
        let steps = Self.steps(deviation: (dd.x * dd.x + dd.y * dd.y).squareRoot() / 4,
                               length: p0.distance(to: p1) + p1.distance(to: p2))
        if steps > Self.maxSegmentsPerPiece, depth < 48 {
            let (a, b) = (p0.lerp(to: p1, 0.5), p1.lerp(to: p2, 0.5))
            let mid = a.lerp(to: b, 0.5)
            addQuad(p0, a, mid, depth: depth + 1)
            addQuad(mid, b, p2, depth: depth + 1)
            return
        }
        let n = Swift.max(1, Int(Swift.min(steps, 4096).rounded(.up)))
        // Forward differences: B(t) = p0 + 2t(p1 − p0) + t²(p0 − 2p1 + p2).
        let h = 1.0 / Double(n)
        var p = p0
        var d1 = (p1 - p0) * (2 * h) + dd * (h * h)
        let d2 = dd * (2 * h * h)
        for _ in 1 ..< n {
            let q = p + d1
            addLine(p, q, inside: inside)
            p = q
            d1 = d1 + d2
        }
        addLine(p, p2, inside: inside)
    }

    /// Flattens a cubic into uniform steps whose count bounds the deviation.
    mutating func addCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, depth: Int) {
        let (minX, maxX) = (min(p0.x, p1.x, p2.x, p3.x), max(p0.x, p1.x, p2.x, p3.x))
        let (minY, maxY) = (min(p0.y, p1.y, p2.y, p3.y), max(p0.y, p1.y, p2.y, p3.y))
        if hullMissesClip(minX: minX, maxX: maxX, minY: minY, maxY: maxY) {
            addLine(p0, p3)
            return
        }
        let inside = hullInsideClip(minX: minX, maxX: maxX, minY: minY, maxY: maxY)
        // A cubic deviates from its chord by at most 3/4 · max|second difference|.
        let e1 = p0 - p1 * 2 + p2, e2 = p1 - p2 * 2 + p3
        let dd = Swift.max(e1.x * e1.x + e1.y * e1.y, e2.x * e2.x + e2.y * e2.y).squareRoot()
        let steps = Self.steps(deviation: 0.75 * dd,
                               length: p0.distance(to: p1) + p1.distance(to: p2) + p2.distance(to: p3))
        if steps > Self.maxSegmentsPerPiece, depth < 48 {
            let (a, b, c) = (p0.lerp(to: p1, 0.5), p1.lerp(to: p2, 0.5), p2.lerp(to: p3, 0.5))
            let (ab, bc) = (a.lerp(to: b, 0.5), b.lerp(to: c, 0.5))
            let mid = ab.lerp(to: bc, 0.5)
            addCubic(p0, a, ab, mid, depth: depth + 1)
            addCubic(mid, bc, c, p3, depth: depth + 1)
            return
        }
        let n = Swift.max(1, Int(Swift.min(steps, 4096).rounded(.up)))
        // Forward differences of B(t) = a t³ + b t² + c t + p0.
        let a = p3 - p0 + (p1 - p2) * 3, b = e1 * 3, c = (p1 - p0) * 3
        let h = 1.0 / Double(n)
        var p = p0
        var d1 = a * (h * h * h) + b * (h * h) + c * h
        var d2 = a * (6 * h * h * h) + b * (2 * h * h)
        let d3 = a * (6 * h * h * h)
        for _ in 1 ..< n {
            let q = p + d1
            addLine(p, q, inside: inside)
            p = q
            d1 = d1 + d2
            d2 = d2 + d3
        }
        addLine(p, p3, inside: inside)
    }
}
