/// One chain: a maximal run of a contour's edges going the same way up or
/// down the screen (horizontal edges join the run they follow).
struct ChainInfo: BitwiseCopyable {
    /// Its segments, `segments[start ..< end]`.
    var start = 0, end = 0
    /// The contour's first run when it was merged into this, its last run.
    var headStart = 0, headEnd = 0
    /// Its end points in drawing order (clip-local, before clipping).
    var first = SIMD2<Float>(), last = SIMD2<Float>()
    /// +1 when it runs down the screen, −1 up, 0 while only horizontal.
    var dir: Int32 = 0

    /// The end with the smaller y and the end with the larger y.
    var top: SIMD2<Float> { dir > 0 ? first : last }
    var bottom: SIMD2<Float> { dir > 0 ? last : first }
}

extension RasterCore {
    /// Starts a chain at `p` (ids only grow; see ``RasterCore/nextChain``).
    mutating func newChain(at p: Point) -> UInt32 {
        let id = nextChain
        if nextChain < UInt32.max { nextChain += 1 }
        if chains.count > 0 { chains.base[chains.count - 1].end = segments.count }
        let q = SIMD2(Float(p.x), Float(p.y))
        chains.append(ChainInfo(start: segments.count, end: segments.count, first: q, last: q))
        return id
    }

    /// Info of chain `id` of the current fill.
    @inline(__always)
    func chain(_ id: UInt32) -> ChainInfo { chains.base[Int(id &- chainBase)] }

    /// Whether pixel `column` of row `row`, touched by chains `a` and `b` (and
    /// no other), might have a winding number taking three values, so the
    /// fast result there could be wrong. It cannot when the chains run
    /// opposite ways, do not meet inside the row's open strip (except at an
    /// end they share, both lying on the same side of it), and neither ends
    /// inside the strip left of the pixel (except at that shared end): then
    /// across the pixel the winding is k, k ± 1, k. (An end right of the
    /// pixel is harmless: whatever continues from it would have to cross the
    /// pixel to reach its left, and would be a third chain there.)
    mutating func mayOverlap(_ a: UInt32, _ b: UInt32, row: Int, column: Float, stripTop: Float) -> Bool {
        if a != pairCache.a || b != pairCache.b || row != pairCache.row {
            let (meet, endX) = checkPair(chain(a), chain(b), top: stripTop, bottom: stripTop + 1)
            pairCache = (a, b, row, meet, endX)
        }
        return pairCache.meet || pairCache.endX < column
    }

    /// The test behind ``mayOverlap(_:_:row:column:stripTop:)``: whether the
    /// chains may meet in the strip, and the smallest x of an end inside it
    /// that they do not share (+∞ if none).
    func checkPair(_ a: ChainInfo, _ b: ChainInfo, top: Float, bottom: Float) -> (Bool, Float) {
        guard a.dir != 0, b.dir != 0, a.dir != b.dir else { return (true, 0) }
        let sharedTop = a.top == b.top, sharedBottom = a.bottom == b.bottom
        func inside(_ p: SIMD2<Float>) -> Bool { p.y > top && p.y < bottom }
        var endX = Float.infinity
        if inside(a.top) && !sharedTop { endX = Swift.min(endX, a.top.x) }
        if inside(b.top) && !sharedTop { endX = Swift.min(endX, b.top.x) }
        if inside(a.bottom) && !sharedBottom { endX = Swift.min(endX, a.bottom.x) }
        if inside(b.bottom) && !sharedBottom { endX = Swift.min(endX, b.bottom.x) }
        // No contact in the strip but at a shared end.
        func allowed(_ p: SIMD2<Float>) -> Bool {
            (sharedTop && p == a.top) || (sharedBottom && p == a.bottom) || !inside(p)
        }
        // Each chain is its own run plus, maybe, the contour's first run.
        let aRuns = (stripRange(a.start, a.end, a.dir, top, bottom), stripRange(a.headStart, a.headEnd, a.dir, top, bottom))
        let bRuns = (stripRange(b.start, b.end, b.dir, top, bottom), stripRange(b.headStart, b.headEnd, b.dir, top, bottom))
        func meets(_ s: Segment, _ run: Range<Int>) -> Bool {
            for j in run {
                if let p = contact(s, segments.base[j]), !allowed(p) { return true }
            }
            return false
        }
        for i in aRuns.0 where meets(segments.base[i], bRuns.0) || meets(segments.base[i], bRuns.1) { return (true, endX) }
        for i in aRuns.1 where meets(segments.base[i], bRuns.0) || meets(segments.base[i], bRuns.1) { return (true, endX) }
        return (false, endX)
    }
}

