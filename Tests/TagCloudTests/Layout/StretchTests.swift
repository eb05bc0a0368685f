import Testing
import Homogeneous
import Raster
import EmbeddedFont
@testable import TagCloud

/// ``LayoutOptions/stretch`` and ``LayoutOptions/fillsFrame``: the sphere
/// stretched on screen into an ellipsoid (issue 16, item 5), and every pass
/// that must see it: the projection, the fit, the view and spin placements,
/// the curves and the JSON.
@Suite struct StretchTests {
    static let wide = Viewport(width: 1280, height: 720)

    /// Options with a stretch and no fill.
    static func options(_ x: Double, _ y: Double, radius: Double? = nil) -> LayoutOptions {
        var o = LayoutOptions(for: wide)
        (o.fillsFrame, o.stretch, o.radius) = (false, Stretch(x: x, y: y), radius)
        return o
    }

    /// Each label's centre moves by exactly the stretch from the centre;
    /// its box keeps its size; the JSON writes the stretch, and a round
    /// sphere writes none.
    @Test func projectionStretchesPositionsNotLabels() {
        let tags = SampleTags.astronomy
        let round = makeLayout(tags, Self.wide, Self.options(1, 1, radius: 300))
        let stretched = makeLayout(tags, Self.wide, Self.options(1.5, 0.8, radius: 300))
        let m = RotationSpec.orientation(applying: [RotationSpec(axis: .unitY, angle: .degrees(35))], to: .identity)
        let a = round.frame(orientation: m), b = stretched.frame(orientation: m)
        for (p, q) in zip(a.tags, b.tags) {
            #expect(abs((q.screen.x - 640) - 1.5 * (p.screen.x - 640)) < 1e-9)
            #expect(abs((q.screen.y - 360) - 0.8 * (p.screen.y - 360)) < 1e-9)
            #expect(abs(q.box.width - p.box.width) < 1e-9 && abs(q.box.height - p.box.height) < 1e-9)
        }
        #expect(b.json.contains("\"radius\":300,\"stretch\":[1.5,0.8],\"tags\""))
        #expect(!a.json.contains("stretch"))
    }

    /// The fitted radius keeps every label inside the frame at every
    /// orientation on the stretched axis too, and the stretched axis
    /// reaches nearly as far as the frame allows.
    @Test func fitKeepsStretchedLabelsInside() {
        let tags = SampleTags.astronomy
        let layout = makeLayout(tags, Self.wide, Self.options(2, 1))
        let round = makeLayout(tags, Self.wide, Self.options(1, 1))
        #expect(layout.baseRadius < round.baseRadius)
        var reach = 0.0
        for k in 0..<36 {
            let m = RotationSpec.orientation(applying: [
                RotationSpec(axis: .unitY, angle: .degrees(Double(k) * 10)),
                RotationSpec(axis: .unitX, angle: .degrees(Double(k) * 7)),
            ], to: .identity)
            for t in layout.frame(orientation: m).tags {
                #expect(t.box.minX >= 14.4 - 1e-6 && t.box.maxX <= 1280 - 14.4 + 1e-6, "\(t.text) at \(k)")
                #expect(t.box.minY >= 14.4 - 1e-6 && t.box.maxY <= 720 - 14.4 + 1e-6, "\(t.text) at \(k)")
                reach = max(reach, t.box.maxX)
            }
        }
        #expect(reach > 1280 - 14.4 - 40)
    }

