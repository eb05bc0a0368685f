/// Reads the responses of routing engines into a ``RouteDocument``: one
/// path per route, and ``RouteReadOptions/pathIndex`` picks a route.
///
/// - Google Directions: `routes[].overview_polyline.points` (precision 5),
///   or with ``RouteDetail/steps`` every `routes[].legs[].steps[].polyline.points`.
/// - OSRM: `routes[].geometry`, an encoded polyline or a GeoJSON
///   `LineString`; with steps, `routes[].legs[].steps[].geometry`.
/// - Valhalla: `trip.legs[].shape` (polyline6), then each of `alternates[].trip`.
/// - GraphHopper: `paths[].points`, encoded (at `points_encoded_multiplier`,
///   else 1e5) or a GeoJSON `LineString`.
///
/// Polylines are read from the decoded JSON string, so a backslash written
/// `\\` in the file is one backslash of the polyline.
enum RoutingResponse {
    /// What detection looks for, for the error when nothing matches.
    static let lookedFor = "looked for GeoJSON (a 'type' of " + GeoJSONRoute.types.joined(separator: ", ")
        + "), a Google Directions response (routes[].overview_polyline), an OSRM response (routes[].geometry), "
        + "a Valhalla response (trip.legs[].shape) and a GraphHopper response (paths[].points)"

    /// The kind of JSON route document, by its members.
    static func shape(of text: JSONText) throws(InputError) -> RouteFormat {
        guard text.kind(text.root) == .object else {
            throw text.error("this JSON is not a route tagcloud can read: its top is \(text.kind(text.root).named); "
                + lookedFor, at: text.root)
        }
        let members = try text.members(text.root, only: ["type", "trip", "paths", "routes", "status", "code"])
        if let type = members["type"], text.kind(type) == .string,
           GeoJSONRoute.types.contains(try text.string(type, "")) { return .geojson }
        if members["trip"] != nil { return .valhalla }
        if members["paths"] != nil { return .graphhopper }
        if let routes = members["routes"], text.kind(routes) == .array {
            var first: JSONMembers?
            try text.forEachElement(routes, "") { (route) throws(InputError) in
                if first == nil, text.kind(route) == .object { first = try text.members(route, only: ["overview_polyline", "geometry"]) }
            }
            if first?["overview_polyline"] != nil || (first == nil && members["status"] != nil) { return .google }
            if first?["geometry"] != nil || (first == nil && members["code"] != nil) { return .osrm }
        }
        throw text.error("this JSON is not a route tagcloud can read: " + lookedFor, at: text.root)
    }

    /// Reads `text` as a response of `format`.
    static func read(_ text: JSONText, as format: RouteFormat,
                     into collector: inout RouteCollector) throws(InputError) -> RouteDocument {
        var reader = Reader(text: text, collector: collector)
        let top = try text.members(text.root, "a JSON object (a \(format) response)")
        let routes: Int
        switch format {
        case .valhalla: routes = try reader.valhalla(text.root, top)
        case .graphhopper: routes = try reader.graphhopper(text.root, top)
        default: routes = try reader.routes(text.root, top, google: format == .google)
        }
        collector = reader.collector
        guard routes > 0 else {
            var status = ""
            if let s = top["status"] ?? top["code"] ?? top["message"], text.kind(s) == .string {
                status = " (\(try text.string(s, "")))"
            }
            throw text.error("the response has no routes\(status)", at: text.root)
        }
        guard let document = collector.finish(format) else {
            throw text.error(collector.noSuchPath(routes, noun: "route"), at: text.root)
        }
        return document
    }

    /// Walks a response, adding a path per route.
    struct Reader {
        let text: JSONText
        var collector: RouteCollector
        /// The last place added to the current route, so joined steps do not repeat their shared ends.
        var last: GeoCoordinate?

        /// Google's or OSRM's `routes`; returns their number.
        mutating func routes(_ value: JSONValue, _ top: JSONMembers, google: Bool) throws(InputError) -> Int {
            let routes = try required("routes", of: value, top)
            return try text.forEachElement(routes, "an array of routes") { (route) throws(InputError) in
                let m = try text.members(route, "a route object")
                begin()
                if collector.options.detail == .steps {
                    let legs = try required("legs", of: route, m)
                    try text.forEachElement(legs, "an array of legs") { (leg) throws(InputError) in
                        let steps = try required("steps", of: leg, try text.members(leg, "a leg object"))
                        try text.forEachElement(steps, "an array of steps") { (step) throws(InputError) in
                            let sm = try text.members(step, "a step object")
                            if google {
                                let p = try required("polyline", of: step, sm)
                                try polyline(try required("points", of: p, try text.members(p, "a polyline object")), 5)
                            } else {
                                try geometry(try required("geometry", of: step, sm), osrmPrecision)
                            }
                        }
                    }
                } else if google {
                    let p = try required("overview_polyline", of: route, m)
                    try polyline(try required("points", of: p, try text.members(p, "a polyline object")), 5)
                } else {
                    try geometry(try required("geometry", of: route, m), osrmPrecision)
                }
                collector.endPath()
            }
        }

