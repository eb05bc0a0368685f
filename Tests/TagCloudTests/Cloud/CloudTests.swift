import Testing
import Raster
@testable import TagCloud

/// The ``Cloud`` façade: its defaults, globe ranking and framing.
@Suite struct CloudTests {
    /// Seven European capitals (weights as in the CLI's geo tests).
    static let places: [GeoTag] = [
        ("Paris", 48.8566, 2.3522, 11), ("London", 51.5074, -0.1278, 9.6), ("Berlin", 52.52, 13.405, 3.6),
        ("Madrid", 40.4168, -3.7038, 6.7), ("Rome", 41.9028, 12.4964, 4.3), ("Vienna", 48.2082, 16.3738, 1.9),
        ("Amsterdam", 52.3676, 4.9041, 1.2),
    ].map { GeoTag(name: $0.0, weight: $0.3, coordinate: GeoCoordinate(latitude: $0.1, longitude: $0.2)!) }

    /// The defaults are the command line's: 1280×720, font sizes from the
    /// shorter side ÷ 50 to ÷ 13, a 64-megapixel cap.
    @Test func defaultsAreTheCommandLines() {
        let cloud = Cloud(tags: [Tag(text: "a", weight: 1), Tag(text: "b", weight: 2)])
        #expect(cloud.layout.viewport == Viewport(width: 1280, height: 720))
        #expect(abs(cloud.layout.options.minSize - 14.4) < 1e-9)
        #expect(abs(cloud.layout.options.maxSize - 720 / 13) < 1e-9)
        #expect(cloud.maxPixels == 64_000_000)
        #expect(cloud.orientation == .identity && cloud.zoom == 1 && cloud.fit == nil)
    }

    /// A size given on one side bends the other to meet it.
    @Test func aGivenSizeBendsTheRange() {
        let viewport = Viewport(width: 1280, height: 720)
        let big = LayoutOptions(for: viewport, minSize: 80)
        #expect(big.minSize == 80 && big.maxSize == 80)
        let small = LayoutOptions(for: viewport, maxSize: 10)
        #expect(small.minSize == 10 && small.maxSize == 10)
    }

    /// Places are ranked heaviest first and cut to `maxTags`, ties in order.
    @Test func placesAreRankedAndCut() {
        let tie = GeoTag(name: "Lyon", weight: 11, coordinate: GeoCoordinate(latitude: 45.76, longitude: 4.84)!)
        let cloud = Cloud(places: Self.places + [tie], maxTags: 3)
        #expect(cloud.tags.map(\.text) == ["Paris", "Lyon", "London"])
        #expect(cloud.layout.points[1] == tie.coordinate.unitVector)
    }

    /// In perspective, `fit` keeps every magnified label inside the padded
    /// frame, where one solve of ``FitToContent`` (which ignores the
    /// magnification) zooms in too far and lets labels out.
    @Test func perspectiveFitKeepsMagnifiedLabelsInside() throws {
        let viewport = Viewport(width: 800, height: 600)
        var options = LayoutOptions(for: viewport)
        options.projection = .perspective(distance: 2)
        var cloud = Cloud(places: Self.places, viewport: viewport, options: options)
        func worstOverflow(_ fit: FitResult) -> Double {
            let pad = FitToContent.defaultPadding
            let limit = (x: 400 / pad, y: 300 / pad)
            return cloud.layout.frame(orientation: fit.orientation, zoom: fit.zoom).tags.map { tag in
                max(max(abs(tag.box.minX - 400), abs(tag.box.maxX - 400)) - limit.x,
                    max(abs(tag.box.minY - 300), abs(tag.box.maxY - 300)) - limit.y)
            }.max() ?? 0
        }
        let content = cloud.fitContent(.tags)
        let once = FitToContent.solve(points: content.points, viewport: (800, 600), baseRadius: cloud.layout.baseRadius,
                                      padding: FitToContent.defaultPadding, labelHalfExtents: content.labels)
        cloud.fit(.tags)
        let fit = try #require(cloud.fit)
        #expect(cloud.zoom == fit.zoom && cloud.orientation == fit.orientation)
        #expect(fit.zoom < once.zoom)
        #expect(worstOverflow(once) > 1)
        #expect(worstOverflow(fit) <= 0.01)
    }
}
