extension Matrix4 {
    /// True when every entry differs from `other`'s by at most `tolerance`
    /// (an absolute bound on each of the 16 entries; the default is 1e-9).
    ///
    /// A NaN entry is never approximately equal to anything.
    @inlinable
    public func isApproximatelyEqual(to other: Matrix4, tolerance: Double = 1e-9) -> Bool {
        let d0 = c0 - other.c0, d1 = c1 - other.c1, d2 = c2 - other.c2, d3 = c3 - other.c3
        let m = pointwiseMax(pointwiseMax(d0, -d0), pointwiseMax(d1, -d1))
        let n = pointwiseMax(pointwiseMax(d2, -d2), pointwiseMax(d3, -d3))
        // pointwiseMax drops a NaN operand, so check the differences directly.
        return pointwiseMax(m, n).max() <= tolerance && (d0 + d1 + d2 + d3) == (d0 + d1 + d2 + d3)
    }

    /// The three columns of the upper-left 3×3 block.
    @inlinable
    internal var axes: (x: Vector3, y: Vector3, z: Vector3) {
        (Vector3(c0.x, c0.y, c0.z), Vector3(c1.x, c1.y, c1.z), Vector3(c2.x, c2.y, c2.z))
    }

    /// The largest absolute entry of `RᵀR − I` for the upper-left 3×3 block `R`:
    /// zero for an exact rotation (or reflection), growing as rounding drifts.
    public var orthonormalityError: Double {
        let (x, y, z) = axes
        return max(abs(x.dot(x) - 1), abs(y.dot(y) - 1), abs(z.dot(z) - 1),
                   abs(x.dot(y)), abs(y.dot(z)), abs(z.dot(x)))
    }

    /// The determinant of the upper-left 3×3 block: +1 for a rotation, −1 for a reflection.
    public var linearDeterminant: Double {
        let (x, y, z) = axes
        return x.dot(y.cross(z))
    }

    /// True when the upper-left 3×3 block is a rotation: orthonormal within
    /// `tolerance` (see ``orthonormalityError``) and with determinant +1
    /// within `tolerance`. Translation and the bottom row are not examined.
    public func isRotation(tolerance: Double = 1e-9) -> Bool {
        orthonormalityError <= tolerance && abs(linearDeterminant - 1) <= tolerance
    }

    /// The matrix with its rotation part re-orthonormalised and its
    /// translation kept; the bottom row becomes (0, 0, 0, 1).
    ///
    /// Use this on a transform built by composing many small rotations (an
    /// animation, `M = step * M`), where rounding slowly adds shear and scale.
    /// **Re-orthonormalise every k = 100 compositions** (or simply once per
    /// frame): with that cadence a million composed steps of 0.01°–0.5° about
    /// varying axes stay orthonormal to about 6e-15 (``orthonormalityError``),
    /// while without it the error keeps growing, to 1e-13–4e-13 after a
    /// million steps (see `LongRunTests`). A call costs about a dozen matrix
    /// products (under 0.1 µs), so the cadence is a matter of taste, not speed.
    ///
    /// The x and y columns are each pushed half of their mutual error apart
    /// (the symmetric correction used by direction-cosine-matrix filters) and
    /// renormalised; z is rebuilt as x × y, which also forces determinant +1,
    /// and y as z × x. Any scale in the matrix is removed. A degenerate block
    /// (a zero or parallel x and y column) is returned unchanged.
    public func orthonormalized() -> Matrix4 {
        var (x, y, _) = axes
        let error = x.dot(y)
        // Split the x·y error between the two axes, then renormalise both.
        (x, y) = (x - y * (error / 2), y - x * (error / 2))
        guard let nx = x.normalized, let ny = y.normalized,
              let nz = nx.cross(ny).normalized else { return self }
        // Rebuild y from z and x so the three are orthogonal to rounding.
        let ny2 = nz.cross(nx)
        return Matrix4(columns: SIMD4(nx.x, nx.y, nx.z, 0), SIMD4(ny2.x, ny2.y, ny2.z, 0),
                       SIMD4(nz.x, nz.y, nz.z, 0), SIMD4(c3.x, c3.y, c3.z, 1))
    }
}
