import Homogeneous
import Raster

/// Everything needed to turn a ``SphereCurve`` into screen segments: the
/// viewport, the sphere's size and zoom, the projection, the back-side rule
/// and the stroke width (for culling).
///
/// ## Projection
///
/// A view-space point (x, y, z), in sphere radii, lands at
///
///     sx = cx + R·zoom·x·f,   sy = cy − R·zoom·y·f
///
/// with f = 1 (orthographic, the default) or, for a perspective camera at
/// distance D sphere radii from the centre, f = D / (D − z), which is 1 in
/// the plane z = 0 through the sphere's centre. Both live in one function,
/// `project(_:)`.
///
/// ## Horizon
///
/// A point on the surface is visible when its view z is at least the
/// horizon height h: 0 for the orthographic view, 1/D in perspective. A point
/// lifted to ℓ radii sees further round: it is visible unless the sphere
/// hides it, which happens exactly when its unit direction's z is below
/// `h(ℓ) = (1/D)(1/ℓ) − √(1 − 1/D²)·√(1 − 1/ℓ²)` (the cosine of the sum of
/// the two tangent angles; D = ∞ for the orthographic view).
public struct CurveView: Hashable, Sendable {
    /// The viewport width in px.
    public var width: Double
    /// The viewport height in px.
    public var height: Double
    /// The sphere's centre on screen, in px.
    public var centre: Point
    /// The sphere's radius in px at zoom 1 (the layout's fit to the frame).
    public var radius: Double
    /// The zoom factor.
    public var zoom: Double
    /// The perspective camera's distance from the centre in sphere radii,
    /// or nil for the orthographic view. Must exceed every lift.
    public var cameraDistance: Double?
    /// What happens behind the sphere.
    public var backface: BackfaceMode
    /// The opacity factor deep behind the sphere in ``BackfaceMode/fade`` mode.
    public var backAlpha: Double
    /// The stroke width in px: segments farther than half of it outside the
    /// viewport are culled.
    public var strokeWidth: Double
    /// The sphere's stretch on screen (see ``LayoutOptions/stretch``). Default none.
    public var stretch: Stretch = .none

    /// How far behind the horizon (in view z) the fade reaches ``backAlpha``.
    public static let fadeBand = 0.25

    /// Creates a view; the centre defaults to the middle of the viewport.
    public init(width: Double, height: Double, radius: Double, zoom: Double = 1, centre: Point? = nil,
                cameraDistance: Double? = nil, backface: BackfaceMode = .hide, backAlpha: Double = 0.25,
                strokeWidth: Double = 2) {
        self.width = width
        self.height = height
        self.centre = centre ?? Point(x: width / 2, y: height / 2)
        self.radius = radius
        self.zoom = zoom
        self.cameraDistance = cameraDistance
        self.backface = backface
        self.backAlpha = backAlpha
        self.strokeWidth = strokeWidth
    }

    /// The sphere's radius on screen, `radius · zoom`.
    public var screenRadius: Double { radius * zoom }

    /// The screen position of a view-space point (see the type's
    /// documentation), or nil when it is at or behind the perspective camera.
    /// This is the one place the projection is written; swap it here.
    func project(_ v: Vector3) -> Point? {
        var f = 1.0
        if let d = cameraDistance {
            guard d - v.z > 1e-9 else { return nil }
            f = d / (d - v.z)
        }
        let s = screenRadius * f
        return Point(x: centre.x + s * stretch.x * v.x, y: centre.y - s * stretch.y * v.y)
    }

    /// The horizon height for a point lifted to `lift` radii: its unit
    /// direction is hidden when its view z is below this.
    func horizon(lift: Double) -> Double {
        let l = max(1, lift)
        let cosCamera = cameraDistance.map { 1 / max(1, $0) } ?? 0
        let sinCamera = (1 - cosCamera * cosCamera).squareRoot()
        let cosPoint = 1 / l
        let sinPoint = max(0, 1 - cosPoint * cosPoint).squareRoot()
        return cosCamera * cosPoint - sinCamera * sinPoint
    }

    /// The fade factor for a point `aboveHorizon` (z minus the horizon height):
    /// 1 on the visible side, easing (smoothstep) to ``backAlpha`` at
    /// ``fadeBand`` behind it.
    func fade(aboveHorizon g: Double) -> Double {
        let t = min(1, max(0, (g + Self.fadeBand) / Self.fadeBand))
        return backAlpha + (1 - backAlpha) * t * t * (3 - 2 * t)
    }
}
