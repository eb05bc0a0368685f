import Foundation
import Homogeneous
import Raster
import TrueType
import TagCloud
import Testing

@Suite struct FitToFrameTests {
    static let projections: [LayoutOptions.Projection] = [.orthographic, .perspective(distance: 3),
                                                          .perspective(distance: 1.6)]
    static let viewports = [Viewport(width: 800, height: 600), Viewport(width: 300, height: 900)]

    @Test(arguments: projections, viewports)
    func noLabelIsClippedAtAnyOrientation(projection: LayoutOptions.Projection, viewport: Viewport) {
        var rng = SplitMix64(seed: 2024)
        let options = LayoutOptions(projection: projection)
        var closest = Double.infinity
        for tags in SampleTags.all {
            let layout = makeLayout(tags, viewport, options)
            #expect(layout.radius > 0)
            // Only the 33-character label at 36 px (653.4 px wide by the
            // 0.55 em estimate, magnified at the front) can be too wide.
            let pad = options.padding * min(viewport.width, viewport.height)
            let tooWide = tags == SampleTags.fewWithALongOne
                && 653.4 * options.magnification(atDepth: 1) > viewport.width - 2 * pad
            #expect(layout.oversized == (tooWide ? [1] : []))
            for _ in 0..<500 {
                let frame = layout.frame(orientation: randomRotation(&rng))
                for tag in frame.tags where !layout.oversized.contains(tag.index) {
                    let b = tag.box
                    let gap = min(b.minX, b.minY, viewport.width - b.maxX, viewport.height - b.maxY)
                    #expect(gap >= -1e-9, "\(tag.text) clipped: \(b)")
                    closest = min(closest, gap)
                }
            }
        }
        // Not wastefully small: some label at some orientation comes near an edge
        // (the padding is 2% of the smaller side; allow a few % more).
        #expect(closest <= 0.05 * min(viewport.width, viewport.height))
    }

    @Test(arguments: projections, viewports)
    func theFitIsTightForTheWorstLabel(projection: LayoutOptions.Projection, viewport: Viewport) {
        // Sweep the widest and the tallest label over the sphere's rim and
        // measure how close they get to the edges.
        let options = LayoutOptions(projection: projection)
        for tags in SampleTags.all {
            let layout = makeLayout(tags, viewport, options)
            let pad = options.padding * min(viewport.width, viewport.height)
            let fitting = layout.extents.indices.filter { !layout.oversized.contains($0) }
            let widest = fitting.max { layout.extents[$0].width < layout.extents[$1].width } ?? 0
            let tallest = fitting.max { layout.extents[$0].height < layout.extents[$1].height } ?? 0
            var reachX = 0.0, reachY = 0.0
            for k in 0...400 {
                let theta = Double.pi * Double(k) / 400
                let toX = Matrix4(Quaternion(from: layout.points[widest], to: Vector3(sin(theta), 0, cos(theta))))
                reachX = max(reachX, layout.frame(orientation: toX).tags[widest].box.maxX)
                let toY = Matrix4(Quaternion(from: layout.points[tallest], to: Vector3(0, sin(theta), cos(theta))))
                reachY = max(reachY, viewport.height - layout.frame(orientation: toY).tags[tallest].box.minY)
            }
            let limitX = viewport.width - pad, limitY = viewport.height - pad
            #expect(reachX <= limitX + 1e-6)
            #expect(reachY <= limitY + 1e-6)
            // One of the two axes is the binding one, and it is used to within 0.2%.
            let usedX = (reachX - viewport.width / 2) / (limitX - viewport.width / 2)
            let usedY = (reachY - viewport.height / 2) / (limitY - viewport.height / 2)
            #expect(max(usedX, usedY) >= 0.998, "x \(usedX) y \(usedY) \(tags.count)")
        }
    }

    @Test func radiusDoesNotDependOnOrientation() {
        var rng = SplitMix64(seed: 5)
        let layout = makeLayout(SampleTags.astronomy, Viewport(width: 640, height: 480))
        let radii = Set((0..<20).map { _ in layout.frame(orientation: randomRotation(&rng)).radius })
        #expect(radii.count == 1)
        #expect(radii.first == Layout.fitRadius(extents: layout.extents, viewport: layout.viewport,
                                                options: layout.options))
    }

    @Test func orthographicClosedFormMatchesTheDefinition() {
        // max over z of R·√(1 − z²) + A·s(z) must equal the limit at the fitted R.
        let options = LayoutOptions(minScale: 0.3)
        let extent = TextExtent(width: 200, ascent: 20, descent: 5)
        let viewport = Viewport(width: 800, height: 800)
        let r = Layout.fitRadius(extents: [extent], viewport: viewport, options: options)
        let limit = 400 - 0.02 * 800
        var reach = 0.0
        for k in 0...100_000 {
            let z = -1 + 2 * Double(k) / 100_000
            reach = max(reach, r * sqrt(1 - z * z) + 100 * options.scale(atDepth: z))
        }
        #expect(abs(reach - limit) < 1e-6)
    }

    @Test func labelsTooLargeForTheViewportDoNotCollapseTheSphere() {
        let tags = [Tag(text: String(repeating: "W", count: 200), weight: 10), Tag(text: "Moon", weight: 1),
                    Tag(text: "Sun", weight: 1)]
        let layout = makeLayout(tags, Viewport(width: 400, height: 300))
        #expect(layout.oversized == [0])
        let rest = Layout.fitRadius(extents: Array(layout.extents.dropFirst()), viewport: layout.viewport,
                                    options: layout.options)
        #expect(layout.radius == rest)
        #expect(layout.radius > 100)
    }

    @Test func radiusOptionAndZoom() {
        let viewport = Viewport(width: 800, height: 600)
        let fitted = makeLayout(SampleTags.astronomy, viewport)
        let zoomed = makeLayout(SampleTags.astronomy, viewport, LayoutOptions(zoom: 1.5))
        #expect(abs(zoomed.radius - 1.5 * fitted.radius) < 1e-9)
        #expect(fitted.frame(orientation: .identity, zoom: 2).radius == 2 * fitted.radius)
        let fixed = makeLayout(SampleTags.astronomy, viewport, LayoutOptions(radius: 123, zoom: 2))
        #expect(fixed.baseRadius == 123)
        #expect(fixed.frame(orientation: .identity).radius == 246)
    }
}
