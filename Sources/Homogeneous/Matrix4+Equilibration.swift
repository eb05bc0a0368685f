// Rows and columns scaled by powers of two, so that the determinant and the
// inverse of a matrix with huge or tiny entries (1e77, 1e-150, or both in one
// matrix) come out as they would for entries near 1. See PowerOfTwoScaling.swift
// for why this is exact and leaves ordinary matrices' results unchanged.
extension Matrix4 {
    /// True when every non-zero entry is finite and within 2^±250 of 1, so
    /// products of four entries (a determinant's terms) neither overflow nor
    /// underflow and the plain formulas are as accurate as they can be.
    @inlinable
    internal var isWellScaled: Bool {
        let (a0, a1, a2, a3) = (pointwiseMax(c0, -c0), pointwiseMax(c1, -c1),
                                pointwiseMax(c2, -c2), pointwiseMax(c3, -c3))
        let largest = pointwiseMax(pointwiseMax(a0, a1), pointwiseMax(a2, a3)).max()
        // Zeros are fine; count them as 1 when looking for the smallest entry.
        let one = SIMD4<Double>(repeating: 1)
        let (b0, b1) = (a0.replacing(with: one, where: a0 .== 0), a1.replacing(with: one, where: a1 .== 0))
        let (b2, b3) = (a2.replacing(with: one, where: a2 .== 0), a3.replacing(with: one, where: a3 .== 0))
        let smallest = pointwiseMin(pointwiseMin(b0, b1), pointwiseMin(b2, b3)).min()
        return largest <= 0x1p250 && smallest >= 0x1p-250 && isFinite
    }
}

/// A finite matrix with its columns, then its rows, scaled by powers of two
/// so that the largest entry of every row and every column is in [0.5, 2):
/// `scaled = R · m · C` with `R = diag(2^-rowExponents)` and `C = diag(2^-columnExponents)`.
@usableFromInline
internal struct Equilibration {
    /// `R · m · C`.
    @usableFromInline var scaled: Matrix4
    /// The power of two taken out of each row.
    @usableFromInline var rowExponents: SIMD4<Int>
    /// The power of two taken out of each column.
    @usableFromInline var columnExponents: SIMD4<Int>

    /// Scales `m` (which must be finite).
    @usableFromInline
    init(_ m: Matrix4) {
        var columns = [m.c0, m.c1, m.c2, m.c3]
        columnExponents = .zero
        for j in 0..<4 {
            columnExponents[j] = PowerOfTwo.exponent(ofLargest: columns[j])
            columns[j] = PowerOfTwo.scale(columns[j], by: -columnExponents[j])
        }
        rowExponents = .zero
        for i in 0..<4 {
            rowExponents[i] = PowerOfTwo.exponent(ofLargest: SIMD4(columns[0][i], columns[1][i],
                                                                   columns[2][i], columns[3][i]))
        }
        for j in 0..<4 {
            for i in 0..<4 { columns[j][i] = PowerOfTwo.scale(columns[j][i], by: -rowExponents[i]) }
        }
        scaled = Matrix4(columns: columns[0], columns[1], columns[2], columns[3])
    }

    /// `det m = det(scaled) · 2^(Σ row exponents + Σ column exponents)`.
    @usableFromInline
    func determinant(fromScaled det: Double) -> Double {
        PowerOfTwo.scale(det, by: rowExponents.wrappedSum() + columnExponents.wrappedSum())
    }

    /// `m⁻¹ = C · scaled⁻¹ · R`: entry (i, j) of `scaled⁻¹` times `2^-(column exponent i + row exponent j)`.
    @usableFromInline
    func inverse(fromScaled inv: Matrix4) -> Matrix4 {
        var result = inv
        for j in 0..<4 {
            for i in 0..<4 {
                result[i, j] = PowerOfTwo.scale(inv[i, j], by: -(columnExponents[i] + rowExponents[j]))
            }
        }
        return result
    }
}
