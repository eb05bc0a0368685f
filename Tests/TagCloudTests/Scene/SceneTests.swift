import Homogeneous
import Raster
import TrueType
import EmbeddedFont
import Testing
@testable import TagCloud

@Suite struct SceneTests {
    /// Three tags: heavy in front (0,0,1), medium on the right, light at the back.
    func scene(style: SceneStyle = SceneStyle(), curves: [SceneCurve] = []) -> Scene {
        let tags = [TagCloud.Tag(text: "Heavy", weight: 9), TagCloud.Tag(text: "Medium", weight: 4),
                    TagCloud.Tag(text: "Light", weight: 1)]
        let points = [Vector3(0, 0, 1), Vector3(1, 0, 0), Vector3(0, 0, -1)]
        let layout = Layout(tags: tags, points: points, viewport: Viewport(width: 400, height: 300),
                            options: LayoutOptions(minSize: 10, maxSize: 30), measurer: Font.embedded)
        return Scene(layout: layout, font: Font.embedded, style: style, curves: curves)
    }

    @Test func heaviestTagTakesTheGradientsFirstColour() {
        let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255)
        let colors = scene(style: SceneStyle(gradient: Gradient([red, blue]))).colors
        #expect(colors[0] == red)
        #expect(colors[2] == blue)
        #expect(colors[1] != red && colors[1] != blue)
    }

    @Test func labelsAreListedBackToFront() {
        let list = scene().drawList(orientation: .identity)
        let tags = list.items.compactMap { item -> Int? in
            if case .label(let label) = item { return label.tag }
            return nil
        }
        #expect(tags == [2, 1, 0])
        // The front label is drawn at full opacity, the back one faded.
        let alphas = list.items.compactMap { item -> Double? in
            if case .label(let label) = item { return label.alpha }
            return nil
        }
        #expect(alphas.last == 1)
        #expect((alphas.first ?? 1) < 0.5)
    }

    @Test func aCurveBetweenTwoDepthsIsDrawnBetweenTheirLabels() {
        // An arc across the front at depth ≈ 0.5: in front of "Medium" (depth 0)
        // and "Light" (−1), behind "Heavy" (+1).
        let points = (0...20).compactMap { i -> Vector3? in
            Vector3(-0.8 + 1.6 * Double(i) / 20, 0.2, 0.5).normalized
        }
        let curve = SceneCurve(curve: SphereCurve(points: points), color: .white, width: 2)
        let list = scene(curves: [curve]).drawList(orientation: .identity)
        let order = list.items.map { item -> String in
            switch item {
            case .label(let label): return "label\(label.tag)"
            case .stroke: return "stroke"
            case .shape: return "shape"
            }
        }
        #expect(order.first == "label2")
        #expect(order.last == "label0")
        #expect(order.contains("stroke"))
        let strokes = order.indices.filter { order[$0] == "stroke" }
        let medium = order.firstIndex(of: "label1") ?? -1, heavy = order.firstIndex(of: "label0") ?? -1
        #expect(strokes.allSatisfy { $0 > medium && $0 < heavy }, "\(order)")
    }

    @Test func blendFadeMixesTowardTheBackgroundAndDrawsOpaque() {
        let list = scene(style: SceneStyle(depthFade: .blend)).drawList(orientation: .identity)
        for case .label(let label) in list.items {
            #expect(label.alpha == 1)
        }
    }

    /// Found by the `pipeline` fuzz target: a long label fitted the sphere to
    /// 0.24 px, and its guides (181 points a circle, stroked 1 px wide) kept
    /// the rasterizer's exact pass busy for over a second. Drawn strokes now
    /// merge points nearer than a quarter pixel.
    @Test func aTinySpheresStrokesAreThinned() {
        let tags = [TagCloud.Tag(text: "Heavy", weight: 9), TagCloud.Tag(text: "Light", weight: 1)]
        let points = [Vector3(0, 0, 1), Vector3(0, 0, -1)]
        let layout = Layout(tags: tags, points: points, viewport: Viewport(width: 72, height: 56),
                            options: LayoutOptions(projection: .perspective(distance: 4), radius: 0.24),
                            measurer: Font.embedded)
        let link = SceneCurve(curve: SphereCurve.arc(from: points[0], to: Vector3(1, 0, 0), lift: 1.2,
                                                     sampling: CurveSampling.links.onScreen(radius: 0.24)),
                              color: .white, width: 2)
        let scene = Scene(layout: layout, font: Font.embedded, style: SceneStyle(guides: true), curves: [link])
        let rotation = Matrix4(rotation: .degrees(90), axis: .unitX) * Matrix4(rotation: .degrees(17), axis: .unitY)
        let strokes = scene.drawList(orientation: rotation).items.compactMap { item -> StrokeDraw? in
            if case .stroke(let stroke) = item { return stroke }
            return nil
        }
        #expect(strokes.count >= 3)
        // A circle 0.24 px in radius has room for at most eight points a quarter pixel apart.
        #expect(strokes.allSatisfy { $0.points.count <= 8 }, "\(strokes.map(\.points.count))")
        #expect(strokes.allSatisfy { $0.points.count >= 2 })
    }

    @Test func thinningKeepsBothEndsAndFarPoints() {
        let far = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 2, y: 1)]
        #expect(Scene.thinned(far) == far)
        let near = [Point(x: 0, y: 0), Point(x: 0.1, y: 0), Point(x: 0.3, y: 0), Point(x: 0.35, y: 0.1)]
        #expect(Scene.thinned(near) == [Point(x: 0, y: 0), Point(x: 0.35, y: 0.1)])
        let short = [Point(x: 0, y: 0), Point(x: 0.1, y: 0), Point(x: 0.2, y: 0)]
        #expect(Scene.thinned(short) == [Point(x: 0, y: 0), Point(x: 0.2, y: 0)])
    }

    @Test func guidesAddAnOutlineFirst() {
        let list = scene(style: SceneStyle(guides: true)).drawList(orientation: .identity)
        guard case .stroke(let outline)? = list.items.first else {
            Issue.record("no outline first")
            return
        }
        // The outline is a circle of the layout's radius about the centre.
        let radius = scene().layout.radius
        for p in outline.points {
            #expect(abs(p.distance(to: Point(200, 150)) - radius) < 1e-9)
        }
    }
}
