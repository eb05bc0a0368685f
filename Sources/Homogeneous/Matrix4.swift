/// A 4×4 homogeneous transform in `Double`.
///
/// **Convention.** Vectors are columns and a matrix acts on the left: `M * v`.
/// So `A * B` applies `B` first, then `A`. Storage is column-major: the four
/// stored properties are the columns, and the translation sits in the last
/// column (`c3.x`, `c3.y`, `c3.z`). A point is `(x, y, z, 1)`; a direction is
/// `(x, y, z, 0)` and ignores translation. The space is right-handed and
/// rotations follow the right-hand rule: ``init(rotationZ:)`` by +90° takes
/// +x to +y.
///
/// A row-vector library (`v * M`, translation in the bottom row) stores the
/// transpose of this matrix and composes in the opposite order: its
/// `T(−p)·R·T(p)` is our `T(p) * R * T(−p)`.
public struct Matrix4: Hashable, Sendable {
    /// Column 0: the image of the x axis.
    public var c0: SIMD4<Double>
    /// Column 1: the image of the y axis.
    public var c1: SIMD4<Double>
    /// Column 2: the image of the z axis.
    public var c2: SIMD4<Double>
    /// Column 3: the translation, with 1 in `w` for an affine transform.
    public var c3: SIMD4<Double>

    /// Creates a matrix from its four columns.
    @inlinable
    public init(columns c0: SIMD4<Double>, _ c1: SIMD4<Double>, _ c2: SIMD4<Double>, _ c3: SIMD4<Double>) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
    }

    /// Creates a matrix from 16 values listed row by row, as it is written on paper.
    ///
    /// `rows[4 * r + c]` is the entry in row `r`, column `c`. Traps if there are not 16 values.
    @inlinable
    public init(rows v: [Double]) {
        precondition(v.count == 16, "Matrix4(rows:) needs 16 values")
        self.init(columns: SIMD4(v[0], v[4], v[8], v[12]),
                  SIMD4(v[1], v[5], v[9], v[13]),
                  SIMD4(v[2], v[6], v[10], v[14]),
                  SIMD4(v[3], v[7], v[11], v[15]))
    }

    /// The identity transform.
    public static let identity = Matrix4(
        columns: SIMD4(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1))

    /// A rotation block of NaN (the rest as in the identity): what a rotation
    /// constructor returns for an angle or an axis that is not finite, the
    /// same shape a NaN angle gives by itself (never the identity in its place).
    @usableFromInline
    internal static let nanRotation = Matrix4(columns: SIMD4(.nan, .nan, .nan, 0), SIMD4(.nan, .nan, .nan, 0),
                                              SIMD4(.nan, .nan, .nan, 0), SIMD4(0, 0, 0, 1))

    /// The entry in `row` and `column`, both 0...3.
    @inlinable
    public subscript(row: Int, column: Int) -> Double {
        get {
            switch column {
            case 0: return c0[row]
            case 1: return c1[row]
            case 2: return c2[row]
            default: precondition(column == 3, "column out of range"); return c3[row]
            }
        }
        set {
            switch column {
            case 0: c0[row] = newValue
            case 1: c1[row] = newValue
            case 2: c2[row] = newValue
            default: precondition(column == 3, "column out of range"); c3[row] = newValue
            }
        }
    }

    /// The 16 entries row by row, the inverse of ``init(rows:)``.
    public var rowMajor: [Double] {
        (0..<4).flatMap { r in (0..<4).map { c in self[r, c] } }
    }

    /// The 16 entries column by column, as stored (the layout OpenGL and C
    /// code using column-major `double[16]` expect): `columnMajor[4 * c + r]`
    /// is the entry in row `r`, column `c`.
    public var columnMajor: [Double] {
        [c0.x, c0.y, c0.z, c0.w, c1.x, c1.y, c1.z, c1.w,
         c2.x, c2.y, c2.z, c2.w, c3.x, c3.y, c3.z, c3.w]
    }
}

