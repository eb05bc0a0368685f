import Homogeneous
import Raster
import ImageCodecs

extension Cloud {
    /// The scene to draw: the layout's labels, with the routes and the link
    /// arcs as curves in ``style``'s colours and widths, sampled finely
    /// enough (chords within 0.25 px of the true curve) for the sphere's
    /// on-screen radius at `samplingZoom`: by default the starting ``zoom``;
    /// an animation that zooms in further passes its largest zoom.
    /// - Throws: ``RoutePointsError`` when the routes would take more than
    ///   ``maxRoutePoints`` points at that sampling.
    /// The map's ``GlobeMap/leads`` gain each route's first and last place,
    /// and with ``MapStyle/routeEnds`` so do its ``GlobeMap/ends``.
    public func scene(samplingZoom: Double? = nil) throws(RoutePointsError) -> Scene {
        Scene(layout: layout, fonts: fonts, style: style, curves: try curves(samplingZoom: samplingZoom), map: drawnMap)
    }

    /// ``map`` with the routes' ends added to its ``GlobeMap/leads`` (the
    /// places there are named first), and to its ends when its style asks.
    var drawnMap: GlobeMap? {
        guard var map else { return nil }
        for route in routes where !route.isEmpty {
            let ends = route.count > 1 ? [route[0], route[route.count - 1]] : [route[0]]
            map.leads += ends
            if map.style.routeEnds { map.ends += ends }
        }
        return map
    }

    /// The routes and link arcs as scene curves (see ``scene(samplingZoom:)``).
    /// Routes are thinned again to a quarter pixel at the radius they are
    /// drawn at, so a dense track is not drawn as thousands of overlapping
    /// sub-pixel strokes. Routes come first, so where a link arc and a route
    /// lie between the same labels the arc is drawn over the route.
    public func curves(samplingZoom: Double? = nil) throws(RoutePointsError) -> [SceneCurve] {
        // Sampled for the stretched sphere's longer axis.
        let radius = layout.radius(zoom: max(zoom, samplingZoom ?? zoom))
            * max(layout.options.stretch.x, layout.options.stretch.y)
        let tolerance = radius > 0 ? Angle.radians(0.25 / radius) : .zero
        let drawn = routes.map { RouteSimplifier.simplify($0, tolerance: tolerance) ?? $0 }
        try Self.checkRoutePoints(drawn, sampling: CurveSampling.routes.onScreen(radius: radius), cap: maxRoutePoints)
        let routeCurves = drawn.map { SceneCurve.route(through: $0, style: style, screenRadius: radius) }
        return routeCurves + SceneCurve.links(links, points: layout.points, style: style, screenRadius: radius)
    }

    /// Refuses `routes` when sampling them with `sampling` takes more than
    /// `cap` points in all, counted before any is made; the error names the
    /// route that takes the total past the cap.
    public static func checkRoutePoints(_ routes: [[GeoCoordinate]], sampling: CurveSampling,
                                        cap: Int) throws(RoutePointsError) {
        var total = 0
        for (index, route) in routes.enumerated() {
            total += SphereCurve.routePointCount(through: route, sampling: sampling, upTo: cap - total)
            guard total <= cap else { throw RoutePointsError(cap: cap, route: index) }
        }
    }

    /// The draw list at `orientation` and `zoom` (by default the starting ones).
    public func drawList(orientation: Matrix4? = nil, zoom: Double? = nil) throws(RoutePointsError) -> DrawList {
        try scene().drawList(orientation: orientation ?? self.orientation, zoom: zoom ?? self.zoom)
    }

    /// The layout as drawn at `pose` (by default the starting orientation
    /// and zoom): where each label goes, in what colour and at what opacity
    /// (``LaidOutTag/color``, ``LaidOutTag/opacity``), in draw order.
    public func drawnFrame(at pose: CameraState? = nil) -> LayoutResult {
        Scene(layout: layout, fonts: fonts, style: style)
            .drawnFrame(orientation: pose?.orientation ?? orientation, zoom: pose?.zoom ?? zoom)
    }

    /// The picture at `orientation` and `zoom` (by default the starting ones).
    /// - Throws: ``RoutePointsError``, or ``/Raster/CanvasError`` past ``maxPixels``.
    public func image(orientation: Matrix4? = nil, zoom: Double? = nil) throws -> Canvas {
        try render(drawList(orientation: orientation, zoom: zoom))
    }

    /// Renders a draw list of this cloud with ``fonts`` and ``glyphCache``.
    public func render(_ list: DrawList) throws(CanvasError) -> Canvas {
        try SceneRenderer(fonts: fonts, outlineCacheLimit: glyphCache).render(list, maxPixels: maxPixels)
    }

    /// The picture at `pose` (by default the starting orientation and zoom)
    /// encoded as `format`, as `tagcloud render` writes it.
    public func encoded(as format: ImageFormat, at pose: CameraState? = nil) throws -> [UInt8] {
        format.encoder(ImageEncodingOptions(for: format, style: style))
            .encoded(try image(orientation: pose?.orientation, zoom: pose?.zoom))
    }
}

extension ImageEncodingOptions {
    /// How a scene in `style` is encoded as `format`: PAM always keeps
    /// alpha; PNG and APNG keep it only for a background that is not opaque;
    /// PPM and GIF have none. Pixels are matted on the background and blended in its space.
    public init(for format: ImageFormat, style: SceneStyle) {
        self.init(keepAlpha: format == .pam || (format != .gif && !style.background.isOpaque),
                  matte: style.background, blend: style.blend)
    }
}
