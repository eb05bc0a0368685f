extension Matrix4 {
    /// True when every entry differs from `other`'s by at most `tolerance`
    /// (an absolute bound on each of the 16 entries; the default is 1e-9).
    @inlinable
    public func isApproximatelyEqual(to other: Matrix4, tolerance: Double = 1e-9) -> Bool {
        let d0 = c0 - other.c0, d1 = c1 - other.c1, d2 = c2 - other.c2, d3 = c3 - other.c3
        let m = pointwiseMax(pointwiseMax(d0, -d0), pointwiseMax(d1, -d1))
        let n = pointwiseMax(pointwiseMax(d2, -d2), pointwiseMax(d3, -d3))
        // NaN compares false, so a NaN entry never counts as equal.
        return pointwiseMax(m, n).max() <= tolerance
    }

    /// The largest absolute entry of `RᵀR − I` for the upper-left 3×3 block `R`:
    /// zero for an exact rotation (or reflection), growing as rounding drifts.
    public var orthonormalityError: Double {
        let x = SIMD3(c0.x, c0.y, c0.z), y = SIMD3(c1.x, c1.y, c1.z), z = SIMD3(c2.x, c2.y, c2.z)
        let dots = [(x * x).sum() - 1, (y * y).sum() - 1, (z * z).sum() - 1,
                    (x * y).sum(), (y * z).sum(), (z * x).sum()]
        return dots.map(abs).max() ?? 0
    }

    /// True when the upper-left 3×3 block is a rotation: orthonormal within
    /// `tolerance` with determinant +1 within `tolerance`.
    public func isRotation(tolerance: Double = 1e-9) -> Bool {
        orthonormalityError <= tolerance && abs(determinant - 1) <= tolerance
    }

    /// The matrix with its rotation part re-orthonormalised and its
    /// translation kept; the bottom row becomes (0, 0, 0, 1).
    ///
    /// Use this on a transform built by composing many small rotations (an
    /// animation), where rounding slowly adds shear and scale. Columns are
    /// corrected symmetrically, so no axis is favoured: x and y are each
    /// pushed half of their mutual error apart, renormalised, and z is
    /// rebuilt as x × y (which also forces determinant +1). Any scale in the
    /// matrix is removed.
    public func orthonormalized() -> Matrix4 {
        var x = Vector3(c0.x, c0.y, c0.z), y = Vector3(c1.x, c1.y, c1.z)
        let error = x.dot(y)
        // Split the x·y error between the two axes (the method used by DCM
        // filters), then renormalise both.
        (x, y) = (x - y * (error / 2), y - x * (error / 2))
        guard let nx = x.normalized, let ny = y.normalized,
              let nz = nx.cross(ny).normalized else { return self }
        // One Gram–Schmidt step for y removes what the symmetric split left.
        guard let ny2 = nz.cross(nx).normalized else { return self }
        return Matrix4(columns: SIMD4(nx.x, nx.y, nx.z, 0), SIMD4(ny2.x, ny2.y, ny2.z, 0),
                       SIMD4(nz.x, nz.y, nz.z, 0), SIMD4(c3.x, c3.y, c3.z, 1))
    }
}
