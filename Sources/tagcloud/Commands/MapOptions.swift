import Raster
import TagCloud
import NaturalEarth

/// The library's default map look, which the options below show.
private let defaultMapStyle = MapStyle(for: Cloud.defaultViewport)

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
        default: .described(GeoOptions.widthDefault(defaultMapStyle.halo, perSide: MapStyle.haloPerSide,
                                                     minimum: MapStyle.minimumHalo)),
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
        default: .value((defaultMapStyle.routeEnds ? ShowChoice.show : .hide).rawValue), parser: .choice(ShowChoice.self))

    /// `--coastlines`.
    static let coastlines = Flag(
        "coastlines",
        help: "With --globe: draw the land's outlines (Natural Earth, 1:110m, public domain), also with "
            + "--land none.")

    /// `--land COLOR|none`.
    static let land = Option<Color?>(
        "land", valueName: "COLOR|none",
        help: "With --globe: fill the land with COLOR, under everything else; none draws no land "
            + "(neither fill nor outline, unless --coastlines).",
        default: .described("a fill an eighth of the way from the background to the coast colour, "
            + "and the coasts"),
        parser: .custom(placeholder: "COLOR|none") { (text: String) -> Color? in
            text == "none" ? nil : try Color(parsing: text)
        })

    /// `--graticule DEG`.
    static let graticule = Option<Double>(
        "graticule", valueName: "DEG",
        help: "With --globe: draw a faint grid of parallels and meridians every DEG degrees.",
        parser: .number(in: GlobeMap.graticuleRange))

    /// `--hidden-names show|hide`.
    static let hiddenNames = Option<ShowChoice>(
        "hidden-names",
        help: "With --globe, for render: one line on standard error saying how many place names are "
            + "hidden (they would cover a heavier place's name or marker) and what would show more; "
            + "hide silences it.",
        default: .value(ShowChoice.show.rawValue), parser: .choice(ShowChoice.self))

    /// The options that place labels (for `layout`).
    static var placementSpecs: [OptionSpec] { [markers.spec, halo.spec, waypoints.spec, routeEnds.spec] }

    /// The "Map (with --globe)" help section.
    static var group: OptionGroup {
        OptionGroup("Map (with --globe)", placementSpecs + [coastlines.spec, land.spec, graticule.spec,
                                                            hiddenNames.spec])
    }

    /// The "Map (with --globe)" section of `layout`: only what moves labels.
    static var placementGroup: OptionGroup { OptionGroup("Map (with --globe)", placementSpecs) }

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
        var style = MapStyle(for: CloudSetup.viewport(arguments))
        style.markers = arguments.value(markers, or: style.markers)
        if let value = arguments.value(halo) { style.halo = value }
        style.routeEnds = arguments.value(routeEnds, or: style.routeEnds ? .show : .hide) == .show
        // `--land none` is a given value of nil (not given is no value at all).
        let fill: Color? = arguments.wasGiven(land) ? arguments.value(land) ?? nil : nil
        let noLand = arguments.wasGiven(land) && fill == nil
        style.fillsLand = !noLand
        style.coastlines = !noLand || arguments.isSet(coastlines)
        style.landColor = fill
        style.graticule = arguments.value(graticule)
        let needsLand = style.coastlines || style.fillsLand
        return GlobeMap(style: style, land: needsLand ? .naturalEarth110m : nil)
    }

    /// The line `--hidden-names` prints for `placed` (nil when every name
    /// facing the viewer inside a `width` × `height` image is drawn).
    static func hiddenNamesNote(_ placed: [PlacedLabel], width: Double, height: Double) -> String? {
        let inside = placed.filter { $0.reason != .farSide && $0.marker.x >= 0 && $0.marker.y >= 0
                                     && $0.marker.x <= width && $0.marker.y <= height }
        let hidden = inside.filter { !$0.visible }.count
        guard hidden > 0 else { return nil }
        return "\(hidden) of \(inside.count) place names in view are hidden: each would cover a heavier "
            + "place's name or marker; a larger --size, a smaller --max-size or fewer places (--max-tags N) "
            + "shows more (--hidden-names hide silences this)"
    }
}
