#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Per-path flattening state: the clip extent, whether chains are tracked,
/// the chain and contour being built, and the box around what was kept.
struct FlattenState {
    /// Clip extent in clip-local pixels.
    var width = 0.0, height = 0.0
    /// False on the plain path (``OverlapHint/nowhere``): no chains are needed.
    var trackChains = true
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

    /// Points farther than this from the clip origin make their contour invalid
    /// (treated like NaN): beyond it Double pixel arithmetic loses sub-pixel precision.
    static let coordinateLimit = Double(1 << 40)
    /// Most inner vertices a curve piece gets before it is halved instead.
    static let maxVerticesPerPiece = 64

    /// Flattens every contour of `path`, mapped by `t` into clip-local pixels,
    /// into `segments`, clipping to `[0, width] × [0, height]`.
    ///
    /// Contours with a non-finite point (or one beyond ``coordinateLimit``)
    /// are skipped whole; every contour is treated as closed.
    mutating func flattenPath(_ path: Path, _ t: AffineTransform, width: Double, height: Double,
                              trackChains: Bool) {
        segments.count = 0
        flat = FlattenState()
        flat.width = width
        flat.height = height
        flat.trackChains = trackChains
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

    /// Starts a contour at `p` (with a fresh chain when chains are tracked).
    @inline(__always)
    mutating func beginContour(at p: Point) {
        flat.contourStart = segments.count
        flat.contourValid = true
        flat.lastDir = 0
        flat.firstDir = 0
        if check(p), flat.trackChains {
            flat.chain = newChain(at: p)
            flat.firstChain = flat.chain
        }
    }

    /// Closes the contour back to its start, or drops it if it was invalid.
    @inline(__always)
    mutating func endContour(_ current: Point, _ start: Point) {
        guard flat.contourValid else {
            segments.count = flat.contourStart
            return
        }
        if current != start { addLine(current, start) }
        if flat.trackChains { joinChainEnds() }
    }

    /// Adds a straight edge (tracking chains if asked); `inside` says it lies
    /// in the clip, so needs no clipping.
    @inline(__always)
    mutating func addLine(_ a: Point, _ b: Point, inside: Bool = false) {
        if flat.trackChains { extendChain(a, b) }
        if inside { storeInside(a.x, a.y, b.x, b.y) } else { clipLine(a, b) }
    }

    /// True when the box misses the clip, so a curve with that hull can be
    /// replaced by its chord without changing coverage inside.
    @inline(__always)
    func hullMissesClip(minX: Double, maxX: Double, minY: Double, maxY: Double) -> Bool {
        maxY <= 0 || minY >= flat.height || minX >= flat.width || maxX <= 0
    }

    /// True when the box lies in the clip, so edges inside it need no clipping.
    @inline(__always)
    func hullInsideClip(minX: Double, maxX: Double, minY: Double, maxY: Double) -> Bool {
        minX >= 0 && minY >= 0 && maxX <= flat.width && maxY <= flat.height
    }
}

extension RasterCore {
    /// How many inner vertices a curve's balanced polyline needs (0: the chord
    /// alone), given `h`, the curve's deviation from its chord, and `v`, the
    /// most it moves per unit of its parameter (so a step of Δ is at most v·Δ
    /// px long and deviates at most h·Δ² px from its chord).
    ///
    /// A chord alone errs by up to (2/3)·h·min(v, √2) in a pixel, all of one
    /// sign, and at small sizes up to three short curves can meet in one
    /// pixel: a chord is kept when that error is under a third of
    /// ``flatteningTolerance``. A balanced polyline (see
    /// ``addQuad(_:_:_:depth:)``) cancels each segment's area error, so what
    /// is left in a pixel comes from the pieces of segments it cuts: at most
    /// about c·(h·Δ²)·(v·Δ) for segments shorter than a pixel (c = 1/4, found
    /// by measuring glyphs and circles against fine polygons: the worst pixel
    /// is then 0.8/255 off), and the deviation h·Δ² times about a pixel for
    /// longer ones. Δ is the largest step keeping that under the tolerance.
    @inline(__always)
    static func innerVertices(deviation h: Double, speed v: Double) -> Int {
        let tol = flatteningTolerance
        if 2 * h * Swift.min(v, 2.0.squareRoot()) <= tol { return 0 }
        let step = Swift.max((tol / h).squareRoot(), cubeRoot(tol / (0.25 * h * v)))
        // m inner vertices make steps of 1 / (m − 1 + √2).
        let m = 1 / step + 1 - 2.0.squareRoot()
        return Swift.max(1, Int(Swift.min(m, 1_048_576).rounded(.up)))
    }

    /// The step between inner vertices when there are `m` of them: the end
    /// steps are 1/√2 of it, which balances the end segments too.
    @inline(__always)
    static func step(innerVertices m: Int) -> Double { 1 / (Double(m) - 1 + 2.0.squareRoot()) }

