import Foundation
import Homogeneous
import Raster
import TagCloud
import Testing
@testable import tagcloud

/// The scene `tagcloud render` builds for links and routes, inspected
/// through its draw list: depth interleaving, culling, and `--fit` bounds.
@Suite struct GeoSceneTests {
    /// The links snapshot scene (Snapshots/scenes.txt, `links.ppm`), on a
    /// round sphere, which the geometry below is worked out for.
    static let linksScene = [
        "--tags", GeoTest.sample("words.txt"), "--links", GeoTest.sample("links.txt"),
        "--size", "480x360", "--rotate", "x:50", "--rotate", "y:195", "--placement", "sphere",
        "--stretch", "1",
    ]

    /// In the links snapshot the arc Neutron star → Pulsar crosses the label
    /// "Mars", which is farther back than the arc there, and "Milky Way",
    /// which is nearer. The geometry is worked out here from the tags' points
    /// (slerp, lift, orthographic projection), independently of the scene;
    /// the draw list must then put the arc's strokes over "Mars" after it and
    /// those over "Milky Way" before it.
    @Test func aLinkArcPassesInFrontOfOneLabelAndBehindAnother() throws {
        let (setup, style, list) = try GeoTest.render(Self.linksScene)
        let frame = setup.layout.frame(orientation: setup.orientation, zoom: setup.zoom)
        let (cx, cy, r) = (240.0, 180.0, frame.radius)
        // The arc in view space, lifted by a sine bump to 1.02 radii, projected.
        let a = setup.orientation.transformDirection(setup.layout.points[try GeoTest.tag("Neutron star", in: setup)])
        let b = setup.orientation.transformDirection(setup.layout.points[try GeoTest.tag("Pulsar", in: setup)])
        let arc = (0...2000).map { k -> (screen: Point, z: Double) in
            let t = Double(k) / 2000
            let v = GeoTest.slerp(a, b, t) * (1 + 0.02 * sin(.pi * t))
            return (Point(x: cx + r * v.x, y: cy - r * v.y), v.z)
        }
        for (name, arcInFront) in [("Mars", true), ("Milky Way", false)] {
            let index = try GeoTest.tag(name, in: setup)
            let label = frame.tags[index]
            // The arc's depth where it crosses the middle of the label's box.
            let core = Rect(minX: label.box.minX + 2, minY: label.box.minY + label.box.height * 0.3,
                            maxX: label.box.maxX - 2, maxY: label.box.maxY - label.box.height * 0.3)
            let inside = arc.filter { GeoTest.rect(core, contains: $0.screen) }
            try #require(!inside.isEmpty, "the arc misses \(name)")
            let z = inside.map(\.z).reduce(0, +) / Double(inside.count)
            #expect(arcInFront ? z > label.depth + 0.1 : z < label.depth - 0.1, "\(name): arc z \(z), label \(label.depth)")
            // The arc's strokes that cross the label's box, by their place in the list.
            let position = try #require(GeoTest.labelPosition(index, in: list))
            let crossing = GeoTest.strokes(list).filter { item in
                item.stroke.points.allSatisfy { p in arc.contains { $0.screen.distance(to: p) < 1 } }
                    && zip(item.stroke.points, item.stroke.points.dropFirst()).contains {
                        GeoTest.segment($0, $1, meets: core)
                    }
            }
            #expect(!crossing.isEmpty, "no stroke of the arc crosses \(name)")
            for item in crossing {
                #expect((item.position > position) == arcInFront, "\(name) at \(position), stroke at \(item.position)")
                // Weight 2 against the lightest 1: √2 times the default width (360 / 480 px).
                #expect(abs(item.stroke.width - 0.75 * 2.0.squareRoot()) < 1e-12)
                #expect(item.stroke.color == style.linkColor)
            }
        }
    }

    /// A route wholly on the far side of the globe: hidden mode draws none of
    /// it (and none of the labels or markers behind), fade mode draws all of
    /// it, faint, and marks every place.
    @Test func aRouteOnTheBackSideIsCulledWhenHidden() throws {
        // Across the Pacific, 150°E to 160°W: at least 60° behind the horizon from 0,0.
        let route = try GeoTest.file("lat,lon\n0,150\n20,170\n10,-160\n", named: "pacific.csv")
        // (No land, so that the only strokes and shapes are the route's and the places'.)
        let base = ["--globe", "--tags", GeoTest.sample("cities.tsv"), "--look-at", "0,0", "--route", route,
                    "--land", "none"]
        for backface in [[], ["--backface", "hide"]] {
            let (setup, _, list) = try GeoTest.render(base + backface)
            #expect(GeoTest.strokes(list).isEmpty)
            // The labels drawn are those in front: Lagos and Cairo, not Tokyo or Sydney.
            let drawn = Set(list.items.compactMap { item -> String? in
                if case .label(let label) = item { return setup.tags[label.tag].text }
                return nil
            })
            #expect(drawn.contains("Lagos") && drawn.contains("Cairo"))
            #expect(!drawn.contains("Tokyo") && !drawn.contains("Sydney") && !drawn.contains("Los Angeles"))
            var front = 0
            for index in setup.tags.indices {
                let z = setup.orientation.transformDirection(setup.layout.points[index]).z
                if z > 0.01 { front += 1 }
                if z <= 0 { #expect(!drawn.contains(setup.tags[index].text), "\(setup.tags[index].text) at z \(z)") }
            }
            // Each place in front has a marker (a dot: a rim and a fill), and none behind.
            #expect(GeoTest.shapes(list) == 2 * front)
        }
        let (_, _, faded) = try GeoTest.render(base + ["--backface", "fade"])
        let strokes = GeoTest.strokes(faded)
        #expect(!strokes.isEmpty)
        #expect(strokes.allSatisfy { $0.stroke.alpha < 0.5 })
        // Every place is marked when the globe is see-through, and the
        // route's two ends have their rings (a rim, a hole and a ring each).
        #expect(GeoTest.shapes(faded) == 2 * 19 + 2 * 3)
        let (_, _, noEnds) = try GeoTest.render(base + ["--backface", "fade", "--route-ends", "hide"])
        #expect(GeoTest.shapes(noEnds) == 2 * 19)
    }

    /// `--fit routes`: every drawn point of the route lies inside the frame
    /// shrunk by the padding (plus half the stroke), and the route fills it
    /// in one direction.
    @Test func fitRoutesFramesTheDrawnRoute() throws {
        for pad in ["1.15", "1.6"] {
            let (setup, style, list) = try GeoTest.render([
                "--globe", "--tags", GeoTest.sample("cities.tsv"), "--route", GeoTest.sample("route-flight.csv"),
                "--fit", "routes", "--fit-pad", pad, "--size", "640x480",
            ])
            let padding = try #require(Double(pad))
            #expect(setup.fit?.limit == .frame)
            let points = GeoTest.strokes(list).filter { $0.stroke.color == style.routeColor }.flatMap(\.stroke.points)
            try #require(points.count > 20)
            let half = (x: 320 / padding, y: 240 / padding), slack = style.routeWidth / 2 + 0.01
            let reach = (x: points.map { abs($0.x - 320) }.max() ?? 0, y: points.map { abs($0.y - 240) }.max() ?? 0)
            #expect(reach.x <= half.x + slack && reach.y <= half.y + slack, "\(reach) in \(half)")
            #expect(reach.x >= half.x - slack || reach.y >= half.y - slack, "\(reach) does not fill \(half)")
            // Zoomed in past the whole sphere: the flight spans about 85° of arc.
            #expect(setup.zoom > 1)
        }
    }
}
