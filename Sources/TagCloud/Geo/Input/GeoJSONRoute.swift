/// Reads GeoJSON (RFC 7946) into a ``RouteDocument``.
///
/// A `LineString` is a path, a `MultiLineString` a path per line, and a
/// `Polygon` or `MultiPolygon` a path per ring. A `Point` is a waypoint, and
/// so is each position of a `MultiPoint`; a `Feature`'s string property
/// `name` names its points. `Feature`, `FeatureCollection` and
/// `GeometryCollection` hold these, in any order; a feature with a null
/// geometry is skipped. Positions are `[longitude, latitude]`, any altitude
/// after them ignored. A line needs two positions (a ring four), and the file
/// needs one line or point.
///
/// Geometry collections may nest ``maximumNesting`` deep; RFC 7946 asks
/// writers not to nest them at all, and each level is scanned again.
enum GeoJSONRoute {
    /// The geometry types.
    static let geometryTypes = ["Point", "MultiPoint", "LineString", "MultiLineString", "Polygon", "MultiPolygon",
                                "GeometryCollection"]
    /// Every GeoJSON type.
    static let types = geometryTypes + ["Feature", "FeatureCollection"]
    /// How deep geometry collections may nest.
    static let maximumNesting = 16
    /// The members a GeoJSON reader looks at; others are skipped unstored,
    /// so an object's size in keys costs no memory.
    static let keys: Set<String> = ["type", "features", "geometry", "properties", "coordinates", "geometries"]

    /// Reads the document `text` holds.
    static func read(_ text: JSONText, into collector: inout RouteCollector) throws(InputError) -> RouteDocument {
        var reader = Reader(text: text, collector: collector)
        try reader.object(text.root)
        collector = reader.collector
        guard collector.pathCount > 0 || !collector.waypoints.isEmpty else {
            throw text.error("the GeoJSON has no LineString, MultiLineString, Polygon, Point or MultiPoint "
                + "with positions to draw", at: text.root)
        }
        guard let document = collector.finish(.geojson) else {
            throw text.error(collector.noSuchPath(collector.pathCount, noun: "line"), at: text.root)
        }
        return document
    }

    /// Walks a GeoJSON document.
    struct Reader {
        let text: JSONText
        var collector: RouteCollector

        /// Any GeoJSON object: a feature collection, a feature or a geometry.
        mutating func object(_ value: JSONValue) throws(InputError) {
            let members = try text.members(value, "a GeoJSON object", only: GeoJSONRoute.keys)
            let type = try self.type(value, members)
            switch type {
            case "FeatureCollection":
                let features = try required("features", of: value, members)
                try text.forEachElement(features, "an array of features") { (feature) throws(InputError) in
                    let m = try text.members(feature, "a Feature", only: GeoJSONRoute.keys)
                    guard try self.type(feature, m) == "Feature" else {
                        throw text.error("expected a Feature in a FeatureCollection", at: feature)
                    }
                    try self.feature(feature, m)
                }
            case "Feature":
                try feature(value, members)
            default:
                try geometry(value, members, type: type, name: nil, depth: 0)
            }
        }

        /// A `Feature`: its geometry, its points named by its `name` property.
        mutating func feature(_ value: JSONValue, _ members: JSONMembers) throws(InputError) {
            let geometry = try required("geometry", of: value, members)
            if text.kind(geometry) == .null { return }
            var name: String?
            if let properties = members["properties"], text.kind(properties) == .object,
               let named = try text.members(properties, only: ["name"])["name"], text.kind(named) == .string {
                name = try text.string(named, "a name")
            }
            let m = try text.members(geometry, "a geometry object", only: GeoJSONRoute.keys)
            let type = try self.type(geometry, m)
            guard type != "Feature", type != "FeatureCollection" else {
                throw text.error("expected a geometry (\(GeoJSONRoute.geometryTypes.joined(separator: ", "))), "
                    + "found a \(type)", at: geometry)
            }
            try self.geometry(geometry, m, type: type, name: name, depth: 0)
        }

