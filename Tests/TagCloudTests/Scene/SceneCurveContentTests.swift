import Foundation
import Homogeneous
import Raster
import TrueType
import EmbeddedFont
import Testing
@testable import TagCloud

/// Link arcs and routes as scene curves, and labels behind an opaque sphere.
@Suite struct SceneCurveContentTests {
    @Test func linkWidthGrowsWithTheSquareRootOfTheWeightRatioUpToFourTimes() {
        #expect(SceneCurve.linkWidth(weight: 3, lightest: 3, base: 1.5) == 1.5)
        #expect(SceneCurve.linkWidth(weight: 4, lightest: 1, base: 1.5) == 3)
        #expect(SceneCurve.linkWidth(weight: 900, lightest: 100, base: 2) == 6)
        // Capped at 4 times: a link 100 times the lightest is not 10 times as wide.
        #expect(SceneCurve.linkWidth(weight: 100, lightest: 1, base: 1.5) == 6)
        // Nonsense weights draw at the base width.
        #expect(SceneCurve.linkWidth(weight: .nan, lightest: 1, base: 1.5) == 1.5)
        #expect(SceneCurve.linkWidth(weight: 2, lightest: 0, base: 1.5) == 1.5)
    }

    @Test func linksBecomeArcsBetweenTheirTagsInTheStylesColour() {
        let points = [Vector3(0, 0, 1), Vector3(1, 0, 0), Vector3(0, 1, 0)]
        let links = [TagLink(from: 0, to: 1, weight: 2), TagLink(from: 1, to: 2, weight: 8),
                     TagLink(from: 0, to: 7, weight: 1)]
        let style = SceneStyle(linkColor: Color(r: 1, g: 2, b: 3), linkWidth: 2)
        let curves = SceneCurve.links(links, points: points, style: style, screenRadius: 300)
        // The link to a missing tag is left out; the lightest (weight 1) still sets the scale.
        #expect(curves.count == 2)
        #expect(curves.map(\.width) == [2 * 2.0.squareRoot(), 2 * 8.0.squareRoot()])
        #expect(curves.allSatisfy { $0.color == Color(r: 1, g: 2, b: 3) })
        let first = curves[0].curve
        #expect(first.points.first == points[0] && first.points.last == points[1])
        #expect(first.lifts.first == 1 && first.lifts.last == 1)
        // Lifted in the middle, to the default 1.02 radii.
        #expect(abs((first.lifts.max() ?? 0) - SphereCurve.defaultLift) < 1e-3)
    }

    @Test func aRouteIsSampledFinelyEnoughForItsScreenRadius() {
        let places = [GeoCoordinate(latitude: 0, longitude: 0), GeoCoordinate(latitude: 0, longitude: 90)]
            .compactMap { $0 }
        let style = SceneStyle(routeColor: Color(r: 9, g: 9, b: 9), routeWidth: 3)
        for radius in [100.0, 2000.0] {
            let route = SceneCurve.route(through: places, style: style, screenRadius: radius)
            #expect(route.color == Color(r: 9, g: 9, b: 9) && route.width == 3)
            let p = route.curve.points
            #expect(p.first == places[0].unitVector && p.last == places[1].unitVector)
            // A chord of angle θ sags r·θ²/8 px: at most 0.25 px means θ ≤ √(2 / r).
            let steps = zip(p, p.dropFirst()).map { acos(min(1, $0.dot($1))) }
            #expect((steps.max() ?? 1) <= (2 / radius).squareRoot() + 1e-9)
            #expect(route.curve.lifts.allSatisfy { $0 == 1 })
        }
    }

    /// Three tags: front (z 1), on the rim (z 0.04, just in front of it), back (z −1).
    func scene(backface: BackfaceMode, projection: LayoutOptions.Projection = .orthographic) -> Scene {
        let tags = [TagCloud.Tag(text: "Front", weight: 3), TagCloud.Tag(text: "Rim", weight: 2),
                    TagCloud.Tag(text: "Back", weight: 1)]
        let rim = Vector3(0.9992, 0, 0.04).normalized ?? .unitX
        let layout = Layout(tags: tags, points: [Vector3(0, 0, 1), rim, Vector3(0, 0, -1)],
                            viewport: Viewport(width: 400, height: 300),
                            options: LayoutOptions(projection: projection, minSize: 10, maxSize: 30),
                            measurer: Font.embedded)
        return Scene(layout: layout, font: Font.embedded, style: SceneStyle(backface: backface))
    }

    /// The labels a draw list shows, by tag index, with their opacities.
    func labels(_ scene: Scene) -> [Int: Double] {
        var out: [Int: Double] = [:]
        for case .label(let label) in scene.drawList(orientation: .identity).items { out[label.tag] = label.alpha }
        return out
    }

    @Test func anOpaqueSphereHidesTheLabelsBehindItAndFadesThoseAtItsRim() {
        let seeThrough = labels(scene(backface: .fade))
        #expect(seeThrough.count == 3)
        let opaque = labels(scene(backface: .hide))
        #expect(opaque[2] == nil)
        #expect(opaque[0] == seeThrough[0])
        // Half-way through the fade band (z 0.04 of 0.08): smoothstep ½ = ½.
        let rim = (opaque[1] ?? 0) / (seeThrough[1] ?? 1)
        #expect(abs(rim - 0.5) < 0.01)
        // In perspective the horizon is at z = 1/D: with D = 4 the rim tag is behind it.
        #expect(labels(scene(backface: .hide, projection: .perspective(distance: 4)))[1] == nil)
    }

    @Test func labelVisibilityRisesFromTheHorizon() {
        let opaque = scene(backface: .hide), clear = scene(backface: .fade)
        for depth in stride(from: -1.0, through: 1, by: 0.01) {
            #expect(clear.labelVisibility(depth: depth) == 1)
            let v = opaque.labelVisibility(depth: depth)
            #expect(depth <= 0 ? v == 0 : v > 0)
            #expect(depth >= Scene.labelHorizonBand ? v == 1 : v < 1)
            #expect(v <= opaque.labelVisibility(depth: depth + 0.01))
        }
    }
}
