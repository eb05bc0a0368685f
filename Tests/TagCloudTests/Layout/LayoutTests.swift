import Foundation
import Homogeneous
import Raster
import TrueType
import TagCloud
import Testing

@Suite struct LayoutTests {
    let viewport = Viewport(width: 800, height: 600)
    let metrics = AverageAdvanceMetrics()

    @Test func frontTagAtIdentity() {
        let tags = [Tag(text: "Moon", weight: 4), Tag(text: "Sun", weight: 1)]
        let points = [Vector3(0, 0, 1), Vector3(0, 0, -1)]
        let result = Layout.compute(tags: tags, points: points, orientation: .identity, viewport: viewport,
                                    measurer: metrics)
        let moon = result.tags[0]
        #expect(moon.screen == Point(400, 300))
        #expect(moon.depth == 1 && moon.scale == 1 && moon.alpha == 1 && moon.magnification == 1)
        #expect(moon.fontSize == 36 && moon.drawnSize == 36)
        // The box: advance width by line height, centred; baseline an ascent below the top.
        let e = metrics.measure("Moon", pixelSize: 36)
        #expect(abs(moon.box.width - e.width) < 1e-9 && abs(moon.box.height - e.height) < 1e-9)
        #expect(abs(moon.box.minX - (400 - e.width / 2)) < 1e-9)
        #expect(abs(moon.box.minY - (300 - e.height / 2)) < 1e-9)
        #expect(abs(moon.baseline - (moon.box.minY + e.ascent)) < 1e-9)
        // The back tag: smallest scale and alpha, drawn first.
        let sun = result.tags[1]
        #expect(sun.depth == -1 && sun.scale == 0.3 && abs(sun.alpha - 0.2) < 1e-12)
        // 12 × 0.3 = 3.6 px would be a speck: the drawn size stops at minDrawnSize (issue 43).
        #expect(sun.drawnSize == LayoutOptions().minDrawnSize && sun.drawnSize == 7)
        #expect(result.drawOrder == [1, 0] && sun.order == 0 && moon.order == 1)
    }

    @Test func orthographicProjectionFollowsTheConvention() {
        let tags = SampleTags.astronomy
        let layout = makeLayout(tags, viewport)
        let m = Matrix4(rotationX: .degrees(15)) * Matrix4(rotationY: .degrees(-40))
        let result = layout.frame(orientation: m)
        for tag in result.tags {
            let v = m.transformDirection(tag.point)
            #expect(abs(tag.screen.x - (400 + result.radius * v.x)) < 1e-9)
            #expect(abs(tag.screen.y - (300 - result.radius * v.y)) < 1e-9)
            #expect(abs(tag.depth - v.z) < 1e-12)
        }
    }

    @Test func perspectiveShrinksWithDistance() {
        let options = LayoutOptions(projection: .perspective(distance: 3))
        let tags = [Tag(text: "near", weight: 1), Tag(text: "mid", weight: 1), Tag(text: "far", weight: 1)]
        let s = 0.6
        let points = [Vector3(s, 0, 0.8), Vector3(1, 0, 0), Vector3(s, 0, -0.8)]
        let result = Layout(tags: tags, points: points, viewport: viewport, options: options, measurer: metrics)
            .frame(orientation: .identity)
        let r = result.radius
        let (near, mid, far) = (result.tags[0], result.tags[1], result.tags[2])
        #expect(abs(mid.screen.x - (400 + r)) < 1e-9)  // centre plane: no magnification
        #expect(abs(near.screen.x - (400 + r * s * 3 / 2.2)) < 1e-9)
        #expect(abs(far.screen.x - (400 + r * s * 3 / 3.8)) < 1e-9)
        #expect(near.drawnSize > mid.drawnSize && mid.drawnSize > far.drawnSize)
        #expect(abs(far.drawnSize - 24 * options.scale(atDepth: -0.8) * 3 / 3.8) < 1e-9)
    }

