import Testing
import Homogeneous
import Raster
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
