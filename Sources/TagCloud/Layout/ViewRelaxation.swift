#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Homogeneous

/// The working state of ``ViewPlacement/place(_:orientation:zoom:)``: the
/// tags' view-space points and what they need to be separated.
struct ViewRelaxation {
    /// View-space points on the unit sphere (z toward the viewer).
    var v: [SIMD3<Double>]
    /// Whether each tag belongs to the front hemisphere.
    let front: [Bool]
    /// The least view depth of a front tag (the heavy ones keep more).
    let floorDepth: [Double]
    /// Each label's width and height at its font size, in pixels.
    let extent: [SIMD2<Double>]
    /// Each label's font size, and its size before any shrinking, in pixels.
    let sizes: [(size: Double, requested: Double)]
    /// The sphere's on-screen radius (set for each size factor tried: a
    /// fitted sphere grows as the labels shrink).
    var radius: Double
    /// The layout options (depth scale, projection).
    let options: LayoutOptions
    /// The settings.
    let settings: ViewPlacement
    /// The least distance between two points.
    let spacing: Double

    /// The depth a back tag stays below, and a light front tag above: half
    /// the spacing (at most 0.3), so that no front point crowds a back one
    /// across the rim, where neither could give way.
    let rimDepth: Double

    /// Seeds the points from the layout's, seen at `orientation` (see the comment inside).
    init(layout: Layout, orientation: Matrix4, zoom: Double, settings: ViewPlacement) {
        let n = layout.tags.count
        let spacing = settings.spacing / Double(max(ViewPlacement.sphereCount, n)).squareRoot()
        let rimDepth = min(0.3, spacing * 0.51)
        let weights = layout.tags.map { $0.weight.isFinite ? $0.weight : 0 }
        let byWeight = weights.indices.sorted { weights[$0] > weights[$1] || (weights[$0] == weights[$1] && $0 < $1) }
        let heavy = ViewPlacement.heavyCount(tags: n)
        // Seeds: the layout's own points as this view sees them, so the
        // picture still turns with --rotate; but the heavy tags swap onto
        // the points nearest the viewer (heaviest nearest), and the tags
        // there take the heavy tags' points.
        var v = layout.points.map { p -> SIMD3<Double> in
            let q = orientation.transformDirection(p)
            return q.isFinite ? SIMD3(q.x, q.y, q.z) : SIMD3(0, 0, 1)
        }
        let nearest = v.indices.sorted { v[$0].z > v[$1].z || (v[$0].z == v[$1].z && $0 < $1) }
        let heavyTags = Array(byWeight.prefix(heavy))
        let heavySet = Set(heavyTags)
        var freed = heavyTags.filter { !nearest.prefix(heavy).contains($0) }.map { v[$0] }
        var seeded = v
        for (rank, t) in heavyTags.enumerated() { seeded[t] = v[nearest[rank]] }
        for t in nearest.prefix(heavy) where !heavySet.contains(t) { seeded[t] = freed.removeFirst() }
        v = seeded
        // The heavy tags face the viewer even where fewer points than they are in front.
        let isFront = v.indices.map { v[$0].z > 0 || heavySet.contains($0) }
        var floorDepth = [Double](repeating: rimDepth, count: n)
        for t in heavyTags { floorDepth[t] = min(0.95, max(rimDepth, settings.heavyDepth)) }
        for t in 0..<n {
            let p = Self.unit(v[t])
            v[t] = isFront[t] ? Self.onFront(p, floor: floorDepth[t]) : Self.onBack(p, rim: rimDepth)
        }
        self.v = v.map { $0 / (($0 * $0).sum().squareRoot()) }
        front = isFront
        self.floorDepth = floorDepth
        extent = layout.extents.map { SIMD2($0.width, $0.height) }
        sizes = layout.fontSizes.map { ($0, $0 / (layout.sizeFactor ?? 1)) }
        radius = layout.radius(zoom: zoom)
        options = layout.options
        self.settings = settings
        self.spacing = spacing
        self.rimDepth = rimDepth
    }

