#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A quadratic's count of inner vertices as a function of the scale s of a
/// similarity it is drawn through (see ``PolylineCache``): the scales where
/// the count steps up, from the rule of
/// ``RasterCore/innerVertices(deviationSquared:speedSquared:)``.
///
/// At scale s the curve's squared deviation is s²·h and its squared speed
/// s²·v (`h`, `v` in outline units). It gets a vertex when
/// 4·s²h·min(s²v, 2) exceeds tol², and k ≥ 2 of them when both √(s√h / tol)
/// and ∛(s²√(hv) / (4·tol)) exceed k − 2 + √2; each condition holds above
/// one scale, its threshold.
struct VertexSteps {
    /// Squared deviation and squared speed at scale 1.
    let h: Double, v: Double
    /// The threshold of the first vertex (infinite for a straight curve).
    let first: Double

    init(deviationSquared h: Double, speedSquared v: Double) {
        (self.h, self.v) = (h, v)
        let tol = RasterCore.flatteningTolerance
        guard h > 0, v > 0, h.isFinite, v.isFinite else {
            first = .infinity
            return
        }
        // 4·s⁴hv = tol² while s²v ≤ 2; past that, 8·s²h = tol².
        let low = pow(tol * tol / (4 * h * v), 0.25)
        first = low * low * v <= 2 ? low : tol / (8 * h).squareRoot()
    }

    /// The scale above which the curve has at least `k` inner vertices.
    func threshold(_ k: Int) -> Double {
        if k <= 0 { return 0 }
        if k == 1 || !first.isFinite { return first }
        let tol = RasterCore.flatteningTolerance
        let a = Double(k - 2) + 2.0.squareRoot()
        let deviation = a * a * tol / h.squareRoot()
        let length = (4 * tol * a * a * a / (h * v).squareRoot()).squareRoot()
        return greater(first, greater(deviation, length))
    }

    /// The count of inner vertices at scale `s`: how many thresholds lie
    /// below it; nil past ``RasterCore/maxVerticesPerPiece``.
    func count(at s: Double) -> Int? {
        var m = 0
        while threshold(m + 1) < s {
            m += 1
            if m > RasterCore.maxVerticesPerPiece { return nil }
        }
        return m
    }
}
