import Raster

/// How hard the DEFLATE compressor (PNG, zlib) works.
///
/// Every level is deterministic: the same input gives the same bytes.
public enum CompressionLevel: String, Hashable, Sendable, CaseIterable {
    /// No compression: stored blocks, PNG rows unfiltered. Fastest, largest.
    case stored
    /// Short LZ77 hash chains, greedy matching; PNG rows use Sub or Up.
    case fast
    /// Longer chains with lazy matching; PNG rows choose among all five filters.
    /// (Longer chains than this were measured to gain nothing on tag-cloud
    /// frames, so there is no slower "best" level.)
    case `default`

    /// Matcher tuning: chain steps, length that ends a search, lazy matching.
    var tuning: (maxChain: Int, niceLength: Int, lazy: Bool) {
        switch self {
        case .stored: return (0, 0, false)
        case .fast: return (8, 32, false)
        case .default: return (64, 128, true)
        }
    }
}