extension RasterCore {
    /// The segments of one monotone run `start ..< end` (y growing along it
    /// when `dir` > 0, shrinking when < 0) whose y range meets [top, bottom].
    func stripRange(_ start: Int, _ end: Int, _ dir: Int32, _ top: Float, _ bottom: Float) -> Range<Int> {
        let segs = segments.base
        func low(_ i: Int) -> Float { Swift.min(segs[i].y0, segs[i].y1) }
        func high(_ i: Int) -> Float { Swift.max(segs[i].y0, segs[i].y1) }
        // The first index where `past(i)` holds; `past` flips once from false to true.
        func search(_ past: (Int) -> Bool) -> Int {
            var (lo, hi) = (start, end)
            while lo < hi {
                let mid = (lo + hi) / 2
                if past(mid) { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }
        let first = dir > 0 ? search { high($0) >= top } : search { low($0) <= bottom }
        let last = dir > 0 ? search { low($0) > bottom } : search { high($0) < top }
        return first ..< Swift.max(first, last)
    }
}

/// A point where two segments meet, or nil if they are apart: their crossing,
/// or an end point of one lying on the other (collinear overlaps report one).
func contact(_ s: Segment, _ t: Segment) -> SIMD2<Float>? {
    guard Swift.max(s.x0, s.x1) >= Swift.min(t.x0, t.x1), Swift.max(t.x0, t.x1) >= Swift.min(s.x0, s.x1),
          Swift.max(s.y0, s.y1) >= Swift.min(t.y0, t.y1), Swift.max(t.y0, t.y1) >= Swift.min(s.y0, s.y1)
    else { return nil }
    // Orientation of c relative to a→b, exact for Float inputs of similar size.
    func orient(_ ax: Float, _ ay: Float, _ bx: Float, _ by: Float, _ cx: Float, _ cy: Float) -> Double {
        (Double(bx) - Double(ax)) * (Double(cy) - Double(ay)) - (Double(by) - Double(ay)) * (Double(cx) - Double(ax))
    }
    let d1 = orient(t.x0, t.y0, t.x1, t.y1, s.x0, s.y0), d2 = orient(t.x0, t.y0, t.x1, t.y1, s.x1, s.y1)
    let d3 = orient(s.x0, s.y0, s.x1, s.y1, t.x0, t.y0), d4 = orient(s.x0, s.y0, s.x1, s.y1, t.x1, t.y1)
    if ((d1 < 0 && d2 > 0) || (d1 > 0 && d2 < 0)) && ((d3 < 0 && d4 > 0) || (d3 > 0 && d4 < 0)) {
        let k = Float(d1 / (d1 - d2))
        return SIMD2(s.x0 + (s.x1 - s.x0) * k, s.y0 + (s.y1 - s.y0) * k)
    }
    // Collinear: report the overlap's single point, or a point inside it.
    if d1 == 0 && d2 == 0 {
        let useX = Swift.max(s.x0, s.x1) - Swift.min(s.x0, s.x1) >= Swift.max(s.y0, s.y1) - Swift.min(s.y0, s.y1)
        let (s0, s1, t0, t1) = useX ? (s.x0, s.x1, t.x0, t.x1) : (s.y0, s.y1, t.y0, t.y1)
        let lo = Swift.max(Swift.min(s0, s1), Swift.min(t0, t1)), hi = Swift.min(Swift.max(s0, s1), Swift.max(t0, t1))
        if lo == hi {
            for (u, x, y) in [(s0, s.x0, s.y0), (s1, s.x1, s.y1), (t0, t.x0, t.y0), (t1, t.x1, t.y1)] where u == lo {
                return SIMD2(x, y)
            }
        }
        let k = s1 == s0 ? 0 : ((lo + hi) * 0.5 - s0) / (s1 - s0)
        return SIMD2(s.x0 + (s.x1 - s.x0) * k, s.y0 + (s.y1 - s.y0) * k)
    }
    // Touching: an end point on the other segment (its box is known to overlap).
    func within(_ x: Float, _ y: Float, _ u: Segment) -> Bool {
        x >= Swift.min(u.x0, u.x1) && x <= Swift.max(u.x0, u.x1) && y >= Swift.min(u.y0, u.y1) && y <= Swift.max(u.y0, u.y1)
    }
    if d1 == 0 && within(s.x0, s.y0, t) { return SIMD2(s.x0, s.y0) }
    if d2 == 0 && within(s.x1, s.y1, t) { return SIMD2(s.x1, s.y1) }
    if d3 == 0 && within(t.x0, t.y0, s) { return SIMD2(t.x0, t.y0) }
    if d4 == 0 && within(t.x1, t.y1, s) { return SIMD2(t.x1, t.y1) }
    return nil
}
