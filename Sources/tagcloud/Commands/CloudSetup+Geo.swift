import Homogeneous
import TagCloud

extension CloudSetup {
    /// The scene to draw: the layout's labels, with the routes and the link
    /// arcs as curves in `style`'s colours and widths, sampled finely enough
    /// (chords within 0.25 px of the true curve) for the sphere's on-screen
    /// radius at `samplingZoom` — by default the starting ``zoom``; an
    /// animation that zooms in further passes its largest zoom. Routes come
    /// first, so where a link arc and a route lie between the same labels the
    /// arc is drawn over the route (it is above the surface).
    /// Throws when the routes would take more than `--max-route-points`
    /// points at that sampling.
    func scene(style: SceneStyle, samplingZoom: Double? = nil) throws -> Scene {
        Scene(layout: layout, font: font, style: style, curves: try curves(style: style, samplingZoom: samplingZoom))
    }

    /// The routes and link arcs as scene curves (see ``scene(style:samplingZoom:)``).
    /// Routes are thinned again to a quarter pixel at the radius they are
    /// drawn at, so a dense track is not drawn as thousands of overlapping
    /// sub-pixel strokes.
    func curves(style: SceneStyle, samplingZoom: Double? = nil) throws -> [SceneCurve] {
        let radius = layout.radius(zoom: max(zoom, samplingZoom ?? zoom))
        let tolerance = radius > 0 ? Angle.radians(0.25 / radius) : .zero
        let drawn = routes.map { RouteSimplifier.simplify($0, tolerance: tolerance) ?? $0 }
        try Self.checkRoutePoints(drawn, sampling: CurveSampling.routes.onScreen(radius: radius), cap: maxRoutePoints)
        let routeCurves = drawn.map { SceneCurve.route(through: $0, style: style, screenRadius: radius) }
        return routeCurves + SceneCurve.links(links, points: layout.points, style: style, screenRadius: radius)
    }

    /// The places of `--tags` in globe mode, heaviest first (ties in file
    /// order), cut to `--max-tags`, with each one's point on the globe.
    static func readPlaces(_ context: CommandContext) throws -> ([TagCloud.Tag], [Vector3]?) {
        let arguments = context.arguments
        let path = arguments.value(TagInputOptions.tags, or: "-")
        let file = displayName(path)
        let bytes = try context.readInput(path)
        let places: [GeoTag]
        do throws(InputError) {
            places = try GeoTagInput.parse(
                bytes, file: file,
                maximumTags: arguments.value(TagInputOptions.maxTagCount, or: TagCloud.TagInputOptions.defaultTagCap),
                maximumNameLength: arguments.value(TagInputOptions.maxTagLength,
                                                   or: TagCloud.TagInputOptions.defaultMaxTagLength))
        } catch {
            var explained = error
            explained.message += TagInputOptions.raising(error.exceededCap, arguments)
            throw explained
        }
        guard !places.isEmpty else {
            throw InputError("no tags in \(file): write one place per line, as in 'Paris<TAB>48.8566,2.3522'",
                             at: SourceLocation(file: file, line: 1, column: 1))
        }
        let keep = arguments.value(TagInputOptions.maxTags, or: 0)
        let order = places.indices.sorted { a, b in
            places[a].weight > places[b].weight || (places[a].weight == places[b].weight && a < b)
        }
        let kept = order.prefix(keep > 0 ? keep : order.count).map { places[$0] }
        return (kept.map { TagCloud.Tag(text: $0.name, weight: $0.weight) }, kept.map(\.coordinate.unitVector))
    }

    /// The links of `--links` between `tags` (none without it).
    static func readLinks(_ context: CommandContext, tags: [TagCloud.Tag]) throws -> [TagLink] {
        guard let path = context.arguments.value(GeoOptions.links) else { return [] }
        let file = displayName(path)
        let links = try LinkInput.parse(context.readInput(path), file: file, tagNames: tags.map(\.text))
        if links.isEmpty { context.warn("\(file) has no links; nothing to draw") }
        return links
    }

    /// The routes of every `--route` file, then of every `--route-polyline`,
    /// in command-line order. A polyline's errors point at its character:
    /// `--route-polyline:1:14: ...` (`--route-polyline #2` for the second).
    ///
    /// Each route is thinned as it is read to a quarter pixel at the largest
    /// radius `layout` is shown at (``FitToContent/defaultMaximumZoom``
    /// times its own), and all of them together may keep at most
    /// `--max-route-points` places, and take at most that many points once
    /// sampled along great circles for framing (1° steps).
    static func readRoutes(_ context: CommandContext, layout: Layout) throws -> [[GeoCoordinate]] {
        let arguments = context.arguments
        let cap = arguments.value(GeoOptions.maxRoutePoints, or: GeoOptions.defaultMaxRoutePoints)
        let tolerance = Angle.radians(0.25 / (layout.baseRadius * FitToContent.defaultMaximumZoom))
        var routes: [(name: String, places: [GeoCoordinate])] = []
        var kept = 0
        let raise = "\(arguments.spelling(of: GeoOptions.maxRoutePoints)) raises the cap"
        for path in arguments.values(GeoOptions.route) {
            let file = displayName(path)
            let bytes = try context.readInput(path)
            do throws(InputError) {
                let places = try RouteCSV.parse(bytes, file: file, tolerance: tolerance,
                                                maximumPoints: cap - kept)
                kept += places.count
                routes.append((file, places))
            } catch {
                var explained = error
                if error.exceededCap == .routePoints {
                    explained.message = "too many route points: the routes keep more than \(cap) after simplifying; "
                        + raise
                }
                throw explained
            }
        }
        let polylines = arguments.values(GeoOptions.routePolyline)
        let precision = arguments.value(GeoOptions.polylinePrecision, or: .standard)
        let option = arguments.spelling(of: GeoOptions.routePolyline)
        for (k, text) in polylines.enumerated() {
            let source = polylines.count == 1 ? option : "\(option) #\(k + 1)"
            let decoded = try EncodedPolyline.decode(text, precision: precision, source: source)
            guard let places = RouteSimplifier.simplify(decoded, tolerance: tolerance, maximumPoints: cap - kept) else {
                throw CLIError.input("\(source): too many route points: the routes keep more than \(cap) "
                    + "after simplifying; \(raise)")
            }
            kept += places.count
            routes.append((source, places))
        }
        for route in routes where Set(route.places).count < 2 {
            context.warn("\(route.name): the route has only one place; nothing to draw")
        }
        let places = routes.map(\.places)
        try checkRoutePoints(places, sampling: .routes, cap: cap, raise: raise)
        return places
    }

    /// Refuses `routes` when sampling them with `sampling` takes more than `cap`
    /// points in all, counted before any is made.
    static func checkRoutePoints(_ routes: [[GeoCoordinate]], sampling: CurveSampling, cap: Int,
                                 raise: String = "--max-route-points raises the cap") throws {
        var total = 0
        for route in routes {
            total += SphereCurve.routePointCount(through: route, sampling: sampling, upTo: cap - total)
            guard total <= cap else {
                throw CLIError.input("too many route points: drawing the routes at this size and zoom takes more "
                    + "than \(cap) points along their great circles; \(raise)")
            }
        }
    }
}