    @Test func depthMapsMonotonicallyToScaleAndAlpha() {
        var rng = SplitMix64(seed: 11)
        let layout = makeLayout(SampleTags.astronomy, viewport, LayoutOptions(minScale: 0.25, minAlpha: 0.1))
        let result = layout.frame(orientation: randomRotation(&rng))
        let byDepth = result.tags.sorted { $0.depth < $1.depth }
        for (a, b) in zip(byDepth, byDepth.dropFirst()) {
            #expect(a.scale <= b.scale && a.alpha <= b.alpha)
        }
        let options = layout.options
        #expect(options.scale(atDepth: -1) == 0.25 && options.scale(atDepth: 1) == 1)
        #expect(options.alpha(atDepth: -1) == 0.1 && options.alpha(atDepth: 1) == 1)
        #expect(byDepth.allSatisfy { $0.scale >= 0.25 && $0.scale <= 1 && $0.alpha >= 0.1 && $0.alpha <= 1 })
    }

    @Test func drawOrderIsBackToFrontWithStableTies() {
        var rng = SplitMix64(seed: 12)
        let tags = SampleTags.astronomy + [Tag(text: "twin", weight: 1), Tag(text: "twin2", weight: 1)]
        var points = TagPlacement.positions(for: SampleTags.astronomy.map(\.weight))
        points += [points[5], points[5]]  // three tags on one point: equal depths
        let layout = Layout(tags: tags, points: points, viewport: viewport, measurer: metrics)
        for _ in 0..<20 {
            let result = layout.frame(orientation: randomRotation(&rng))
            let depths = result.drawOrder.map { result.tags[$0].depth }
            #expect(depths == depths.sorted())
            for (position, i) in result.drawOrder.enumerated() { #expect(result.tags[i].order == position) }
            let twins = result.drawOrder.filter { [5, 60, 61].contains($0) }
            #expect(twins == [5, 60, 61])
        }
    }

    @Test func equalWeightsGiveEqualSizes() {
        let sizes = Layout.fontSizes(for: [2, 2, 2], options: LayoutOptions(minSize: 10, maxSize: 30))
        #expect(sizes == [20, 20, 20])
        for scaling in LayoutOptions.SizeScaling.allCases {
            let one = Layout.fontSizes(for: [7], options: LayoutOptions(minSize: 10, maxSize: 30, scaleBy: scaling))
            #expect(one == [20])
        }
    }

    @Test(arguments: [(LayoutOptions.SizeScaling.linear, [1.0, 2, 3]), (.sqrt, [1, 4, 9]), (.log, [1, 10, 100])])
    func sizeMappingEndpointsAndMidpoint(scaling: LayoutOptions.SizeScaling, weights: [Double]) {
        let options = LayoutOptions(minSize: 10, maxSize: 30, scaleBy: scaling)
        let sizes = Layout.fontSizes(for: weights + [0, .nan], options: options)
        #expect(sizes[0] == 10 && sizes[2] == 30)
        #expect(abs(sizes[1] - 20) < 1e-12)
        // Weights that are not finite and positive get the minimum.
        #expect(sizes[3] == 10 && sizes[4] == 10)
    }

    @Test func optionValidationAndSanitising() {
        #expect(LayoutOptions().invalidReason == nil)
        #expect(LayoutOptions(minScale: 1.5).invalidReason == "minScale must be between 0 and 1, got 1.5")
        #expect(LayoutOptions(minSize: 20, maxSize: 10).invalidReason == "maxSize must be at least minSize (20.0), got 10.0")
        #expect(LayoutOptions(projection: .perspective(distance: 0.5)).invalidReason
                == "the perspective camera distance must be more than 1 sphere radius, got 0.5")
        #expect(LayoutOptions(zoom: 0).invalidReason == "zoom must be a positive number, got 0.0")
        // Nonsense options and a nonsense orientation still give finite numbers.
        let wild = LayoutOptions(minScale: .nan, minAlpha: -3, projection: .perspective(distance: .infinity),
                                 minSize: 50, maxSize: -1, radius: .infinity, zoom: .nan, padding: 7)
        var bad = Matrix4.identity
        bad.c0.x = .nan
        let result = makeLayout(SampleTags.astronomy, viewport, wild).frame(orientation: bad)
        let numbers = result.tags.flatMap { [$0.screen.x, $0.screen.y, $0.depth, $0.scale, $0.alpha,
                                             $0.drawnSize, $0.box.minX, $0.box.maxY, $0.baseline] }
        #expect(numbers.allSatisfy(\.isFinite) && result.radius.isFinite)
    }
}