        /// A geometry of `type`.
        mutating func geometry(_ value: JSONValue, _ members: JSONMembers, type: String, name: String?,
                               depth: Int) throws(InputError) {
            if type == "GeometryCollection" {
                guard depth < GeoJSONRoute.maximumNesting else {
                    throw text.error("geometry collections nest more than \(GeoJSONRoute.maximumNesting) deep", at: value)
                }
                let geometries = try required("geometries", of: value, members)
                try text.forEachElement(geometries, "an array of geometries") { (g) throws(InputError) in
                    let m = try text.members(g, "a geometry object", only: GeoJSONRoute.keys)
                    let t = try self.type(g, m)
                    guard GeoJSONRoute.geometryTypes.contains(t) else {
                        throw text.error("expected a geometry, found a \(t)", at: g)
                    }
                    try self.geometry(g, m, type: t, name: name, depth: depth + 1)
                }
                return
            }
            let coordinates = try required("coordinates", of: value, members)
            switch type {
            case "Point":
                try point(coordinates, name: name)
            case "MultiPoint":
                try text.forEachElement(coordinates, "an array of positions") { (p) throws(InputError) in
                    try point(p, name: name)
                }
            case "LineString":
                try line(coordinates, minimum: 2, what: "a LineString")
            case "MultiLineString":
                try text.forEachElement(coordinates, "an array of lines") { (l) throws(InputError) in
                    try line(l, minimum: 2, what: "a line")
                }
            case "Polygon":
                try rings(coordinates)
            default:  // MultiPolygon
                try text.forEachElement(coordinates, "an array of polygons") { (p) throws(InputError) in
                    try rings(p)
                }
            }
        }

        /// The rings of a polygon, a path each.
        mutating func rings(_ value: JSONValue) throws(InputError) {
            try text.forEachElement(value, "an array of rings") { (ring) throws(InputError) in
                try line(ring, minimum: 4, what: "a ring")
            }
        }

        /// A waypoint at a position.
        mutating func point(_ value: JSONValue, name: String?) throws(InputError) {
            let place = try GeoJSONRoute.position(value, in: text)
            guard collector.add(Waypoint(coordinate: place, name: name)) else {
                throw text.error(collector.tooManyPoints, at: value, exceededCap: .routePoints)
            }
        }

        /// A path through an array of positions, at least `minimum` of them.
        mutating func line(_ value: JSONValue, minimum: Int, what: String) throws(InputError) {
            collector.beginPath()
            let count = try GeoJSONRoute.positions(value, in: text, into: &collector)
            guard count >= minimum else {
                throw text.error("\(what) needs at least \(minimum) positions, found \(count)", at: value)
            }
            collector.endPath()
        }

        /// The `type` member.
        func type(_ value: JSONValue, _ members: JSONMembers) throws(InputError) -> String {
            let type = try text.string(try required("type", of: value, members), "a GeoJSON type name")
            guard GeoJSONRoute.types.contains(type) else {
                throw text.error("unknown GeoJSON type \(type.quotedForMessage); expected one of "
                    + GeoJSONRoute.types.joined(separator: ", "), at: members["type"]!)
            }
            return type
        }

        /// The member `key`, or an error at the object.
        func required(_ key: String, of value: JSONValue, _ members: JSONMembers) throws(InputError) -> JSONValue {
            guard let member = members[key] else { throw text.error("missing \(key.quotedForMessage)", at: value) }
            return member
        }
    }

    /// Appends the positions of an array to the collector's current path;
    /// returns how many there were.
    static func positions(_ value: JSONValue, in text: JSONText,
                          into collector: inout RouteCollector) throws(InputError) -> Int {
        try text.forEachElement(value, "an array of positions [longitude, latitude]") { (p) throws(InputError) in
            guard collector.append(try position(p, in: text)) else {
                throw text.error(collector.tooManyPoints, at: p, exceededCap: .routePoints)
            }
        }
    }

    /// A position `[longitude, latitude, altitude?]`, checked against the ranges.
    static func position(_ value: JSONValue, in text: JSONText) throws(InputError) -> GeoCoordinate {
        if let (lon, lat, count) = text.numberPair(value), count >= 2,
           let place = GeoCoordinate(latitude: lat, longitude: lon) {
            return place
        }
        var numbers: [(Double, JSONValue)] = []
        let count = try text.forEachElement(value, "a position [longitude, latitude]") { (n) throws(InputError) in
            let v = try text.number(n, "a number in a position")
            if numbers.count < 2 { numbers.append((v, n)) }
        }
        guard count >= 2 else {
            throw text.error("a position needs a longitude and a latitude, found \(count) number"
                + (count == 1 ? "" : "s"), at: value)
        }
        let ((lon, lonValue), (lat, latValue)) = (numbers[0], numbers[1])
        let swapped = "GeoJSON positions are [longitude, latitude]; are the two swapped?"
        guard GeoCoordinate.latitudeRange.contains(lat) else {
            throw text.error("latitude \(lat.plainText) is out of range: it must be between -90 and 90 (\(swapped))",
                             at: latValue)
        }
        guard GeoCoordinate.longitudeRange.contains(lon) else {
            throw text.error("longitude \(lon.plainText) is out of range: it must be between -180 and 180", at: lonValue)
        }
        return GeoCoordinate(checkedLatitude: lat, longitude: lon)
    }
}
