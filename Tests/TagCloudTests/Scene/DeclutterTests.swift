import Foundation
import Testing
import Homogeneous
import Raster
import ImageCodecs
@testable import TagCloud

/// ``Scene/declutterFactors(_:)``: covered labels fade, continuously.
@Suite struct DeclutterTests {
    /// A 100×20 label at (x, y) and `depth`.
    static func label(_ index: Int, x: Double, y: Double = 0, depth: Double) -> LaidOutTag {
        LaidOutTag(index: index, text: "t\(index)", weight: 1, point: .unitZ, screen: Point(x + 50, y + 10),
                   depth: depth, scale: 1, magnification: 1, alpha: 1, fontSize: 20, drawnSize: 20,
                   box: Rect(minX: x, minY: y, maxX: x + 100, maxY: y + 20), baseline: y + 15, order: index)
    }

    @Test func aCoveredLabelFadesAndTheNearOneDoesNot() {
        let f = Scene.declutterFactors([Self.label(0, x: 0, depth: 0), Self.label(1, x: 0, depth: 0.5)])
        #expect(abs(f[0] - (1 - Scene.declutterStrength)) < 1e-12)
        #expect(f[1] == 1)
        // Half covered: half the fade; apart: none.
        let half = Scene.declutterFactors([Self.label(0, x: 0, depth: 0), Self.label(1, x: 50, depth: 0.5)])
        #expect(abs(half[0] - (1 - Scene.declutterStrength / 2)) < 1e-12)
        let apart = Scene.declutterFactors([Self.label(0, x: 0, depth: 0), Self.label(1, x: 100, depth: 0.5)])
        #expect(apart == [1, 1])
    }

    /// Small moves in position or depth make small changes, also when two
    /// labels pass each other in depth (no popping between frames).
    @Test func fadingIsContinuous() {
        var previous: [Double]?
        for step in 0...400 {
            let t = Double(step) / 400
            let f = Scene.declutterFactors([Self.label(0, x: 0, depth: 0.2),
                                            Self.label(1, x: 150 - 200 * t, y: 5, depth: 0.1 + 0.2 * t)])
            if let previous {
                #expect(abs(f[0] - previous[0]) < 0.01 && abs(f[1] - previous[1]) < 0.01, "step \(step): \(f)")
            }
            previous = f
        }
    }

    /// In an animation each covered share is averaged over the poses of
    /// ``Scene/declutterWindow``. Under a fast spin (360° a second at 30
    /// fps: 12° a frame, so nearer labels sweep across others within a
    /// frame) a label's factor then changes by at most 0.3 from one frame to
    /// the next, where taken frame by frame it jumps by over 0.5 (0.85, the
    /// whole fade, here); labels that stay covered still fade, and equal
    /// poses give the frame's own factors.
    @Test func anAnimationAveragesTheFadeOverItsWindow() throws {
        var cloud = Cloud(tags: (0..<80).map { TagCloud.Tag(text: "label number \($0)", weight: Double(80 - $0)) })
        cloud.style.declutter = .fade
        let scene = try cloud.scene()
        let options = try ReplayOptions(sphereRadius: cloud.layout.radius,
                                        initialOrientation: Matrix4(rotationX: .degrees(15)))
        let replay = try Replay(spin: RotationSpec.parseRate("y:360"), duration: 1, options: options)
        var windowed: [[Double]] = [], single: [[Double]] = []
        for index in 0..<replay.frameCount {
            let state = replay.state(ofFrame: index)
            let pose = (orientation: state.orientation, zoom: state.zoom)
            let window = try #require(FrameRecipe.declutterPoses(scene, replay, frame: index))
            #expect(window.count == Scene.declutterWindow.count)
            windowed.append(scene.declutterFactors(poses: window))
            single.append(scene.declutterFactors(poses: [pose]))
            if index == 0 {
                let same = scene.declutterFactors(poses: Array(repeating: pose, count: 5))
                #expect(zip(same, single[0]).allSatisfy { abs($0 - $1) < 1e-12 })
            }
        }
        func largestStep(_ factors: [[Double]]) -> Double {
            zip(factors, factors.dropFirst()).map { zip($0, $1).map { abs($0 - $1) }.max() ?? 0 }.max() ?? 0
        }
        #expect(largestStep(windowed) <= 0.3)
        #expect(largestStep(single) > 0.5)
        #expect(windowed.joined().min() ?? 1 < 0.5)
        // Without the fade no frame is needed and every factor is 1.
        cloud.style.declutter = .off
        let plain = try cloud.scene()
        #expect(FrameRecipe.declutterPoses(plain, replay, frame: 3) == nil)
        #expect(plain.declutterFactors(poses: [(Matrix4.identity, 1)]).allSatisfy { $0 == 1 })
    }

