#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A rotation as a unit quaternion `w + xi + yj + zk`.
///
/// Products compose like matrices: `a * b` rotates by `b` first, then `a`,
/// and `Matrix4(a * b) == Matrix4(a) * Matrix4(b)`. Accumulating an animation
/// in quaternions and renormalising (``normalized``) keeps it free of drift.
///
/// `q` and `-q` stand for the same rotation. Bad input is never turned into
/// the identity silently: a NaN or infinite component, axis or angle gives a
/// quaternion of NaN components (check ``isFinite``); only the zero axis and
/// the zero quaternion, which name no rotation at all, give the identity, as
/// documented where they are accepted.
public struct Quaternion: Hashable, Sendable {
    /// The i component.
    public var x: Double
    /// The j component.
    public var y: Double
    /// The k component.
    public var z: Double
    /// The real component.
    public var w: Double

    /// Creates a quaternion from its components; it is not normalised.
    @inlinable
    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// The rotation by nothing.
    public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// A rotation by `angle` about `axis` (right-handed).
    ///
    /// The axis need not be unit length; any finite non-zero length works
    /// (1e-300 as well as 1e300). A zero axis gives the identity; an axis or
    /// angle that is not finite gives NaN components.
    public init(angle: Angle, axis: Vector3) {
        guard let u = axis.normalized else {
            self = axis.isFinite ? .identity : .nan
            return
        }
        let (s, c) = (angle * 0.5).sineAndCosine
        self.init(x: u.x * s, y: u.y * s, z: u.z * s, w: c)
    }

    /// The shortest rotation that turns direction `from` onto direction `to`.
    ///
    /// The result turns `from`'s direction onto `to`'s to within about 1e-8.
    /// For opposite directions (where every axis perpendicular to `from` gives a
    /// shortest arc) the half-turn is about an axis perpendicular to `from`.
    /// Returns the identity when either vector is zero, and NaN components
    /// when either is not finite.
    public init(from: Vector3, to: Vector3) {
        guard let a = from.normalized, let b = to.normalized else {
            self = from.isFinite && to.isFinite ? .identity : .nan
            return
        }
        let d = a.dot(b)
        // Within rounding of opposite, a × b carries no usable axis.
        if d < -1 + 1e-15 {
            // Opposite: any perpendicular axis works; take the one nearest to a cardinal axis.
            let helper = abs(a.x) < 0.9 ? Vector3.unitX : Vector3.unitY
            let axis = a.cross(helper).normalized ?? .unitZ
            self.init(x: axis.x, y: axis.y, z: axis.z, w: 0)
            return
        }
        // q = (1 + a·b, a × b), normalised: the half-angle trick, no trigonometry.
        let c = a.cross(b)
        self = Quaternion(x: c.x, y: c.y, z: c.z, w: 1 + d).normalized
    }

    /// The vector part (x, y, z).
    @inlinable public var vector: Vector3 { Vector3(x, y, z) }

    /// The Euclidean length of all four components, without overflow or
    /// underflow (scaled by a power of two when its square would leave the
    /// normal range).
    @inlinable public var length: Double {
        let s = x * x + y * y + z * z + w * w
        if s >= PowerOfTwo.smallestSafeSquare && s < .infinity { return s.squareRoot() }
        return PowerOfTwo.length(simd4)
    }

    /// The quaternion scaled to length 1.
    ///
    /// Any finite non-zero quaternion normalises, however short or long
    /// (1e-300 or 1e300 per component). The zero quaternion gives the
    /// identity (as glm's `normalize` does); a quaternion with a NaN or
    /// infinite component gives NaN components.
    @inlinable
    public var normalized: Quaternion {
        let s = x * x + y * y + z * z + w * w
        guard s >= PowerOfTwo.smallestSafeSquare && s < .infinity else { return scaledNormalized }
        let l = s.squareRoot()
        return Quaternion(x: x / l, y: y / l, z: z / l, w: w / l)
    }

    /// ``normalized`` for a quaternion whose squared length leaves the normal range.
    @usableFromInline
    internal var scaledNormalized: Quaternion {
        if let u = PowerOfTwo.unit(simd4) { return Quaternion(u) }
        return isFinite ? .identity : .nan
    }

