#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The axes of three successive rotations, in the order they apply.
///
/// **The convention.** `(a, b, c)` with order `.xyz` rotates by `a` about x
/// first, then by `b` about y, then by `c` about z, each about the fixed
/// (world) axes, right-handed:
///
/// ```swift
/// Matrix4(euler: (a, b, c), order: .xyz) == Matrix4(rotationZ: c) * Matrix4(rotationY: b) * Matrix4(rotationX: a)
/// ```
///
/// These are *extrinsic* rotations, which are the same as *intrinsic*
/// rotations (about the axes as they turn) in the reverse order: `.xyz` here
/// is intrinsic Z-Y′-X″. The letters of an order and the three angles go
/// together, first with first. This is scipy's lowercase convention
/// (`Rotation.from_euler("xyz", [a, b, c])`); three.js's and glm's
/// `eulerAngleXYZ` are intrinsic, so their "XYZ" is `.zyx` here with the angles
/// reversed, `(c, b, a)`.
///
/// The six Tait–Bryan orders use three different axes (yaw, pitch and roll
/// are one of them); the six proper Euler orders repeat the first axis last.
public enum EulerOrder: String, Hashable, Sendable, Codable, CaseIterable {
    /// x, then y, then z.
    case xyz
    /// x, then z, then y.
    case xzy
    /// y, then x, then z.
    case yxz
    /// y, then z, then x.
    case yzx
    /// z, then x, then y.
    case zxy
    /// z, then y, then x.
    case zyx
    /// x, then y, then x again (proper Euler).
    case xyx
    /// x, then z, then x again (proper Euler).
    case xzx
    /// y, then x, then y again (proper Euler).
    case yxy
    /// y, then z, then y again (proper Euler).
    case yzy
    /// z, then x, then z again (proper Euler).
    case zxz
    /// z, then y, then z again (proper Euler).
    case zyz

    /// The three axes in the order they apply: 0 for x, 1 for y, 2 for z.
    @usableFromInline
    internal var axes: (Int, Int, Int) {
        let index = { (c: Character) in Int(c.asciiValue! - Character("x").asciiValue!) }
        let letters = Array(rawValue)
        return (index(letters[0]), index(letters[1]), index(letters[2]))
    }

    /// True for the proper Euler orders, whose first and last axes are the same.
    public var isProperEuler: Bool { axes.0 == axes.2 }
}

extension Quaternion {
    /// The rotation by three angles about fixed axes, in the order given (see ``EulerOrder``).
    ///
    /// It is the product `q₃ * q₂ * q₁` of the three axis rotations (not
    /// canonicalised: its sign is that product's). Angles in degrees keep
    /// their exactness (a quarter turn has exact half-angle sines).
    public init(euler angles: (Angle, Angle, Angle), order: EulerOrder) {
        let (i, j, k) = order.axes
        self = Quaternion(angle: angles.2, axis: .unit(k)) * Quaternion(angle: angles.1, axis: .unit(j))
            * Quaternion(angle: angles.0, axis: .unit(i))
    }

    /// The three angles that give this rotation in `order`:
    /// `Quaternion(euler: q.eulerAngles(order: o), order: o)` is `q` or `−q`.
    ///
    /// The first and third angles are in (−π, π]; the middle one is in
    /// [−π/2, π/2] for Tait–Bryan orders and [0, π] for proper Euler orders.
    /// At gimbal lock (the middle angle within 1e-13 rad of ±π/2, or of 0 or
    /// π for a proper order) only the sum or difference of the other two is
    /// defined: the third angle is then 0 and the first carries the turn, as
    /// in scipy. Results are in radians. A quaternion that is not finite
    /// gives NaN angles; the quaternion is normalised first.
    public func eulerAngles(order: EulerOrder) -> (Angle, Angle, Angle) {
        let (t1, t2, t3) = EulerExtraction(normalized, order: order).angles
        return (.radians(t1), .radians(t2), .radians(t3))
    }
}