        /// OSRM's precision: the option's, else 5.
        var osrmPrecision: Int { collector.options.polylinePrecision?.digits ?? 5 }

        /// Valhalla's `trip` and `alternates[].trip`; returns the number of trips.
        mutating func valhalla(_ value: JSONValue, _ top: JSONMembers) throws(InputError) -> Int {
            try trip(try required("trip", of: value, top))
            var count = 1
            if let alternates = top["alternates"] {
                count += try text.forEachElement(alternates, "an array of alternates") { (alt) throws(InputError) in
                    try trip(try required("trip", of: alt, try text.members(alt, "an alternate object")))
                }
            }
            return count
        }

        /// One Valhalla trip: its legs' shapes joined.
        mutating func trip(_ value: JSONValue) throws(InputError) {
            let legs = try required("legs", of: value, try text.members(value, "a trip object"))
            begin()
            try text.forEachElement(legs, "an array of legs") { (leg) throws(InputError) in
                try polyline(try required("shape", of: leg, try text.members(leg, "a leg object")), 6)
            }
            collector.endPath()
        }

        /// GraphHopper's `paths`; returns their number.
        mutating func graphhopper(_ value: JSONValue, _ top: JSONMembers) throws(InputError) -> Int {
            try text.forEachElement(try required("paths", of: value, top), "an array of paths") { (path) throws(InputError) in
                let m = try text.members(path, "a path object")
                var digits = collector.options.polylinePrecision?.digits ?? 5
                if let multiplier = m["points_encoded_multiplier"] {
                    let scale = try text.number(multiplier, "a number")
                    guard let d = (1...7).first(where: { pow10($0) == scale }) else {
                        throw text.error("expected a power of ten from 1e1 to 1e7", at: multiplier)
                    }
                    digits = d
                }
                begin()
                try geometry(try required("points", of: path, m), digits)
                collector.endPath()
            }
        }

        /// 10^n.
        private func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { r, _ in r * 10 } }

        /// Starts a route's path.
        mutating func begin() {
            collector.beginPath()
            last = nil
        }

        /// A geometry: an encoded polyline, or a GeoJSON LineString.
        mutating func geometry(_ value: JSONValue, _ digits: Int) throws(InputError) {
            if text.kind(value) == .string { return try polyline(value, digits) }
            let m = try text.members(value, "an encoded polyline or a GeoJSON LineString")
            let type = try text.string(try required("type", of: value, m), "a GeoJSON type name")
            guard type == "LineString" else {
                throw text.error("expected a LineString geometry, found \(type.quotedForMessage)", at: m["type"]!)
            }
            let coordinates = try required("coordinates", of: value, m)
            let count = try text.forEachElement(coordinates, "an array of positions [longitude, latitude]") {
                (p) throws(InputError) in
                try add(try GeoJSONRoute.position(p, in: text), at: p, joining: p.component?.isFirst ?? false)
            }
            guard count > 0 else { throw text.error("an empty LineString: the route has no points", at: coordinates) }
        }

        /// An encoded polyline at `digits` precision.
        mutating func polyline(_ value: JSONValue, _ digits: Int) throws(InputError) {
            let string = try text.string(value, "an encoded polyline string")
            guard !string.isEmpty else { throw text.error("an empty polyline: the route has no points", at: value) }
            var overCap = false, first = true
            do throws(PolylineError) {
                try EncodedPolyline.forEachPoint(string, precision: PolylinePrecision(digits: digits) ?? .standard) {
                    // A step starts where the one before it ended: that place is not repeated.
                    if !(first && $0 == last), !collector.append($0) { overCap = true; return false }
                    first = false
                    last = $0
                    return true
                }
            } catch {
                throw text.error(error.message + " (at character \(error.offset + 1) of the polyline)", at: value,
                                 offset: text.offset(ofScalar: error.offset, inString: value))
            }
            if overCap { throw text.error(collector.tooManyPoints, at: value, exceededCap: .routePoints) }
        }

        /// Adds a place; the first of a step (`joining`) is skipped when it repeats the last.
        mutating func add(_ place: GeoCoordinate, at value: JSONValue, joining: Bool) throws(InputError) {
            if joining, place == last { return }
            guard collector.append(place) else {
                throw text.error(collector.tooManyPoints, at: value, exceededCap: .routePoints)
            }
            last = place
        }

        /// The member `key`, or an error at the object.
        func required(_ key: String, of value: JSONValue, _ members: JSONMembers) throws(InputError) -> JSONValue {
            guard let member = members[key] else { throw text.error("missing \(key.quotedForMessage)", at: value) }
            return member
        }
    }
}
