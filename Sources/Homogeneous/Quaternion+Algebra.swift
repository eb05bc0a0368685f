// Quaternion algebra beyond the product: negation, the inverse, applying a
// rotation with `*`, and the finiteness check that NaN results are read by.
extension Quaternion {
    /// A quaternion of NaN components: what operations return for input
    /// that names no rotation (a NaN or infinite angle, axis or component).
    @usableFromInline
    internal static let nan = Quaternion(x: .nan, y: .nan, z: .nan, w: .nan)

    /// True when no component is NaN or infinite.
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite && w.isFinite }

    /// The components as a `SIMD4` in storage order (x, y, z, w).
    @inlinable internal var simd4: SIMD4<Double> { SIMD4(x, y, z, w) }

    /// Every component negated: the same rotation (`q` and `−q` turn every
    /// vector alike), the other point of the pair on the 4D unit sphere.
    @inlinable
    public static prefix func - (q: Quaternion) -> Quaternion {
        Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w)
    }

    /// The multiplicative inverse, `q* / |q|²`, so that `q * q.inverse` is
    /// the identity; for a unit quaternion it is the ``conjugate``, the
    /// opposite rotation.
    ///
    /// Any finite non-zero quaternion has one, however short or long (it is
    /// scaled by a power of two when `|q|²` would overflow or underflow). The
    /// zero quaternion has none, and it and non-finite quaternions give NaN
    /// components.
    @inlinable
    public var inverse: Quaternion {
        let s = dot(self)
        if s >= PowerOfTwo.smallestSafeSquare && s < .infinity {
            return Quaternion(x: -x / s, y: -y / s, z: -z / s, w: w / s)
        }
        return scaledInverse
    }

    /// ``inverse`` when `|q|²` leaves the normal range: `q* / |q|²` with
    /// `q = 2^e · u` is `u* / |u|² · 2^-e`.
    @usableFromInline
    internal var scaledInverse: Quaternion {
        // Zero stays zero, and 0 / 0 gives the NaN components documented.
        guard let e = PowerOfTwo.finiteExponent(simd4) else { return .nan }
        let u = PowerOfTwo.scale(simd4, by: -e)
        let v = SIMD4(-u.x, -u.y, -u.z, u.w) / (u * u).sum()
        return Quaternion(PowerOfTwo.scale(v, by: -e))
    }

    /// Rotates `v` by the unit quaternion `q`: the same as ``rotate(_:)``,
    /// written the way glm and simd users do (`q * v`). The quaternion is
    /// not normalised first; for a non-unit one the result is not a rotation.
    @inlinable
    public static func * (q: Quaternion, v: Vector3) -> Vector3 { q.rotate(v) }
}
