#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Rotations in motion: interpolation, rotation vectors (axis × angle) and
// integrating an angular velocity, for flings, spins and eased turns.
extension Quaternion {
    /// The four components scaled by `s` (not a rotation by itself).
    @inlinable
    internal func scaled(_ s: Double) -> Quaternion {
        Quaternion(x: x * s, y: y * s, z: z * s, w: w * s)
    }

    /// The component-wise sum (not a rotation by itself).
    @inlinable
    internal func adding(_ q: Quaternion) -> Quaternion {
        Quaternion(x: x + q.x, y: y + q.y, z: z + q.z, w: w + q.w)
    }

    /// Spherical linear interpolation along the shorter arc: `t = 0` gives
    /// `self`, `t = 1` gives `q` (or `−q`, the same rotation), and the angle
    /// turned grows at a constant rate in between.
    ///
    /// A `t` outside `[0, 1]` goes on along the same great circle (before
    /// `self` or beyond `q`). A NaN or infinite `t`, or a quaternion that is
    /// not finite, gives NaN components.
    public func slerp(to q: Quaternion, _ t: Double) -> Quaternion {
        let a = normalized
        var b = q.normalized
        // Take the shorter way round.
        if a.dot(b) < 0 { b = b.scaled(-1) }
        // The angle between a and b on the 4D unit sphere, accurate even when
        // they are nearly equal (where acos of the dot product is not).
        let difference = a.adding(b.scaled(-1)).length, sum = a.adding(b).length
        let theta = 2 * atan2(difference, sum)
        let s = sin(theta)
        // Nearly equal: linear interpolation is exact to rounding and avoids 0/0.
        guard s > 1e-9 else { return a.scaled(1 - t).adding(b.scaled(t)).normalized }
        return a.scaled(sin((1 - t) * theta) / s).adding(b.scaled(sin(t * theta) / s)).normalized
    }

    /// The rotation by `|v|` radians about the axis `v` (right-handed): the
    /// exponential map. The zero vector gives the identity; a vector that is
    /// not finite gives NaN components.
    public init(rotationVector v: Vector3) {
        let theta = v.length
        guard theta > 0, theta.isFinite else {
            self = v.isFinite ? .identity : .nan
            return
        }
        let s = sin(theta / 2) / theta
        self.init(x: v.x * s, y: v.y * s, z: v.z * s, w: cos(theta / 2))
    }

    /// The rotation as one vector: its axis scaled by its angle in radians,
    /// with the angle in `[0, π]` (the logarithm map, inverse of
    /// ``init(rotationVector:)``). The identity gives the zero vector, a
    /// quaternion that is not finite NaN components.
    public var rotationVector: Vector3 {
        let n = normalized
        // q and −q are the same rotation; pick the one with w ≥ 0 (angle ≤ π).
        let v = n.w < 0 ? -n.vector : n.vector
        let sine = v.length
        guard sine > 0 else { return n.isFinite ? .zero : Vector3(.nan, .nan, .nan) }
        return v * (2 * atan2(sine, abs(n.w)) / sine)
    }

    /// This rotation followed by spinning at `angularVelocity` for `duration`.
    ///
    /// `angularVelocity` is in radians per unit of `duration`, along the spin
    /// axis (right-hand rule), expressed in the space the rotation maps *to*
    /// (view space for a sphere's orientation), so the spin is applied on the
    /// left, like `Rot * M`. The step is the exact rotation for a constant
    /// velocity (the exponential map, not a first-order Euler step), and the
    /// result is renormalised, so accumulating any number of steps does not drift.
    public func integrated(angularVelocity: Vector3, duration: Double) -> Quaternion {
        (Quaternion(rotationVector: angularVelocity * duration) * self).normalized
    }
}
