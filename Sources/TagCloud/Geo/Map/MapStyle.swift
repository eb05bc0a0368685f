import Raster

/// How a globe is drawn as a map: markers, label halos, the land, and a
/// latitude and longitude grid. (Label colours, routes and links keep
/// their ``SceneStyle``.)
public struct MapStyle: Hashable, Sendable {
    /// How places are marked.
    public var markers: MarkerStyle
    /// The marker's radius in px (a pin's head; its point is 2.4 radii below).
    public var markerRadius: Double
    /// The marker colour; nil takes each place's label colour.
    public var markerColor: Color?
    /// The colour of ``GlobeMap/marks`` (places marked without a label).
    public var markColor: Color
    /// Whether each route's start and end get a small ring in the route
    /// colour (see ``GlobeMap/ends``).
    public var routeEnds: Bool
    /// The width in px of the background-coloured halo round each label (0: none).
    public var halo: Double
    /// Whether land outlines are drawn (from ``GlobeMap/land``).
    public var coastlines: Bool
    /// The colour of land outlines.
    public var coastColor: Color
    /// The width of land outlines in px.
    public var coastWidth: Double
    /// The fill of the land, under everything else; nil leaves it unfilled.
    public var landColor: Color?
    /// The spacing in degrees of a latitude and longitude grid; nil draws none.
    public var graticule: Double?
    /// The colour of the grid.
    public var graticuleColor: Color
    /// The width of the grid's lines in px.
    public var graticuleWidth: Double

    /// The default coast colour: a light grey-blue.
    public static let defaultCoastColor = Color(r: 0x8f, g: 0xa6, b: 0xc4, a: 0xd0)
    /// The default grid colour: faint grey-blue.
    public static let defaultGraticuleColor = Color(r: 0x8a, g: 0x98, b: 0xb8, a: 0x48)

    /// Creates a style; every parameter has a default (dots of 3 px, a
    /// 2 px halo, no route ends, no land, no grid).
    public init(markers: MarkerStyle = .dot, markerRadius: Double = 3, markerColor: Color? = nil,
                markColor: Color = Color(r: 0xff, g: 0xb8, b: 0x4d), halo: Double = 2, routeEnds: Bool = false, coastlines: Bool = false, coastColor: Color = MapStyle.defaultCoastColor,
                coastWidth: Double = 1, landColor: Color? = nil, graticule: Double? = nil,
                graticuleColor: Color = MapStyle.defaultGraticuleColor, graticuleWidth: Double = 0.75) {
        self.markers = markers
        self.markerRadius = markerRadius
        self.markerColor = markerColor
        self.markColor = markColor
        self.halo = halo
        self.routeEnds = routeEnds
        self.coastlines = coastlines
        self.coastColor = coastColor
        self.coastWidth = coastWidth
        self.landColor = landColor
        self.graticule = graticule
        self.graticuleColor = graticuleColor
        self.graticuleWidth = graticuleWidth
    }
}
