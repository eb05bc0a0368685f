/// The formats a route file may be in (`--route-format`).
///
/// ``RouteReader`` detects the format from the content and the file name
/// when none is given (see `RouteFormat.detect(_:file:)`).
public enum RouteFormat: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// One LAT,LON per line, or columns named by a header (``RouteCSV``).
    case csv
    /// GPX 1.0 or 1.1: tracks, routes and waypoints.
    case gpx
    /// GeoJSON (RFC 7946): lines become paths, points waypoints.
    case geojson
    /// A Google Directions API response: `routes[].overview_polyline.points`.
    case google
    /// An OSRM route response: `routes[].geometry`.
    case osrm
    /// A Valhalla route response: `trip.legs[].shape` (polyline6).
    case valhalla
    /// A GraphHopper route response: `paths[].points`.
    case graphhopper

    /// The name as `--route-format` spells it.
    public var description: String { rawValue }

    /// Parses a format name (any case).
    public static func parse(_ text: String) throws(SpecError) -> RouteFormat {
        guard let format = RouteFormat(rawValue: text.lowercased()) else {
            throw SpecError("unknown route format \(text.quotedForMessage); expected one of "
                + allCases.map(\.rawValue).joined(separator: ", "))
        }
        return format
    }

    /// Whether the format is a JSON document.
    var isJSON: Bool { ![.csv, .gpx].contains(self) }

    /// The format of a file, from its first character and then its name:
    /// `<` is GPX, `{` or `[` JSON (whose shape then says which kind; nil
    /// here), and otherwise the extension (`.gpx`, `.geojson`, `.json`),
    /// else CSV. Blanks and a byte-order mark are skipped first.
    static func detect(_ bytes: [UInt8], file: String) -> RouteFormat? {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 }
        if i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "<"): return .gpx
            case UInt8(ascii: "{"), UInt8(ascii: "["): return nil
            default: break
            }
        }
        let name = file.lowercased()
        if name.hasSuffix(".gpx") { return .gpx }
        if name.hasSuffix(".geojson") { return .geojson }
        if name.hasSuffix(".json") { return nil }
        return .csv
    }
}

/// Which polylines of a routing-engine response make a route (`--route-detail`).
public enum RouteDetail: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The route's whole geometry: Google's overview polyline (smoothed),
    /// OSRM's `geometry`, Valhalla's leg shapes, GraphHopper's `points`.
    case overview
    /// The step polylines joined, where the response has them: Google's
    /// `legs[].steps[].polyline.points` and OSRM's `legs[].steps[].geometry`
    /// (with `steps=true`), at full detail. Valhalla and GraphHopper keep their
    /// whole shape in the overview.
    case steps

    /// The name as `--route-detail` spells it.
    public var description: String { rawValue }

    /// Parses a detail name (any case).
    public static func parse(_ text: String) throws(SpecError) -> RouteDetail {
        guard let detail = RouteDetail(rawValue: text.lowercased()) else {
            throw SpecError("unknown route detail \(text.quotedForMessage); expected overview or steps")
        }
        return detail
    }
}
