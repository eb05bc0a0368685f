import Raster
import TagCloud

/// The library's default look, which the appearance options below show.
private let defaultStyle = SceneStyle(for: .still)

/// The globe, framing, link and route options shared by `render`, `animate`
/// and `layout`. Values go through the library's parsers, so a bad one reads
/// `tagcloud: --look-at: latitude 91 is out of range: ...`.
enum GeoOptions {
    // MARK: Globe and framing

    /// `--globe`: read `--tags` as places.
    static let globe = Flag(
        "globe",
        help: "Read --tags as places, one per line: NAME<TAB>LAT,LON with an optional <TAB>WEIGHT "
            + "(or NAME,LAT,LON[,WEIGHT]; degrees, north and east positive). Each tag sits at its "
            + "latitude and longitude with north up, instead of on the spread lattice; a tag "
            + "without a position is an error.")

    /// `--look-at LAT,LON`.
    static let lookAt = Option<GeoCoordinate>(
        "look-at", valueName: "LAT,LON",
        help: "Start with the place LAT,LON facing you, north up (with or without --globe). "
            + "Each --rotate then turns the sphere further, in view space.",
        default: .described("latitude 0, longitude 0 faces you"),
        parser: .custom(placeholder: "LAT,LON") { try GeoCoordinate.parse($0) })

    /// `--fit tags|links|routes|all`.
    static let fit = Option<FitTarget>(
        "fit",
        help: "Turn and zoom so that the tags (with their labels), the link arcs, the routes, or "
            + "all of them are centred, north up, and fill the image. Replaces --look-at; each "
            + "--rotate then turns the fitted view further, keeping its zoom.",
        default: .described("all with --globe and neither --look-at nor --rotate"),
        parser: .choice(FitTarget.self))

    /// `--fit-pad F`.
    static let fitPad = Option<Double>(
        "fit-pad", valueName: "F",
        help: "With --fit: how much larger than the content the image is, from 1 (touching the "
            + "edges) to 10.",
        default: .value(Quoting.number(FitToContent.defaultPadding)),
        parser: .custom(placeholder: "F") { try FitToContent.parsePadding($0) })

    // MARK: Links and routes

    /// `--links FILE`.
    static let links = Option<String>(
        "links", valueName: "FILE",
        help: "Draw an arc over the sphere for each line 'TAG -> TAG' or 'TAG -> TAG, WEIGHT' of "
            + "FILE (# starts a comment; quote a name containing '->' or ','). Heavier links are "
            + "wider (see --link-width).",
        parser: .path)

    /// `--route FILE`, repeatable.
    static let route = Option<String>(
        "route", valueName: "FILE",
        help: "Draw a route along the surface through the places of FILE, along great circles: "
            + "a CSV file (one LAT,LON per line, or a header naming lat and lon columns), GPX, "
            + "GeoJSON, or a Google Directions, OSRM, Valhalla or GraphHopper response (JSON).",
        repeats: true, parser: .path)

    /// `--route-format F`.
    static let routeFormat = Option<RouteFormat>(
        "route-format",
        help: "The format of --route files, instead of detecting it from the content and the "
            + "file name.",
        default: .described("detected"), parser: .choice(RouteFormat.self))

    /// `--route-index N`.
    static let routeIndex = Option<Int>(
        "route-index", valueName: "N",
        help: "Draw only path N of each --route file, counting from 0 in file order: a routing "
            + "response's routes, or the track segments and routes of GPX, or the lines of GeoJSON.",
        default: .described("every path"), parser: .integer(in: 0...1_000_000))

    /// `--route-detail overview|steps`.
    static let routeDetail = Option<RouteDetail>(
        "route-detail",
        help: "Which polylines of a Google or OSRM response to draw: the route's overview, or "
            + "its steps joined (full detail).",
        default: .value(RouteDetail.overview.rawValue), parser: .choice(RouteDetail.self))

    /// `--route-polyline STRING`, repeatable.
    static let routePolyline = Option<String>(
        "route-polyline", valueName: "STRING",
        help: "Draw a route given as an encoded polyline (Google's format, as map services "
            + "return them).",
        repeats: true,
        // An empty one is an error at its first character, like any other polyline's.
        parser: .custom(placeholder: "STRING") { (text: String) throws(ValueError) -> String in text })

    /// `--polyline-precision N`.
    static let polylinePrecision = Option<PolylinePrecision>(
        "polyline-precision", valueName: "N",
        help: "The decimal digits of --route-polyline coordinates, and of OSRM and GraphHopper "
            + "responses' polylines: 5 for Google's format, 6 for polyline6 (OSRM, Valhalla).",
        default: .value(String(PolylinePrecision.standard.digits)), parser: .custom(placeholder: "N") { try PolylinePrecision.parse($0) })

