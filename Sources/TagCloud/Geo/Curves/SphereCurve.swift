#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Homogeneous

/// A polyline on (or just above) the unit sphere, in model space: a route
/// along the surface or a lifted arc between two tags, ready for
/// ``CurveView/segments(of:orientation:)``.
public struct SphereCurve: Hashable, Sendable {
    /// The sample points on the unit sphere (model space, unit length).
    public var points: [Vector3]
    /// Each sample's height as a multiple of the sphere radius: 1 on the
    /// surface, more above it. The drawn point is `lifts[i] · points[i]`.
    public var lifts: [Double]

    /// Creates a curve; `lifts` defaults to 1 (on the surface) and is padded
    /// or cut to `points.count`.
    public init(points: [Vector3], lifts: [Double] = []) {
        self.points = points
        self.lifts = Array((lifts + Array(repeating: 1, count: max(0, points.count - lifts.count)))
            .prefix(points.count))
    }

    /// The number of segments, one less than the samples (0 when empty).
    public var segmentCount: Int { max(0, points.count - 1) }

    /// A route along the surface through `places`, in order: great-circle
    /// arcs between successive places, sampled by `sampling`. Steps between
    /// equal places are skipped; antipodal steps follow ``GreatCircle``'s rule.
    public static func route(through places: [GeoCoordinate], sampling: CurveSampling = .routes) -> SphereCurve {
        route(through: places.map(\.unitVector), sampling: sampling)
    }

    /// A route along the surface through model-space directions, as for places.
    public static func route(through directions: [Vector3], sampling: CurveSampling = .routes) -> SphereCurve {
        let step = sampling.step()
        var points: [Vector3] = []
        for d in directions {
            guard let u = d.unitLength else { continue }
            guard let last = points.last else {
                points.append(u)
                continue
            }
            // A zero-length step adds nothing.
            guard let arc = GreatCircle(from: last, to: u) else { continue }
            points.append(contentsOf: arc.points(segments: arc.segmentCount(maximumStep: step)).dropFirst())
        }
        return SphereCurve(points: points)
    }

    /// How many points ``route(through:sampling:)-([GeoCoordinate],_)`` would make for `places`,
    /// counted without making them, so a caller can refuse a route before
    /// allocating it; counting stops once it passes `limit`.
    public static func routePointCount(through places: [GeoCoordinate], sampling: CurveSampling = .routes,
                                       upTo limit: Int = .max) -> Int {
        let step = sampling.step()
        var count = 0
        var last: Vector3?
        for place in places {
            let u = place.unitVector
            guard let previous = last else {
                (count, last) = (1, u)
                continue
            }
            guard let arc = GreatCircle(from: previous, to: u) else { continue }
            count += arc.segmentCount(maximumStep: step)
            last = arc.end
            if count > limit { break }
        }
        return count
    }

    /// The default height of a link's arc at its middle, in sphere radii.
    public static let defaultLift = 1.02

    /// A great-circle arc from `a` to `b` lifted off the surface: at the
    /// fraction t of the way its height is `1 + (lift − 1)·sin(π·t)`, a sine
    /// bump that is exactly 1 at both ends and `lift` in the middle. Empty
    /// when the points coincide; antipodes follow ``GreatCircle``'s rule.
    public static func arc(from a: Vector3, to b: Vector3, lift: Double = defaultLift,
                           sampling: CurveSampling = .links) -> SphereCurve {
        guard let arc = GreatCircle(from: a, to: b) else { return SphereCurve(points: []) }
        let n = arc.segmentCount(maximumStep: sampling.step(lift: lift))
        let points = arc.points(segments: n)
        let height = lift.isFinite ? lift - 1 : 0
        let lifts = (0...n).map { k -> Double in
            k == 0 || k == n ? 1 : 1 + height * sin(.pi * Double(k) / Double(n))
        }
        return SphereCurve(points: points, lifts: lifts)
    }
}
