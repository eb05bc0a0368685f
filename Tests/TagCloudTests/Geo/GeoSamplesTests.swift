import Foundation
import Testing
@testable import TagCloud

/// The bundled samples for globe mode, routes and links parse and say what they claim.
@Suite struct GeoSamplesTests {
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots/samples")

    func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: Self.samples.appendingPathComponent(name)))
    }

    /// The tag names of the sample word list, which links.txt links.
    func sampleTagNames() throws -> [String] {
        try TagInput.parse(try bytes("words.txt"), file: "words.txt").map(\.text)
    }

    @Test func cities() throws {
        let tags = try GeoTagInput.parse(try bytes("cities.tsv"), file: "cities.tsv")
        #expect((12...20).contains(tags.count))
        let byName = Dictionary(uniqueKeysWithValues: tags.map { ($0.name, $0) })
        #expect(byName["Paris"]?.coordinate == geo(48.8566, 2.3522))
        #expect(byName["São Paulo"].map { $0.latitude < 0 && $0.longitude < 0 } == true)
        #expect(byName["Sydney"].map { $0.latitude < 0 && $0.longitude > 0 } == true)
        #expect(byName["Reykjavík"] != nil)
        #expect(tags.allSatisfy { $0.weight > 0 })
    }

    @Test func routes() throws {
        for name in ["route-flight.csv", "route-coast.csv"] {
            let route = try RouteCSV.parse(try bytes(name), file: name)
            #expect((10...50).contains(route.count), "\(name)")
            // Plausible: no hop longer than 20° of arc.
            for (a, b) in zip(route, route.dropFirst()) {
                #expect((GreatCircle(from: a.unitVector, to: b.unitVector)?.angle ?? 0) < 20 * .pi / 180)
            }
        }
        let flight = try RouteCSV.parse(try bytes("route-flight.csv"), file: "route-flight.csv")
        #expect(flight.first == geo(51.47, -0.4543) && flight.last == geo(35.5494, 139.7798))
        let coast = try RouteCSV.parse(try bytes("route-coast.csv"), file: "route-coast.csv")
        #expect(coast.first == geo(60.3913, 5.3221) && coast.last == geo(69.7271, 30.0451))
    }

    @Test func polyline() throws {
        let text = String(decoding: try bytes("route-europe.polyline"), as: UTF8.self)
        let line = try #require(text.split(separator: "\n").last.map(String.init))
        let points = [geo(48.85661, 2.35222), geo(50.85045, 4.34878), geo(52.37022, 4.89517), geo(53.55108, 9.99368),
                      geo(52.52, 13.40495), geo(50.07554, 14.4378), geo(48.20817, 16.37382)]
        #expect(try EncodedPolyline.decode(line) == points)
        #expect(EncodedPolyline.encode(points) == line)
    }

    @Test func links() throws {
        let names = try sampleTagNames()
        // Every link resolves against the real sample list (unknown names throw).
        let links = try LinkInput.parse(try bytes("links.txt"), file: "links.txt", tagNames: names)
        #expect((10...20).contains(links.count))
        #expect(links.allSatisfy { $0.from != $0.to && $0.weight > 0 })
    }
}
