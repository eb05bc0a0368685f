#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Homogeneous

/// Thins a route as its places arrive, so a long track is stored at the
/// detail it can be drawn with, and caps how many places it keeps.
///
/// A place is kept unless its angle from the last kept place is less than
/// ``tolerance``. Every dropped place, and the path
/// through it, then lies within the tolerance of a kept place, and the drawn
/// path between two kept places is within the tolerance of the original
/// (a Hausdorff bound), so a tolerance of a quarter pixel at the largest
/// radius the sphere is drawn at changes no pixel by more than that. The
/// first place is always kept. The state is the kept places and nothing
/// else, so memory follows what is kept, not the input.
public struct RouteSimplifier: Hashable, Sendable {
    /// The angle below which a place is too close to the last kept one to keep.
    public let tolerance: Angle
    /// The most places kept; ``append(_:)`` refuses the next one.
    public let maximumPoints: Int
    /// The kept places, in order.
    public private(set) var places: [GeoCoordinate] = []
    /// The last kept place on the unit sphere.
    private var last: Vector3?
    /// The squared chord that spans ``tolerance``.
    private let chordSquared: Double

    /// Creates an empty simplifier. A zero tolerance keeps every place.
    public init(tolerance: Angle = .zero, maximumPoints: Int = .max) {
        self.tolerance = tolerance
        self.maximumPoints = max(0, maximumPoints)
        let chord = 2 * sin(min(.pi, max(0, tolerance.radians)) / 2)
        chordSquared = chord * chord
    }

    /// Adds the next place of the route. Returns false, keeping nothing, when
    /// the place would be kept but ``maximumPoints`` are kept already.
    @discardableResult
    public mutating func append(_ place: GeoCoordinate) -> Bool {
        let u = place.unitVector
        if let last, (u - last).lengthSquared < chordSquared { return true }
        guard places.count < maximumPoints else { return false }
        places.append(place)
        last = u
        return true
    }

    /// The places of `route` thinned by this rule, or nil when more than
    /// `maximumPoints` would be kept.
    public static func simplify(_ route: [GeoCoordinate], tolerance: Angle,
                                maximumPoints: Int = .max) -> [GeoCoordinate]? {
        var simplifier = RouteSimplifier(tolerance: tolerance, maximumPoints: maximumPoints)
        for place in route where !simplifier.append(place) { return nil }
        return simplifier.places
    }
}
