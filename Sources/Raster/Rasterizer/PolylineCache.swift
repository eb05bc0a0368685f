/// Outlines in point form, flattened once per range of scales and kept in
/// their own units, for ``ContourFeed/add(_:key:transform:)``.
///
/// A quadratic's balanced polyline (``RasterCore/addQuad(_:_:_:depth:)``)
/// depends on the map only through its count of inner vertices: the
/// vertices sit at fixed parameters, and a map commutes with the affine
/// combinations that place them. Under a map that scales every length by s
/// (a similarity), that count is a step function of s: the curve's deviation
/// and speed grow as s. So an outline drawn at a scale whose every curve has
/// the same count as a kept flattening reuses those vertices, mapped, and
/// a label drawn at a new size every frame still hits. Each entry covers
/// the scales (lo, hi] between the steps nearest its own.
///
/// The vertices are those ``RasterCore/flattenPointContours(_:_:_:_:box:)``
/// makes, up to rounding in the last bits of a `Double`, and an entry
/// depends only on the outline and its counts, never on what was kept
/// before: the pictures do not depend on the cache.
struct PolylineCache: ~Copyable {
    /// One outline flattened for the scales in (`lo`, `hi`].
    struct Entry {
        var lo: Double, hi: Double
        /// Its vertices in ``points``, and its contours' ends (past their
        /// last vertex, as indexes into ``points``) in ``ends``.
        var points: Range<Int>, ends: Range<Int>
    }

    /// Every kept vertex, in outline units, contour after contour (the
    /// first `count`). Manually managed, so that reading an entry, once per
    /// glyph drawn, retains nothing.
    private(set) var points = ScratchBuffer<Point>(capacity: 256)
    /// Every kept contour's end in ``points`` (the first `count`).
    private(set) var ends = ScratchBuffer<Int>(capacity: 32)
    /// Per key below ``denseKeys``, where its entries' list is in
    /// `entries`, plus one (0: none); other keys are in `sparse`.
    private var dense: [Int32] = []
    private var sparse: [Int: Int] = [:]
    /// Keys below this are indexed by an array (a glyph id with a font's
    /// index above it, as the text renderer makes them).
    static let denseKeys = 1 << 20
    /// Entry lists, each sorted by scale (their ranges do not overlap).
    private var entries: [[Entry]] = []
    /// The most vertices kept; past it, the cache is emptied and starts again.
    var limit = 1 << 18

    /// How many entries are kept.
    var entryCount: Int { entries.reduce(0) { $0 + $1.count } }

    /// The entry for outline `key` at scale `s`, if one is kept.
    func entry(_ key: Int, scale s: Double) -> Entry? {
        guard let index = list(key) else { return nil }
        return entries[index].withUnsafeBufferPointer { list in
            guard !list.isEmpty else { return nil }
            // The first entry whose range ends at or past s, by halving a
            // window [low, low + n] that holds it. Which half is data, so
            // the step is masked by the sign of hi − s (a comparison would
            // compile to a branch, and mispredict).
            @inline(__always) func below(_ i: Int) -> Int {
                0 &- Int(truncatingIfNeeded: (list[i].hi - s).bitPattern &>> 63)
            }
            var (low, n) = (0, list.count)
            while n > 1 {
                let half = n >> 1
                low &+= half & below(low &+ half)
                n &-= half
            }
            low &+= 1 & below(low)
            return low < list.count && list[low].lo < s ? list[low] : nil
        }
    }

