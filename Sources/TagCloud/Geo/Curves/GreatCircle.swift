#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Homogeneous

/// The shortest way between two points of the unit sphere: an arc of the
/// great circle through them.
///
/// A point of the arc is `a·cos φ + w·sin φ` for φ from 0 to the angle θ
/// between the points, with `w` the unit tangent at `a` toward `b`, which is
/// spherical linear interpolation (slerp) written so that it stays exact
/// near θ = 0 and θ = π. When `a` and `b` are antipodal every great circle
/// through them is shortest; the arc then leaves `a` toward the north pole
/// (model +y), or, when `a` is itself a pole, toward latitude 0, longitude 0
/// (model +z) — a deterministic choice.
public struct GreatCircle: Hashable, Sendable {
    /// The start, unit length.
    public let start: Vector3
    /// The end, unit length.
    public let end: Vector3
    /// The unit tangent at ``start`` pointing along the arc.
    public let tangent: Vector3
    /// The arc's angle in radians, 0 … π.
    public let angle: Double

    /// The sine of the angle under which two points count as antipodal.
    static let antipodalSine = 1e-9

    /// The arc from `a` to `b`, or nil when either is zero or not finite, or
    /// when they are the same direction (a zero-length step). Each is
    /// normalised unless it is unit length to rounding already, so unit
    /// inputs come back bit for bit as ``start`` and ``end``.
    public init?(from a: Vector3, to b: Vector3) {
        guard let a = a.unitLength, let b = b.unitLength else { return nil }
        let sine = a.cross(b).length, cosine = a.dot(b)
        let theta = atan2(sine, cosine)
        guard theta > 0 else { return nil }
        // The tangent toward b; for antipodes, toward the north pole (or lat 0, lon 0 from a pole).
        var w: Vector3
        if sine < Self.antipodalSine, cosine < 0 {
            w = abs(a.y) < 0.999_999 ? Vector3.unitY : Vector3.unitZ
        } else {
            w = b
        }
        // Two Gram–Schmidt passes keep w perpendicular to a to rounding error.
        w = w - a * w.dot(a)
        w = w - a * w.dot(a)
        guard let tangent = w.normalized else { return nil }
        self.start = a
        self.end = b
        self.tangent = tangent
        self.angle = sine < Self.antipodalSine && cosine < 0 ? .pi : theta
    }

    /// The point at angle `phi` along the arc from ``start`` (unit length to rounding).
    @inlinable
    public func point(atAngle phi: Double) -> Vector3 {
        start * cos(phi) + tangent * sin(phi)
    }

    /// The arc as `segments + 1` points at equal angles, the first exactly
    /// ``start`` and the last exactly ``end``.
    public func points(segments: Int) -> [Vector3] {
        let n = max(1, segments)
        var out: [Vector3] = [start]
        out.reserveCapacity(n + 1)
        for k in stride(from: 1, to: n, by: 1) {
            out.append(point(atAngle: angle * Double(k) / Double(n)))
        }
        out.append(end)
        return out
    }

    /// The number of equal segments that keeps each within `maximumStep` radians.
    public func segmentCount(maximumStep: Double) -> Int {
        max(1, Int((angle / maximumStep).rounded(.up)))
    }
}

extension Vector3 {
    /// The vector itself when its length is 1 to rounding (|v|² within 1e-15
    /// of 1), else the normalised vector; nil when zero or not finite.
    var unitLength: Vector3? {
        abs(lengthSquared - 1) <= 1e-15 ? self : normalized
    }
}
