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
    /// The box around kept edges (clip-local): its (min x, min y) and
    /// (max x, max y) corners, empty while min > max.
    var low = SIMD2<Float>(repeating: .infinity), high = SIMD2<Float>(repeating: -.infinity)
}

extension RasterCore {
    /// The flattening error allowed per pixel, in coverage (area) units.
    static let flatteningTolerance = 1.0 / 255

    /// Points farther than this from the clip origin make their contour invalid
    /// (treated like NaN): beyond it Double pixel arithmetic loses sub-pixel precision.
    static let coordinateLimit = Double(1 << 40)
    /// Most inner vertices a curve piece gets before it is halved instead.
    static let maxVerticesPerPiece = 64

    /// Empties `segments` and sets up flattening into a clip of `width` × `height` px.
    mutating func startFlattening(width: Double, height: Double, trackChains: Bool) {
        segments.count = 0
        flat = FlattenState()
        flat.width = width
        flat.height = height
        flat.trackChains = trackChains
    }

    /// Flattens every contour of `path`, mapped by `t` into clip-local pixels,
    /// into `segments`, clipping to `[0, width] × [0, height]`.
    ///
    /// Contours with a non-finite point (or one beyond ``coordinateLimit``)
    /// are skipped whole; every contour is treated as closed.
    mutating func flattenPath(_ path: Path, _ t: AffineTransform) {
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
        if inside || (lesser(a.x, b.x) >= 0 && lesser(a.y, b.y) >= 0
                      && greater(a.x, b.x) <= flat.width && greater(a.y, b.y) <= flat.height) {
            storeInside(a.x, a.y, b.x, b.y)
        } else {
            clipLine(a, b)
        }
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
