import Testing
import Homogeneous
import Raster
@testable import TagCloud

/// ``ViewPlacement`` through ``Cloud/placeForView(_:)``: labels, not points
/// (issue 16). The tag sets are made up here from a seeded generator (word
/// lengths 2–16, some two-word tags), not the bundled samples.
@Suite struct ViewPlacementTests {
    /// `count` made-up tags: Zipf weights (1/rank), or all equal.
    static func madeUpTags(_ count: Int, seed: UInt64, equal: Bool) -> [TagCloud.Tag] {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let letters = Array("abcdefghijklmnopqrstuvwxyzeeaaiioo")
        func word() -> String {
            String((0..<(2 + Int(next() % 11))).map { _ in letters[Int(next() % UInt64(letters.count))] })
        }
        return (0..<count).map { k in
            let text = next() % 4 == 0 ? word() + " " + word() : word()
            return TagCloud.Tag(text: "\(text)\(k)", weight: equal ? 1 : 1000 / Double(k + 1))
        }
    }

    /// A turn of `degrees` about `axis`.
    static func turn(_ axis: Vector3, _ degrees: Double) -> RotationSpec {
        RotationSpec(axis: axis, angle: Angle.degrees(degrees))
    }

    /// The front labels (depth > 0) whose boxes intersect another's by more than 1 px².
    static func overlappingFrontLabels(_ result: LayoutResult) -> Int {
        let front = result.tags.filter { $0.depth > 0 }
        var hit = Set<Int>()
        for a in front.indices {
            for b in front.indices where b > a {
                let p = front[a].box, q = front[b].box
                let w = min(p.maxX, q.maxX) - max(p.minX, q.minX), h = min(p.maxY, q.maxY) - max(p.minY, q.minY)
                if w > 0, h > 0, w * h > 1 { hit.formUnion([a, b]) }
            }
        }
        return hit.count
    }

    /// Every figure of the issue for one cloud placed for its view.
    static func check(_ cloud: Cloud, _ label: String) {
        let result = cloud.layout.frame(orientation: cloud.orientation, zoom: cloud.zoom)
        let n = result.tags.count
        #expect(overlappingFrontLabels(result) == 0, "\(label)")
        let heavy = result.tags.sorted { $0.weight > $1.weight || ($0.weight == $1.weight && $0.index < $1.index) }
            .prefix(ViewPlacement.heavyCount(tags: n))
        #expect(heavy.allSatisfy { $0.depth >= 0.3 }, "\(label)")
        let back = Double(result.tags.filter { $0.depth < 0 }.count) / Double(n)
        #expect(back >= 0.35 && back <= 0.65, "\(label): back share \(back)")
        let points = cloud.layout.points
        #expect(points.allSatisfy { abs($0.length - 1) < 1e-9 }, "\(label)")
        let dmin = SpherePoints.bruteForceSeparation(points.map { SIMD3($0.x, $0.y, $0.z) })
        #expect(dmin * Double(n).squareRoot() >= 2.5, "\(label): √N·dmin \(dmin * Double(n).squareRoot())")
        #expect(result.sizeFactor.map { $0 > 0 && $0 <= 1 } == true, "\(label)")
    }

    /// 100 tags, weighted and equal, in 16:9, 4:3 and 1:1 at the default
    /// sizes, at several views: no overlapping front labels, the heavy tags
    /// in front, a sphere.
    @Test(arguments: [(1280.0, 720.0), (1024, 768), (800, 800)])
    func hundredTagsMeetTheBars(width: Double, height: Double) {
        let views: [[RotationSpec]] = [[], [Self.turn(.unitX, 15)], [Self.turn(.unitY, 130), Self.turn(.unitX, -40)]]
        for (k, equal) in [false, true].enumerated() {
            for (v, view) in views.enumerated() {
                var cloud = Cloud(tags: Self.madeUpTags(100, seed: UInt64(7 + k + 3 * v), equal: equal),
                                  viewport: Viewport(width: width, height: height))
                cloud.rotate(by: view)
                cloud.placeForView()
                Self.check(cloud, "\(Int(width))x\(Int(height)) equal=\(equal) view \(v)")
            }
        }
    }

    /// Where the labels cannot fit at their size, they all shrink by one
    /// factor, which the layout and its JSON record; the sizes keep their ratios.
    @Test func crowdedLabelsShrinkByOneFactor() throws {
        var cloud = Cloud(tags: Self.madeUpTags(100, seed: 3, equal: true), viewport: Viewport(width: 800, height: 800))
        let before = cloud.layout.fontSizes
        let placed = cloud.placeForView()
        #expect(placed.converged)
        #expect(placed.sizeFactor < 0.95)
        let factor = try #require(cloud.layout.sizeFactor)
        #expect(factor == placed.sizeFactor)
        for (a, b) in zip(before, cloud.layout.fontSizes) { #expect(abs(b - a * factor) < 1e-9) }
        let result = cloud.layout.frame(orientation: cloud.orientation)
        #expect(result.json.contains("\"radius\":\(result.json.split(separator: ",")[2].dropFirst(9)),\"sizeFactor\":"))
        Self.check(cloud, "crowded")
    }

    /// Labels that cannot fit even at ``ViewPlacement/minimumFactor`` stay
    /// at it, unconverged (the command line warns), rather than shrink on.
    @Test func labelsStopShrinkingAtTheFloor() {
        var cloud = Cloud(tags: Self.madeUpTags(150, seed: 3, equal: true), viewport: Viewport(width: 300, height: 300))
        let placed = cloud.placeForView(ViewPlacement(minimumFactor: 0.8))
        #expect(!placed.converged)
        #expect(placed.sizeFactor == 0.8)
        #expect(Self.overlappingFrontLabels(cloud.layout.frame(orientation: Matrix4.identity)) > 0)
    }

    /// The layout is the same whatever else runs; and it depends on the view.
    @Test func deterministicAndViewDependent() {
        func placed(_ degrees: Double) -> [Vector3] {
            var cloud = Cloud(tags: Self.madeUpTags(60, seed: 11, equal: false))
            cloud.rotate(by: [Self.turn(.unitY, degrees)])
            cloud.placeForView()
            return cloud.layout.points
        }
        #expect(placed(40) == placed(40))
        #expect(placed(40) != placed(-40))
    }

    /// A layout not placed for a view writes no factor.
    @Test func unplacedLayoutHasNoFactor() {
        let cloud = Cloud(tags: Self.madeUpTags(20, seed: 5, equal: false))
        #expect(cloud.layout.sizeFactor == nil)
        #expect(!cloud.layout.frame(orientation: Matrix4.identity).json.contains("sizeFactor"))
    }
}
