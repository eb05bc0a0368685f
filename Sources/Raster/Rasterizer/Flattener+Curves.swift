extension RasterCore {
    /// How many inner vertices a curve's balanced polyline needs (0: the chord
    /// alone), given the squares of `h`, the curve's deviation from its chord,
    /// and of `v`, the most it moves per unit of its parameter (so a step of Δ
    /// is at most v·Δ px long and deviates at most h·Δ² px from its chord).
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
    /// longer ones. Δ is the largest step keeping that under the tolerance:
    /// 1/Δ = min(√(h/tol), ∛(c·h·v/tol)).
    ///
    /// With m inner vertices the step is 1 / (m − 1 + √2), so m ≥ k exactly
    /// when both roots exceed k − 2 + √2. Up to 16 vertices that is counted
    /// by comparing the squared quantities with tables of powers, eight at a
    /// time (no root, no division: this runs once per curve, on its critical
    /// path).
    @inline(__always)
    static func innerVertices(deviationSquared h2: Double, speedSquared v2: Double) -> Int {
        let tol = flatteningTolerance
        if 4 * h2 * lesser(v2, 2) <= tol * tol { return 0 }
        // (c·h·v/tol)² against (j + √2)⁶, and (h/tol)² against (j + √2)⁴, j = 0 … 7.
        let counted = thresholdsPassed(
            h2, v2, short: SIMD8(8, 197.9949, 1583.96, 7398.097, 25189.08, 69640.28, 166_108, 354_879.7),
            long: SIMD8(4, 33.97056, 135.8823, 379.6762, 859.2935, 1692.675, 3021.763, 5012.497))
        if counted < 8 { return 1 + counted }
        return moreInnerVertices(deviationSquared: h2, speedSquared: v2)
    }

    /// How many of eight growing thresholds both (c·h·v/tol)² (against
    /// `short`) and (h/tol)² (against `long`) exceed. Both masks are runs of
    /// trues from the first lane (the tables grow), so the trues of their
    /// intersection count the smaller run.
    @inline(__always)
    static func thresholdsPassed(_ h2: Double, _ v2: Double, short: SIMD8<Float>, long: SIMD8<Float>) -> Int {
        let tol = flatteningTolerance
        let overShort = SIMD8<Float>(repeating: Float(h2 * v2 * (1 / (16 * tol * tol)))) .> short
        let overLong = SIMD8<Float>(repeating: Float(h2 * (1 / (tol * tol)))) .> long
        return Int(SIMD8<Int32>(repeating: 0).replacing(with: 1, where: overShort .& overLong).wrappedSum())
    }

    /// ``innerVertices(deviationSquared:speedSquared:)`` past 8 vertices: the
    /// next eight from tables, then the roots themselves.
    @inline(never)
    static func moreInnerVertices(deviationSquared h2: Double, speedSquared v2: Double) -> Int {
        let tol = flatteningTolerance
        let counted = thresholdsPassed(
            h2, v2, short: SIMD8(696_152.3, 1_275_730, 2_211_444, 3_660_288, 5_826_279, 8_969_035, 1.341307e7, 1.955782e7),
            long: SIMD8(7854.819, 11762.67, 16973.99, 23750.72, 32378.81, 43168.19, 56452.8, 72590.59))
        if counted < 8 { return 9 + counted }
        // The cube root as x · x^(−1/3)², no division.
        let h = h2.squareRoot()
        let x = h * v2.squareRoot() * (0.25 / tol)
        let y = inverseCubeRoot(x)
        let m = Swift.min((h * (1 / tol)).squareRoot(), x * y * y) + 1 - 2.0.squareRoot()
        return Swift.max(1, roundedUp(Swift.min(m, 1_048_576)))
    }

    /// The step between inner vertices when there are `m` of them: the end
    /// steps are 1/√2 of it, which balances the end segments too.
    /// (From a table up to 64: a division here would stall every curve.)
    @inline(__always)
    static func step(innerVertices m: Int) -> Double {
        m < balancedSteps.count ? balancedSteps[m] : 1 / (Double(m) - 1 + 2.0.squareRoot())
    }

    /// Flattens a quadratic into a balanced polyline.
    ///
    /// Every chord of a parabola over a parameter step Δ bulges by the same
    /// vector, −(p0 − 2p1 + p2)·Δ²/4, so moving each inner vertex by 2/3 of it
    /// cancels the area between each inner segment and its arc: the polyline
    /// crosses the curve instead of lying inside it. The two end segments,
    /// which keep the curve's end points, span Δ/√2, which cancels theirs
    /// too. The moved vertices stay inside the control triangle.
    @inline(__always)
    mutating func addQuad(_ p0: Point, _ p1: Point, _ p2: Point, depth: Int) {
        let (minX, maxX) = (lesser(lesser(p0.x, p1.x), p2.x), greater(greater(p0.x, p1.x), p2.x))
        let (minY, maxY) = (lesser(lesser(p0.y, p1.y), p2.y), greater(greater(p0.y, p1.y), p2.y))
        let inside = hullInsideClip(minX: minX, maxX: maxX, minY: minY, maxY: maxY)
        if !inside && hullMissesClip(minX: minX, maxX: maxX, minY: minY, maxY: maxY) {
            addLine(p0, p2)
            return
        }
        addQuad(p0, p1, p2, depth: depth, inside: inside)
    }

    /// ``addQuad(_:_:_:depth:)`` for a curve whose hull meets the clip;
    /// `inside` says it lies in it (so its edges need no clipping).
    @inline(__always)
    mutating func addQuad(_ p0: Point, _ p1: Point, _ p2: Point, depth: Int, inside: Bool) {
        // Deviation |p0 − 2p1 + p2| / 4; speed at most 2·max(|p1 − p0|, |p2 − p1|).
        let dd = p0 - p1 * 2 + p2
        let legs = greater(squaredLength(p1 - p0), squaredLength(p2 - p1))
        let m = Self.innerVertices(deviationSquared: squaredLength(dd) / 16, speedSquared: 4 * legs)
        if m > Self.maxVerticesPerPiece, depth < 48 {
            splitQuad(p0, p1, p2, depth: depth)
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
        if inside && !flat.trackChains {
            appendInside(first: p0, vertex: p + shift, d1, d2, count: m, last: p2)
            return
        }
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

    /// Flattens the halves of a quadratic that needs too many vertices.
    @inline(never)
    mutating func splitQuad(_ p0: Point, _ p1: Point, _ p2: Point, depth: Int) {
        let (a, b) = (p0.lerp(to: p1, 0.5), p1.lerp(to: p2, 0.5))
        let mid = a.lerp(to: b, 0.5)
        addQuad(p0, a, mid, depth: depth + 1)
        addQuad(mid, b, p2, depth: depth + 1)
    }

    /// Flattens a cubic into a balanced polyline, as a quadratic: each inner
    /// vertex moves by −1/12 of the curve's second difference there (exact
    /// for the parabola nearest each segment).
    mutating func addCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, depth: Int) {
        let (minX, maxX) = (lesser(lesser(p0.x, p1.x), lesser(p2.x, p3.x)), greater(greater(p0.x, p1.x), greater(p2.x, p3.x)))
        let (minY, maxY) = (lesser(lesser(p0.y, p1.y), lesser(p2.y, p3.y)), greater(greater(p0.y, p1.y), greater(p2.y, p3.y)))
        let inside = hullInsideClip(minX: minX, maxX: maxX, minY: minY, maxY: maxY)
        if !inside && hullMissesClip(minX: minX, maxX: maxX, minY: minY, maxY: maxY) {
            addLine(p0, p3)
            return
        }
        // Deviation at most 3/4 · max|second difference|; speed at most 3·max leg.
        let e1 = p0 - p1 * 2 + p2, e2 = p1 - p2 * 2 + p3
        let dd = Swift.max(squaredLength(e1), squaredLength(e2))
        let legs = Swift.max(squaredLength(p1 - p0), squaredLength(p2 - p1), squaredLength(p3 - p2))
        let m = Self.innerVertices(deviationSquared: 0.5625 * dd, speedSquared: 9 * legs)
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

extension RasterCore {
    /// The plain path's polyline for a curve inside the clip, straight into
    /// `segments`: from `first` through `count` vertices, the first at
    /// `vertex` and each next one `d1` further (`d1` growing by `d2`), to `last`.
    @inline(__always)
    mutating func appendInside(first: Point, vertex: Point, _ d1: Point, _ d2: Point, count m: Int, last: Point) {
        segments.reserve(segments.count + m + 1)
        let out = segments.base + segments.count
        var previous = SIMD2(Float(first.x), Float(first.y))
        var (low, high) = (previous, previous)
        var q = vertex, d = d1
        for k in 0 ..< m {
            let v = SIMD2(Float(q.x), Float(q.y))
            out[k] = Segment(x0: previous.x, y0: previous.y, x1: v.x, y1: v.y, chain: 0)
            (low, high) = (lesser(low, v), greater(high, v))
            previous = v
            q = q + d
            d = d + d2
        }
        let end = SIMD2(Float(last.x), Float(last.y))
        out[m] = Segment(x0: previous.x, y0: previous.y, x1: end.x, y1: end.y, chain: 0)
        segments.count += m + 1
        flat.low = lesser(flat.low, lesser(low, end))
        flat.high = greater(flat.high, greater(high, end))
    }
}

/// 1 / (m − 1 + √2) for m = 0 … 64: the step of a balanced polyline with m
/// inner vertices (a literal array, so it is static data).
let balancedSteps: [Double] = [
    2.4142135623730945, 0.7071067811865475, 0.4142135623730951, 0.2928932188134525,
    0.22654091966098644, 0.18469903125906464, 0.15590375815769153, 0.13487607169490898,
    0.11884651994950861, 0.10622236189720814, 0.09602261313451778, 0.08761006569007045,
    0.08055282720694877, 0.07454779181427397, 0.06937596669237667, 0.06487518782281909,
    0.06092280913734038, 0.05742435605364923, 0.05430587608929235, 0.05150865353300281,
    0.048985477542136224, 0.046697955873434435, 0.04461454769391095, 0.042709100493001875,
    0.040959746560961866, 0.039348059995865686, 0.03785840519683291, 0.03647742794900134,
    0.035193653971976484, 0.03399716935757916, 0.032879364049614904, 0.03183272431807005,
    0.03085066364716049, 0.029927383989850204, 0.029057761212168267, 0.028237249945950525,
    0.027461804119073514, 0.02672781023000534, 0.026032031044350333, 0.025371557862431976,
    0.024743769873355435, 0.024146299397764023, 0.0235770020474252, 0.023033931008868847,
    0.022515314801097405, 0.022019537971885682, 0.021545124289484383, 0.02109072206131831,
    0.02065509127214631, 0.020237092283938708, 0.01983567588062814, 0.019449874474630466,
    0.019078794319979574, 0.018721608600157997, 0.018377551278100073, 0.01804591161208885,
    0.01772602925492124, 0.017417289865228752, 0.017119121169580198, 0.016830989422256665,
    0.016552396216621704, 0.016282875608011924, 0.01602199151320971, 0.015769335355967442,
    0.015524523931844444
]

/// The squared length of `p` as a vector.
@inline(__always)
func squaredLength(_ p: Point) -> Double { p.x * p.x + p.y * p.y }

/// x^(−1/3) for a positive, finite `x`: a bit-pattern first guess and two
/// Newton steps, y ← y·(4 − x·y³)/3, which need no division (relative error
/// under 10⁻⁵, plenty for a step count). Other inputs give 1.
@inline(__always)
func inverseCubeRoot(_ x: Double) -> Double {
    guard x > 0, x < .infinity else { return 1 }
    var y = Double(bitPattern: 0x553E_F0FF_289D_D796 &- x.bitPattern / 3)
    for _ in 0 ..< 2 { y *= (4 - x * y * y * y) * (1.0 / 3) }
    return y
}

/// The smallest integer at least `x`, for 0 ≤ x < 2⁵³ (no libm `ceil`, which
/// baseline x86-64 calls out of line).
@inline(__always)
func roundedUp(_ x: Double) -> Int {
    let i = Int(x)
    return Double(i) < x ? i &+ 1 : i
}