    /// Filling the frame stretches along the longer side only, so that the
    /// sphere reaches both pairs of edges; a square frame stays round.
    @Test func fillingStretchFollowsTheFrame() {
        let tags = SampleTags.astronomy
        var o = LayoutOptions(for: Self.wide)
        #expect(o.fillsFrame)
        let wide = makeLayout(tags, Self.wide, o)
        #expect(wide.options.stretch.x > 1.3 && wide.options.stretch.y == 1)
        // Both axes are at their limit: the radius is the height's, the reach across the width's.
        let x = Layout.fitRadius(extents: wide.extents, viewport: Self.wide, options: LayoutOptions(for: Self.wide))
        #expect(abs(wide.baseRadius - x) < 1e-6)
        o = LayoutOptions(for: Viewport(width: 720, height: 1280))
        let tall = makeLayout(tags, Viewport(width: 720, height: 1280), o)
        #expect(tall.options.stretch.x == 1 && tall.options.stretch.y > 1)
        o = LayoutOptions(for: Viewport(width: 800, height: 800))
        #expect(makeLayout(tags, Viewport(width: 800, height: 800), o).options.stretch == .none)
        // The plain options do not fill.
        #expect(!LayoutOptions().fillsFrame)
        #expect(makeLayout(tags, Self.wide).options.stretch == .none)
    }

    /// The view placement separates the labels as the stretched sphere
    /// draws them, and the sphere figures hold, for stretches across and
    /// up and down.
    @Test(arguments: [(1.6, 1.0), (1.0, 1.4), (1.3, 0.8)])
    func viewPlacementSeesTheStretch(x: Double, y: Double) {
        for equal in [false, true] {
            var cloud = Cloud(tags: ViewPlacementTests.madeUpTags(100, seed: 21, equal: equal), viewport: Self.wide,
                              options: Self.options(x, y))
            cloud.rotate(by: [ViewPlacementTests.turn(.unitX, 15)])
            cloud.placeForView()
            ViewPlacementTests.check(cloud, "stretch \(x),\(y) equal=\(equal)")
        }
    }

    /// The spin placement sees the stretch: over a turn, its mean front
    /// overlap on a stretched sphere is at most a quarter of the even
    /// placement's on the same stretched sphere.
    @Test func spinPlacementSeesTheStretch() {
        let tags = ViewPlacementTests.madeUpTags(100, seed: 5, equal: false)
        func meanOverlap(placed: Bool) -> Double {
            var cloud = Cloud(tags: tags, viewport: Self.wide, options: Self.options(1.7, 1))
            if placed { cloud.placeForSpin(about: .unitY) }
            let frames = 36
            var total = 0
            for f in 0..<frames {
                let m = RotationSpec.orientation(applying: [
                    RotationSpec(axis: .unitY, angle: .degrees(Double(f) * 360 / Double(frames)))], to: .identity)
                total += ViewPlacementTests.overlappingFrontLabels(cloud.layout.frame(orientation: m))
            }
            return Double(total) / Double(frames)
        }
        let even = meanOverlap(placed: false), spin = meanOverlap(placed: true)
        #expect(even > 0)
        #expect(spin <= even / 4, "spin \(spin), even \(even)")
    }

    /// The guides' outline is the stretched ellipse.
    @Test func outlineIsTheEllipse() {
        let layout = makeLayout(SampleTags.astronomy, Self.wide, Self.options(1.5, 1, radius: 200))
        let scene = Scene(layout: layout, font: .embedded, style: SceneStyle())
        let points = scene.outline(zoom: 1).points
        #expect(abs((points.map(\.x).max() ?? 0) - (640 + 300)) < 0.5)
        #expect(abs((points.map(\.y).max() ?? 0) - (360 + 200)) < 0.5)
    }

    /// `X` stretches x only; `X,Y` both; anything else is refused with where.
    @Test func parsing() throws {
        #expect(try Stretch.parse("1.5") == Stretch(x: 1.5, y: 1))
        #expect(try Stretch.parse("1.6,0.9") == Stretch(x: 1.6, y: 0.9))
        for bad in ["", "0", "11", "1,2,3", "x", "1,", "1.5,nan"] {
            #expect(throws: SpecError.self, "\(bad)") { try Stretch.parse(bad) }
        }
        do {
            _ = try Stretch.parse("1.5,0")
            Issue.record("accepted 1.5,0")
        } catch {
            #expect(error.offset == 4)
        }
        var o = LayoutOptions()
        o.stretch = Stretch(x: 0, y: .nan)
        #expect(o.invalidReason != nil)
        #expect(o.sanitized.stretch == Stretch(x: 0.1, y: 1))
    }
}
