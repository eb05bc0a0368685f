// Conversions to and from Apple's simd matrix and quaternion types, where the
// simd module exists (macOS, iOS and the other Apple platforms). Elsewhere this
// file compiles to nothing. Vectors need nothing here: simd_double3 and
// simd_double4 are SIMD3<Double> and SIMD4<Double> (see SIMDConversions.swift).
//
// Both libraries store matrices column-major with column vectors, and put a
// quaternion's real part last in its vector, so every conversion copies
// components in order.
#if canImport(simd)
import simd

extension Matrix4 {
    /// The matrix with the columns of `m`.
    @inlinable
    public init(_ m: simd_double4x4) { self.init(columns: m.columns) }
}

extension simd_double4x4 {
    /// The simd matrix with the columns of `m`.
    @inlinable
    public init(_ m: Matrix4) { self.init(columns: m.columns) }
}

extension Quaternion {
    /// The quaternion with the components of `q` (`q.vector` is x, y, z, w),
    /// not normalised.
    @inlinable
    public init(_ q: simd_quatd) { self.init(q.vector) }
}

extension simd_quatd {
    /// The simd quaternion with the components of `q`, not normalised.
    @inlinable
    public init(_ q: Quaternion) { self.init(vector: SIMD4<Double>(q)) }
}
#endif