    /// Flattens a quadratic into a balanced polyline.
    ///
    /// Every chord of a parabola over a parameter step Δ bulges by the same
    /// vector, −(p0 − 2p1 + p2)·Δ²/4, so moving each inner vertex by 2/3 of it
    /// cancels the area between each inner segment and its arc: the polyline
    /// crosses the curve instead of lying inside it. The two end segments,
    /// which keep the curve's end points, span Δ/√2, which cancels theirs
    /// too. The moved vertices stay inside the control triangle.
    mutating func addQuad(_ p0: Point, _ p1: Point, _ p2: Point, depth: Int) {
        let (minX, maxX) = (min(p0.x, p1.x, p2.x), max(p0.x, p1.x, p2.x))
        let (minY, maxY) = (min(p0.y, p1.y, p2.y), max(p0.y, p1.y, p2.y))
        if hullMissesClip(minX: minX, maxX: maxX, minY: minY, maxY: maxY) {
            addLine(p0, p2)
            return
        }
        let inside = hullInsideClip(minX: minX, maxX: maxX, minY: minY, maxY: maxY)
        // Deviation |p0 − 2p1 + p2| / 4; speed at most 2·max(|p1 − p0|, |p2 − p1|).
        let dd = p0 - p1 * 2 + p2
        let legs = Swift.max(p0.distance(to: p1), p1.distance(to: p2))
        let m = Self.innerVertices(deviation: (dd.x * dd.x + dd.y * dd.y).squareRoot() / 4, speed: 2 * legs)
        if m > Self.maxVerticesPerPiece, depth < 48 {
            let (a, b) = (p0.lerp(to: p1, 0.5), p1.lerp(to: p2, 0.5))
            let mid = a.lerp(to: b, 0.5)
            addQuad(p0, a, mid, depth: depth + 1)
            addQuad(mid, b, p2, depth: depth + 1)
            return
        }
        guard m > 0 else {
            addLine(p0, p2, inside: inside)
            return
        }
        // Forward differences of B(t) = p0 + 2t(p1 − p0) + t²(p0 − 2p1 + p2)
        // from t0 = Δ/√2; the second difference d2 is constant and each
        // vertex moves by −d2/12.
        let step = Self.step(innerVertices: m)
        let t0 = step * (0.5).squareRoot()
        var p = p0 + (p1 - p0) * (2 * t0) + dd * (t0 * t0)
        var d1 = (p1 - p0) * (2 * step) + dd * ((2 * t0 + step) * step)
        let d2 = dd * (2 * step * step)
        let shift = d2 * (-1.0 / 12)
        var last = p0
        for _ in 0 ..< m {
            let q = p + shift
            addLine(last, q, inside: inside)
            last = q
            p = p + d1
            d1 = d1 + d2
        }
        addLine(last, p2, inside: inside)
    }

    /// Flattens a cubic into a balanced polyline, as a quadratic: each inner
    /// vertex moves by −1/12 of the curve's second difference there (exact
    /// for the parabola nearest each segment).
    mutating func addCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, depth: Int) {
        let (minX, maxX) = (min(p0.x, p1.x, p2.x, p3.x), max(p0.x, p1.x, p2.x, p3.x))
        let (minY, maxY) = (min(p0.y, p1.y, p2.y, p3.y), max(p0.y, p1.y, p2.y, p3.y))
        if hullMissesClip(minX: minX, maxX: maxX, minY: minY, maxY: maxY) {
            addLine(p0, p3)
            return
        }
        let inside = hullInsideClip(minX: minX, maxX: maxX, minY: minY, maxY: maxY)
        // Deviation at most 3/4 · max|second difference|; speed at most 3·max leg.
        let e1 = p0 - p1 * 2 + p2, e2 = p1 - p2 * 2 + p3
        let dd = Swift.max(e1.x * e1.x + e1.y * e1.y, e2.x * e2.x + e2.y * e2.y).squareRoot()
        let legs = Swift.max(p0.distance(to: p1), p1.distance(to: p2), p2.distance(to: p3))
        let m = Self.innerVertices(deviation: 0.75 * dd, speed: 3 * legs)
        if m > Self.maxVerticesPerPiece, depth < 48 {
            let (a, b, c) = (p0.lerp(to: p1, 0.5), p1.lerp(to: p2, 0.5), p2.lerp(to: p3, 0.5))
            let (ab, bc) = (a.lerp(to: b, 0.5), b.lerp(to: c, 0.5))
            let mid = ab.lerp(to: bc, 0.5)
            addCubic(p0, a, ab, mid, depth: depth + 1)
            addCubic(mid, bc, c, p3, depth: depth + 1)
            return
        }
        guard m > 0 else {
            addLine(p0, p3, inside: inside)
            return
        }
        // Forward differences of B(t) = a t³ + b t² + c t + p0 from t0 = Δ/√2;
        // d2 is the second difference centred on the vertex p.
        let a = p3 - p0 + (p1 - p2) * 3, b = e1 * 3, c = (p1 - p0) * 3
        func at(_ t: Double) -> Point { ((a * t + b) * t + c) * t + p0 }
        let step = Self.step(innerVertices: m)
        let t0 = step * (0.5).squareRoot()
        var p = at(t0)
        let pNext = at(t0 + step)
        var d1 = pNext - p
        var d2 = at(t0 - step) - p * 2 + pNext
        let d3 = a * (6 * step * step * step)
        var last = p0
        for _ in 0 ..< m {
            let q = p + d2 * (-1.0 / 12)
            addLine(last, q, inside: inside)
            last = q
            p = p + d1
            d2 = d2 + d3
            d1 = d1 + d2
        }
        addLine(last, p3, inside: inside)
    }
}

/// The cube root of a positive, finite `x`: a bit-pattern first guess and
/// three Newton steps (relative error under 10⁻¹², without libm).
@inline(__always)
func cubeRoot(_ x: Double) -> Double {
    guard x > 0, x.isFinite else { return x }
    var y = Double(bitPattern: x.bitPattern / 3 &+ 0x2A9F_7893_782D_A1CE)
    for _ in 0 ..< 3 { y -= (y * y * y - x) / (3 * y * y) }
    return y
}
