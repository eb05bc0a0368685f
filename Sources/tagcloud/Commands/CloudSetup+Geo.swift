import ImageCodecs
import Homogeneous
import TagCloud

extension CloudSetup {
    /// The cloud's scene in `style` (see ``Cloud/scene(samplingZoom:)``),
    /// refused when the routes take more than `--max-route-points` points.
    func scene(style: SceneStyle, samplingZoom: Double? = nil) throws -> Scene {
        var cloud = cloud
        cloud.style = style
        do throws(RoutePointsError) {
            return try cloud.scene(samplingZoom: samplingZoom)
        } catch {
            throw routePointsError(error)
        }
    }

    /// The recipe for the cloud's frames posed by `replay` (curves sampled for
    /// the closest view the animation reaches), refused like ``scene(style:samplingZoom:)``.
    func recipe(replay: Replay, format: ImageFormat) throws -> FrameRecipe {
        do throws(RoutePointsError) {
            return try FrameRecipe(cloud: cloud, replay: replay, format: format)
        } catch {
            throw routePointsError(error)
        }
    }

    /// The message for too many route points, at the route that took the
    /// total past the cap, with the option that raises the cap.
    func routePointsError(_ error: RoutePointsError) -> CLIError {
        Self.tooManyRoutePoints(error, routeNames: routeNames)
    }

    /// ``routePointsError(_:)`` for routes called `routeNames`.
    static func tooManyRoutePoints(_ error: RoutePointsError, routeNames: [String],
                                   raise: String = "--max-route-points raises the cap") -> CLIError {
        let place = routeNames.indices.contains(error.route) ? "\(routeNames[error.route]): " : ""
        return CLIError.input("\(place)too many route points: drawing the routes at this size and zoom takes more "
            + "than \(error.cap) points along their great circles; \(raise)")
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
        let kept = GeoTag.ranked(places, maxTags: keep > 0 ? keep : nil)
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
    /// in command-line order, and the waypoints of the files. A polyline's
    /// errors point at its character: `--route-polyline:1:14: ...`
    /// (`--route-polyline #2` for the second).
    ///
    /// Each route is thinned as it is read to a quarter pixel at the largest
    /// radius `layout` is shown at (``FitToContent/defaultMaximumZoom``
    /// times its own), and all of them together may keep at most
    /// `--max-route-points` places, and take at most that many points once
    /// sampled along great circles for framing (1° steps).
    static func readRoutes(_ context: CommandContext,
                           layout: Layout) throws -> (paths: [[GeoCoordinate]], names: [String], waypoints: [Waypoint]) {
        let arguments = context.arguments
        let cap = arguments.value(GeoOptions.maxRoutePoints, or: GeoOptions.defaultMaxRoutePoints)
        let tolerance = Angle.radians(0.25 / (layout.baseRadius * FitToContent.defaultMaximumZoom))
        var routes: [(name: String, places: [GeoCoordinate])] = []
        var waypoints: [Waypoint] = []
        var kept = 0
        let raise = "\(arguments.spelling(of: GeoOptions.maxRoutePoints)) raises the cap"
        var options = RouteReadOptions()
        options.format = arguments.value(GeoOptions.routeFormat)
        options.tolerance = tolerance
        options.pathIndex = arguments.value(GeoOptions.routeIndex)
        options.detail = arguments.value(GeoOptions.routeDetail, or: .overview)
        options.polylinePrecision = arguments.value(GeoOptions.polylinePrecision)
        for path in arguments.values(GeoOptions.route) {
            let file = displayName(path)
            let bytes = try context.readInput(path)
            options.maximumPoints = cap - kept
            do throws(InputError) {
                let document = try RouteReader.read(bytes, file: file, options: options)
                for (k, places) in document.paths.enumerated() {
                    kept += places.count
                    routes.append((document.paths.count == 1 ? file : "\(file) path \(k)", places))
                }
                kept += document.waypoints.count
                waypoints += document.waypoints
                if document.paths.isEmpty { context.warn("\(file) has no paths, only waypoints; no route to draw") }
            } catch {
                var explained = error
                if error.exceededCap == .routePoints {
                    // Keep the JSON path in front of the library's words, if any.
                    let path = error.message.range(of: "too many points").map { error.message[..<$0.lowerBound] } ?? ""
                    explained.message = "\(path)too many route points: the routes keep more than \(cap) after "
                        + "simplifying; " + raise
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
            if decoded.isEmpty {
                throw InputError("an empty polyline: the route has no points",
                                 at: SourceLocation(file: source, line: 1, column: 1))
            }
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
        do throws(RoutePointsError) {
            try Cloud.checkRoutePoints(places, sampling: .routes, cap: cap)
        } catch {
            throw tooManyRoutePoints(error, routeNames: routes.map(\.name), raise: raise)
        }
        return (places, routes.map(\.name), waypoints)
    }
}
