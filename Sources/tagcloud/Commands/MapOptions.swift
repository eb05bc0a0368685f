import Raster
import TagCloud
import NaturalEarth

/// The library's default map look, which the options below show.
private let defaultMapStyle = MapStyle()

/// The options that draw a `--globe` as a map: markers, label halos, the
/// land and a grid. Labels are always placed beside their markers.
enum MapOptions {
    /// `--markers dot|pin|none`.
    static let markers = Option<MarkerStyle>(
        "markers",
        help: "With --globe: how each place is marked. Its label sits beside the mark in the first "
            + "of 8 positions (upper right first) that overlaps no other label, marker or line; "
            + "labels with no free position are left out, lightest first, and their marks stay.",
        default: .value(defaultMapStyle.markers.rawValue), parser: .choice(MarkerStyle.self))

    /// `--halo WIDTH`.
    static let halo = Option<Double>(
        "halo", valueName: "WIDTH",
        help: "With --globe: a halo of the background colour WIDTH px wide round each label, so a "
            + "line under it stays legible; 0 draws none. Labels keep this far apart.",
        default: .described("2 at 1280x720: the shorter image side ÷ 360, at least 1"),
        parser: .number(in: 0...50))

    /// `--waypoints show|hide`.
    static let waypoints = Option<ShowChoice>(
        "waypoints",
        help: "With --globe and --route: mark the route files' waypoints (GPX wpt, GeoJSON points) "
            + "like places, in the route colour and without a label; labels keep clear of them.",
        default: .value(ShowChoice.show.rawValue), parser: .choice(ShowChoice.self))

    /// `--route-ends show|hide`.
    static let routeEnds = Option<ShowChoice>(
        "route-ends",
        help: "With --globe: a small ring in the route colour at each route's start and end; "
            + "labels keep clear of them.",
        default: .value(ShowChoice.show.rawValue), parser: .choice(ShowChoice.self))

    /// `--coastlines`.
    static let coastlines = Flag(
        "coastlines",
        help: "With --globe: draw the land's outlines (Natural Earth, 1:110m, public domain).")

    /// `--land COLOR`.
    static let land = Option<Color>(
        "land", valueName: "COLOR", help: "With --globe: fill the land with COLOR, under everything else.",
        parser: .custom(placeholder: "COLOR") { try Color(parsing: $0) })

    /// `--graticule DEG`.
    static let graticule = Option<Double>(
        "graticule", valueName: "DEG",
        help: "With --globe: draw a faint grid of parallels and meridians every DEG degrees.",
        parser: .number(in: GlobeMap.graticuleRange))

    /// The options that place labels (for `layout`).
    static var placementSpecs: [OptionSpec] { [markers.spec, halo.spec, waypoints.spec, routeEnds.spec] }

    /// The "Map (with --globe)" help section.
    static var group: OptionGroup {
        OptionGroup("Map (with --globe)", placementSpecs + [coastlines.spec, land.spec, graticule.spec])
    }

    /// The "Map (with --globe)" section of `layout`: only what moves labels.
    static var placementGroup: OptionGroup { OptionGroup("Map (with --globe)", placementSpecs) }

    /// The default halo follows the image's shorter side, as the default widths do.
    static let haloPerSide = 1.0 / 360, markerPerSide = 1.0 / 240

    /// Refuses the map options without `--globe`.
    static func validate(_ arguments: ParsedArguments) throws(UsageError) {
        guard !arguments.isSet(GeoOptions.globe) else { return }
        for spec in group.options where arguments.wasGiven(spec) {
            throw UsageError("\(arguments.spelling(of: spec)) draws a map of places; it needs --globe")
        }
    }

    /// Whether the route files' waypoints are marked (`--waypoints`).
    static func showsWaypoints(_ arguments: ParsedArguments) -> Bool {
        arguments.value(waypoints, or: .show) == .show
    }

    /// The map the arguments ask for: nil without `--globe`.
    static func map(_ arguments: ParsedArguments) -> GlobeMap? {
        guard arguments.isSet(GeoOptions.globe) else { return nil }
        let size = arguments.value(LayoutOptions.size) ?? PixelSize(width: 1280, height: 720)
        let side = Double(min(size.width, size.height))
        var style = MapStyle()
        style.markers = arguments.value(markers, or: style.markers)
        style.markerRadius = max(2, side * markerPerSide)
        style.halo = arguments.value(halo) ?? max(1, side * haloPerSide)
        style.routeEnds = arguments.value(routeEnds, or: .show) == .show
        style.coastlines = arguments.isSet(coastlines)
        style.landColor = arguments.value(land)
        style.graticule = arguments.value(graticule)
        let needsLand = style.coastlines || style.landColor != nil
        return GlobeMap(style: style, land: needsLand ? .naturalEarth110m : nil)
    }
}