// MARK: - Composition and application

extension Matrix4 {
    /// The composition that applies `b` first, then `a`.
    @inlinable @inline(__always)
    public static func * (a: Matrix4, b: Matrix4) -> Matrix4 {
        Matrix4(columns: a.apply(b.c0), a.apply(b.c1), a.apply(b.c2), a.apply(b.c3))
    }

    /// Composes in place: `a = a * b` (so `b` applies first).
    @inlinable @inline(__always)
    public static func *= (a: inout Matrix4, b: Matrix4) { a = a * b }

    /// The matrix times a homogeneous column vector.
    @inlinable @inline(__always)
    public static func * (m: Matrix4, v: Vector4) -> Vector4 {
        let r = m.apply(SIMD4(v.x, v.y, v.z, v.w))
        return Vector4(r.x, r.y, r.z, r.w)
    }

    /// The matrix times a column given as SIMD.
    ///
    /// Written out per entry rather than as `c0 * v.x + …`: the result is the
    /// same bit for bit, but unoptimised (debug) builds run it about 15 times
    /// faster, and optimised builds inline it into the same vector code.
    @inlinable @inline(__always)
    internal func apply(_ v: SIMD4<Double>) -> SIMD4<Double> {
        let (x, y, z, w) = (v.x, v.y, v.z, v.w)
        return SIMD4(c0.x * x + c1.x * y + c2.x * z + c3.x * w,
                     c0.y * x + c1.y * y + c2.y * z + c3.y * w,
                     c0.z * x + c1.z * y + c2.z * z + c3.z * w,
                     c0.w * x + c1.w * y + c2.w * z + c3.w * w)
    }

    /// Transforms a point (w = 1): rotation, scale and translation all apply.
    ///
    /// The result ignores the bottom row; use ``project(_:)`` for projective matrices.
    @inlinable @inline(__always)
    public func transformPoint(_ p: Vector3) -> Vector3 {
        Vector3(c0.x * p.x + c1.x * p.y + c2.x * p.z + c3.x,
                c0.y * p.x + c1.y * p.y + c2.y * p.z + c3.y,
                c0.z * p.x + c1.z * p.y + c2.z * p.z + c3.z)
    }

    /// Transforms a direction (w = 0): translation does not apply.
    @inlinable @inline(__always)
    public func transformDirection(_ d: Vector3) -> Vector3 {
        Vector3(c0.x * d.x + c1.x * d.y + c2.x * d.z,
                c0.y * d.x + c1.y * d.y + c2.y * d.z,
                c0.z * d.x + c1.z * d.y + c2.z * d.z)
    }

    /// Transforms a point with w = 1 and divides by the resulting w.
    ///
    /// Returns `nil` when the resulting w is zero (the point lies on the
    /// camera plane) or the result is not finite.
    @inlinable
    public func project(_ p: Vector3) -> Vector3? {
        (self * Vector4(p, w: 1)).dehomogenized
    }

    /// The translation part: where the origin goes.
    @inlinable
    public var translation: Vector3 {
        get { Vector3(c3.x, c3.y, c3.z) }
        set { c3 = SIMD4(newValue.x, newValue.y, newValue.z, c3.w) }
    }

    /// True when every entry is finite.
    @inlinable
    public var isFinite: Bool {
        // x − x is 0 for a finite x and NaN for an infinite or NaN one.
        let probe = (c0 - c0) + (c1 - c1) + (c2 - c2) + (c3 - c3)
        return probe == SIMD4(repeating: 0)
    }
}

extension Matrix4: CustomStringConvertible {
    /// The matrix as four bracketed rows.
    public var description: String {
        (0..<4).map { r in "[" + (0..<4).map { c in "\(self[r, c])" }.joined(separator: ", ") + "]" }
            .joined(separator: "\n")
    }
}
