import Homogeneous

/// Places tags on the sphere for one known view, so that a still image
/// shows labels rather than points (issue 16):
///
/// - the heaviest tags face the viewer: the ``heavyCount(tags:)`` heaviest
///   stay at view depth ≥ ``heavyDepth``;
/// - no two labels in the front hemisphere (depth > 0) overlap: their boxes
///   keep ``gap`` pixels apart;
/// - it still reads as a sphere: the points stay on the unit sphere, about
///   half the tags (never fewer than 35% for 20 tags or more) are on the
///   back, and no two points are closer than ``spacing``/√N.
///
/// How: in view space, the tags start at the layout's own points as the
/// view sees them (so the picture still turns with the orientation), except
/// that the heavy tags swap onto the points nearest the viewer, heaviest
/// nearest; a tag keeps the hemisphere it starts in. Then, repeatedly, every pair of overlapping front
/// label boxes is pushed apart along the axis it overlaps least on screen
/// (each by half), the push is taken back onto the sphere (x and y move,
/// z follows), and every pair of points closer than the spacing is pushed
/// apart along the sphere. When ``iterations`` rounds do not separate the
/// labels, every label shrinks by ``shrinkStep`` and the rounds go on from
/// where they were, as word_cloud shrinks words until they fit, down to
/// ``minimumFactor`` (where they stay, and may overlap, rather than shrink
/// into illegibility). The factor starts no larger than the one at which
/// the front labels would cover ``coverage`` of the sphere's disc, as no
/// arrangement fits more. At each factor the labels are separated on the
/// sphere they will be drawn on: a fitted radius is fitted to the labels at
/// that size (``Layout/baseRadius(sizeFactor:)``), so it grows as they
/// shrink. Deterministic, and O(N log N + pairs) per round.
public struct ViewPlacement: Hashable, Sendable {
    /// Rounds of separation before the labels shrink. Default 200.
    public var iterations: Int
    /// The factor labels shrink by when a round of ``iterations`` fails. Default 0.92.
    public var shrinkStep: Double
    /// The smallest size factor tried: where the labels do not fit even at
    /// this size, they stay at it and ``Result/converged`` is false (a front
    /// end warns instead of shrinking them into illegibility). Default 0.25.
    public var minimumFactor: Double
    /// The most of the sphere's disc the front labels may cover. Default 0.45.
    public var coverage: Double
    /// The free space kept between front label boxes, in pixels. Default 1.
    public var gap: Double
    /// The view depth the heaviest tags keep. Default 0.32 (the bar is 0.3).
    public var heavyDepth: Double
    /// The smallest distance between points, times √N. Default 2.6 (the bar is 2.5).
    /// Fewer than ``sphereCount`` tags are spaced as that many would be.
    public var spacing: Double
    /// The share of the smaller box two labels left drawn may have in
    /// common once the tags are placed: a label a nearer one covers more is
    /// faded to ``coveredAlpha`` (see ``CoveredLabels``). Default
    /// ``CoveredLabels/defaultShare``.
    public var coveredShare: Double = CoveredLabels.defaultShare
    /// The opacity a covered label is drawn with at most. Default 0: it is
    /// left out (a ghost at 0.1 still read as text behind text in the
    /// pictures), and the layout JSON counts it as `"faded"`.
    public var coveredAlpha: Double = 0
    /// The most tags placed for the view: with more, the tags keep their
    /// points, ``place(_:orientation:zoom:)`` returns at once with
    /// ``Result/converged`` false and ``Result/gaveUp`` true (a front end
    /// warns), and only the covered labels fade. The relaxation costs about
    /// the square of the tags that crowd the front. Default 5,000.
    public var maximumTags: Int = 5_000

    /// The fewest tags that are spaced as a sphere: 20. Fewer cannot both
    /// keep the heavy ones in front and be √N·spacing apart (two tags would
    /// need to be 134° apart), so they keep the spacing of 20.
    public static let sphereCount = 20

    /// Creates the settings; every parameter has a default.
    public init(iterations: Int = 200, shrinkStep: Double = 0.92, minimumFactor: Double = 0.25,
                coverage: Double = 0.45, gap: Double = 1, heavyDepth: Double = 0.32, spacing: Double = 2.6) {
        self.iterations = iterations
        self.shrinkStep = shrinkStep
        self.minimumFactor = minimumFactor
        self.coverage = coverage
        self.gap = gap
        self.heavyDepth = heavyDepth
        self.spacing = spacing
    }

