import Raster

/// A stroke on (or just above) the sphere, in model space: a link arc, a
/// route, or a guide line. It turns with the sphere and is drawn among the
/// labels in depth order.
public struct SceneCurve: Hashable, Sendable {
    /// The sampled curve on the unit sphere, with its lift above the surface.
    public var curve: SphereCurve
    /// The stroke colour (its alpha multiplies the depth fade).
    public var color: Color
    /// The stroke width in px.
    public var width: Double

    /// Creates a curve with a colour and width.
    public init(curve: SphereCurve, color: Color, width: Double) {
        self.curve = curve
        self.color = color
        self.width = width
    }
}
