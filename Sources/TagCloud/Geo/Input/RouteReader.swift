/// Reads a route file in any of the ``RouteFormat``s into a ``RouteDocument``.
///
/// The format is ``RouteReadOptions/format``, else detected: `<` first is
/// GPX; `{` or `[` is JSON, whose shape says which kind (GeoJSON by its
/// `type`; a Google Directions, OSRM, Valhalla or GraphHopper response by its
/// members); otherwise the extension (`.gpx`, `.geojson`, `.json`) or CSV.
///
/// Every error is an ``InputError``: GPX and CSV ones at a line and column,
/// JSON ones also naming the value's path, as in
/// `route.json:3:20: routes[0].overview_polyline.points: ...`. Places are
/// thinned and capped as they are read (see ``RouteReadOptions``), so memory
/// follows the input and what is kept.
public enum RouteReader {
    /// Reads `bytes`, naming `file` in errors.
    public static func read(_ bytes: [UInt8], file: String,
                            options: RouteReadOptions = RouteReadOptions()) throws(InputError) -> RouteDocument {
        let format = options.format ?? RouteFormat.detect(bytes, file: file)
        var collector = RouteCollector(options: options)
        switch format {
        case .csv?:
            let places = try RouteCSV.parse(bytes, file: file, tolerance: options.tolerance,
                                            maximumPoints: options.maximumPoints)
            guard options.pathIndex ?? 0 == 0 else {
                throw InputError(collector.noSuchPath(1), at: SourceLocation(file: file, line: 1, column: 1))
            }
            return RouteDocument(format: .csv, paths: [places])
        case .gpx?:
            return try GPXRoute.read(bytes, file: file, into: &collector)
        case let json:
            let text = try JSONText(bytes, file: file)
            var kind: RouteFormat
            if let json { kind = json } else { kind = try RoutingResponse.shape(of: text) }
            if kind == .geojson { return try GeoJSONRoute.read(text, into: &collector) }
            return try RoutingResponse.read(text, as: kind, into: &collector)
        }
    }

    /// Reads UTF-8 `text`.
    public static func read(_ text: String, file: String,
                            options: RouteReadOptions = RouteReadOptions()) throws(InputError) -> RouteDocument {
        try read(Array(text.utf8), file: file, options: options)
    }
}