    /// The frames' JSON Lines carry, as each tag's `alpha` times `opacity`,
    /// the alpha the same frame's draw list gives its label (to the JSON's
    /// four decimals), the declutter fade's window included.
    @Test(arguments: [false, true])
    func frameLayoutsCarryTheOpacityTheFramesDraw(globe: Bool) throws {
        var cloud = Cloud(tags: (0..<60).map { TagCloud.Tag(text: "label \($0)", weight: Double(60 - $0)) })
        cloud.style.declutter = .fade
        if globe {
            // A map: each place's fade at the rim and its label's fade in and out.
            let places = (0..<60).map { k in
                GeoTag(name: "place \(k)", weight: Double(60 - k),
                       coordinate: GeoCoordinate(latitude: Double(k % 12) * 12 - 66, longitude: Double(k) * 6 - 177)!)
            }
            cloud = Cloud(places: places)
            cloud.style.backface = .hide
            cloud.map = GlobeMap(style: MapStyle())
        }
        // The fades alone: legibility (issue 43) may draw a front label more opaque than
        // its layout alpha where its colour needs it against the background.
        cloud.style.legibility = nil
        let options = try ReplayOptions(sphereRadius: cloud.layout.radius, initialOrientation: .identity)
        let replay = try Replay(spin: RotationSpec.parseRate("x:240"), duration: 1, options: options)
        var lines: [String] = []
        try cloud.frameLayouts(of: replay, frames: 0..<replay.frameCount) { lines.append($0) }
        let recipe = try FrameRecipe(cloud: cloud, replay: replay, format: .ppm)
        var faded = 0
        for index in [0, 4, 9, 14, 29] {
            let object = try JSONSerialization.jsonObject(with: Data(lines[index].utf8)) as? [String: Any]
            let tags = try #require(object?["tags"] as? [[String: Any]])
            for item in recipe.drawList(frame: index).items {
                guard case .label(let label) = item else { continue }
                let alpha = try #require(tags[label.tag]["alpha"] as? Double)
                let opacity = try #require(tags[label.tag]["opacity"] as? Double)
                #expect(abs(alpha * opacity - label.alpha) < 2e-4, "frame \(index), tag \(label.tag)")
                if opacity < 0.99 { faded += 1 }
            }
        }
        #expect(faded > 0)
    }

    /// The draw list fades only with ``Declutter/fade``.
    @Test func theStyleSwitchesIt() throws {
        var cloud = Cloud(tags: (0..<60).map { TagCloud.Tag(text: "label\($0)", weight: Double(60 - $0)) })
        let off = try cloud.drawList()
        cloud.style.declutter = .fade
        let fade = try cloud.drawList()
        func alphas(_ list: DrawList) -> [Double] {
            list.items.compactMap { if case .label(let l) = $0 { return l.alpha } else { return nil } }
        }
        #expect(alphas(off).count == alphas(fade).count)
        #expect(zip(alphas(off), alphas(fade)).allSatisfy { $0 >= $1 })
        #expect(zip(alphas(off), alphas(fade)).contains { $0 > $1 + 0.01 })
    }
}
