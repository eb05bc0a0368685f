import Homogeneous

/// How ``RouteReader`` reads a route file.
public struct RouteReadOptions: Hashable, Sendable {
    /// The format; nil detects it (see ``RouteFormat``).
    public var format: RouteFormat?
    /// Places closer than this to the last kept place of a path are dropped
    /// as they are read (see ``RouteSimplifier``).
    public var tolerance: Angle = .zero
    /// The most places kept, paths and waypoints together; one more is an
    /// error whose ``InputError/exceededCap`` is ``InputError/Cap/routePoints``.
    public var maximumPoints: Int = .max
    /// Keep only this path (a routing response's route), counted from 0; nil keeps all.
    public var pathIndex: Int?
    /// Which polylines of a routing-engine response to read.
    public var detail: RouteDetail = .overview
    /// The precision of OSRM and GraphHopper polylines when the response does
    /// not say (their default is 5; `geometries=polyline6` makes 6).
    /// Google's is always 5 and Valhalla's 6.
    public var polylinePrecision: PolylinePrecision?

    /// Options that detect the format and keep everything.
    public init() {}
}
