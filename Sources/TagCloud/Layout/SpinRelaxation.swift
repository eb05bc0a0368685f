#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The working state of ``SpinPlacement/place(_:axis:orientation:zoom:)``:
/// each tag's longitude u about the spin axis (0 nearest the viewer) and
/// height s along it.
struct SpinRelaxation {
    /// Longitudes in (−π, π].
    var u: [Double]
    /// Heights along the axis, within ±``SpinPlacement/maximumHeight``.
    var s: [Double]
    /// The spin axis and two view directions completing it (e1 toward the viewer as far as it goes).
    let a: SIMD3<Double>, e1: SIMD3<Double>, e2: SIMD3<Double>
    /// Each label's width and height at its font size, in pixels.
    let extent: [SIMD2<Double>]
    /// The sphere's on-screen radius along the motion at the front (e2),
    /// with the stretch (see ``setRadius(_:)``).
    private(set) var radius = 0.0
    /// The sphere's on-screen radius along the spin axis, with the stretch.
    private(set) var radiusAcross = 0.0
    /// The layout options.
    let options: LayoutOptions
    /// The settings.
    let settings: SpinPlacement
    /// The least distance between points.
    let spacing: Double
    /// The factor on every label's size.
    var factor = 1.0

    /// Seeds the heaviest tags nearest the equator, on a golden-angle spiral.
    init(layout: Layout, axis: SIMD3<Double>, zoom: Double, settings: SpinPlacement) {
        let n = layout.tags.count
        a = axis
        let z = SIMD3<Double>(0, 0, 1)
        let toward = z - (z * axis).sum() * axis
        e1 = toward / (toward * toward).sum().squareRoot()
        e2 = SIMD3(axis.y * e1.z - axis.z * e1.y, axis.z * e1.x - axis.x * e1.z, axis.x * e1.y - axis.y * e1.x)
        extent = layout.extents.map { SIMD2($0.width, $0.height) }
        options = layout.options
        self.settings = settings
        spacing = settings.still.spacing / Double(max(ViewPlacement.sphereCount, n)).squareRoot()
        let weights = layout.tags.map { $0.weight.isFinite ? $0.weight : 0 }
        let byWeight = weights.indices.sorted { weights[$0] > weights[$1] || (weights[$0] == weights[$1] && $0 < $1) }
        // Seeds even in area over the band, ordered by distance from the equator.
        let h = settings.maximumHeight
        let golden = Double.pi * (3 - 5.0.squareRoot())
        var seeds = (0..<n).map { i -> (u: Double, s: Double) in
            let s = h * (1 - 2 * (Double(i) + 0.5) / Double(n))
            return (remainder(golden * Double(i), 2 * Double.pi), s)
        }
        seeds.sort { abs($0.s) < abs($1.s) || (abs($0.s) == abs($1.s) && $0.s < $1.s) }
        u = [Double](repeating: 0, count: n)
        s = [Double](repeating: 0, count: n)
        for (rank, t) in byWeight.enumerated() { (u[t], s[t]) = seeds[rank] }
        // The heaviest start within 72° of the front (spread by the golden
        // angle), so that frame 0 shows them (see SpinPlacement.facingHeavy).
        for (rank, t) in byWeight.prefix(ViewPlacement.heavyCount(tags: n)).enumerated() {
            u[t] = 0.4 * remainder(golden * Double(rank), 2 * Double.pi)
        }
        setRadius(layout.radius(zoom: zoom))
    }

    /// Sets the sphere's on-screen radius `r` (before the stretch; set for
    /// each size factor tried, as a fitted sphere grows when labels shrink).
    mutating func setRadius(_ r: Double) {
        // A stretched sphere moves a label by the stretch in the direction it goes.
        let st = options.stretch
        func stretched(_ d: SIMD3<Double>) -> Double {
            let l = (d.x * d.x + d.y * d.y).squareRoot()
            guard l > 1e-9 else { return r }
            return r * ((st.x * d.x) * (st.x * d.x) + (st.y * d.y) * (st.y * d.y)).squareRoot() / l
        }
        radius = stretched(e2)
        radiusAcross = stretched(a)
    }

    /// The points in view space.
    func viewPoints() -> [SIMD3<Double>] {
        u.indices.map { t in
            let c = (1 - s[t] * s[t]).squareRoot()
            return s[t] * a + c * (cos(u[t]) * e1 + sin(u[t]) * e2)
        }
    }

    /// Label t's half width in pixels and half height in s as it crosses
    /// the front, and c = √(1 − s²), the radius of its circle of latitude.
    func halfBox(_ t: Int) -> (width: Double, s: Double, c: Double) {
        let c = max(0.05, (1 - s[t] * s[t]).squareRoot())
        let depth = min(1, max(-1, s[t] * a.z + c * e1.z))
        let f = options.magnification(atDepth: depth)
        let k = options.scale(atDepth: depth) * f * factor
        let gap = settings.still.gap / 2
        return (extent[t].x * k / 2 + gap, (extent[t].y * k / 2 + gap) / (radiusAcross * f), c)
    }

    /// The least longitude apart two labels on one circle of latitude of
    /// radius c need, W pixels their half widths together: on screen their
    /// gap R·c·(sin(u₁+t) − sin(u₂+t)) is least, among the frames where both
    /// are in front, when one is at the rim, where it is R·c·(1 − cos Δu);
    /// so Δu = arccos(1 − W/(R·c)), or π when even that is too little.
    /// `ratio` is W/(R·c).
    @inline(__always)
    static func longitudeNeeded(ratio: Double) -> Double {
        ratio >= 2 ? Double.pi : acos(1 - ratio)
    }

