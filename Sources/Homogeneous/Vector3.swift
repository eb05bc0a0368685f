#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A point or a direction in 3D space, in `Double`.
///
/// Whether a `Vector3` is a point or a direction depends on how a
/// ``Matrix4`` uses it: ``Matrix4/transformPoint(_:)`` applies translation
/// (w = 1), ``Matrix4/transformDirection(_:)`` does not (w = 0).
public struct Vector3: Hashable, Sendable {
    /// The x component.
    public var x: Double
    /// The y component.
    public var y: Double
    /// The z component.
    public var z: Double

    /// Creates a vector from its components.
    @inlinable
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// Creates a vector from its components, unlabelled.
    @inlinable
    public init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The zero vector.
    public static let zero = Vector3(0, 0, 0)
    /// The unit vector along x.
    public static let unitX = Vector3(1, 0, 0)
    /// The unit vector along y.
    public static let unitY = Vector3(0, 1, 0)
    /// The unit vector along z.
    public static let unitZ = Vector3(0, 0, 1)
}

extension Vector3 {
    /// Component-wise sum.
    @inlinable
    public static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x + b.x, a.y + b.y, a.z + b.z) }

    /// Component-wise difference.
    @inlinable
    public static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x - b.x, a.y - b.y, a.z - b.z) }

    /// The opposite vector.
    @inlinable
    public static prefix func - (v: Vector3) -> Vector3 { Vector3(-v.x, -v.y, -v.z) }

    /// Scales every component by `s`.
    @inlinable
    public static func * (v: Vector3, s: Double) -> Vector3 { Vector3(v.x * s, v.y * s, v.z * s) }

    /// Scales every component by `s`.
    @inlinable
    public static func * (s: Double, v: Vector3) -> Vector3 { Vector3(v.x * s, v.y * s, v.z * s) }

    /// Divides every component by `s`.
    @inlinable
    public static func / (v: Vector3, s: Double) -> Vector3 { Vector3(v.x / s, v.y / s, v.z / s) }

    /// Adds `b` to `a` in place.
    @inlinable
    public static func += (a: inout Vector3, b: Vector3) { a = a + b }

    /// Subtracts `b` from `a` in place.
    @inlinable
    public static func -= (a: inout Vector3, b: Vector3) { a = a - b }

    /// Scales `v` by `s` in place.
    @inlinable
    public static func *= (v: inout Vector3, s: Double) { v = v * s }

    /// The dot product.
    @inlinable
    public func dot(_ b: Vector3) -> Double { x * b.x + y * b.y + z * b.z }

    /// The cross product, right-handed: `unitX.cross(unitY) == unitZ`.
    @inlinable
    public func cross(_ b: Vector3) -> Vector3 {
        Vector3(y * b.z - z * b.y, z * b.x - x * b.z, x * b.y - y * b.x)
    }

    /// The squared Euclidean length.
    @inlinable public var lengthSquared: Double { x * x + y * y + z * z }

    /// The Euclidean length, without overflow or underflow: a vector of
    /// 1e-200s or 1e200s has its true length, not 0 or infinity. NaN when a
    /// component is NaN, infinity when one is infinite.
    @inlinable public var length: Double {
        let s = lengthSquared
        if s >= PowerOfTwo.smallestSafeSquare && s < .infinity { return s.squareRoot() }
        return PowerOfTwo.length(simd4)
    }

    /// The vector scaled to length 1, or `nil` when it is zero or has a
    /// component that is not finite.
    ///
    /// Any other finite vector has a direction, however short or long: a
    /// vector of length 1e-300 or 1e300 is scaled by a power of two before it
    /// is divided by its length, so it normalises like any other.
    @inlinable
    public var normalized: Vector3? {
        let s = lengthSquared
        guard s >= PowerOfTwo.smallestSafeSquare && s < .infinity else {
            return PowerOfTwo.unit(simd4).map { Vector3($0.x, $0.y, $0.z) }
        }
        return self / s.squareRoot()
    }

    /// The unsigned angle between this direction and `b`, in `[0, π]`; zero
    /// when either is the zero vector, NaN when either is not finite.
    /// Accurate for nearly parallel and nearly opposite directions (it uses
    /// `atan2(|a × b|, a · b)`, not `acos`), and for vectors of any length
    /// (each is scaled by a power of two first when its length is extreme).
    @inlinable
    public func angle(to b: Vector3) -> Angle {
        let range = PowerOfTwo.smallestSafeSquare..<0x1p1000
        guard range.contains(lengthSquared), range.contains(b.lengthSquared) else {
            let (u, v) = (PowerOfTwo.nearUnit(simd4), PowerOfTwo.nearUnit(b.simd4))
            return .radians(atan2(u.cross(v).length, u.dot(v)))
        }
        return .radians(atan2(cross(b).length, dot(b)))
    }

    /// The components as the first three lanes of a `SIMD4` (w = 0).
    @inlinable internal var simd4: SIMD4<Double> { SIMD4(x, y, z, 0) }

    /// The distance from this point to `b`.
    @inlinable
    public func distance(to b: Vector3) -> Double { (self - b).length }

    /// Linear interpolation from `self` (t = 0) to `b` (t = 1).
    @inlinable
    public func lerp(to b: Vector3, _ t: Double) -> Vector3 { self + (b - self) * t }

    /// True when every component differs from `b`'s by at most `tolerance`.
    @inlinable
    public func isApproximatelyEqual(to b: Vector3, tolerance: Double = 1e-9) -> Bool {
        abs(x - b.x) <= tolerance && abs(y - b.y) <= tolerance && abs(z - b.z) <= tolerance
    }

    /// True when no component is NaN or infinite.
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite }
}

extension Vector3: CustomStringConvertible {
    /// `(x, y, z)`.
    public var description: String { "(\(x), \(y), \(z))" }
}
