/// Gathers the paths and waypoints of a route file as a format's reader
/// finds them: each path goes through a ``RouteSimplifier``, only the path
/// ``RouteReadOptions/pathIndex`` names is kept, and paths and waypoints
/// together keep at most ``RouteReadOptions/maximumPoints`` places.
struct RouteCollector {
    /// The reader's options.
    let options: RouteReadOptions
    /// The paths kept so far.
    private(set) var paths: [[GeoCoordinate]] = []
    /// The waypoints kept so far.
    private(set) var waypoints: [Waypoint] = []
    /// The number of paths begun, kept or not.
    private(set) var pathCount = 0
    /// The path being read, when it is kept.
    private var current: RouteSimplifier?
    /// Places kept in finished paths and waypoints.
    private var kept = 0

    init(options: RouteReadOptions) { self.options = options }

    /// Starts the next path.
    mutating func beginPath() {
        endPath()
        if options.pathIndex == nil || options.pathIndex == pathCount {
            current = RouteSimplifier(tolerance: options.tolerance, maximumPoints: options.maximumPoints - kept)
        }
        pathCount += 1
    }

    /// Adds a place to the current path; false when that would keep more
    /// than the cap allows.
    mutating func append(_ place: GeoCoordinate) -> Bool {
        guard current != nil else { return true }
        return current!.append(place)
    }

    /// Ends the current path, if one is open.
    mutating func endPath() {
        if let path = current {
            paths.append(path.places)
            kept += path.places.count
        }
        current = nil
    }

    /// Adds a waypoint; false when that would keep more than the cap allows.
    mutating func add(_ waypoint: Waypoint) -> Bool {
        guard kept + (current?.places.count ?? 0) < options.maximumPoints else { return false }
        waypoints.append(waypoint)
        kept += 1
        return true
    }

    /// The message for going over the cap.
    var tooManyPoints: String {
        "too many points: the route keeps more than \(options.maximumPoints) after simplifying"
    }

    /// The document; nil when ``RouteReadOptions/pathIndex`` is beyond the paths read.
    mutating func finish(_ format: RouteFormat) -> RouteDocument? {
        endPath()
        if let index = options.pathIndex, index >= pathCount { return nil }
        return RouteDocument(format: format, paths: paths, waypoints: waypoints)
    }

    /// The message for a path index beyond the `count` paths (or routes) read.
    func noSuchPath(_ count: Int, noun: String = "path") -> String {
        let index = options.pathIndex ?? 0
        return count == 0 ? "there is no \(noun) \(index): the file has none"
            : "there is no \(noun) \(index): the file has \(count) (numbered from 0 to \(count - 1))"
    }
}