    /// The size factor below which a front end should warn that the labels
    /// had to shrink a lot to fit: 0.5.
    public static let warningFactor = 0.5

    /// What ``place(_:orientation:zoom:)`` found.
    public struct Result: Hashable, Sendable {
        /// Each tag's point on the unit sphere, in model coordinates.
        public var points: [Vector3]
        /// The factor every label's size was multiplied by to fit (1: none).
        public var sizeFactor: Double
        /// Whether the front labels were separated (false only at ``minimumFactor``).
        public var converged: Bool
        /// Whether there were more than ``maximumTags`` tags, so they were not placed.
        public var gaveUp = false
    }

    /// How many of the heaviest tags must face the viewer: the 10 heaviest,
    /// or the top 10% where that is more (all of them when fewer than 10).
    public static func heavyCount(tags: Int) -> Int {
        min(tags, max(10, (tags + 9) / 10))
    }

    /// Places `layout`'s tags for the view `orientation` (model → view) at
    /// `zoom`; sizes and extents are the layout's. A non-finite orientation
    /// is taken as the identity.
    public func place(_ layout: Layout, orientation: Matrix4, zoom: Double) -> Result {
        let n = layout.tags.count
        guard n > 0 else { return Result(points: [], sizeFactor: 1, converged: true) }
        guard n <= maximumTags else { return Result(points: layout.points, sizeFactor: 1, converged: false, gaveUp: true) }
        let m = orientation.isFinite ? orientation : .identity
        var state = ViewRelaxation(layout: layout, orientation: m, zoom: zoom, settings: self)
        let floor = min(1, max(0.01, minimumFactor.isFinite ? minimumFactor : 1))
        // Labels at each factor are separated at the radius they will be drawn at.
        var factor = Self.startingFactor(floor: floor) { f in
            state.radius = layout.radius(zoom: zoom, sizeFactor: f)
            return state.areaFactor()
        }
        var converged = false
        while true {
            state.radius = layout.radius(zoom: zoom, sizeFactor: factor)
            converged = state.separate(factor: factor, rounds: max(1, iterations))
            guard !converged, factor > floor, shrinkStep > 0, shrinkStep < 1 else { break }
            factor = max(floor, factor * shrinkStep)
        }
        // Back to model space: the orientation is a rotation, so its inverse is its transpose.
        let back = m.transposed
        let points = state.v.map { v -> Vector3 in
            let p = back.transformDirection(Vector3(v.x, v.y, v.z))
            return p.normalized ?? Vector3.unitZ
        }
        return Result(points: points, sizeFactor: factor, converged: converged)
    }

    /// The size factor the shrinking starts at: the largest f in
    /// [`floor`, 1] with f ≤ `areaFactor(f)`, the factor at which the front
    /// labels cover ``coverage`` of the sphere with the sphere at the radius
    /// labels at f leave it (a fitted radius grows as f falls, and with it
    /// the area factor); `floor` when there is none. With a radius that
    /// does not depend on f, that is the area factor itself.
    static func startingFactor(floor: Double, areaFactor: (Double) -> Double) -> Double {
        let top = areaFactor(1) - 1
        if top >= 0 { return 1 }
        let bottom = areaFactor(floor) - floor
        if bottom < 0 { return floor }
        // Regula falsi (the Illinois kind: a side kept twice in a row has its
        // value halved) on g(f) = areaFactor(f) − f, which holds (g ≥ 0) at
        // `low` and fails at `high`; each try costs a fit of the radius, so
        // this takes a handful where bisection would take twenty.
        var (low, gLow, high, gHigh) = (floor, bottom, 1.0, top)
        var kept = 0
        for _ in 0..<40 where high - low > 1e-7 {
            var f = low + gLow * (high - low) / (gLow - gHigh)
            if !(f > low && f < high) { f = (low + high) / 2 }
            let g = areaFactor(f) - f
            if g >= 0 {
                (low, gLow) = (f, g)
                if kept > 0 { gHigh /= 2 }
                kept = 1
            } else {
                (high, gHigh) = (f, g)
                if kept < 0 { gLow /= 2 }
                kept = -1
            }
        }
        return max(floor, min(1, areaFactor(low)))
    }
}
