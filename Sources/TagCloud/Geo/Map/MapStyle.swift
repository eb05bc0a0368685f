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
    /// Whether the land is filled (from ``GlobeMap/land``), in
    /// ``landColor`` or else ``landFill(on:)`` of the background.
    public var fillsLand: Bool
    /// Whether land outlines are drawn (from ``GlobeMap/land``).
    public var coastlines: Bool
    /// The colour of land outlines.
    public var coastColor: Color
    /// The width of land outlines in px.
    public var coastWidth: Double
    /// The fill of the land, under everything else; nil takes
    /// ``landFill(on:)`` of the background (with ``fillsLand``).
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
    /// 2 px halo, no route ends, the land filled subtly and outlined, no grid).
    public init(markers: MarkerStyle = .dot, markerRadius: Double = 3, markerColor: Color? = nil,
                markColor: Color = Color(r: 0xff, g: 0xb8, b: 0x4d), halo: Double = 2, routeEnds: Bool = false,
                fillsLand: Bool = true, coastlines: Bool = true, coastColor: Color = MapStyle.defaultCoastColor,
                coastWidth: Double = 1, landColor: Color? = nil, graticule: Double? = nil,
                graticuleColor: Color = MapStyle.defaultGraticuleColor, graticuleWidth: Double = 0.75) {
        self.markers = markers
        self.markerRadius = markerRadius
        self.markerColor = markerColor
        self.markColor = markColor
        self.halo = halo
        self.routeEnds = routeEnds
        self.fillsLand = fillsLand
        self.coastlines = coastlines
        self.coastColor = coastColor
        self.coastWidth = coastWidth
        self.landColor = landColor
        self.graticule = graticule
        self.graticuleColor = graticuleColor
        self.graticuleWidth = graticuleWidth
    }

    /// The default land fill on `background`: the background moved an
    /// eighth of the way to the coast colour, so the land reads as land and
    /// labels and routes stay the strongest marks; on a transparent
    /// background, the coast colour at an eighth of its opacity.
    public func landFill(on background: Color) -> Color {
        guard background.a > 0 else { return Color(r: coastColor.r, g: coastColor.g, b: coastColor.b, a: coastColor.a / 8) }
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * 7 + Double(b)) / 8 + 0.5) }
        return Color(r: mix(background.r, coastColor.r), g: mix(background.g, coastColor.g),
                     b: mix(background.b, coastColor.b), a: background.a)
    }
}

extension MapStyle {
    /// The command line's map style for `viewport`: the initializer's
    /// defaults with route ends marked and a marker and halo that follow the image's
    /// shorter side (3 and 2 px at 1280×720; see ``markerRadiusPerSide``).
    public init(for viewport: Viewport) {
        self.init()
        let side = min(viewport.width, viewport.height)
        markerRadius = max(Self.minimumMarkerRadius, side * Self.markerRadiusPerSide)
        halo = max(Self.minimumHalo, side * Self.haloPerSide)
        routeEnds = true
    }

    /// The default marker radius per pixel of the image's shorter side: 1/240.
    public static let markerRadiusPerSide = 1.0 / 240
    /// The smallest default marker radius: 2 px.
    public static let minimumMarkerRadius = 2.0
    /// The default halo per pixel of the image's shorter side: 1/360.
    public static let haloPerSide = 1.0 / 360
    /// The narrowest default halo: 1 px.
    public static let minimumHalo = 1.0
}
