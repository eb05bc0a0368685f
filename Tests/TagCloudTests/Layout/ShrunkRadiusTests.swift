import Foundation
import Testing
import Homogeneous
import Raster
@testable import TagCloud

/// A fitted sphere grows as its labels shrink (``Layout/placed(at:sizeFactor:)``
/// and ``Layout/baseRadius(sizeFactor:)``): long labels in a square frame
/// once left a small sphere, fitted to them at full size, with labels
/// shrunk to fit on it. The tag sets are made up, with labels about twice
/// as long as ``ViewPlacementTests/madeUpTags(_:seed:equal:)``'s.
@Suite struct ShrunkRadiusTests {
    /// `count` made-up tags, each label written twice over (7–55 characters).
    static func longTags(_ count: Int, seed: UInt64) -> [TagCloud.Tag] {
        ViewPlacementTests.madeUpTags(count, seed: seed, equal: false).map {
            TagCloud.Tag(text: $0.text + "-" + $0.text, weight: $0.weight)
        }
    }

    /// Whether every label box of `cloud` lies inside its viewport at `orientation`.
    static func inFrame(_ cloud: Cloud, _ orientation: Matrix4) -> Bool {
        let result = cloud.layout.frame(orientation: orientation, zoom: cloud.zoom)
        let (w, h) = (cloud.layout.viewport.width, cloud.layout.viewport.height)
        return result.tags.allSatisfy {
            $0.box.minX >= -1e-6 && $0.box.minY >= -1e-6 && $0.box.maxX <= w + 1e-6 && $0.box.maxY <= h + 1e-6
        }
    }

    /// Orientations that turn the sphere every which way (seeded).
    static let orientations: [Matrix4] = (0..<48).map { k in
        let t = Double(k)
        let axis = Vector3(cos(t * 2.4), sin(t * 1.7), cos(t * 0.9)).normalized ?? .unitY
        return Matrix4(rotation: .degrees(t * 37), axis: axis)
    }

    /// A still placement that shrinks long labels fits the sphere to the
    /// shrunk labels: a larger radius than before, the radius the fit gives
    /// their extents, no label clipped at any orientation, and the still
    /// placement's bars (no overlapping front labels, heavy tags in front).
    @Test(arguments: [(800.0, 800.0), (600, 600), (1024, 768)])
    func stillPlacementRefitsTheSphere(width: Double, height: Double) {
        var cloud = Cloud(tags: Self.longTags(100, seed: 5), viewport: Viewport(width: width, height: height))
        let before = cloud.layout.baseRadius
        let placed = cloud.placeForView()
        let layout = cloud.layout
        #expect(placed.converged)
        #expect(placed.sizeFactor < 0.9)
        #expect(layout.baseRadius > before * 1.1, "radius \(before) → \(layout.baseRadius)")
        #expect(layout.baseRadius == Layout.fitRadius(extents: layout.extents, viewport: layout.viewport,
                                                      options: layout.options))
        #expect(layout.baseRadius == layout.baseRadius(sizeFactor: 1))
        #expect(layout.oversized.isEmpty)
        #expect(Self.orientations.allSatisfy { Self.inFrame(cloud, $0) })
        ViewPlacementTests.check(cloud, "\(Int(width))x\(Int(height))")
    }

    /// A spin placement does the same: the radius the fit gives the shrunk
    /// labels, and no label clipped in any frame of the turn.
    @Test func spinPlacementRefitsTheSphere() {
        var cloud = Cloud(tags: Self.longTags(100, seed: 9), viewport: Viewport(width: 800, height: 800))
        let before = cloud.layout.baseRadius
        let placed = cloud.placeForSpin(about: .unitY)
        let layout = cloud.layout
        #expect(placed.sizeFactor < 0.9)
        #expect(layout.baseRadius > before * 1.1, "radius \(before) → \(layout.baseRadius)")
        #expect(layout.baseRadius == Layout.fitRadius(extents: layout.extents, viewport: layout.viewport,
                                                      options: layout.options))
        let turn = (0..<36).map { Matrix4(rotationY: .degrees(Double($0) * 10)) * cloud.orientation }
        #expect(turn.allSatisfy { Self.inFrame(cloud, $0) })
    }

    /// Placing again starts from the labels as the first placement left
    /// them: they stay shrunk (a second factor multiplies the first), and
    /// the second placement's separation holds at the size they are drawn.
    @Test func placingAgainKeepsTheShrink() {
        var cloud = Cloud(tags: Self.longTags(100, seed: 5), viewport: Viewport(width: 800, height: 800))
        let first = cloud.placeForView()
        let sizes = cloud.layout.fontSizes
        cloud.rotate(by: [ViewPlacementTests.turn(.unitY, 70)])
        let second = cloud.placeForView()
        #expect(first.sizeFactor < 1)
        #expect(cloud.layout.sizeFactor == first.sizeFactor * second.sizeFactor)
        for (a, b) in zip(sizes, cloud.layout.fontSizes) { #expect(abs(b - a * second.sizeFactor) < 1e-9 * a) }
        ViewPlacementTests.check(cloud, "placed twice")
    }

    /// A radius given in the options stays, whatever the labels shrink to.
    @Test func givenRadiusStays() {
        var options = LayoutOptions(for: Viewport(width: 800, height: 800))
        options.radius = 150
        var cloud = Cloud(tags: Self.longTags(100, seed: 5), viewport: Viewport(width: 800, height: 800),
                          options: options)
        let placed = cloud.placeForView()
        #expect(placed.sizeFactor < 1)
        #expect(cloud.layout.baseRadius == 150)
        #expect(cloud.layout.baseRadius(sizeFactor: 0.5) == 150)
    }

    /// Labels that fit at their size keep the radius they were fitted at.
    @Test func unshrunkLabelsKeepTheRadius() {
        var cloud = Cloud(tags: ViewPlacementTests.madeUpTags(20, seed: 2, equal: false),
                          viewport: Viewport(width: 1920, height: 1080))
        let before = cloud.layout.baseRadius
        let placed = cloud.placeForView()
        #expect(placed.sizeFactor == 1)
        #expect(cloud.layout.baseRadius == before)
    }

    /// The starting factor is the largest f at most the area factor at the
    /// radius f leaves: the area factor itself when the radius is fixed,
    /// the fixed point when it grows as f falls, 1 and the floor at the ends.
    @Test func startingFactor() {
        #expect(ViewPlacement.startingFactor(floor: 0.25) { _ in 0.6 } == 0.6)
        #expect(ViewPlacement.startingFactor(floor: 0.25) { _ in 3 } == 1)
        #expect(ViewPlacement.startingFactor(floor: 0.25) { _ in 0.1 } == 0.25)
        // Area factor 0.3 / f: the fixed point is √0.3.
        let f = ViewPlacement.startingFactor(floor: 0.25) { 0.3 / $0 }
        #expect(abs(f - 0.3.squareRoot()) < 1e-6)
    }
}
