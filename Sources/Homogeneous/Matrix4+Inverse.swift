extension Matrix4 {
    /// The transpose: rows become columns.
    @inlinable
    public var transposed: Matrix4 {
        Matrix4(columns: SIMD4(c0.x, c1.x, c2.x, c3.x),
                SIMD4(c0.y, c1.y, c2.y, c3.y),
                SIMD4(c0.z, c1.z, c2.z, c3.z),
                SIMD4(c0.w, c1.w, c2.w, c3.w))
    }

    /// The twelve 2×2 minors shared by ``determinant`` and ``inverse``: `s`
    /// from columns 0 and 1, `k` from columns 2 and 3 (Laplace expansion).
    @usableFromInline
    internal struct Minors {
        @usableFromInline var s0, s1, s2, s3, s4, s5, k0, k1, k2, k3, k4, k5: Double

        @usableFromInline
        init(_ m: Matrix4) {
            let (a, b, c, d) = (m.c0, m.c1, m.c2, m.c3)
            s0 = a.x * b.y - b.x * a.y; s1 = a.x * b.z - b.x * a.z; s2 = a.x * b.w - b.x * a.w
            s3 = a.y * b.z - b.y * a.z; s4 = a.y * b.w - b.y * a.w; s5 = a.z * b.w - b.z * a.w
            k0 = c.x * d.y - d.x * c.y; k1 = c.x * d.z - d.x * c.z; k2 = c.x * d.w - d.x * c.w
            k3 = c.y * d.z - d.y * c.z; k4 = c.y * d.w - d.y * c.w; k5 = c.z * d.w - d.z * c.w
        }

        @usableFromInline
        var determinant: Double {
            s0 * k5 - s1 * k4 + s2 * k3 + s3 * k2 - s4 * k1 + s5 * k0
        }
    }

    /// The determinant.
    ///
    /// Accurate for any finite matrix: one whose entries are huge
    /// or tiny (a matrix scaled by 1e77, whose determinant is about 1e308,
    /// or by 1e-77) has its rows and columns scaled by powers of two first,
    /// so no intermediate product overflows or underflows. The result is
    /// ±infinity only when the determinant itself is beyond
    /// `Double.greatestFiniteMagnitude` (and 0 when it is below the smallest
    /// subnormal); a matrix with a NaN or infinite entry gives NaN or ±infinity.
    @inlinable
    public var determinant: Double {
        isWellScaled ? Minors(self).determinant : scaledDeterminant
    }

    /// ``determinant`` computed on the equilibrated matrix.
    @usableFromInline
    internal var scaledDeterminant: Double {
        guard isFinite else { return Minors(self).determinant }
        let e = Equilibration(self)
        return e.determinant(fromScaled: Minors(e.scaled).determinant)
    }

    /// How small `|det|` may be, relative to Hadamard's bound (the product
    /// of the row lengths, or of the column lengths), before ``inverse``
    /// calls the matrix singular: `1e-14`.
    public static let singularityTolerance = 1e-14

    /// The inverse, or `nil` when the matrix is singular or the inverse is
    /// not finite (an entry beyond `Double.greatestFiniteMagnitude`).
    ///
    /// "Singular" includes matrices that are singular up to rounding (a
    /// projection onto a plane built from rotations rarely has a determinant
    /// of exactly zero): the matrix is rejected when
    /// `|det| ≤ singularityTolerance × min(∏‖row‖, ∏‖column‖)`. By Hadamard's
    /// inequality that ratio is at most 1, and it does not change when rows or
    /// columns are scaled, so tiny or huge but independent axes still invert.
    ///
    /// An affine matrix (bottom row exactly 0, 0, 0, 1) is inverted as
    /// `[A | t]⁻¹ = [A⁻¹ | −A⁻¹·t]`, which is cheaper, keeps the bottom row
    /// exact, and judges singularity on `A` alone; any other matrix takes the
    /// general 4×4 adjugate.
    ///
    /// A matrix with an entry beyond 2^±250 (about 1e±75) is first
    /// equilibrated: its columns, then its rows, are scaled by powers of two
    /// so each has its largest entry in [1, 2); the inverse of that matrix,
    /// scaled back, is the inverse. So a matrix scaled by 1e77 or 1e-150, or
    /// with axes of 1e-200 and 1e200 together, inverts; the singularity test
    /// is then made on the equilibrated matrix.
    public var inverse: Matrix4? {
        if isWellScaled { return plainInverse }
        guard isFinite else { return nil }
        let e = Equilibration(self)
        guard let inv = e.scaled.plainInverse.map(e.inverse(fromScaled:)), inv.isFinite else { return nil }
        return inv
    }

    /// The inverse computed on the entries as they are.
    private var plainInverse: Matrix4? {
        let isAffine = c0.w == 0 && c1.w == 0 && c2.w == 0 && c3.w == 1
        guard let inv = isAffine ? affineInverse : generalInverse, inv.isFinite else { return nil }
        return inv
    }

    /// True when `det` is zero up to rounding next to Hadamard's bound.
    private static func isSingular(_ det: Double, columnLengths: Double, rowLengths: Double) -> Bool {
        !det.isFinite || abs(det) <= singularityTolerance * min(columnLengths, rowLengths)
    }

    /// `[A | t]⁻¹` for an affine matrix, with `A⁻¹` from cross products of `A`'s columns.
    private var affineInverse: Matrix4? {
        let (a, b, c) = axes
        let det = a.dot(b.cross(c))
        let rows = (Vector3(a.x, b.x, c.x), Vector3(a.y, b.y, c.y), Vector3(a.z, b.z, c.z))
        guard !Matrix4.isSingular(det, columnLengths: a.length * b.length * c.length,
                                  rowLengths: rows.0.length * rows.1.length * rows.2.length) else { return nil }
        // The rows of A⁻¹ are (b × c, c × a, a × b) / det.
        let (r0, r1, r2) = (b.cross(c) / det, c.cross(a) / det, a.cross(b) / det)
        let t = translation
        return Matrix4(columns: SIMD4(r0.x, r1.x, r2.x, 0), SIMD4(r0.y, r1.y, r2.y, 0),
                       SIMD4(r0.z, r1.z, r2.z, 0), SIMD4(-r0.dot(t), -r1.dot(t), -r2.dot(t), 1))
    }

    /// The 4×4 adjugate divided by the determinant.
    private var generalInverse: Matrix4? {
        let m = Minors(self)
        let det = m.determinant
        let rows = transposed
        guard !Matrix4.isSingular(det, columnLengths: Matrix4.lengthProduct(c0, c1, c2, c3),
                                  rowLengths: Matrix4.lengthProduct(rows.c0, rows.c1, rows.c2, rows.c3))
        else { return nil }
        let r = 1 / det
        let (a, b, c, d) = (c0, c1, c2, c3)
        // Row i of the inverse of the transpose is column i of the inverse:
        // each SIMD4 below is one column of the adjugate, divided by det.
        let inv = Matrix4(
            columns: SIMD4(b.y * m.k5 - b.z * m.k4 + b.w * m.k3,
                           -a.y * m.k5 + a.z * m.k4 - a.w * m.k3,
                           d.y * m.s5 - d.z * m.s4 + d.w * m.s3,
                           -c.y * m.s5 + c.z * m.s4 - c.w * m.s3) * r,
            SIMD4(-b.x * m.k5 + b.z * m.k2 - b.w * m.k1,
                  a.x * m.k5 - a.z * m.k2 + a.w * m.k1,
                  -d.x * m.s5 + d.z * m.s2 - d.w * m.s1,
                  c.x * m.s5 - c.z * m.s2 + c.w * m.s1) * r,
            SIMD4(b.x * m.k4 - b.y * m.k2 + b.w * m.k0,
                  -a.x * m.k4 + a.y * m.k2 - a.w * m.k0,
                  d.x * m.s4 - d.y * m.s2 + d.w * m.s0,
                  -c.x * m.s4 + c.y * m.s2 - c.w * m.s0) * r,
            SIMD4(-b.x * m.k3 + b.y * m.k1 - b.z * m.k0,
                  a.x * m.k3 - a.y * m.k1 + a.z * m.k0,
                  -d.x * m.s3 + d.y * m.s1 - d.z * m.s0,
                  c.x * m.s3 - c.y * m.s1 + c.z * m.s0) * r)
        return inv
    }

    /// The product of the Euclidean lengths of four vectors.
    private static func lengthProduct(_ a: SIMD4<Double>, _ b: SIMD4<Double>,
                                      _ c: SIMD4<Double>, _ d: SIMD4<Double>) -> Double {
        (a * a).sum().squareRoot() * (b * b).sum().squareRoot()
            * (c * c).sum().squareRoot() * (d * d).sum().squareRoot()
    }

    /// The inverse of a rigid transform (a rotation followed by a translation),
    /// without a general inversion: `[R | t]⁻¹ = [Rᵀ | −Rᵀ·t]`.
    ///
    /// Only valid when the upper-left 3×3 block is orthonormal and the bottom
    /// row is (0, 0, 0, 1); for anything else use ``inverse``.
    @inlinable
    public var rigidInverse: Matrix4 {
        var r = Matrix4(columns: SIMD4(c0.x, c1.x, c2.x, 0), SIMD4(c0.y, c1.y, c2.y, 0),
                        SIMD4(c0.z, c1.z, c2.z, 0), SIMD4(0, 0, 0, 1))
        r.translation = -r.transformDirection(translation)
        return r
    }
}
