import Homogeneous

/// How densely a curve on the sphere is sampled: at most ``maximumStep`` of
/// arc per segment and, when the on-screen radius is known, short enough
/// that a straight segment strays from the true curve by at most
/// ``tolerance`` pixels.
///
/// A chord spanning angle θ on a circle of radius r px sags `r·(1 − cos θ/2)`
/// ≈ `r·θ²/8` below it, so the pixel rule allows θ ≤ √(8·tolerance / r).
public struct CurveSampling: Hashable, Sendable {
    /// The longest segment, as an angle of arc.
    public var maximumStep: Angle
    /// The sphere's radius on screen in px (layout radius × zoom), if known.
    public var screenRadius: Double?
    /// The largest distance in px between a segment and the true curve.
    public var tolerance: Double

    /// The shortest step ever used, so that a huge zoom cannot ask for
    /// millions of samples: 0.01° (about 1.1 km on the Earth).
    public static let minimumStep = Angle.degrees(0.01)

    /// The default for routes: 1° steps, 0.25 px.
    public static let routes = CurveSampling(maximumStep: .degrees(1))
    /// The default for links: 2° steps, 0.25 px.
    public static let links = CurveSampling(maximumStep: .degrees(2))

    /// Creates a sampling rule.
    public init(maximumStep: Angle, screenRadius: Double? = nil, tolerance: Double = 0.25) {
        self.maximumStep = maximumStep
        self.screenRadius = screenRadius
        self.tolerance = tolerance
    }

    /// This rule for a sphere drawn `screenRadius` px wide.
    public func onScreen(radius screenRadius: Double) -> CurveSampling {
        var copy = self
        copy.screenRadius = screenRadius
        return copy
    }

    /// The step in radians for a curve lifted to at most `lift` sphere radii.
    public func step(lift: Double = 1) -> Double {
        var step = maximumStep.radians
        if let r = screenRadius, r > 0, tolerance > 0 {
            step = min(step, (8 * tolerance / (r * max(1, lift))).squareRoot())
        }
        // NaN or a too-small step falls back to the minimum.
        return step >= Self.minimumStep.radians ? step : Self.minimumStep.radians
    }
}