extension Matrix4 {
    /// The rotation by three angles about fixed axes, in the order given
    /// (see ``EulerOrder``): the product of the three axis rotations, the
    /// last one leftmost. Whole quarter turns in degrees give exact entries.
    public init(euler angles: (Angle, Angle, Angle), order: EulerOrder) {
        let (i, j, k) = order.axes
        self = Matrix4(rotation: angles.2, aboutAxis: k) * Matrix4(rotation: angles.1, aboutAxis: j)
            * Matrix4(rotation: angles.0, aboutAxis: i)
    }

    /// The three angles that give the rotation of the upper-left 3×3 block
    /// in `order` (see ``Quaternion/eulerAngles(order:)`` for the ranges and
    /// gimbal lock). The block must be a rotation, as for
    /// ``Quaternion/init(_:)-(Matrix4)``; take the rotation of a matrix that scales
    /// from ``decomposed(tolerance:)``.
    public func eulerAngles(order: EulerOrder) -> (Angle, Angle, Angle) {
        Quaternion(self).eulerAngles(order: order)
    }

    /// A rotation about the coordinate axis `axis` (0, 1, 2 for x, y, z).
    private init(rotation angle: Angle, aboutAxis axis: Int) {
        switch axis {
        case 0: self.init(rotationX: angle)
        case 1: self.init(rotationY: angle)
        default: self.init(rotationZ: angle)
        }
    }
}

extension Vector3 {
    /// The unit vector along coordinate axis `i` (0, 1, 2 for x, y, z).
    fileprivate static func unit(_ i: Int) -> Vector3 { [Vector3.unitX, .unitY, .unitZ][i] }
}

/// Euler angles from a unit quaternion in one step, for all twelve orders
/// (Bernardes & Viollet, "Quaternion to Euler angles conversion: a direct,
/// general and computationally efficient method", PLOS ONE, 2022).
///
/// A Tait–Bryan order is reduced to a proper one by a fixed 90° rotation of
/// the middle axis, whose effect is to shift the middle angle by π/2; the
/// half-angle sums and differences then come straight out of atan2.
private struct EulerExtraction {
    /// The angles in radians, first to third.
    var angles: (Double, Double, Double)

    init(_ q: Quaternion, order: EulerOrder) {
        let (i, j, k0) = order.axes
        let proper = i == k0
        // For a proper order the "third" axis of the formula is the one not used.
        let k = proper ? 3 - i - j : k0
        // +1 when (i, j, k) is a cyclic permutation of (x, y, z), −1 otherwise.
        let sign = Double((i - j) * (j - k) * (k - i) / 2)
        let v = [q.x, q.y, q.z]
        let (a, b, c, d) = proper
            ? (q.w, v[i], v[j], v[k] * sign)
            : (q.w - v[j], v[i] + v[k] * sign, v[j] + q.w, v[k] * sign - v[i])
        var middle = 2 * atan2((c * c + d * d).squareRoot(), (a * a + b * b).squareRoot())
        let half = (sum: atan2(b, a), difference: atan2(d, c))
        var (first, third): (Double, Double)
        if middle <= EulerExtraction.lockTolerance {
            (first, third) = (2 * half.sum, 0)
        } else if middle >= .pi - EulerExtraction.lockTolerance {
            (first, third) = (-2 * half.difference, 0)
        } else {
            (first, third) = (half.sum - half.difference, (half.sum + half.difference) * (proper ? 1 : sign))
        }
        if !proper { middle -= .pi / 2 }
        angles = (EulerExtraction.wrapped(first), middle, EulerExtraction.wrapped(third))
    }

    /// How close (in radians) the middle angle may come to a gimbal lock
    /// before the third angle is set to 0: close enough that the rotation
    /// this loses (about twice the distance) is below 1e-12.
    static let lockTolerance = 1e-13

    /// `t` moved by whole turns into (−π, π].
    static func wrapped(_ t: Double) -> Double {
        if t > .pi { return t - 2 * .pi }
        if t <= -.pi { return t + 2 * .pi }
        return t
    }
}
