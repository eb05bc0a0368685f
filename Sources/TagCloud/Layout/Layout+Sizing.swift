#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Layout {
    /// The font size for each weight: linear in the weight (or its square
    /// root, or its logarithm, per ``LayoutOptions/scaleBy``) from
    /// ``LayoutOptions/minSize`` for the lightest to ``LayoutOptions/maxSize``
    /// for the heaviest.
    ///
    /// When all weights are equal every tag gets the midpoint
    /// (minSize + maxSize) / 2. Weights that are not finite and positive get minSize.
    public static func fontSizes(for weights: [Double], options: LayoutOptions) -> [Double] {
        let o = options.sanitized
        let curve: (Double) -> Double
        switch o.scaleBy {
        case .linear: curve = { $0 }
        case .sqrt: curve = { $0.squareRoot() }
        case .log: curve = { log($0) }
        }
        let valid = weights.filter { $0.isFinite && $0 > 0 }
        guard let lightest = valid.min(), let heaviest = valid.max() else {
            return weights.map { _ in o.minSize }
        }
        let low = curve(lightest)
        let span = curve(heaviest) - low
        return weights.map { w in
            guard w.isFinite, w > 0 else { return o.minSize }
            guard span > 0, span.isFinite else { return (o.minSize + o.maxSize) / 2 }
            let t = min(1, max(0, (curve(w) - low) / span))
            return o.minSize + (o.maxSize - o.minSize) * t
        }
    }
}
