extension Matrix4 {
    /// A translation by `offset`.
    @inlinable
    public init(translation offset: Vector3) {
        self = .identity
        c3 = SIMD4(offset.x, offset.y, offset.z, 1)
    }

    /// A uniform scale by `factor` about the origin.
    @inlinable
    public init(scale factor: Double) {
        self.init(scale: Vector3(factor, factor, factor))
    }

    /// A per-axis scale about the origin.
    @inlinable
    public init(scale s: Vector3) {
        self.init(columns: SIMD4(s.x, 0, 0, 0), SIMD4(0, s.y, 0, 0), SIMD4(0, 0, s.z, 0), SIMD4(0, 0, 0, 1))
    }

    /// A per-axis scale about `point`, which stays fixed: `T(point) * S * T(−point)`.
    @inlinable
    public init(scale s: Vector3, about point: Vector3) {
        self.init(scale: s)
        translation = point - transformDirection(point)
    }

    /// A rotation about the x axis; +90° takes +y to +z.
    @inlinable
    public init(rotationX angle: Angle) {
        let (s, c) = angle.sineAndCosine
        self.init(columns: SIMD4(1, 0, 0, 0), SIMD4(0, c, s, 0), SIMD4(0, -s, c, 0), SIMD4(0, 0, 0, 1))
    }

    /// A rotation about the y axis; +90° takes +z to +x.
    @inlinable
    public init(rotationY angle: Angle) {
        let (s, c) = angle.sineAndCosine
        self.init(columns: SIMD4(c, 0, -s, 0), SIMD4(0, 1, 0, 0), SIMD4(s, 0, c, 0), SIMD4(0, 0, 0, 1))
    }

    /// A rotation about the z axis; +90° takes +x to +y.
    @inlinable
    public init(rotationZ angle: Angle) {
        let (s, c) = angle.sineAndCosine
        self.init(columns: SIMD4(c, s, 0, 0), SIMD4(-s, c, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1))
    }

    /// A rotation by `angle` about an axis through the origin, right-handed.
    ///
    /// The axis need not be unit length; any finite non-zero length works
    /// (1e-300 as well as 1e300). A zero axis gives the identity; an axis or
    /// angle that is not finite gives a rotation block of NaN.
    public init(rotation angle: Angle, axis: Vector3) {
        guard let u = axis.normalized else {
            self = axis.isFinite ? .identity : .nanRotation
            return
        }
        // Rodrigues' formula: R = cos·I + sin·[u]× + (1 − cos)·u uᵀ.
        let (s, c) = angle.sineAndCosine
        let t = 1 - c
        self.init(
            columns: SIMD4(t * u.x * u.x + c, t * u.x * u.y + s * u.z, t * u.x * u.z - s * u.y, 0),
            SIMD4(t * u.x * u.y - s * u.z, t * u.y * u.y + c, t * u.y * u.z + s * u.x, 0),
            SIMD4(t * u.x * u.z + s * u.y, t * u.y * u.z - s * u.x, t * u.z * u.z + c, 0),
            SIMD4(0, 0, 0, 1))
    }

    /// A rotation by `angle` about the line through `point` along `axis`.
    ///
    /// `point` stays fixed and every other point keeps its distance to it.
    /// This is `T(point) * R * T(−point)`: move the pivot to the origin,
    /// rotate, move it back. (A row-vector library writes the same transform
    /// as `T(−p)·R·T(p)`; it stores the transpose of this matrix.)
    public init(rotation angle: Angle, axis: Vector3, about point: Vector3) {
        self.init(rotation: angle, axis: axis)
        // T(p)·R·T(−p) written out: the rotation block is R, translation = p − R·p.
        translation = point - transformDirection(point)
    }

    /// The rotation a unit quaternion stands for. A non-unit quaternion is
    /// normalised first (see ``Quaternion/normalized``: the zero quaternion
    /// gives the identity, one that is not finite a rotation block of NaN).
    public init(_ q: Quaternion) {
        let n = q.normalized
        let (x, y, z, w) = (n.x, n.y, n.z, n.w)
        self.init(
            columns: SIMD4(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0),
            SIMD4(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0),
            SIMD4(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0),
            SIMD4(0, 0, 0, 1))
    }
}
