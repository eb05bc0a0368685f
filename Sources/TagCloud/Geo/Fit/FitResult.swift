import Homogeneous

/// The orientation and zoom that frame some content, from ``FitToContent``.
public struct FitResult: Hashable, Sendable {
    /// What decided the zoom.
    public enum Limit: Hashable, Sendable {
        /// The content's padded extent fills the frame in one dimension.
        case frame
        /// The content is narrower than the minimum span, so it is shown as
        /// if it were that wide.
        case minimumSpan
        /// The zoom reached the maximum.
        case maximumZoom
        /// Some content is on the back side (more than 90° from the centre),
        /// so the zoom is capped at 1: the whole sphere.
        case backSide
        /// There is nothing to fit, or its mean direction is (nearly) zero
        /// (points spread evenly all round): the orientation is kept and the zoom is 1.
        case noDirection
    }

    /// The orientation (model → view) that brings the content's centre to the
    /// front, view (0, 0, 1), with north up.
    public var orientation: Matrix4
    /// The zoom: the sphere's on-screen radius is the base radius times this.
    public var zoom: Double
    /// The content's centre, a model-space unit vector (nil with ``Limit/noDirection``).
    public var centre: Vector3?
    /// What decided ``zoom``.
    public var limit: Limit

    /// Creates a result.
    public init(orientation: Matrix4, zoom: Double, centre: Vector3?, limit: Limit) {
        self.orientation = orientation
        self.zoom = zoom
        self.centre = centre
        self.limit = limit
    }
}
