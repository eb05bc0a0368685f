/// A globe drawn as a map: the places marked, their labels placed beside
/// the marks without colliding, routes and links beneath them, and
/// optionally the land. Set ``Cloud/map`` to draw a cloud this way.
public struct GlobeMap: Hashable, Sendable {
    /// How the map is drawn.
    public var style: MapStyle
    /// The land to draw when ``MapStyle/fillsLand`` or
    /// ``MapStyle/coastlines`` asks (the `NaturalEarth` module has one; nil
    /// draws none).
    public var land: LandOutlines?
    /// Places marked without a label (a route's waypoints or ends, say):
    /// drawn like the places' markers in ``MapStyle/markColor``, under the
    /// places' own markers, and kept clear by every label.
    public var marks: [GeoCoordinate]
    /// The routes' ends (each route's first and last place), drawn as small
    /// rings in the route colour and kept clear by every label. ``Cloud``
    /// fills them from its routes when ``MapStyle/routeEnds`` is set.
    public var ends: [GeoCoordinate]
    /// Where the places named before all others are: a place within
    /// ``leadDistance`` of one of these (a route's start or end, a named
    /// waypoint) is taken first by the label placer, by its own weight
    /// among such places, as a map of a journey names its stops before
    /// the towns around them. ``Cloud`` adds its routes' ends.
    public var leads: [GeoCoordinate]

    /// How near a lead a place must be to be named first: 2 km (as an angle
    /// on the Earth's mean radius).
    public static let leadDistance = Angle.radians(2 / 6371.0)

    /// Creates a map.
    public init(style: MapStyle = MapStyle(), land: LandOutlines? = nil, marks: [GeoCoordinate] = [],
                ends: [GeoCoordinate] = [], leads: [GeoCoordinate] = []) {
        self.style = style
        self.land = land
        self.marks = marks
        self.ends = ends
        self.leads = leads
    }

    /// The map with `waypoints` (a route file's, say) added to ``marks``,
    /// and the named ones to ``leads``.
    public func marking(_ waypoints: [Waypoint]) -> GlobeMap {
        var map = self
        map.marks += waypoints.map(\.coordinate)
        map.leads += waypoints.filter { $0.name.map { !$0.isEmpty } ?? false }.map(\.coordinate)
        return map
    }
}
