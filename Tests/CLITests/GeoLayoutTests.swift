import Foundation
import Homogeneous
import Testing

/// `tagcloud layout` with `--globe`, `--look-at`, `--rotate` and `--fit`,
/// its JSON checked against geometry worked out here.
@Suite struct GeoLayoutTests {
    static let cities = GeoTest.sample("cities.tsv")

    /// Some European capitals: a cluster about 20° across.
    static let cluster = """
        Paris\t48.8566,2.3522\t11
        London\t51.5074,-0.1278\t9.6
        Berlin\t52.52,13.405\t3.6
        Madrid\t40.4168,-3.7038\t6.7
        Rome\t41.9028,12.4964\t4.3
        Vienna\t48.2082,16.3738\t1.9
        Amsterdam\t52.3676,4.9041\t1.2

        """

    /// The layout JSON of a run, with its tags by name.
    func layout(_ arguments: [String]) throws -> (json: [String: Any], tags: [String: [String: Any]]) {
        let result = try TagCloudProcess.run(["layout"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
        let tags = try #require(json["tags"] as? [[String: Any]])
        return (json, Dictionary(uniqueKeysWithValues: tags.map { ($0["text"] as? String ?? "", $0) }))
    }

    /// The places of a `NAME<TAB>LAT,LON<TAB>WEIGHT` file, read here.
    func places(_ path: String) throws -> [String: (Double, Double)] {
        var out: [String: (Double, Double)] = [:]
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t")
            let position = columns[1].split(separator: ",").compactMap { Double($0) }
            out[String(columns[0])] = (position[0], position[1])
        }
        return out
    }

    /// Each tag's point is its place on the globe, and `--look-at` turns that
    /// place to the centre, north up: the view vector is Rx(φ₀)·Ry(−λ₀)·p,
    /// written out here (Ry(−λ₀) takes (x, y, z) to (x cos λ₀ − z sin λ₀, y,
    /// x sin λ₀ + z cos λ₀); Rx(φ₀) takes (x, y, z) to (x, y cos φ₀ − z sin φ₀,
    /// y sin φ₀ + z cos φ₀)).
    @Test func globeTagsSitAtTheirPlacesAndLookAtBringsOneToTheCentre() throws {
        let (lat0, lon0) = (48.8566, 2.3522)
        let (json, tags) = try layout(["--globe", "--tags", Self.cities, "--look-at", "\(lat0),\(lon0)", "--size", "800x600"])
        let r = try #require(json["radius"] as? Double)
        let (sl, cl, sp, cp) = (sin(lon0 * .pi / 180), cos(lon0 * .pi / 180), sin(lat0 * .pi / 180), cos(lat0 * .pi / 180))
        let places = try places(Self.cities)
        #expect(tags.count == places.count)
        for (name, (lat, lon)) in places {
            let tag = try #require(tags[name], "\(name)")
            let p = GeoTest.unit(lat, lon)
            let point = try #require(tag["point"] as? [Double])
            #expect(abs(point[0] - p.x) < 1e-4 && abs(point[1] - p.y) < 1e-4 && abs(point[2] - p.z) < 1e-4, "\(name)")
            let turned = (x: p.x * cl - p.z * sl, y: p.y, z: p.x * sl + p.z * cl)
            let v = (x: turned.x, y: turned.y * cp - turned.z * sp, z: turned.y * sp + turned.z * cp)
            let screen = try #require(tag["screen"] as? [Double])
            #expect(abs(screen[0] - (400 + r * v.x)) < 0.02 && abs(screen[1] - (300 - r * v.y)) < 0.02, "\(name) \(screen)")
            #expect(abs((tag["depth"] as? Double ?? 9) - v.z) < 2e-4)
        }
        // Paris in the middle, in front; London north (up) and a little west (left) of it.
        let paris = try #require(tags["Paris"]?["screen"] as? [Double]), london = try #require(tags["London"]?["screen"] as? [Double])
        #expect(abs(paris[0] - 400) < 1e-3 && abs(paris[1] - 300) < 1e-3)
        #expect(london[1] < paris[1] - 10 && london[0] < paris[0])
    }

    /// `--rotate` applies after `--look-at`, in view space: z:90 turns the
    /// picture a quarter counter-clockwise about the centre, (x, y) → (−y, x).
    @Test func rotateTurnsTheLookAtViewFurther() throws {
        let base = ["--globe", "--tags", Self.cities, "--look-at", "30,60", "--size", "640x640"]
        let (_, plain) = try layout(base)
        let (_, turned) = try layout(base + ["--rotate", "z:90"])
        for (name, tag) in plain {
            let a = try #require(tag["screen"] as? [Double]), b = try #require(turned[name]?["screen"] as? [Double])
            let (dx, up) = (a[0] - 320, 320 - a[1])
            #expect(abs(b[0] - (320 - up)) < 0.02 && abs((320 - b[1]) - dx) < 0.02, "\(name): \(a) → \(b)")
        }
    }

    /// On a plain cloud `--look-at LAT,LON` is the turn Rx(LAT)·Ry(−LON):
    /// `--look-at 0,90` is `--rotate y:-90`, `--look-at 30,0` is `--rotate x:30`,
    /// and `--look-at 30,90` is `--rotate y:-90 --rotate x:30`.
    @Test func lookAtIsTheTurnThatBringsThePlaceToTheFront() throws {
        // Evenly placed: placed for the view, the two turns' last-bit
        // differences would grow through the placement's rounds.
        let words = ["--tags", GeoTest.sample("words.txt"), "--size", "640x480", "--placement", "sphere"]
        for (place, turns) in [("0,90", ["y:-90"]), ("30,0", ["x:30"]), ("30,90", ["y:-90", "x:30"])] {
            let lookAt = try TagCloudProcess.run(["layout"] + words + ["--look-at", place])
            let rotate = try TagCloudProcess.run(["layout"] + words + turns.flatMap { ["--rotate", $0] })
            #expect(lookAt.status == 0 && rotate.status == 0)
            #expect(lookAt.stdoutText == rotate.stdoutText, "\(place)")
        }
    }

    /// `--fit tags` on a cluster: every label box lies inside the image, and
    /// some marker with half its label reaches the frame shrunk by the
    /// padding about the centre (the cluster fills the frame). In perspective
    /// too, where near labels are magnified.
    @Test func fitTagsKeepsEveryBoxInsideThePaddedFrameAndFillsIt() throws {
        let file = try GeoTest.file(Self.cluster, named: "cluster.tsv")
        // The whole globe: a --rotate keeps the default zoom (no fit by default).
        let (whole, _) = try layout(["--globe", "--tags", file, "--size", "800x600", "--rotate", "y:0"])
        for extra in [["--size", "800x600"], ["--size", "800x600", "--fit-pad", "1.5"],
                      ["--size", "800x600", "--projection", "perspective"], ["--size", "600x900"]] {
            let (json, tags) = try layout(["--globe", "--tags", file, "--fit", "tags"] + extra)
            let pad = extra.contains("--fit-pad") ? 1.5 : 1.15
            let (w, h) = (try #require(json["width"] as? Double), try #require(json["height"] as? Double))
            let limit = (x: w / (2 * pad), y: h / (2 * pad))
            var reach = (x: 0.0, y: 0.0)
            for (name, tag) in tags {
                let box = try #require(tag["box"] as? [Double])
                #expect(box[0] >= -0.01 && box[1] >= -0.01 && box[2] <= w + 0.01 && box[3] <= h + 0.01,
                        "\(extra) \(name) \(box)")
                // A label sits beside its marker on the side with room, so the fit
                // leaves half its width and height (and a few px of gap) round the marker.
                let marker = try #require(tag["marker"] as? [Double])
                reach = (max(reach.x, abs(marker[0] - w / 2) + (box[2] - box[0]) / 2),
                         max(reach.y, abs(marker[1] - h / 2) + (box[3] - box[1]) / 2))
            }
            // (Within 5%: under perspective the fit is solved for the label boxes at
            // their depth, so the reach measured flat comes a little short.)
            #expect(reach.x >= limit.x * 0.95 || reach.y >= limit.y * 0.95, "\(extra): \(reach) in \(limit)")
            // Zoomed far in from the whole globe.
            #expect((json["radius"] as? Double ?? 0) > 3 * (whole["radius"] as? Double ?? .infinity))
        }
    }

    /// `--fit links` frames the arcs and the labels of the tags they join:
    /// with one link, its two ends sit symmetrically about the centre.
    @Test func fitLinksCentresTheArcBetweenItsTags() throws {
        let links = try GeoTest.file("Jupiter -> Io\n", named: "one-link.txt")
        let (json, tags) = try layout(["--tags", GeoTest.sample("words.txt"), "--links", links, "--fit", "links",
                                       "--size", "800x600"])
        let jupiter = try #require(tags["Jupiter"]), io = try #require(tags["Io"])
        let a = try #require(jupiter["screen"] as? [Double]), b = try #require(io["screen"] as? [Double])
        #expect(abs((a[0] + b[0]) / 2 - 400) < 0.02 && abs((a[1] + b[1]) / 2 - 300) < 0.02, "\(a) \(b)")
        for tag in [jupiter, io] {
            let box = try #require(tag["box"] as? [Double])
            #expect(box[0] >= 400 - 400 / 1.15 - 0.01 && box[2] <= 400 + 400 / 1.15 + 0.01, "\(box)")
            #expect(box[1] >= 300 - 300 / 1.15 - 0.01 && box[3] <= 300 + 300 / 1.15 + 0.01, "\(box)")
        }
        #expect((json["radius"] as? Double ?? 0) > 300)
    }
}
