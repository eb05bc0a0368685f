import Foundation
import Testing

/// Many route ends and waypoints on a globe take time in proportion (#45
/// row 5): each of these took from 21 s to over 240 s in a release build
/// before; the bounds leave room for a debug build on a loaded machine.
@Suite(.serialized) struct RouteMarkScaleTests {
    static let places = "Paris\t48.8566,2.3522\t5\nBerlin\t52.52,13.405\t4\n"

    /// A reproducible spread of points over Europe.
    static func points(_ n: Int) -> [(lat: Double, lon: Double)] {
        var state: UInt64 = 42
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        return (0..<n).map { _ in (35 + 25 * next(), -10 + 40 * next()) }
    }

    static func gpx(_ body: String) -> String {
        "<?xml version=\"1.0\"?><gpx version=\"1.1\" xmlns=\"http://www.topografix.com/GPX/1/1\">\(body)</gpx>\n"
    }

    func renderTimed(_ route: String, named name: String, bound: TimeInterval) throws {
        let places = try GeoTest.file(Self.places, named: "two.tsv")
        let file = try GeoTest.file(route, named: name)
        let start = Date()
        let result = try TagCloudProcess.run(["render", "--globe", "--tags", places, "--route", file,
                                              "--size", "320x180", "--format", "ppm", "-o", "-"],
                                             timeout: bound)
        let seconds = Date().timeIntervalSince(start)
        #expect(!result.signaled && result.status == 0, "\(name): \(String(format: "%.1f", seconds)) s, \(result.stderr)")
        #expect(seconds < bound, "\(name): \(seconds) s")
    }

    @Test func tenThousandTwoPointTrackSegments() throws {
        let segments = Self.points(10_000).map {
            "<trkseg><trkpt lat=\"\($0.lat)\" lon=\"\($0.lon)\"/><trkpt lat=\"\($0.lat + 0.01)\" lon=\"\($0.lon + 0.01)\"/></trkseg>"
        }
        try renderTimed(Self.gpx("<trk>\(segments.joined())</trk>"), named: "segments.gpx", bound: 60)
    }

    func waypoints(_ n: Int) -> String {
        let points = Self.points(n).enumerated().map { "<wpt lat=\"\($1.lat)\" lon=\"\($1.lon)\"><name>W\($0)</name></wpt>" }
        return Self.gpx(points.joined() + "<trk><trkseg><trkpt lat=\"40\" lon=\"0\"/><trkpt lat=\"50\" lon=\"10\"/></trkseg></trk>")
    }

    @Test func fortyThousandWaypoints() throws {
        try renderTimed(waypoints(40_000), named: "w40k.gpx", bound: 90)
    }

    @Test func aHundredThousandWaypoints() throws {
        try renderTimed(waypoints(100_000), named: "w100k.gpx", bound: 180)
    }

    @Test func aHundredThousandGeoJSONPoints() throws {
        let features = Self.points(100_000).map {
            "{\"type\":\"Feature\",\"properties\":{},\"geometry\":{\"type\":\"Point\",\"coordinates\":[\($0.lon),\($0.lat)]}}"
        } + ["{\"type\":\"Feature\",\"properties\":{},\"geometry\":{\"type\":\"LineString\",\"coordinates\":[[0,40],[10,50]]}}"]
        try renderTimed("{\"type\":\"FeatureCollection\",\"features\":[\(features.joined(separator: ","))]}",
                        named: "points.geojson", bound: 180)
    }
}
