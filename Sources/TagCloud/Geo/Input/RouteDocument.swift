/// What a route file holds: its paths, and its places to mark.
///
/// Every format reads into this: a CSV file is one path; a GPX file is a
/// path per track segment and per route, and a waypoint per `wpt`; GeoJSON
/// is a path per line and a waypoint per point; a routing-engine response is
/// a path per route.
public struct RouteDocument: Hashable, Sendable {
    /// The format the file was read as.
    public var format: RouteFormat
    /// The paths, in file order, each thinned by the reader's tolerance.
    public var paths: [[GeoCoordinate]]
    /// The places the file marks (GPX `wpt`, GeoJSON `Point` and `MultiPoint`).
    public var waypoints: [Waypoint]

    /// Creates a document.
    public init(format: RouteFormat, paths: [[GeoCoordinate]], waypoints: [Waypoint] = []) {
        self.format = format
        self.paths = paths
        self.waypoints = waypoints
    }
}

/// A place a route file marks, with its name if it has one.
public struct Waypoint: Hashable, Sendable {
    /// Where it is.
    public var coordinate: GeoCoordinate
    /// Its name (GPX `<name>`, a GeoJSON feature's `name` property), if any.
    public var name: String?

    /// Creates a waypoint.
    public init(coordinate: GeoCoordinate, name: String? = nil) {
        self.coordinate = coordinate
        self.name = name
    }
}
