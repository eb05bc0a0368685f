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
        case .rank: return rankSizes(for: weights, options: o)
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

    /// The size classes of ``LayoutOptions/SizeScaling/rank``: how many
    /// tags each class takes, heaviest first, and where its size lies from
    /// ``LayoutOptions/minSize`` (0) to ``LayoutOptions/maxSize`` (1). The
    /// 10 heaviest are largest, the next 20, the next 70, then the rest at
    /// the smallest size, as map styles size places by rank (chosen by
    /// looking at maps of 200 to 500 cities at 1280×720 and 1920×1080).
    public static let rankClasses: [(count: Int, size: Double)] = [(10, 1), (20, 0.6), (70, 0.3), (.max, 0)]

    /// Sizes by rank class (``rankClasses``); equal weights share a class
    /// (the class of the first of them), and weights that are not finite
    /// and positive get minSize. When every weight is the same there is no
    /// rank to show, and all take the middle size, as with the other curves.
    static func rankSizes(for weights: [Double], options o: LayoutOptions) -> [Double] {
        let valid = weights.filter { $0.isFinite && $0 > 0 }.sorted(by: >)
        if let first = valid.first, valid.last == first {
            return weights.map { $0.isFinite && $0 > 0 ? (o.minSize + o.maxSize) / 2 : o.minSize }
        }
        // The class of each rank, and the rank of each distinct weight's first tag.
        var classOfWeight: [Double: Double] = [:]
        var rank = 0, level = 0, used = 0
        for w in valid {
            while level < rankClasses.count - 1, rank - used >= rankClasses[level].count {
                used += rankClasses[level].count
                level += 1
            }
            if classOfWeight[w] == nil { classOfWeight[w] = rankClasses[level].size }
            rank += 1
        }
        return weights.map { w in
            guard let t = classOfWeight[w] else { return o.minSize }
            return o.minSize + (o.maxSize - o.minSize) * t
        }
    }
}
