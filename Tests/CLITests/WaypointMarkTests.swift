import Foundation
import Raster
import ImageCodecs
import Testing

/// A route file's waypoints drawn as markers (`--waypoints`), the rings at
/// each route's ends (`--route-ends`), and both in the layout JSON (#17, #22).
@Suite struct WaypointMarkTests {
    static let cities = GeoTest.sample("cities.tsv")
    /// Mid-Atlantic, where no sample city is: two waypoints and a track
    /// running north from 20°N to 30°N along 40°W.
    static let gpx = """
        <?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
        <wpt lat="0" lon="-30"><name>Centre</name></wpt><wpt lat="0" lon="-10"/>
        <trk><trkseg><trkpt lat="20" lon="-40"/><trkpt lat="30" lon="-40"/></trkseg></trk></gpx>
        """
    static let magenta: (r: UInt8, g: UInt8, b: UInt8) = (255, 0, 255)
    static let base = ["--globe", "--tags", cities, "--size", "400x300"]
    static let look = ["--look-at", "0,-30"]
    static let colors = ["--route-color", "#ff00ff", "--background", "#000000"]

    func render(_ extra: [String]) throws -> Canvas {
        let route = try GeoTest.file(Self.gpx, named: "marks.gpx")
        let result = try TagCloudProcess.run(["render"] + Self.base + Self.look + Self.colors + ["--route", route, "--format", "ppm", "-o", "-"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return try PNMDecoder.decode(result.stdout)
    }

    func isMagenta(_ image: Canvas, _ x: Double, _ y: Double) -> Bool {
        guard let p = image.pixel(x: Int(x.rounded(.down)), y: Int(y.rounded(.down))) else { return false }
        return p.r > 150 && p.g < 60 && p.b > 150
    }

    func isBlack(_ image: Canvas, _ x: Double, _ y: Double) -> Bool {
        guard let p = image.pixel(x: Int(x.rounded(.down)), y: Int(y.rounded(.down))) else { return false }
        return p.r < 40 && p.g < 40 && p.b < 40
    }

    /// The sphere's radius in px for this view, from the layout JSON.
    func radius() throws -> Double {
        let route = try GeoTest.file(Self.gpx, named: "marks.gpx")
        let result = try TagCloudProcess.run(["layout"] + Self.base + Self.look + ["--route", route])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
        return try #require(json["radius"] as? Double)
    }

    /// Orthographic projection looking at 0,−30: a place on the equator
    /// `d` degrees east of the centre is R·sin d right of it.
    @Test func waypointsAreMarkedAtTheirProjectedPoints() throws {
        let r = try radius()
        let (cx, cy) = (200.0, 150.0)
        let east = cx + r * sin(20 * Double.pi / 180)
        let shown = try render([])
        #expect(isMagenta(shown, cx, cy), "a marker at the look-at point")
        #expect(isMagenta(shown, east, cy), "a marker 20° east")
        // Markers are small (a 2 px dot at this size): 1 px off still hits, 6 px off does not.
        #expect(isMagenta(shown, east + 1, cy) && !isMagenta(shown, east + 6, cy) && !isMagenta(shown, east, cy - 6))
        let hidden = try render(["--waypoints", "hide"])
        #expect(isBlack(hidden, cx, cy) && isBlack(hidden, east, cy))
    }

    /// A ring at each end of the track: route colour round a hole of the
    /// background; a plain line end without it.
    @Test func routeEndsAreRings() throws {
        let r = try radius()
        let (cx, cy) = (200.0, 150.0)
        let lon = -10 * Double.pi / 180
        func screen(_ lat: Double) -> (x: Double, y: Double) {
            let phi = lat * Double.pi / 180
            return (cx + r * cos(phi) * sin(lon), cy - r * sin(phi))
        }
        let start = screen(20), end = screen(30)
        let rings = try render([])
        let plain = try render(["--route-ends", "hide"])
        for p in [start, end] {
            // Beside the line, across the ring (radii 1 to 3 px at this size) it
            // is route-coloured; without rings it is background.
            #expect(isMagenta(rings, p.x + 2, p.y) && isMagenta(rings, p.x - 2, p.y), "\(p)")
            #expect(isBlack(plain, p.x + 2, p.y) && isBlack(plain, p.x - 2, p.y), "\(p)")
            #expect(isBlack(rings, p.x + 5, p.y) && isBlack(rings, p.x - 5, p.y), "\(p)")
            // The ring's hole is the background, though the line runs to its centre.
            #expect(isBlack(rings, p.x, p.y), "\(p)")
        }
        #expect(isMagenta(plain, (start.x + end.x) / 2, (start.y + end.y) / 2))
    }

    /// The layout JSON gives each waypoint its marker and whether it is drawn.
    @Test func layoutJSONSaysWhichWaypointsAreMarked() throws {
        let route = try GeoTest.file(Self.gpx, named: "marks.gpx")
        func waypoints(_ extra: [String], look: [String] = Self.look) throws -> [[String: Any]] {
            let result = try TagCloudProcess.run(["layout"] + Self.base + look + ["--route", route] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
            return try #require(json["waypoints"] as? [[String: Any]])
        }
        let shown = try waypoints([])
        #expect(shown.count == 2)
        #expect(shown.map { $0["visible"] as? Bool } == [true, true])
        let marker = try #require(shown[0]["marker"] as? [Double])
        #expect(abs(marker[0] - 200) < 0.01 && abs(marker[1] - 150) < 0.01)
        let back = try waypoints([], look: ["--look-at", "0,150"])
        #expect(back.map { $0["visible"] as? Bool } == [false, false])
        #expect(back.allSatisfy { $0["marker"] is NSNull })
        let hidden = try waypoints(["--waypoints", "hide"])
        #expect(hidden.map { $0["visible"] as? Bool } == [false, false])
    }

    @Test func theOptionsNeedTheGlobe() throws {
        let result = try TagCloudProcess.run(["render", "--tags", GeoTest.sample("words.txt"), "--waypoints", "hide",
                                              "-o", "/dev/null"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--waypoints draws a map of places; it needs --globe"))
    }

    /// The README globe: the flight starts at London, whose label stays; the
    /// rings move no label at all (their places' markers are kept clear anyway).
    @Test func endRingsOnPlacesMoveNoLabel() throws {
        let args = ["layout", "--globe", "--tags", Self.cities, "--route", GeoTest.sample("route-flight.csv"),
                    "--route", GeoTest.sample("route-coast.csv"), "--look-at", "50,60"]
        func tags(_ extra: [String]) throws -> [[String: Any]] {
            let result = try TagCloudProcess.run(args + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
            return try #require(json["tags"] as? [[String: Any]])
        }
        let ringed = try tags([]), plain = try tags(["--route-ends", "hide"])
        #expect(ringed.first { $0["text"] as? String == "London" }?["visible"] as? Bool == true)
        #expect(ringed.map { $0["box"] as? [Double] } == plain.map { $0["box"] as? [Double] })
        #expect(ringed.map { $0["visible"] as? Bool } == plain.map { $0["visible"] as? Bool })
    }
}
