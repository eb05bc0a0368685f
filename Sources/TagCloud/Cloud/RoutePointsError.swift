/// The routes would take more than ``cap`` points to draw or to frame.
public struct RoutePointsError: Error, Hashable, Sendable {
    /// The cap that was passed (``Cloud/maxRoutePoints``).
    public var cap: Int

    /// Creates the error.
    public init(cap: Int) {
        self.cap = cap
    }
}
