/// A globe drawn as a map: the places marked, their labels placed beside
/// the marks without colliding, routes and links beneath them, and
/// optionally the land. Set ``Cloud/map`` to draw a cloud this way.
public struct GlobeMap: Hashable, Sendable {
    /// How the map is drawn.
    public var style: MapStyle
    /// The land to draw when ``MapStyle/coastlines`` or
    /// ``MapStyle/landColor`` asks (the `NaturalEarth` module has one).
    public var land: LandOutlines?

    /// Creates a map.
    public init(style: MapStyle = MapStyle(), land: LandOutlines? = nil) {
        self.style = style
        self.land = land
    }
}