    /// The conjugate, which for a unit quaternion is the inverse rotation.
    @inlinable public var conjugate: Quaternion { Quaternion(x: -x, y: -y, z: -z, w: w) }

    /// The four-component dot product.
    @inlinable
    public func dot(_ q: Quaternion) -> Double { x * q.x + y * q.y + z * q.z + w * q.w }

    /// The rotation angle in `[0, π]` (NaN for a quaternion that is not finite).
    public var angle: Angle {
        let n = normalized
        return .radians(2 * atan2(n.vector.length, abs(n.w)))
    }

    /// The rotation axis (unit), or `nil` for the identity and for a
    /// quaternion that is not finite.
    public var axis: Vector3? {
        let n = normalized
        return (n.w < 0 ? -n.vector : n.vector).normalized
    }

    /// True when `self` and `q` stand for the same rotation within `tolerance`
    /// (`q` and `−q` are the same rotation).
    public func isSameRotation(as q: Quaternion, tolerance: Double = 1e-9) -> Bool {
        abs(abs(normalized.dot(q.normalized)) - 1) <= tolerance
    }
}

extension Quaternion {
    /// The Hamilton product: rotates by `b` first, then by `a`.
    @inlinable
    public static func * (a: Quaternion, b: Quaternion) -> Quaternion {
        Quaternion(
            x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
            y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
            z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
            w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z)
    }

    /// Rotates a vector: `q v q*`, for a unit quaternion.
    @inlinable
    public func rotate(_ v: Vector3) -> Vector3 {
        // v' = v + 2w(u × v) + 2 u × (u × v), with u the vector part.
        let u = vector
        let t = u.cross(v) * 2
        return v + t * w + u.cross(t)
    }

    /// The rotation part of a matrix as a quaternion (Shepperd's method).
    ///
    /// **Sign.** `q` and `−q` are the same rotation; this returns the one
    /// with `w > 0`, and for a half turn (`w = 0`) the one whose first
    /// non-zero component among `x`, `y`, `z` is positive (scipy's canonical
    /// form). So the angle of the result is in `[0, π]`.
    ///
    /// The upper-left 3×3 block must be a rotation. A matrix with scale
    /// (even uniform) gives a wrong rotation: take the rotation from
    /// ``Matrix4/decomposed(tolerance:)`` instead. A block that is not
    /// finite gives NaN components.
    public init(_ m: Matrix4) {
        let (m00, m11, m22) = (m[0, 0], m[1, 1], m[2, 2])
        let trace = m00 + m11 + m22
        // Pick the largest of w, x, y, z to divide by, for stability.
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            self.init(x: (m[2, 1] - m[1, 2]) / s, y: (m[0, 2] - m[2, 0]) / s,
                      z: (m[1, 0] - m[0, 1]) / s, w: s / 4)
        } else if m00 > m11 && m00 > m22 {
            let s = (1 + m00 - m11 - m22).squareRoot() * 2
            self.init(x: s / 4, y: (m[0, 1] + m[1, 0]) / s,
                      z: (m[0, 2] + m[2, 0]) / s, w: (m[2, 1] - m[1, 2]) / s)
        } else if m11 > m22 {
            let s = (1 + m11 - m00 - m22).squareRoot() * 2
            self.init(x: (m[0, 1] + m[1, 0]) / s, y: s / 4,
                      z: (m[1, 2] + m[2, 1]) / s, w: (m[0, 2] - m[2, 0]) / s)
        } else {
            let s = (1 + m22 - m00 - m11).squareRoot() * 2
            self.init(x: (m[0, 2] + m[2, 0]) / s, y: (m[1, 2] + m[2, 1]) / s,
                      z: s / 4, w: (m[1, 0] - m[0, 1]) / s)
        }
        self = normalized.canonical
    }

    /// The one of `self` and `−self` with `w > 0`, or for `w = 0` with its
    /// first non-zero component among x, y, z positive.
    internal var canonical: Quaternion {
        let first = x != 0 ? x : (y != 0 ? y : z)
        return w < 0 || (w == 0 && first < 0) ? -self : self
    }
}

extension Quaternion: CustomStringConvertible {
    /// The components as `(x, y, z; w)`, the real part last.
    public var description: String { "(\(x), \(y), \(z); \(w))" }
}
