import Foundation
import Testing

/// Maps a cartographer would sign (#42): priority placement, namesakes,
/// a fitted view with land by default, and a note on hidden names.
@Suite struct MapLabelTests {
    /// A city with 48 lighter towns packed round it (every 0.4°), and one
    /// lighter town far off.
    static let crowded: String = {
        var lines = ["Metropolis\t45,10\t5000000"]
        for i in 0..<48 {
            lines.append("Town \(i)\t\(45 + Double(i / 8 - 4) * 0.4),\(10 + Double(i % 8 - 4) * 0.4)\t\(100_000 - i * 1000)")
        }
        lines.append("Far Town\t48,16\t20000")
        return lines.joined(separator: "\n") + "\n"
    }()

    func layout(_ text: String, _ extra: [String] = []) throws -> [[String: Any]] {
        let places = try GeoTest.file(text, named: "places.tsv")
        let result = try TagCloudProcess.run(["layout", "--globe", "--tags", places] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
        return try #require(json["tags"] as? [[String: Any]])
    }

    static func box(_ tag: [String: Any]) -> [Double] { tag["box"] as? [Double] ?? [] }
    static func meets(_ a: [Double], _ b: [Double]) -> Bool { a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3] }

    /// The heaviest place is named; lighter towns under its name lose marker
    /// and label together; no drawn name overlaps another or a drawn marker.
    @Test func theHeaviestPlaceIsNamedAndHidesLighterOnes() throws {
        let tags = try layout(Self.crowded, ["--size", "640x360"])
        let metropolis = try #require(tags.first { $0["text"] as? String == "Metropolis" })
        #expect(metropolis["visible"] as? Bool == true && metropolis["markerDrawn"] as? Bool == true)
        #expect(tags.contains { $0["markerDrawn"] as? Bool == false && $0["reason"] as? String == "under a heavier label" })
        let drawn = tags.filter { $0["visible"] as? Bool == true }
        #expect(drawn.count > 3)
        for (i, a) in drawn.enumerated() {
            for b in drawn[(i + 1)...] { #expect(!Self.meets(Self.box(a), Self.box(b))) }
            for m in tags where m["markerDrawn"] as? Bool == true && m["text"] as? String != a["text"] as? String {
                let p = try #require(m["marker"] as? [Double])
                #expect(!Self.meets(Self.box(a), [p[0] - 1, p[1] - 1, p[0] + 1, p[1] + 1]), "\(a["text"] ?? "") covers \(m["text"] ?? "")")
            }
        }
    }

    /// A route's ends are named before heavier places: a town whose name
    /// the crowd hides is named once a route starts there, and still no
    /// drawn name overlaps another.
    @Test func aRouteEndIsNamedBeforeHeavierPlaces() throws {
        let before = try layout(Self.crowded, ["--size", "640x360"])
        func visible(_ tags: [[String: Any]], _ name: String) -> Bool {
            tags.first { $0["text"] as? String == name }?["visible"] as? Bool == true
        }
        // The lightest hidden town of the grid.
        let i = try #require((0..<48).reversed().first { !visible(before, "Town \($0)") })
        let (lat, lon) = (45 + Double(i / 8 - 4) * 0.4, 10 + Double(i % 8 - 4) * 0.4)
        let route = try GeoTest.file(#"{"type":"LineString","coordinates":[["# + "\(lon),\(lat)],[16,48]]}",
                                     named: "route.json")
        let after = try layout(Self.crowded, ["--size", "640x360", "--route", route])
        #expect(visible(after, "Town \(i)") && visible(after, "Far Town"), "Town \(i)")
        let drawn = after.filter { $0["visible"] as? Bool == true }
        for (k, a) in drawn.enumerated() {
            for b in drawn[(k + 1)...] { #expect(!Self.meets(Self.box(a), Self.box(b))) }
        }
    }

    /// Namesakes are two places; the same name within a kilometre adds up.
    @Test func namesakesAreTwoPlaces() throws {
        let tags = try layout("Springfield\t39.80,-89.64\t114\nSpringfield\t37.21,-93.29\t169\nSpringfield\t39.801,-89.64\t6\n")
        #expect(tags.count == 2)
        #expect(tags.compactMap { $0["weight"] as? Double }.sorted() == [120, 169])
    }

    /// A globe with no framing option fits its places: they spread over the
    /// image instead of sitting in a corner of a whole-Earth view.
    /// (The places span about 12° by 8°: more than the fit's 10° minimum span.)
    @Test func theDefaultViewFitsThePlaces() throws {
        var lines = ["Metropolis\t45,10\t5000000", "Far Town\t49,19\t20000"]
        for i in 0..<48 {
            lines.append("Town \(i)\t\(45 + Double(i / 8 - 4) * 0.8),\(10 + Double(i % 8 - 4) * 0.8)\t\(100_000 - i * 1000)")
        }
        let tags = try layout(lines.joined(separator: "\n") + "\n", ["--size", "640x360"])
        let points = tags.compactMap { $0["marker"] as? [Double] }
        let xs = points.map { $0[0] }, ys = points.map { $0[1] }
        #expect(xs.allSatisfy { $0 >= 0 && $0 <= 640 } && ys.allSatisfy { $0 >= 0 && $0 <= 360 })
        #expect(max((xs.max()! - xs.min()!) / 640, (ys.max()! - ys.min()!) / 360) > 0.6,
                "fitted: the places span most of the width or height")
    }

    /// Land is drawn by default (a subtle fill and the coasts); --land none turns it off.
    @Test func landIsDrawnByDefault() throws {
        let places = try GeoTest.file("Bern\t46.95,7.45\t1\n", named: "one.tsv")
        func backgroundPixels(_ extra: [String]) throws -> (Int, String) {
            let result = try TagCloudProcess.run(["render", "--globe", "--tags", places, "--size", "320x180",
                                                  "--look-at", "30,0", "--format", "ppm", "-o", "-"] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let bytes = result.stdout
            // P6 header: three lines, then RGB triples.
            var newlines = 0, start = 0
            for (i, b) in bytes.enumerated() where b == 10 {
                newlines += 1
                if newlines == 3 { start = i + 1; break }
            }
            var background = 0
            for i in stride(from: start, to: bytes.count - 2, by: 3) {
                let p = Array(bytes[i..<(i + 3)])
                if p == Array(bytes[start..<(start + 3)]) { background += 1 }
            }
            return (background, result.stderr)
        }
        let (withLand, _) = try backgroundPixels([])
        let (without, _) = try backgroundPixels(["--land", "none"])
        // Europe and Africa fill a good part of the frame when drawn.
        #expect(Double(withLand) < 0.9 * Double(without), "\(withLand) background pixels with land, \(without) without")
    }

    /// One line on standard error says how many names are hidden and what
    /// shows more; --hidden-names hide silences it.
    @Test func hiddenNamesAreCountedOnStandardError() throws {
        let places = try GeoTest.file(Self.crowded, named: "crowded.tsv")
        let base = ["render", "--globe", "--tags", places, "--size", "640x360", "--format", "ppm", "-o", "-"]
        let noted = try TagCloudProcess.run(base)
        #expect(noted.status == 0)
        let lines = noted.stderrLines.filter { $0.contains("place names in view are hidden") }
        #expect(lines.count == 1 && lines[0].contains("--size") && lines[0].contains("--hidden-names hide"), "\(noted.stderr)")
        let quiet = try TagCloudProcess.run(base + ["--hidden-names", "hide"])
        #expect(quiet.status == 0 && !quiet.stderr.contains("hidden"), "\(quiet.stderr)")
    }
}
