/// A globe drawn as a map: the places marked, their labels placed beside
/// the marks without colliding, routes and links beneath them, and
/// optionally the land. Set ``Cloud/map`` to draw a cloud this way.
public struct GlobeMap: Hashable, Sendable {
    /// How the map is drawn.
    public var style: MapStyle
    /// The land to draw when ``MapStyle/coastlines`` or
    /// ``MapStyle/landColor`` asks (the `NaturalEarth` module has one).
    public var land: LandOutlines?
    /// Places marked without a label (a route's waypoints or ends, say):
    /// drawn like the places' markers in ``MapStyle/markColor``, under the
    /// places' own markers, and kept clear by every label.
    public var marks: [GeoCoordinate]

    /// Creates a map.
    public init(style: MapStyle = MapStyle(), land: LandOutlines? = nil, marks: [GeoCoordinate] = []) {
        self.style = style
        self.land = land
        self.marks = marks
    }
}
