// Conversions to and from the standard library's SIMD types, the vocabulary
// shared with simd (on Apple platforms `simd_double3` is `SIMD3<Double>`),
// RealityKit and any code that stores vectors as SIMD lanes. Every conversion
// copies the components in order; none rounds or normalises.

extension Vector3 {
    /// The vector with the lanes of `v` as x, y, z.
    @inlinable
    public init(_ v: SIMD3<Double>) { self.init(v.x, v.y, v.z) }
}

extension SIMD3 where Scalar == Double {
    /// The lanes (x, y, z) of a ``Vector3``.
    @inlinable
    public init(_ v: Vector3) { self.init(v.x, v.y, v.z) }
}

extension Vector4 {
    /// The vector with the lanes of `v` as x, y, z, w.
    @inlinable
    public init(_ v: SIMD4<Double>) { self.init(v.x, v.y, v.z, v.w) }
}

extension Quaternion {
    /// The quaternion with the lanes of `v` as x, y, z (the imaginary part)
    /// and w (the real part), the order of simd's `simd_quatd.vector`. It is
    /// not normalised.
    @inlinable
    public init(_ v: SIMD4<Double>) { self.init(x: v.x, y: v.y, z: v.z, w: v.w) }
}

extension SIMD4 where Scalar == Double {
    /// The lanes (x, y, z, w) of a ``Vector4``.
    @inlinable
    public init(_ v: Vector4) { self.init(v.x, v.y, v.z, v.w) }

    /// The components of a ``Quaternion`` as lanes (x, y, z, w): the
    /// imaginary part first, the real part last, as in `simd_quatd.vector`.
    @inlinable
    public init(_ q: Quaternion) { self.init(q.x, q.y, q.z, q.w) }
}

extension Matrix4 {
    /// The four columns `(c0, c1, c2, c3)` as one tuple, the shape of simd's
    /// `simd_double4x4.columns`: `Matrix4(columns: m.columns) == m`.
    @inlinable
    public var columns: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>) {
        get { (c0, c1, c2, c3) }
        set { (c0, c1, c2, c3) = newValue }
    }

    /// Creates a matrix from a tuple of four columns, such as
    /// `simd_double4x4.columns` or another matrix's ``columns``.
    @inlinable
    public init(columns: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)) {
        self.init(columns: columns.0, columns.1, columns.2, columns.3)
    }
}
