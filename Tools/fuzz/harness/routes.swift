// Shared by the `gpx` and `routejson` targets: reads the input as a route
// file through the whole public path (RouteReader: detection, the XML or
// JSON reader, the format's walker, thinning and the point cap), with options
// from the first byte, and checks what comes out.
import Homogeneous
import TagCloud

enum RouteFuzz {
    /// Reads `bytes` with options from `selector` (bit 0: steps detail; bits
    /// 1-2: no index, or path 0, 1 or 2; bit 3: a cap of 5 points; bits 4-7:
    /// the format from `formats`, or detected past their count).
    static func run(_ bytes: [UInt8], selector: UInt8, file: String, formats: [RouteFormat]) {
        var options = RouteReadOptions()
        options.detail = selector & 1 == 0 ? .overview : .steps
        let index = Int(selector >> 1) & 3
        options.pathIndex = index == 0 ? nil : index - 1
        if selector & 8 != 0 { options.maximumPoints = 5 }
        let pick = Int(selector >> 4)
        options.format = pick < formats.count ? formats[pick] : nil
        do {
            let document = try RouteReader.read(bytes, file: file, options: options)
            check(document, options)
        } catch {
            check(error, lines: bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) })
        }
    }

    static func check(_ document: RouteDocument, _ options: RouteReadOptions) {
        FuzzCheck.require(!document.paths.isEmpty || !document.waypoints.isEmpty || document.format == .csv,
                          "a document with nothing in it")
        if options.pathIndex != nil { FuzzCheck.require(document.paths.count <= 1, "the index kept several paths") }
        let kept = document.paths.reduce(0) { $0 + $1.count } + document.waypoints.count
        FuzzCheck.require(kept <= options.maximumPoints, "kept \(kept) places over the cap")
        for place in document.paths.joined() + document.waypoints.map(\.coordinate) {
            FuzzCheck.require(GeoCoordinate.latitudeRange.contains(place.latitude)
                              && GeoCoordinate.longitudeRange.contains(place.longitude), "place out of range: \(place)")
        }
        for path in document.paths.prefix(4) {
            for p in SphereCurve.route(through: Array(path.prefix(64))).points {
                let r = (p.x * p.x + p.y * p.y + p.z * p.z).squareRoot()
                FuzzCheck.require(r.isFinite && abs(r - 1) < 1e-6, "route point off the sphere: \(p)")
            }
        }
    }

    static func check(_ error: InputError, lines: Int) {
        FuzzCheck.require(error.location.line >= 1 && error.location.column >= 1, "bad location in \(error)")
        FuzzCheck.require(error.location.line <= lines, "location past the last line: \(error)")
        FuzzCheck.require(FuzzCheck.isOneLine(error.description), "multi-line error: \(error.description.debugDescription)")
    }
}