    /// Runs up to `rounds` rounds of separation with labels at `factor` of
    /// their size; true once no front boxes overlap and no points crowd.
    mutating func separate(factor: Double, rounds: Int) -> Bool {
        for _ in 0..<rounds {
            let pushed = pushLabels(factor: factor)
            if !spreadPoints(dryRun: true) {
                if !pushed { return true }
                continue
            }
            _ = spreadPoints()
        }
        return !pushLabels(factor: factor, dryRun: true) && !spreadPoints(dryRun: true)
    }

    /// The size factor at which the front labels, as drawn at their seed
    /// depths, cover ``ViewPlacement/coverage`` of the sphere's disc (an
    /// ellipse when stretched).
    func areaFactor() -> Double {
        var area = 0.0
        for t in v.indices where front[t] {
            let k = options.scale(atDepth: v[t].z) * options.magnification(atDepth: v[t].z)
            area += extent[t].x * extent[t].y * k * k
        }
        let disc = Double.pi * radius * radius * options.stretch.x * options.stretch.y * settings.coverage
        return area > 0 && disc > 0 ? (disc / area).squareRoot() : 1
    }

    /// The screen box of front tag `t` at `factor`, grown by half the gap
    /// on every side: (minX, minY, maxX, maxY), and its magnification.
    func box(_ t: Int, factor: Double) -> (SIMD4<Double>, Double) {
        let p = v[t]
        let f = options.magnification(atDepth: p.z)
        let k = options.drawnFactor(atDepth: p.z, size: sizes[t].size, requestedSize: sizes[t].requested, shrink: factor)
        let x = radius * f * options.stretch.x * p.x, y = -radius * f * options.stretch.y * p.y
        let hw = extent[t].x * k / 2 + settings.gap / 2, hh = extent[t].y * k / 2 + settings.gap / 2
        return (SIMD4(x - hw, y - hh, x + hw, y + hh), f)
    }

    /// Pushes every overlapping pair of front label boxes apart; true when
    /// there was one. With `dryRun`, only looks.
    mutating func pushLabels(factor: Double, dryRun: Bool = false) -> Bool {
        let ids = v.indices.filter { front[$0] }
        guard ids.count > 1, radius > 0 else { return false }
        var boxes = ids.map { box($0, factor: factor) }
        let order = ids.indices.sorted { boxes[$0].0.x < boxes[$1].0.x || (boxes[$0].0.x == boxes[$1].0.x && $0 < $1) }
        var move = [SIMD2<Double>](repeating: .zero, count: ids.count)
        var any = false
        // Gauss–Seidel: a pair's push moves both boxes at once, so the next
        // pair sees where they went (pushes from all sides at once overshoot).
        for (position, a) in order.enumerated() {
            for b in order[(position + 1)...] {
                let ba = boxes[a].0, bb = boxes[b].0
                if bb.x >= ba.z + 2 * settings.gap { break }
                let ox = min(ba.z, bb.z) - max(ba.x, bb.x)
                let oy = min(ba.w, bb.w) - max(ba.y, bb.y)
                guard ox > 0, oy > 0 else { continue }
                any = true
                if dryRun { return true }
                let ca = (ba.x + ba.z) / 2 - (bb.x + bb.z) / 2, cy = (ba.y + ba.w) / 2 - (bb.y + bb.w) / 2
                var shift = SIMD2<Double>.zero
                if ox <= oy {
                    shift.x = (ca < 0 ? -1 : (ca > 0 ? 1 : (a < b ? -1 : 1))) * ox / 2
                } else {
                    shift.y = (cy < 0 ? -1 : (cy > 0 ? 1 : (a < b ? -1 : 1))) * oy / 2
                }
                move[a] += shift
                move[b] -= shift
                boxes[a].0 += SIMD4(shift.x, shift.y, shift.x, shift.y)
                boxes[b].0 -= SIMD4(shift.x, shift.y, shift.x, shift.y)
            }
        }
        guard any else { return false }
        for (k, t) in ids.enumerated() where move[k] != .zero {
            let scale = radius * boxes[k].1
            var p = v[t]
            p.x += move[k].x / (scale * options.stretch.x)
            p.y -= move[k].y / (scale * options.stretch.y)
            v[t] = Self.onFront(p, floor: floorDepth[t])
        }
        return true
    }

