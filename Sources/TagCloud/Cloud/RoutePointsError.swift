/// The routes would take more than ``cap`` points to draw or to frame.
public struct RoutePointsError: Error, Hashable, Sendable {
    /// The cap that was passed (``Cloud/maxRoutePoints``).
    public var cap: Int
    /// The index of the route whose points took the total past the cap.
    public var route: Int

    /// Creates the error.
    public init(cap: Int, route: Int = 0) {
        self.cap = cap
        self.route = route
    }
}