    /// `--max-route-points N`.
    static let maxRoutePoints = Option<Int>(
        "max-route-points", valueName: "N",
        help: "Refuse routes that take more than N points in all: after dropping places within a "
            + "quarter pixel of the last one kept (at 100x zoom), and again once sampled along "
            + "their great circles for drawing.",
        default: .value(String(defaultMaxRoutePoints)), parser: .integer(in: 1...100_000_000))

    /// The default `--max-route-points`.
    static let defaultMaxRoutePoints = Cloud.defaultMaxRoutePoints

    // MARK: Appearance

    /// `--link-color C`.
    static let linkColor = Option<Color>(
        "link-color", valueName: "C", help: "The colour of link arcs (alpha allowed, as #rrggbbaa).",
        default: .value(defaultStyle.linkColor.description),
        parser: .custom(placeholder: "C") { try Color(parsing: $0) })

    /// `--link-width PX`.
    static let linkWidth = Option<Double>(
        "link-width", valueName: "PX",
        help: "The width of the lightest link's arc; a link of k times that weight is √k times "
            + "as wide, at most 4 times.",
        default: .described(widthDefault(defaultStyle.linkWidth, perSide: SceneStyle.linkWidthPerSide,
                                         minimum: SceneStyle.minimumLinkWidth)),
        parser: .number(above: 0, upTo: 1000))

    /// `--route-color C`.
    static let routeColor = Option<Color>(
        "route-color", valueName: "C", help: "The colour of routes.",
        default: .value(defaultStyle.routeColor.description),
        parser: .custom(placeholder: "C") { try Color(parsing: $0) })

    /// `--route-width PX`.
    static let routeWidth = Option<Double>(
        "route-width", valueName: "PX", help: "The width of routes.",
        default: .described(widthDefault(defaultStyle.routeWidth, perSide: SceneStyle.routeWidthPerSide,
                                         minimum: SceneStyle.minimumRouteWidth)),
        parser: .number(above: 0, upTo: 1000))

    /// `--backface hide|fade`.
    static let backface = Option<BackfaceMode>(
        "backface",
        help: "What is behind the sphere: hide makes it opaque (arcs and routes end at its rim, "
            + "labels behind it are left out); fade makes it see-through (arcs and routes behind "
            + "it are drawn faded, labels fade by depth as always).",
        default: .described("hide with --globe, else fade"), parser: .choice(BackfaceMode.self))

    // MARK: Groups

    /// The "Globe and framing" help section.
    static var globeGroup: OptionGroup {
        OptionGroup("Globe and framing", [globe.spec, lookAt.spec, fit.spec, fitPad.spec])
    }

    /// The "Links and routes" help section.
    static var curvesGroup: OptionGroup {
        OptionGroup("Links and routes", [links.spec, route.spec, routeFormat.spec, routeIndex.spec,
                                         routeDetail.spec, routePolyline.spec, polylinePrecision.spec,
                                         maxRoutePoints.spec])
    }

    /// The link and route appearance options (part of the "Appearance" section).
    static var appearanceSpecs: [OptionSpec] {
        [linkColor.spec, linkWidth.spec, routeColor.spec, routeWidth.spec, backface.spec]
    }

    /// How a width's default is told: `1.5 at 1280x720: the shorter image
    /// side ÷ 480, at least 0.75`, from the library's rule.
    static func widthDefault(_ atDefaultSize: Double, perSide: Double, minimum: Double) -> String {
        let size = Cloud.defaultViewport
        return "\(Quoting.number(atDefaultSize)) at \(Int(size.width))x\(Int(size.height)): the shorter image side "
            + "÷ \(Quoting.number((1 / perSide).rounded())), at least \(Quoting.number(minimum))"
    }

    /// Applies the link and route appearance options to `style`. Widths not
    /// given keep the library's, which follow the image's shorter side
    /// (``TagCloud/SceneStyle/init(for:viewport:theme:)``).
    static func apply(_ arguments: ParsedArguments, to style: inout SceneStyle) {
        if let value = arguments.value(linkWidth) { style.linkWidth = value }
        if let value = arguments.value(routeWidth) { style.routeWidth = value }
        if let value = arguments.value(linkColor) { style.linkColor = value }
        if let value = arguments.value(routeColor) { style.routeColor = value }
        style.backface = arguments.value(backface) ?? (arguments.isSet(globe) ? .hide : .fade)
    }
}
