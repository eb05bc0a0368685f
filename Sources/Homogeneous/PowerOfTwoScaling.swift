// Scaling by powers of two: the one mechanism behind every length,
// normalisation, determinant and inverse that must not overflow or underflow.
//
// Multiplying by 2^e changes only the exponent, so it is exact (unless the
// result leaves the normal range), and rounding commutes with it: a formula
// evaluated on scaled inputs and scaled back gives the same bits as on the
// original inputs whenever neither overflows nor underflows. That is why the
// scaled paths below agree bit for bit with the plain ones where both work.

/// Exact scaling by powers of two, and the lengths and unit vectors built on it.
@usableFromInline
internal enum PowerOfTwo {
    /// The smallest sum of squares whose square root is trusted as it is: a
    /// sum at least this large lost at most 2^-107 of itself to squares that
    /// underflowed (2^-968 = 2^-1022 · 2^54).
    @usableFromInline static let smallestSafeSquare = 0x1p-968

    /// `x · 2^e`, rounded once; exact unless the result is subnormal or overflows.
    @inlinable
    static func scale(_ x: Double, by e: Int) -> Double {
        Double(sign: .plus, exponent: e, significand: x)
    }

    /// Every lane of `v` times `2^e`.
    @inlinable
    static func scale(_ v: SIMD4<Double>, by e: Int) -> SIMD4<Double> {
        SIMD4(scale(v.x, by: e), scale(v.y, by: e), scale(v.z, by: e), scale(v.w, by: e))
    }

    /// The largest magnitude among the lanes of `v` (NaN lanes are ignored).
    @inlinable
    static func largestMagnitude(_ v: SIMD4<Double>) -> Double {
        pointwiseMax(v, -v).max()
    }

    /// The binary exponent of the largest lane of `v` (so that `v · 2^-e` has
    /// its largest lane in [1, 2)), or 0 when every lane is zero.
    @inlinable
    static func exponent(ofLargest v: SIMD4<Double>) -> Int {
        let m = largestMagnitude(v)
        return m > 0 ? Int(m.exponent) : 0
    }

    /// The Euclidean length of `v`, computed on `v` scaled near 1 when its
    /// sum of squares would overflow or underflow: accurate for any finite
    /// `v`, NaN when a lane is NaN, infinity when one is infinite.
    @usableFromInline
    static func length(_ v: SIMD4<Double>) -> Double {
        guard let e = finiteExponent(v) else { return v.x.isNaN || v.y.isNaN || v.z.isNaN || v.w.isNaN ? .nan : .infinity }
        let u = scale(v, by: -e)
        return scale((u * u).sum().squareRoot(), by: e)
    }

    /// `v` divided by its length, computed on `v` scaled near 1: `nil` when
    /// `v` is zero or has a lane that is not finite.
    @usableFromInline
    static func unit(_ v: SIMD4<Double>) -> SIMD4<Double>? {
        guard let e = finiteExponent(v), largestMagnitude(v) > 0 else { return nil }
        let u = scale(v, by: -e)
        return u / (u * u).sum().squareRoot()
    }

    /// The first three lanes of `v` scaled by a power of two so that the
    /// largest is in [1, 2): the same direction, safe to square. Zero and
    /// non-finite vectors are returned as they are.
    @usableFromInline
    static func nearUnit(_ v: SIMD4<Double>) -> Vector3 {
        let u = finiteExponent(v).map { scale(v, by: -$0) } ?? v
        return Vector3(u.x, u.y, u.z)
    }

    /// The exponent of the largest lane when every lane is finite, else `nil`.
    @inlinable
    static func finiteExponent(_ v: SIMD4<Double>) -> Int? {
        // x − x is 0 for a finite x and NaN otherwise.
        guard v - v == SIMD4(repeating: 0) else { return nil }
        return exponent(ofLargest: v)
    }
}
