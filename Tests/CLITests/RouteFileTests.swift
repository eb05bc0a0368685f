import Foundation
import Testing

/// `--route FILE` in every format through the built binary: the same picture
/// as the CSV, and malformed files refused with exit 2 and one located line.
@Suite struct RouteFileTests {
    static let cities = GeoTest.sample("cities.tsv")
    static let csv = "38.5,-120.2\n40.7,-120.95\n43.252,-126.453\n"

    func render(_ route: String, _ extra: [String] = []) throws -> ProcessResult {
        try TagCloudProcess.run(["render", "--globe", "--tags", Self.cities, "--route", route, "--fit", "routes",
                                 "--size", "160x120", "--format", "ppm", "-o", "-"] + extra)
    }

    @Test func everyFormatDrawsTheCSVPicture() throws {
        let reference = try render(try GeoTest.file(Self.csv, named: "route.csv"))
        #expect(reference.status == 0)
        let gpx = """
            <?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
            <trkpt lat="38.5" lon="-120.2"/><trkpt lat="40.7" lon="-120.95"/><trkpt lat="43.252" lon="-126.453"/>
            </trkseg></trk></gpx>
            """
        let geojson = #"{"type":"LineString","coordinates":[[-120.2,38.5],[-120.95,40.7],[-126.453,43.252]]}"#
        let google = #"{"routes":[{"overview_polyline":{"points":"_p~iF~ps|U_ulLnnqC_mqNvxq`@"}}],"status":"OK"}"#
        for (text, name) in [(gpx, "route.gpx"), (geojson, "route.geojson"), (google, "directions.json")] {
            let result = try render(try GeoTest.file(text, named: name))
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(result.stdout == reference.stdout, "\(name)")
        }
        // The extension does not matter when the content says, and --route-format overrides both.
        let forced = try render(try GeoTest.file(geojson, named: "route.txt"), ["--route-format", "geojson"])
        #expect(forced.stdout == reference.stdout)
    }

    @Test func malformedFilesAreOneLineAndExitTwo() throws {
        let cases: [(String, String, String)] = [
            ("<gpx><trk><trkseg><trkpt lat=\"1\" lon=\"2\"/>", "cut.gpx", ":1:43: the file ends inside <trkseg> (opened at 1:11)"),
            ("<gpx><trk><trkseg></trk></trkseg></gpx>", "nest.gpx", ":1:19: expected </trkseg> to close the element opened at 1:11, found </trk>"),
            (#"{"type":"LineString","coordinates":[[48.85,2.35],[-33.87,151.21]]}"#, "swap.json",
             ":1:58: coordinates[1][1]: latitude 151.21 is out of range: it must be between -90 and 90 "
                + "(GeoJSON positions are [longitude, latitude]; are the two swapped?)"),
            (#"{"type":"MultiLineString","coordinates":[[]]}"#, "empty.geojson",
             ":1:42: coordinates[0]: a line needs at least 2 positions, found 0"),
            (#"{"routes":[{"overview_polyline":{"points":"_p~iF~ps|U"#, "cut.json", ":1:43: this string has no closing quote"),
        ]
        for (text, name, message) in cases {
            let file = try GeoTest.file(text, named: name)
            let result = try TagCloudProcess.run(["layout", "--globe", "--tags", Self.cities, "--route", file,
                                                  "-o", "/dev/null"])
            #expect(result.status == 2, "\(name)")
            #expect(result.stderrLines == ["tagcloud: " + file + message], "\(name)")
        }
    }

    @Test func routeIndexAndFormatErrorsNameTheFlag() throws {
        let google = try GeoTest.file(#"{"routes":[{"overview_polyline":{"points":"??"}}],"status":"OK"}"#, named: "g.json")
        let result = try TagCloudProcess.run(["layout", "--globe", "--tags", Self.cities, "--route", google,
                                              "--route-index", "2", "-o", "/dev/null"])
        #expect(result.status == 2)
        #expect(result.stderrLines == ["tagcloud: \(google):1:1: there is no route 2: the file has 1 (numbered from 0 to 0)"])
        let bad = try TagCloudProcess.run(["layout", "--globe", "--tags", Self.cities, "--route", google,
                                           "--route-format", "kml", "-o", "/dev/null"])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("tagcloud: --route-format: expected one of csv, gpx, geojson, google, osrm"))
    }

    @Test func thePointCapAppliesToEveryFormat() throws {
        let gpx = try GeoTest.file(#"<gpx><trk><trkseg><trkpt lat="0" lon="0"/><trkpt lat="0" lon="10"/>"#
            + "\n" + #"<trkpt lat="0" lon="20"/></trkseg></trk></gpx>"#, named: "three.gpx")
        let json = try GeoTest.file(#"{"type":"LineString","coordinates":[[0,0],[10,0],[20,0]]}"#, named: "three.json")
        for (file, place) in [(gpx, ":2:1: "), (json, ":1:50: coordinates[2]: ")] {
            let result = try TagCloudProcess.run(["layout", "--globe", "--tags", Self.cities, "--route", file,
                                                  "--max-route-points", "2", "-o", "/dev/null"])
            #expect(result.status == 2)
            #expect(result.stderrLines == ["tagcloud: \(file)\(place)too many route points: the routes keep more than 2 "
                + "after simplifying; --max-route-points raises the cap"])
        }
    }

    @Test func layoutListsEachRoutesProjectedPolylineAndTheWaypoints() throws {
        // Orthographic, the place 0,5 facing the viewer: the equator from 0° to 10° east
        // runs level through the centre, from cx − R·sin 5° to cx + R·sin 5°.
        let route = try GeoTest.file("0,0\n0,10\n", named: "equator.csv")
        let gpx = try GeoTest.file(#"<gpx><wpt lat="0" lon="5"><name>Mid &amp; way</name></wpt></gpx>"#, named: "w.gpx")
        let result = try TagCloudProcess.run(["layout", "--globe", "--tags", Self.cities, "--route", route,
                                              "--route", gpx, "--look-at", "0,5", "--size", "400x300", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
        let radius = try #require(json["radius"] as? Double)
        let routes = try #require(json["routes"] as? [[String: Any]])
        #expect(routes.count == 1)
        let runs = try #require(routes.first?["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let points = try #require(runs.first?["points"] as? [[Double]])
        let dx = radius * sin(5 * Double.pi / 180)
        let (first, last) = (try #require(points.first), try #require(points.last))
        #expect(abs(first[0] - (200 - dx)) < 0.01 && abs(first[1] - 150) < 0.01, "\(first)")
        #expect(abs(last[0] - (200 + dx)) < 0.01 && abs(last[1] - 150) < 0.01, "\(last)")
        #expect(points.count > 2)
        #expect(points.allSatisfy { abs($0[1] - 150) < 0.01 })
        #expect(runs.first?["alpha"] as? Double == 1)
        let waypoints = try #require(json["waypoints"] as? [[String: Any]])
        #expect(waypoints.count == 1)
        #expect(waypoints.first?["name"] as? String == "Mid & way")
        #expect(waypoints.first?["screen"] as? [Double] == [200, 150])
        #expect(waypoints.first?["depth"] as? Double == 1)
        // Without routes the JSON is as before: no routes member.
        let plain = try TagCloudProcess.run(["layout", "--globe", "--tags", Self.cities, "-o", "-"])
        #expect(!plain.stdoutText.contains("\"routes\""))
    }
}
