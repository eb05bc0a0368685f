import Foundation
import Homogeneous
import Raster
import Testing
@testable import TagCloud

/// Projection, back side, horizon clipping, culling, depth and runs of screen segments.
@Suite struct CurveViewTests {
    static let view = CurveView(width: 800, height: 600, radius: 250)

    /// The distance of a screen point from the sphere's centre.
    func radial(_ p: Point, _ view: CurveView = view) -> Double { p.distance(to: view.centre) }

    /// A route along the equator through the longitudes `lons`, sampled every `step` degrees.
    func equator(_ lons: Double..., step: Double = 1) -> SphereCurve {
        SphereCurve.route(through: lons.map { geo(0, $0) }, sampling: CurveSampling(maximumStep: .degrees(step)))
    }

    @Test func frontRouteIsProjectedOrthographically() throws {
        let curve = equator(-30, 30)
        let segments = Self.view.segments(of: curve, orientation: .identity)
        #expect(segments.count == curve.segmentCount)
        #expect(Set(segments.map(\.run)) == [0])
        // sx = cx + R·x, sy = cy − R·y for each sample.
        for (segment, p) in zip(segments, curve.points) {
            #expect(abs(segment.start.x - (400 + 250 * p.x)) < 1e-9 && abs(segment.start.y - (300 - 250 * p.y)) < 1e-9)
            #expect(segment.alpha == 1)
        }
        // Consecutive segments of a run share their ends.
        for (s, t) in zip(segments, segments.dropFirst()) { #expect(s.end == t.start) }
        // North is up on screen: a point north of the centre has a smaller y.
        let north = SphereCurve.route(through: [geo(0, 0), geo(20, 0)])
        let n = Self.view.segments(of: north, orientation: .identity)
        #expect(try #require(n.last).end.y < 300)
    }

    @Test func aRouteWhollyOnTheBackSideDrawsNothingWhenHidden() {
        let back = equator(120, 180, -120)  // 120°E … 120°W across the antimeridian
        let curve = SphereCurve.route(through: [geo(10, 120), geo(-20, 170), geo(30, -130)])
        for c in [back, curve] {
            #expect(c.segmentCount > 20)
            #expect(Self.view.segments(of: c, orientation: .identity).isEmpty)
            // Faded instead, every segment is kept, dimmed to the back alpha.
            var fade = Self.view
            fade.backface = .fade
            let faded = fade.segments(of: c, orientation: .identity)
            #expect(faded.count == c.segmentCount)
            #expect(faded.allSatisfy { $0.alpha < 1 && $0.alpha >= fade.backAlpha - 1e-15 })
            #expect(faded.contains { $0.alpha == fade.backAlpha })
            #expect(faded.allSatisfy { $0.depth < 0 })
        }
        // Turned half a turn, the same route is in front and fully drawn.
        let turned = Matrix4(rotationY: .degrees(180))
        #expect(Self.view.segments(of: back, orientation: turned).count == back.segmentCount)
    }

    @Test func aRouteCrossingTheHorizonEndsExactlyOnTheLimb() throws {
        var rng = SplitMix64(seed: 3)
        for _ in 0..<200 {
            let a = rng.place(), b = rng.place()
            let curve = SphereCurve.route(through: [a, b])
            let orientation = Matrix4(rotation: .degrees(Double.random(in: 0..<360, using: &rng)), axis: rng.direction())
            let view = orientation
            let z = curve.points.map { view.transformDirection($0).z }
            let segments = Self.view.segments(of: curve, orientation: orientation)
            let frontSegments = zip(z, z.dropFirst()).filter { $0 >= 0 || $1 >= 0 }.count
            #expect(segments.count == frontSegments)
            // Where a segment is cut, its cut end is on the outline, |xy| = R.
            for (i, (za, zb)) in zip(z, z.dropFirst()).enumerated() where (za >= 0) != (zb >= 0) {
                let (v, lift) = Self.view.horizonCrossing(
                    visible: view.transformDirection(curve.points[za >= 0 ? i : i + 1]), lift: 1,
                    hidden: view.transformDirection(curve.points[za >= 0 ? i + 1 : i]), lift: 1)
                #expect(lift == 1)
                #expect(abs(v.z) <= 1e-15 && v.z >= 0)
                #expect(abs((v.x * v.x + v.y * v.y).squareRoot() - 1) <= 1e-12)
            }
            for s in segments {
                // Nothing is drawn outside the disc.
                #expect(radial(s.start) <= 250 * (1 + 1e-12) && radial(s.end) <= 250 * (1 + 1e-12))
            }
        }
        // One explicit crossing: along the equator from 60°E to 120°E.
        let segments = Self.view.segments(of: equator(60, 120), orientation: .identity)
        #expect(segments.count == 30)
        let last = try #require(segments.last)
        #expect(abs(radial(last.end) - 250) < 1e-9)
        #expect(abs(last.end.x - 650) < 1e-9 && abs(last.end.y - 300) < 1e-9)
    }

    @Test func aRouteGoingBehindAndBackMakesTwoRuns() {
        // Along the equator 60°E → 120°E (behind the limb at 90°E), then back to 30°E.
        let curve = equator(60, 120, 30)
        let segments = Self.view.segments(of: curve, orientation: .identity)
        #expect(Set(segments.map(\.run)) == [0, 1])
        #expect(segments.filter { $0.run == 0 }.count == 30)
        #expect(segments.filter { $0.run == 1 }.count == 60)
        // The second run starts on the limb.
        let start = segments.first { $0.run == 1 }?.start
        #expect(start.map { abs(radial($0) - 250) < 1e-9 } == true)
    }

    @Test func aRouteWhollyOffScreenIsCulled() {
        // A route near the limb at 70°E: at zoom 1 it is drawn, zoomed in 6× it is far off screen.
        let curve = SphereCurve.route(through: [geo(-10, 65), geo(10, 75)])
        #expect(Self.view.segments(of: curve, orientation: .identity).count == curve.segmentCount)
        var zoomed = Self.view
        zoomed.zoom = 6
        #expect(zoomed.segments(of: curve, orientation: .identity).isEmpty)
        // A route crossing the centre stays, partly.
        let across = equator(-40, 40)
        let kept = zoomed.segments(of: across, orientation: .identity)
        #expect(!kept.isEmpty && kept.count < across.segmentCount)
    }

    @Test func cullingTestsTheSegmentNotJustItsEnds() throws {
        // At zoom 100 a 1° step is 436 px: the middle segment spans the 200 px view, both ends outside.
        var view = CurveView(width: 200, height: 200, radius: 250, zoom: 100)
        let curve = equator(-2.5, 2.5)
        let segments = view.segments(of: curve, orientation: .identity)
        #expect(segments.count == 1)
        let s = try #require(segments.first)
        #expect(s.start.x < 0 && s.end.x > 200)
        // The margin is half the stroke width: a segment 3 px outside the view is kept with
        // an 8 px stroke and culled with a 4 px one.
        view.zoom = 1
        let offset = Matrix4.identity
        // A short horizontal segment at sy = 100 − 250·y = −3 px, above the view's top edge.
        let near = SphereCurve(points: [Vector3(-0.1, 103.0 / 250, 0), Vector3(0.1, 103.0 / 250, 0)].map {
            Vector3($0.x, $0.y, (1 - $0.x * $0.x - $0.y * $0.y).squareRoot())
        })
        view.strokeWidth = 8
        #expect(view.segments(of: near, orientation: offset).count == 1)
        view.strokeWidth = 4
        #expect(view.segments(of: near, orientation: offset).isEmpty)
    }

    @Test func segmentRectangleTestAgreesWithABruteForceCheck() {
        var rng = SplitMix64(seed: 17)
        let rect = Rect(minX: 10, minY: 20, maxX: 110, maxY: 70)
        for _ in 0..<20_000 {
            let a = Point(Double.random(in: -100...220, using: &rng), Double.random(in: -100...190, using: &rng))
            let b = Point(Double.random(in: -100...220, using: &rng), Double.random(in: -100...190, using: &rng))
            // Reference: the segment meets the rectangle iff an end is inside or it crosses an edge.
            func inside(_ p: Point) -> Bool { p.x >= 10 && p.x <= 110 && p.y >= 20 && p.y <= 70 }
            func cross(_ p: Point, _ q: Point, _ r: Point) -> Double { (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x) }
            func crosses(_ c: Point, _ d: Point) -> Bool {
                (cross(a, b, c) > 0) != (cross(a, b, d) > 0) && (cross(c, d, a) > 0) != (cross(c, d, b) > 0)
            }
            let corners = [Point(10, 20), Point(110, 20), Point(110, 70), Point(10, 70)]
            let edges = zip(corners, corners.dropFirst() + [corners[0]])
            let expected = inside(a) || inside(b) || edges.contains { crosses($0, $1) }
            #expect(SegmentCulling.segment(a, b, meets: rect) == expected, "\(a) \(b)")
        }
        // Degenerate and axis-parallel cases.
        #expect(SegmentCulling.segment(Point(50, 50), Point(50, 50), meets: rect))
        #expect(!SegmentCulling.segment(Point(5, 50), Point(5, 60), meets: rect))
        #expect(SegmentCulling.segment(Point(0, 20), Point(200, 20), meets: rect))
        #expect(!SegmentCulling.segment(Point(0, 19.999), Point(200, 19.999), meets: rect))
    }

    @Test func depthIsTheViewZOfTheMiddleAndFadeIsSmooth() {
        let curve = equator(-1, 1, step: 2)
        let segment = Self.view.segments(of: curve, orientation: .identity)
        #expect(segment.count == 1)
        #expect(abs((segment.first?.depth ?? 0) - 1) < 1e-15)
        // The fade is 1 in front, the back alpha beyond the band, and rises monotonically in between.
        let view = CurveView(width: 100, height: 100, radius: 40, backface: .fade, backAlpha: 0.25)
        #expect(view.fade(aboveHorizon: 0) == 1 && view.fade(aboveHorizon: 0.5) == 1)
        #expect(view.fade(aboveHorizon: -0.25) == 0.25 && view.fade(aboveHorizon: -1) == 0.25)
        var previous = 0.0
        for k in 0...100 {
            let a = view.fade(aboveHorizon: -0.3 + 0.004 * Double(k))
            #expect(a >= previous)
            previous = a
        }
    }

    @Test func liftedArcsPeekOverTheHorizonAsTheSphereAllows() throws {
        // An arc from 70°E to 110°E, lifted to 1.05: its middle is behind the limb but above it.
        let arc = SphereCurve.arc(from: geo(0, 70).unitVector, to: geo(0, 110).unitVector, lift: 1.05,
                                  sampling: CurveSampling(maximumStep: .degrees(0.5)))
        let segments = Self.view.segments(of: arc, orientation: .identity)
        #expect(segments.contains { radial($0.end) > 251 })
        // The cut falls where the lifted point grazes the outline: behind the centre plane,
        // at distance exactly 1 from the view axis (a point is hidden iff x² + y² < 1 and z < 0).
        let cut = try #require(zip(arc.points, arc.lifts).map { ($0, $1) }.firstIndex { $0.0.z < Self.view.horizon(lift: $0.1) })
        let (v, l) = Self.view.horizonCrossing(visible: arc.points[cut - 1], lift: arc.lifts[cut - 1],
                                               hidden: arc.points[cut], lift: arc.lifts[cut])
        let q = v * l
        #expect(q.z < 0 && abs((q.x * q.x + q.y * q.y).squareRoot() - 1) < 1e-9)
        #expect(abs(radial(try #require(segments.last).end) - 250) < 1e-7)
        // Each sample the view dropped is hidden by the sphere, each it kept is not.
        for (p, l) in zip(arc.points, arc.lifts) {
            let q = p * l
            let hidden = q.z < 0 && q.x * q.x + q.y * q.y < 1
            #expect((p.z >= Self.view.horizon(lift: l)) == !hidden)
        }
        // The same arc on the surface stops at the limb.
        let flat = Self.view.segments(of: SphereCurve.route(through: [geo(0, 70), geo(0, 110)]), orientation: .identity)
        #expect(flat.allSatisfy { radial($0.end) <= 250 + 1e-9 })
    }

    @Test func perspectiveMovesTheHorizonAndScalesByDepth() throws {
        let d = 4.0
        let view = CurveView(width: 800, height: 600, radius: 250, cameraDistance: d)
        // A point at z = 0 projects as in the orthographic view (f = 1); nearer points grow.
        #expect(view.project(Vector3(1, 0, 0)) == Point(650, 300))
        let near = try #require(view.project(Vector3(0.6, 0, 0.8)))
        #expect(abs(near.x - (400 + 250 * 0.6 * d / (d - 0.8))) < 1e-12)
        #expect(view.project(Vector3(0, 0, 4)) == nil)
        // The horizon of the surface is at z = 1/D; the outline's radius is R·D/√(D² − 1).
        #expect(abs(view.horizon(lift: 1) - 1 / d) < 1e-15)
        let segments = view.segments(of: SphereCurve.route(through: [geo(0, 40), geo(0, 110)]), orientation: .identity)
        let end = try #require(segments.last).end
        #expect(abs(radial(end) - 250 * d / (d * d - 1).squareRoot()) < 1e-9)
        // Orthographic: the horizon of a lifted point is −√(1 − 1/ℓ²).
        #expect(abs(Self.view.horizon(lift: 1.25) + 0.6) < 1e-15)
        #expect(Self.view.horizon(lift: 1) == 0)
    }

    @Test func resultsAreDeterministic() {
        var rng = SplitMix64(seed: 8)
        let places = (0..<30).map { _ in rng.place() }
        let orientation = Matrix4(rotation: .degrees(33), axis: Vector3(1, 2, 3))
        let first = Self.view.segments(of: SphereCurve.route(through: places), orientation: orientation)
        let second = Self.view.segments(of: SphereCurve.route(through: places), orientation: orientation)
        #expect(first == second && !first.isEmpty)
    }
}
