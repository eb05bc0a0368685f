import Foundation
import Homogeneous
import Raster
import TrueType
import EmbeddedFont
import Testing
@testable import TagCloud

/// Sizes, colours, link widths and JSON with weights anywhere in
/// 1e-300…1.7e308 (issue 14, section 2).
@Suite struct ExtremeWeightLayoutTests {
    static let options = LayoutOptions(minSize: 10, maxSize: 30)
    /// Both ends of the range and points between, lightest first.
    static let ascending: [Double] = [.leastNonzeroMagnitude, 1e-300, 1e-10, 1, 1e155, 1.7e308, .greatestFiniteMagnitude]

    @Test(arguments: LayoutOptions.SizeScaling.allCases)
    func sizesAreFiniteInRangeAndInWeightOrder(_ scaling: LayoutOptions.SizeScaling) {
        var o = Self.options
        o.scaleBy = scaling
        // Shuffled, so order comes from the weights and not the positions.
        let weights = [1e155, .leastNonzeroMagnitude, 1.7e308, 1, .greatestFiniteMagnitude, 1e-10, 1e-300]
        let sizes = Layout.fontSizes(for: weights, options: o)
        let inRange = sizes.allSatisfy { $0.isFinite && $0 >= 10 && $0 <= 30 }
        #expect(inRange, "\(sizes)")
        let byWeight = weights.indices.sorted { weights[$0] < weights[$1] }.map { sizes[$0] }
        let ascending = zip(byWeight, byWeight.dropFirst()).allSatisfy { pair in pair.0 <= pair.1 }
        #expect(ascending, "\(scaling): \(byWeight)")
        #expect(byWeight.last == 30)
        // Rank classes give the smallest size only past the first 100 ranks.
        #expect(byWeight.first == (scaling == .rank ? 30 : 10))
    }

    /// The midpoint of each curve, worked out by hand: linear 5e307 of
    /// 1e308; sqrt 1e300 of 4e300 (√ gives 1e150 of 2e150); log 1 between
    /// 1e-300 and 1e300. Each sits halfway, at size 20.
    @Test func midpointsAtTheEndsOfTheRange() {
        let cases: [(LayoutOptions.SizeScaling, [Double])] = [
            (.linear, [1e-300, 5e307, 1e308]), (.sqrt, [1e-300, 1e300, 4e300]), (.log, [1e-300, 1, 1e300]),
        ]
        for (scaling, weights) in cases {
            var o = Self.options
            o.scaleBy = scaling
            let sizes = Layout.fontSizes(for: weights, options: o)
            #expect(abs(sizes[1] - 20) < 1e-9, "\(scaling): \(sizes)")
            #expect(sizes[0] == 10 && sizes[2] == 30)
        }
    }

    /// Rank classes by hand: ranks 1-10 full size, 11-30 at 0.6, 31-100 at
    /// 0.3, the rest at the smallest; ties take the class of the first.
    @Test func rankClassesFollowTheRanks() {
        var o = Self.options
        o.scaleBy = .rank
        let weights: [Double] = (0..<150).map { Double(1000 - $0) } + [Double(1000 - 149)]
        let sizes = Layout.fontSizes(for: weights, options: o)
        #expect(sizes[0] == 30 && sizes[9] == 30)
        #expect(abs(sizes[10] - 22) < 1e-9 && abs(sizes[29] - 22) < 1e-9)
        #expect(abs(sizes[30] - 16) < 1e-9 && abs(sizes[99] - 16) < 1e-9)
        #expect(sizes[100] == 10 && sizes[149] == 10 && sizes[150] == 10)
    }

    @Test(arguments: [1e-300, 1e155, 1.7e308])
    func equalWeightsAnywhereTakeTheMidpoint(_ weight: Double) {
        for scaling in LayoutOptions.SizeScaling.allCases {
            var o = Self.options
            o.scaleBy = scaling
            #expect(Layout.fontSizes(for: [weight, weight, weight], options: o) == [20, 20, 20])
        }
    }

    @Test func heaviestTakesTheGradientsFirstColourAndLightestItsLast() {
        let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255)
        let tags = Self.ascending.enumerated().map { Tag(text: "t\($0.offset)", weight: $0.element) }
        let layout = Layout(tags: tags, points: TagPlacement.positions(for: tags.map(\.weight)),
                            viewport: Viewport(width: 400, height: 300), options: Self.options, measurer: Font.embedded)
        let scene = Scene(layout: layout, font: Font.embedded, style: SceneStyle(gradient: Gradient([red, blue])))
        #expect(scene.colors.first == blue && scene.colors.last == red)
        let frame = layout.frame(orientation: .identity)
        for tag in frame.tags {
            let numbers = [tag.screen.x, tag.screen.y, tag.drawnSize, tag.box.minX, tag.box.maxY, tag.baseline]
            let finite = numbers.allSatisfy { $0.isFinite }
            #expect(finite, "\(tag.text)")
        }
    }

    @Test func linkWidthsDependOnlyOnRatios() {
        let base = 1.5, most = base * SceneCurve.maximumLinkWidthFactor
        // The ratio 1.7e308 / 1e-300 overflows; the width is still the maximum.
        #expect(SceneCurve.linkWidth(weight: 1.7e308, lightest: 1e-300, base: base) == most)
        #expect(SceneCurve.linkWidth(weight: 4e-300, lightest: 1e-300, base: base) == 2 * base)
        #expect(SceneCurve.linkWidth(weight: 1.7e308, lightest: 1.7e308, base: base) == base)
        #expect(SceneCurve.linkWidth(weight: 1.6e308, lightest: 0.4e308, base: base) == 2 * base)
    }

    /// The layout JSON stays valid JSON, and its weights read back exactly.
    @Test func jsonWeightsRoundTripThroughAJSONParser() throws {
        let weights = [1e-300, 1e-10, 1, 1e155, 1.7e308, .greatestFiniteMagnitude]
        let tags = weights.enumerated().map { Tag(text: "t\($0.offset)", weight: $0.element) }
        let result = Layout.compute(tags: tags, points: TagPlacement.positions(for: weights), orientation: .identity,
                                    viewport: Viewport(width: 400, height: 300), measurer: Font.embedded)
        let text = result.json
        #expect(text.contains("\"weight\":1e-300,") && text.contains("\"weight\":1.7e+308,"))
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let parsed = try #require(object?["tags"] as? [[String: Any]])
        #expect(parsed.compactMap { ($0["weight"] as? NSNumber)?.doubleValue } == weights)
    }
}