    /// Flattens `contours` (outline `key`) for scale `s` and keeps the
    /// result; nil when a curve needs more than
    /// ``RasterCore/maxVerticesPerPiece`` vertices (it would be split).
    mutating func add(_ contours: PointContours, key: Int, scale s: Double) -> Entry? {
        let (firstPoint, firstEnd) = (points.count, ends.count)
        var range = (lo: 0.0, hi: Double.infinity)
        var first = 0
        for last in contours.contourEnds {
            defer { first = last + 1 }
            guard first <= last, last < contours.points.count, last < contours.onCurve.count else { continue }
            guard appendContour(contours, first, last, scale: s, range: &range) else {
                points.count = firstPoint
                ends.count = firstEnd
                return nil
            }
        }
        var entry = Entry(lo: range.lo, hi: range.hi, points: firstPoint ..< points.count, ends: firstEnd ..< ends.count)
        if points.count > limit {
            // Over the limit: start again with this outline alone, moved to
            // the front (forward, element by element: the ranges may overlap).
            let (keptPoints, keptEnds) = (entry.points.count, entry.ends.count)
            removeAll()
            for i in 0 ..< keptPoints { points.base[i] = points.base[firstPoint + i] }
            for i in 0 ..< keptEnds { ends.base[i] = ends.base[firstEnd + i] - firstPoint }
            (points.count, ends.count) = (keptPoints, keptEnds)
            entry.points = 0 ..< keptPoints
            entry.ends = 0 ..< keptEnds
        }
        insert(entry, key: key)
        return entry
    }

    /// Forgets every entry.
    mutating func removeAll() {
        points.count = 0
        ends.count = 0
        dense.removeAll(keepingCapacity: true)
        sparse.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
    }

    /// Files `entry` under `key`, in scale order.
    private mutating func insert(_ entry: Entry, key: Int) {
        guard let index = list(key) else {
            if 0 <= key && key < Self.denseKeys && entries.count < Int(Int32.max) {
                if dense.count <= key { dense.append(contentsOf: repeatElement(0, count: key + 1 - dense.count)) }
                dense[key] = Int32(entries.count + 1)
            } else {
                sparse[key] = entries.count
            }
            entries.append([entry])
            return
        }
        let at = entries[index].firstIndex { $0.lo >= entry.hi } ?? entries[index].count
        entries[index].insert(entry, at: at)
    }

    /// Where `key`'s entries are in `entries`, if it has any.
    @inline(__always)
    private func list(_ key: Int) -> Int? {
        if 0 <= key && key < Self.denseKeys {
            guard key < dense.count, dense[key] > 0 else { return nil }
            return Int(dense[key]) - 1
        }
        return sparse[key]
    }

    /// Appends one contour's vertices (points `first … last`), walked as
    /// ``PointContourWalk`` walks it for the rasterizer (unmapped), and its
    /// end; false when a curve needs too many vertices.
    private mutating func appendContour(_ c: PointContours, _ first: Int, _ last: Int, scale s: Double,
                                        range: inout (lo: Double, hi: Double)) -> Bool {
        let walked = PointContourWalk.walk(
            c.points, c.onCurve, first, last, map: { $0 }, start: { points.append($0) },
            line: { _, to in points.append(to) },
            curve: { p0, p1, p2 in appendCurve(p0, p1, p2, scale: s, range: &range) })
        guard walked != nil else { return false }
        ends.append(points.count)
        return true
    }

    /// Appends the inner vertices and the end of the quadratic `p0`, `p1`,
    /// `p2` at scale `s` (as ``RasterCore/addQuad(_:_:_:depth:inside:)``
    /// places them), narrowing `range` to the scales with the same count.
    private mutating func appendCurve(_ p0: Point, _ p1: Point, _ p2: Point, scale s: Double,
                                      range: inout (lo: Double, hi: Double)) -> Bool {
        let dd = p0 - p1 * 2 + p2
        let steps = VertexSteps(deviationSquared: squaredLength(dd) / 16,
                                speedSquared: 4 * greater(squaredLength(p1 - p0), squaredLength(p2 - p1)))
        guard let m = steps.count(at: s) else { return false }
        range.lo = greater(range.lo, steps.threshold(m))
        range.hi = lesser(range.hi, steps.threshold(m + 1))
        if m > 0 {
            // Vertex i at t = (i + 1/√2)·Δ on the curve, moved by −(d²B)·Δ²/6.
            let step = RasterCore.step(innerVertices: m)
            let t0 = step * (0.5).squareRoot()
            let shift = dd * (-step * step / 6)
            for i in 0 ..< m {
                let t = t0 + Double(i) * step
                points.append(p0 + (p1 - p0) * (2 * t) + dd * (t * t) + shift)
            }
        }
        points.append(p2)
        return true
    }
}
