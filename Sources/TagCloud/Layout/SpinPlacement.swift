#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Homogeneous

/// Places tags on the sphere for a spin about one view axis (issue 16, item
/// 2), so that labels passing the front together do not overlap.
///
/// Every point keeps its place on the sphere while it turns, so a label
/// sweeps a band of constant height s (its coordinate along the spin axis)
/// at a longitude u that grows with time. Two labels meet in some frame
/// exactly when their heights are closer than their half-heights together
/// and, at the front, their longitudes are closer than their half-widths
/// together — each as an angle: a label w pixels wide and h high, drawn at
/// the scale of the depth it has when it crosses the front, covers
/// w/(R·√(1−s²)) of longitude and h/R of height on a sphere of radius R.
/// The placement seeds the heaviest tags nearest the equator (where they
/// pass closest to the viewer) on a golden-angle spiral and then, round
/// after round, pushes apart every two of these angular boxes that overlap
/// (along whichever of u and s needs less, in pixels) and every two points
/// closer than ``ViewPlacement/spacing``/√N. Deterministic.
///
/// A spin about the view's own z axis only turns the picture, so for it (or
/// no spin) the still placement ``ViewPlacement`` is used instead.
public struct SpinPlacement: Hashable, Sendable {
    /// Rounds of separation before the labels shrink. Default 150.
    public var iterations: Int
    /// The most |s| (height along the spin axis) a label takes. Default 0.94.
    public var maximumHeight: Double
    /// The still placement's settings, whose spacing and gap apply here too.
    public var still: ViewPlacement

    /// Creates the settings; every parameter has a default.
    public init(iterations: Int = 150, maximumHeight: Double = 0.94, still: ViewPlacement = ViewPlacement()) {
        self.iterations = iterations
        self.maximumHeight = maximumHeight
        self.still = still
    }

    /// Places `layout`'s tags for a spin about `axis` (view space) starting
    /// from `orientation` (model → view) at `zoom`. The sizes stay the
    /// layout's unless they cannot be separated: then, as for a still
    /// (``ViewPlacement``), all shrink by one factor until they can, on a
    /// fitted sphere that grows as they shrink.
    public func place(_ layout: Layout, axis: Vector3, orientation: Matrix4, zoom: Double) -> ViewPlacement.Result {
        guard let a = axis.normalized, abs(a.z) < 0.999, layout.tags.count > 1 else {
            return still.place(layout, orientation: orientation, zoom: zoom)
        }
        let m = orientation.isFinite ? orientation : .identity
        var state = SpinRelaxation(layout: layout, axis: SIMD3(a.x, a.y, a.z), zoom: zoom, settings: self)
        // As for a still: when the labels cannot be separated, all shrink by one factor.
        let floor = min(1, max(0.01, still.minimumFactor.isFinite ? still.minimumFactor : 1))
        // Labels at each factor are separated at the radius they will be drawn at.
        state.factor = ViewPlacement.startingFactor(floor: floor) { f in
            state.setRadius(layout.radius(zoom: zoom, sizeFactor: f))
            return state.areaFactor()
        }
        var converged = false
        while true {
            state.setRadius(layout.radius(zoom: zoom, sizeFactor: state.factor))
            converged = state.separate(rounds: max(1, iterations))
            guard !converged, state.factor > floor, still.shrinkStep > 0, still.shrinkStep < 1 else { break }
            state.factor = max(floor, state.factor * still.shrinkStep)
        }
        state.u = Self.facingHeavy(state.u, weights: layout.tags.map(\.weight))
        let back = m.transposed
        let points = state.viewPoints().map { v -> Vector3 in
            back.transformDirection(Vector3(v.x, v.y, v.z)).normalized ?? .unitZ
        }
        return ViewPlacement.Result(points: points, sizeFactor: state.factor, converged: converged)
    }

    /// The longitudes `u` turned together about the spin axis so that the
    /// heaviest tags (``ViewPlacement/heavyCount(tags:)``) face the viewer
    /// at the start: their weighted mean direction comes to u = 0, the
    /// front. A turn about the axis keeps every band and every gap between
    /// labels, so the spin stays as separated; only frame 0 changes.
    static func facingHeavy(_ u: [Double], weights: [Double]) -> [Double] {
        let w = weights.map { $0.isFinite ? max(0, $0) : 0 }
        let heavy = u.indices.sorted { w[$0] > w[$1] || (w[$0] == w[$1] && $0 < $1) }
            .prefix(ViewPlacement.heavyCount(tags: u.count))
        var (x, y) = (0.0, 0.0)
        for t in heavy {
            let k = w[t] > 0 ? w[t] : 1
            x += k * cos(u[t])
            y += k * sin(u[t])
        }
        guard x * x + y * y > 1e-18 else { return u }
        let phase = atan2(y, x)
        return u.map { remainder($0 - phase, 2 * Double.pi) }
    }
}
