/// Sums the weight of each distinct tag and remembers the order tags first appeared in.
///
/// Lookups go through a dictionary, but results come from arrays in
/// first-appearance order, so nothing depends on hash order.
struct TagTally {
    /// Slot of each distinct tag text.
    private var slots: [String: Int] = [:]
    /// Distinct texts in first-appearance order.
    private(set) var texts: [String] = []
    /// Summed weight of each text.
    private(set) var weights: [Double] = []
    /// How many distinct tags may be added before ``add`` throws.
    let limit: Int

    /// Creates an empty tally that enforces the options' tag cap.
    init(options: TagInputOptions) {
        limit = Self.distinctLimit(options)
    }

    /// The number of distinct tags allowed: the cap, unless `maxTags` keeps
    /// no more than the cap anyway.
    static func distinctLimit(_ options: TagInputOptions) -> Int {
        if let keep = options.maxTags, keep <= options.tagCap { return Int.max }
        return max(0, options.tagCap)
    }

    /// The error for going over the cap at `index` of line `line`.
    static func capError(_ limit: Int, source: TagSource, line: Int, at index: Int) -> TagInputError {
        source.error("too many tags: more than \(limit) distinct tags; use --max-tags to keep the heaviest",
                     line: line, at: index)
    }

    /// Adds `weight` to `text`, creating it if new. Throws past the cap or
    /// when the summed weight overflows.
    mutating func add(_ text: String, weight: Double, source: TagSource,
                      line: Int, at index: Int) throws(TagInputError) {
        if let slot = slots[text] {
            let sum = weights[slot] + weight
            guard sum.isFinite else {
                throw source.error("the total weight of \(text.quotedForMessage) is too large", line: line, at: index)
            }
            weights[slot] = sum
            return
        }
        guard texts.count < limit else { throw Self.capError(limit, source: source, line: line, at: index) }
        slots[text] = texts.count
        texts.append(text)
        weights.append(weight)
    }

    /// The tags by weight, heaviest first, ties in first-appearance order,
    /// cut to `maxTags`.
    static func ranked(texts: [String], weights: [Double], maxTags: Int?) -> [Tag] {
        let order = weights.indices.sorted { a, b in
            weights[a] > weights[b] || (weights[a] == weights[b] && a < b)
        }
        let keep = min(order.count, max(0, maxTags ?? order.count))
        return order.prefix(keep).map { Tag(text: texts[$0], weight: weights[$0]) }
    }
}