    /// Pushes apart every two points closer than ``spacing`` (a sweep on x);
    /// true when there were any. Each tag stays in its hemisphere.
    /// Pushes apart every two points closer than ``spacing``; true when
    /// there were any. With `dryRun`, only looks for pairs closer than 97%
    /// of the spacing (the pushes aim at the spacing itself, so a round
    /// ends with slack). Each tag stays in its hemisphere.
    mutating func spreadPoints(dryRun: Bool = false) -> Bool {
        guard let move = Self.spreadMoves(v, spacing: spacing, dryRun: dryRun) else { return false }
        guard !dryRun else { return true }
        for t in v.indices where move[t] != .zero {
            let p = v[t] + move[t]
            v[t] = front[t] ? Self.onFront(Self.unit(p), floor: floorDepth[t]) : Self.onBack(Self.unit(p), rim: rimDepth)
        }
        return true
    }

    /// The moves that push apart every two of `v` closer than `spacing`
    /// (each by half the shortfall, and 5% more), found by a sweep on x;
    /// nil when no two are closer (than 97% of it, with `dryRun`, which
    /// returns as soon as it finds a pair).
    static func spreadMoves(_ v: [SIMD3<Double>], spacing: Double, dryRun: Bool) -> [SIMD3<Double>]? {
        guard v.count > 1 else { return nil }
        // (Read through buffers: sorting and the pair loop are most of a relaxation round.)
        let order = v.map { $0.x }.withUnsafeBufferPointer(ascendingOrder(of:))
        return v.withUnsafeBufferPointer { v in
            order.withUnsafeBufferPointer { order in
                spreadMoves(v, order: order, spacing: spacing, dryRun: dryRun)
            }
        }
    }

    /// ``spreadMoves(_:spacing:dryRun:)`` for points `v` visited in `order` of x.
    static func spreadMoves(_ v: UnsafeBufferPointer<SIMD3<Double>>, order: UnsafeBufferPointer<Int>,
                            spacing: Double, dryRun: Bool) -> [SIMD3<Double>]? {
        var move = [SIMD3<Double>](repeating: .zero, count: v.count)
        var any = false
        let d0 = spacing, d0² = spacing * spacing * (dryRun ? 0.97 * 0.97 : 1)
        for (position, a) in order.enumerated() {
            for b in order[(position + 1)...] {
                if v[b].x - v[a].x >= d0 { break }
                let e = v[a] - v[b]
                let d² = (e * e).sum()
                guard d² < d0² else { continue }
                any = true
                if dryRun { return move }
                let d = d².squareRoot()
                let dir = d > 1e-12 ? e / d : SIMD3(a < b ? 1 : -1, 0, 0)
                let push = dir * ((d0 - d) / 2 * 1.05)
                move[a] += push
                move[b] -= push
            }
        }
        return any ? move : nil
    }

    /// `p` scaled to unit length (+z for the zero vector).
    static func unit(_ p: SIMD3<Double>) -> SIMD3<Double> {
        let l = (p * p).sum().squareRoot()
        return l > 1e-300 ? p / l : SIMD3(0, 0, 1)
    }

    /// The front point with screen position (p.x, p.y), kept at depth ≥ `floor`.
    static func onFront(_ p: SIMD3<Double>, floor: Double) -> SIMD3<Double> {
        let limit = (1 - floor * floor).squareRoot()
        var x = p.x, y = p.y
        let r = (x * x + y * y).squareRoot()
        if r > limit {
            x *= limit / r
            y *= limit / r
        }
        return SIMD3(x, y, max(floor, (1 - x * x - y * y).squareRoot()))
    }

    /// `p` (a unit vector) kept at depth ≤ −`rim`.
    static func onBack(_ p: SIMD3<Double>, rim: Double) -> SIMD3<Double> {
        guard p.z > -rim else { return p }
        let limit = (1 - rim * rim).squareRoot()
        let r = (p.x * p.x + p.y * p.y).squareRoot()
        return r > 1e-12 ? SIMD3(p.x * limit / r, p.y * limit / r, -rim) : SIMD3(0, 0, -1)
    }
}
