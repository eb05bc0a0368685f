import Foundation
import Homogeneous
import Testing
@testable import TagCloud

/// Great-circle arcs: on the sphere, evenly and densely sampled, exact at the ends, lifted as documented.
@Suite struct GreatCircleTests {
    /// The angle between two directions, computed independently of the code under test.
    func angle(_ a: Vector3, _ b: Vector3) -> Double {
        atan2(a.cross(b).length, a.dot(b))
    }

    /// Random pairs, including nearly equal, nearly antipodal and exactly antipodal ones.
    func pairs() -> [(Vector3, Vector3)] {
        var rng = SplitMix64(seed: 42)
        var out: [(Vector3, Vector3)] = []
        for _ in 0..<300 {
            let a = rng.direction()
            out.append((a, rng.direction()))
            let nudge = Vector3(1e-7, -2e-7, 3e-7)
            out.append((a, (a + nudge).normalized ?? a))
            out.append((a, (-a + nudge).normalized ?? a))
            out.append((a, -a))
        }
        return out + [(.unitY, -.unitY), (geo(0, 0).unitVector, geo(0, 180).unitVector)]
    }

    @Test func arcSamplesLieOnTheSphereAndAreDense() throws {
        let maxStep = Angle.degrees(2).radians
        for (a, b) in pairs() {
            let curve = SphereCurve.arc(from: a, to: b, lift: 1.02)
            let points = curve.points
            try #require(points.count >= 2)
            // The ends are exactly the tags' points.
            #expect(points.first == a && points.last == b)
            for p in points { #expect(abs(p.length - 1) <= 1e-12) }
            for (p, q) in zip(points, points.dropFirst()) { #expect(angle(p, q) <= maxStep + 1e-12) }
            // Not wastefully dense either: one segment more than needed at most.
            let needed = Int((angle(a, b) / maxStep).rounded(.up))
            #expect(points.count - 1 <= max(1, needed) + 1)
        }
    }

    @Test func samplesAreEvenAndFollowTheShortArc() throws {
        let a = geo(10, 20).unitVector, b = geo(-30, 70).unitVector
        let arc = try #require(GreatCircle(from: a, to: b))
        #expect(abs(arc.angle - angle(a, b)) < 1e-15)
        let points = arc.points(segments: 17)
        // Every sample is in the plane of a and b, and the steps are equal.
        let normal = try #require(a.cross(b).normalized)
        for p in points { #expect(abs(p.dot(normal)) < 1e-15) }
        for (p, q) in zip(points, points.dropFirst()) { #expect(abs(angle(p, q) - arc.angle / 17) < 1e-13) }
    }

    @Test func antipodalArcsAreDeterministic() throws {
        // Opposite points on the equator: the arc goes over the north pole.
        let equator = SphereCurve.arc(from: geo(0, 0).unitVector, to: geo(0, 180).unitVector, lift: 1,
                                      sampling: CurveSampling(maximumStep: .degrees(90)))
        #expect(equator.points.count == 3)
        #expect(equator.points[1].isApproximatelyEqual(to: .unitY, tolerance: 1e-15))
        // Pole to pole: through latitude 0, longitude 0.
        let poles = try #require(GreatCircle(from: .unitY, to: -.unitY))
        #expect(poles.point(atAngle: .pi / 2).isApproximatelyEqual(to: .unitZ, tolerance: 1e-15))
        #expect(poles.angle == .pi)
        // The same input always gives the same samples.
        #expect(SphereCurve.arc(from: .unitX, to: -.unitX) == SphereCurve.arc(from: .unitX, to: -.unitX))
        // A zero-length arc has no samples.
        #expect(GreatCircle(from: .unitX, to: .unitX * 3) == nil)
        #expect(SphereCurve.arc(from: .unitX, to: .unitX).points.isEmpty)
    }

    @Test func liftIsASineBump() throws {
        let curve = SphereCurve.arc(from: geo(0, -40).unitVector, to: geo(0, 40).unitVector, lift: 1.05)
        let n = curve.points.count - 1
        try #require(n == 40)
        #expect(curve.lifts.first == 1 && curve.lifts.last == 1)
        #expect(curve.lifts[n / 2] == 1.05)
        for k in 0...n {
            #expect(abs(curve.lifts[k] - (1 + 0.05 * sin(Double.pi * Double(k) / Double(n)))) < 1e-15)
        }
    }

    @Test func pixelToleranceTightensTheStep() throws {
        let a = geo(0, -60).unitVector, b = geo(0, 60).unitVector
        for radius in [100.0, 1_000, 20_000] {
            let sampling = CurveSampling.routes.onScreen(radius: radius)
            let points = SphereCurve.route(through: [a, b], sampling: sampling).points
            // The chord of every segment strays at most 0.25 px from the circle.
            for (p, q) in zip(points, points.dropFirst()) {
                #expect(radius * (1 - cos(angle(p, q) / 2)) <= 0.25 + 1e-9)
                #expect(angle(p, q) <= Angle.degrees(1).radians + 1e-12)
            }
        }
        // A huge radius stops at the minimum step rather than asking for millions of samples.
        let huge = CurveSampling.routes.onScreen(radius: 1e12)
        #expect(huge.step() == CurveSampling.minimumStep.radians)
        #expect(CurveSampling(maximumStep: .radians(.nan)).step() == CurveSampling.minimumStep.radians)
    }

    @Test func routesSkipRepeatsAndPassThroughEveryPlace() throws {
        let places = [geo(48.8566, 2.3522), geo(48.8566, 2.3522), geo(51.5074, -0.1278), geo(40.7128, -74.006),
                      geo(40.7128, -74.006), geo(-33.8688, 151.2093)]
        let curve = SphereCurve.route(through: places)
        #expect(curve.lifts.allSatisfy { $0 == 1 })
        // No zero-length segments.
        for (p, q) in zip(curve.points, curve.points.dropFirst()) { #expect(angle(p, q) > 0) }
        // Each distinct place is a sample, in order.
        var index = 0
        for place in [places[0], places[2], places[3], places[5]] {
            let found = curve.points[index...].firstIndex(of: place.unitVector)
            #expect(found != nil, "\(place)")
            index = found ?? index
        }
        // One place, or the same place repeated, is a single sample with no segment.
        #expect(SphereCurve.route(through: [places[0], places[0]]).segmentCount == 0)
        #expect(SphereCurve.route(through: [GeoCoordinate]()).segmentCount == 0)
        // Antipodal steps are fine.
        let around = SphereCurve.route(through: [geo(0, 0), geo(0, 180), geo(0, 0)])
        #expect(around.points.count == 361)
        for p in around.points { #expect(abs(p.length - 1) <= 1e-12) }
    }
}
