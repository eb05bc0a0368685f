import Homogeneous

extension SceneCurve {
    /// How much wider than the lightest link the heaviest may be drawn.
    public static let maximumLinkWidthFactor = 4.0

    /// The stroke width of a link of `weight` when the lightest link weighs
    /// `lightest`: `base · √(weight / lightest)`, at most
    /// ``maximumLinkWidthFactor`` times `base`. The lightest link is drawn at
    /// `base`, and a link's ink area grows with its weight like a label's
    /// (whose size follows the square root of its weight by default). The
    /// rule depends only on weight ratios, so counts and fractions read alike.
    public static func linkWidth(weight: Double, lightest: Double, base: Double) -> Double {
        guard weight.isFinite, lightest.isFinite, lightest > 0, weight > lightest else { return base }
        return base * min(maximumLinkWidthFactor, (weight / lightest).squareRoot())
    }

    /// Each link's arc between its tags' model-space `points`, lifted
    /// ``SphereCurve/defaultLift`` radii at its middle, sampled for a sphere
    /// `screenRadius` px wide, in ``SceneStyle/linkColor``, with its width
    /// from ``linkWidth(weight:lightest:base:)`` and ``SceneStyle/linkWidth``.
    /// Links whose arc is empty (an index out of range) are left out.
    public static func links(_ links: [TagLink], points: [Vector3], style: SceneStyle,
                             screenRadius: Double) -> [SceneCurve] {
        let sampling = CurveSampling.links.onScreen(radius: screenRadius)
        let lightest = links.map(\.weight).filter { $0.isFinite && $0 > 0 }.min() ?? 1
        return links.compactMap { link in
            let arc = link.arc(points: points, sampling: sampling)
            guard arc.segmentCount > 0 else { return nil }
            let width = linkWidth(weight: link.weight, lightest: lightest, base: style.linkWidth)
            return SceneCurve(curve: arc, color: style.linkColor, width: width)
        }
    }

    /// A route along the surface through `places` (great-circle arcs between
    /// them) sampled for a sphere `screenRadius` px wide, in
    /// ``SceneStyle/routeColor`` and ``SceneStyle/routeWidth``.
    public static func route(through places: [GeoCoordinate], style: SceneStyle,
                             screenRadius: Double) -> SceneCurve {
        let curve = SphereCurve.route(through: places, sampling: CurveSampling.routes.onScreen(radius: screenRadius))
        return SceneCurve(curve: curve, color: style.routeColor, width: style.routeWidth)
    }
}
