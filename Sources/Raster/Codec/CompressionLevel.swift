/// How hard the DEFLATE compressor (PNG, zlib) works.
///
/// Every level is deterministic: the same input gives the same bytes.
public enum CompressionLevel: String, Hashable, Sendable, CaseIterable {
    /// No compression: stored blocks, PNG rows unfiltered. Fastest, largest.
    case stored
    /// Short LZ77 hash chains, greedy matching; PNG rows use Sub or Up.
    case fast
    /// Longer chains with lazy matching; PNG rows choose among all five filters.
    case `default`
    /// Much longer chains; slower, a little smaller.
    case best

    /// Matcher tuning: chain steps, length that ends a search, lazy matching.
    var tuning: (maxChain: Int, niceLength: Int, lazy: Bool) {
        switch self {
        case .stored: return (0, 0, false)
        case .fast: return (8, 32, false)
        case .default: return (64, 128, true)
        case .best: return (1024, 258, true)
        }
    }
}
