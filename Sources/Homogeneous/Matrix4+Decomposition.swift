// Taking an affine transform apart into translation, rotation and scale (the
// TRS form of scene graphs, glTF and game engines), putting it back together,
// and the normal matrix that goes with a transform that scales.
extension Matrix4 {
    /// The transform `T(translation) · R(rotation) · S(scale)`: scale along
    /// the axes first, then rotate, then translate (glTF's TRS order).
    ///
    /// The rotation is normalised first (see ``Quaternion/normalized``).
    public init(translation: Vector3, rotation: Quaternion, scale: Vector3) {
        self.init(rotation)
        c0 *= scale.x
        c1 *= scale.y
        c2 *= scale.z
        c0.w = 0
        c1.w = 0
        c2.w = 0
        c3 = SIMD4(translation.x, translation.y, translation.z, 1)
    }

    /// The translation, rotation and scale of an affine transform, so that
    /// `Matrix4(translation: t, rotation: r, scale: s)` gives it back (to rounding).
    ///
    /// The scale is the length of each column of the upper-left 3×3 block,
    /// and the rotation what is left when the columns are divided by it: a
    /// unit quaternion in the canonical sign of ``Quaternion/init(_:)-(Matrix4)``
    /// (`w > 0`). Use this, not `Quaternion(m)`, to read the rotation of a
    /// matrix that scales. A mirror (negative determinant) is a negative x
    /// scale with the rotation that remains (three.js's choice; glm negates
    /// all three), so `scale(-1, 1, 1)` decomposes to itself and the identity.
    ///
    /// Returns `nil` when there is no such decomposition: the bottom row is
    /// not exactly (0, 0, 0, 1) (a projection), an entry is not finite, a
    /// column is zero (no direction to rotate), or the columns are not
    /// perpendicular within `tolerance` (the cosine of the angle between two
    /// of them exceeds it: the matrix shears). Any finite non-zero scale
    /// decomposes, 1e-200 and 1e200 included.
    public func decomposed(tolerance: Double = 1e-9)
        -> (translation: Vector3, rotation: Quaternion, scale: Vector3)? {
        guard c0.w == 0, c1.w == 0, c2.w == 0, c3.w == 1, isFinite else { return nil }
        let (a, b, c) = axes
        var scale = Vector3(a.length, b.length, c.length)
        guard scale.isFinite, var x = a.normalized, let y = b.normalized, let z = c.normalized,
              abs(x.dot(y)) <= tolerance, abs(y.dot(z)) <= tolerance, abs(z.dot(x)) <= tolerance
        else { return nil }
        if x.dot(y.cross(z)) < 0 {
            scale.x = -scale.x
            x = -x
        }
        let r = Matrix4(columns: SIMD4(x.x, x.y, x.z, 0), SIMD4(y.x, y.y, y.z, 0),
                        SIMD4(z.x, z.y, z.z, 0), SIMD4(0, 0, 0, 1))
        return (translation, Quaternion(r), scale)
    }

    /// The matrix that transforms surface normals the way this matrix
    /// transforms the surface: the inverse transpose `(A⁻¹)ᵀ` of the
    /// upper-left 3×3 block `A`, with no translation and bottom row
    /// (0, 0, 0, 1) (glm's `inverseTranspose(mat3(m))`, GLKit's
    /// `GLKMatrix4GetMatrix3` + `GLKMatrix3InvertAndTranspose`).
    ///
    /// Apply it with ``transformDirection(_:)`` and normalise: under a
    /// non-uniform scale a normal does not follow the surface's tangents, and
    /// this keeps it perpendicular. For a rotation it is the rotation itself.
    /// The translation and bottom row of `self` are ignored. Returns `nil`
    /// when `A` is singular (see ``inverse``), as for a flattening scale.
    public var normalMatrix: Matrix4? {
        let block = Matrix4(columns: SIMD4(c0.x, c0.y, c0.z, 0), SIMD4(c1.x, c1.y, c1.z, 0),
                            SIMD4(c2.x, c2.y, c2.z, 0), SIMD4(0, 0, 0, 1))
        guard let inv = block.inverse else { return nil }
        // The transpose of inv's 3×3 block: its rows become the columns.
        return Matrix4(columns: SIMD4(inv.c0.x, inv.c1.x, inv.c2.x, 0), SIMD4(inv.c0.y, inv.c1.y, inv.c2.y, 0),
                       SIMD4(inv.c0.z, inv.c1.z, inv.c2.z, 0), SIMD4(0, 0, 0, 1))
    }
}