    /// ``longitudeNeeded(ratio:)`` less `apart`,
    /// the longitude already between the labels; nil when a bound shows
    /// it is not positive, without the arccos: arccos(1 − r) ≤ π·√(r/2)
    /// (with θ = arccos(1 − r), √(r/2) = sin(θ/2) ≥ θ/π by Jordan's
    /// inequality), widened to cover the rounding of 1 − r and of arccos.
    /// Most pairs a relaxation round looks at are that far apart.
    @inline(__always)
    static func longitudeShortfall(ratio: Double, apart: Double) -> Double? {
        if apart > Double.pi * ((ratio + 0x1p-52) / 2).squareRoot() * (1 + 1e-12) { return nil }
        return longitudeNeeded(ratio: ratio) - apart
    }

    /// The size factor at which the labels' angular boxes, at their seed
    /// heights, would cover ``ViewPlacement/coverage`` of the band they
    /// sweep (2π of longitude by 2·``SpinPlacement/maximumHeight``): no
    /// arrangement fits more, so the shrinking starts there.
    func areaFactor() -> Double {
        guard radius > 0 else { return 1 }
        var copy = self
        copy.factor = 1
        var area = 0.0
        for t in u.indices {
            let box = copy.halfBox(t)
            area += 4 * (box.width / (radius * box.c)) * box.s
        }
        let band = 4 * Double.pi * settings.maximumHeight * settings.still.coverage
        return area > 0 ? (band / area).squareRoot() : 1
    }

    /// Runs up to `rounds` rounds; true once no two angular boxes overlap and no points crowd.
    mutating func separate(rounds: Int) -> Bool {
        guard radius > 0 else { return true }
        for _ in 0..<rounds {
            let pushed = pushBoxes()
            let crowded = ViewRelaxation.spreadMoves(viewPoints(), spacing: spacing, dryRun: true) != nil
            if !pushed && !crowded { return true }
            if crowded { spread() }
        }
        return !pushBoxes(dryRun: true)
            && ViewRelaxation.spreadMoves(viewPoints(), spacing: spacing, dryRun: true) == nil
    }

    /// Pushes apart every two overlapping angular boxes; true when there were any.
    mutating func pushBoxes(dryRun: Bool = false) -> Bool {
        let n = u.count
        let boxes = (0..<n).map(halfBox)
        // (Read through buffers: sorting and the pair loop are most of a round.)
        let (any, du, ds) = s.withUnsafeBufferPointer { s in
            u.withUnsafeBufferPointer { u in
                boxes.withUnsafeBufferPointer { boxes in
                    let order = ascendingOrder(of: s)
                    return order.withUnsafeBufferPointer { order in
                        pushes(order: order, s: s, u: u, boxes: boxes, dryRun: dryRun)
                    }
                }
            }
        }
        if dryRun || !any { return any }
        let h = settings.maximumHeight
        for t in 0..<n {
            u[t] = turnRemainder(u[t] + du[t])
            s[t] = min(h, max(-h, s[t] + ds[t]))
        }
        return true
    }

    /// The moves in longitude and height that push apart every two labels
    /// whose angular boxes (`boxes`, at longitudes `u` and heights `s`)
    /// overlap, visiting them in `order` of height; and whether any do
    /// (with `dryRun`, only that: the moves are left empty).
    func pushes(order: UnsafeBufferPointer<Int>, s: UnsafeBufferPointer<Double>, u: UnsafeBufferPointer<Double>,
                boxes: UnsafeBufferPointer<(width: Double, s: Double, c: Double)>,
                dryRun: Bool) -> (any: Bool, du: [Double], ds: [Double]) {
        let tallest = boxes.map(\.s).max() ?? 0
        var du = [Double](repeating: 0, count: s.count), ds = [Double](repeating: 0, count: s.count)
        var any = false
        for (position, i) in order.enumerated() {
            for j in order[(position + 1)...] {
                let gs = s[j] - s[i]
                if gs >= boxes[i].s + tallest { break }
                let ps = boxes[i].s + boxes[j].s - gs
                guard ps > 0 else { continue }
                let gu = turnRemainder(u[j] - u[i])
                let c = (boxes[i].c + boxes[j].c) / 2
                let ratio = (boxes[i].width + boxes[j].width) / (radius * c)
                guard let pu = Self.longitudeShortfall(ratio: ratio, apart: abs(gu)), pu > 0 else { continue }
                any = true
                if dryRun { return (true, [], []) }
                if pu * radius * c <= ps * radiusAcross {
                    let sign: Double = gu < 0 ? -1 : (gu > 0 ? 1 : (i < j ? 1 : -1))
                    du[i] -= sign * pu / 2
                    du[j] += sign * pu / 2
                } else {
                    ds[i] -= ps / 2
                    ds[j] += ps / 2
                }
            }
        }
        return (any, du, ds)
    }

    /// Pushes apart points closer than the spacing, on the sphere.
    mutating func spread() {
        let v = viewPoints()
        guard let move = ViewRelaxation.spreadMoves(v, spacing: spacing, dryRun: false) else { return }
        let h = settings.maximumHeight
        for t in v.indices where move[t] != .zero {
            let p = ViewRelaxation.unit(v[t] + move[t])
            s[t] = min(h, max(-h, (p * a).sum()))
            u[t] = atan2((p * e2).sum(), (p * e1).sum())
        }
    }
}
