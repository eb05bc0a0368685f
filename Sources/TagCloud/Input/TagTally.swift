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
    /// How many distinct tags may be added before ``add`` throws: the
    /// options' tag cap, whatever `maxTags` keeps.
    let limit: Int
    /// The longest tag ``add`` accepts, in Unicode scalars.
    let lengthLimit: Int

    /// Creates an empty tally that enforces the options' caps.
    init(options: TagInputOptions) {
        limit = max(0, options.tagCap)
        lengthLimit = max(0, options.maxTagLength)
    }

    /// The error for going over the distinct-tag cap at `index` of line `line`.
    static func capError(_ limit: Int, source: TagSource, line: Int, at index: Int) -> InputError {
        var error = source.error("too many tags: more than \(limit) distinct tags", line: line, at: index)
        error.exceededCap = .distinctTags
        return error
    }

    /// Throws when a tag of `length` scalars, at `index` of line `line`, is longer than `limit`.
    static func checkLength(_ length: Int, limit: Int, source: TagSource,
                            line: Int, at index: Int) throws(InputError) {
        guard length > limit else { return }
        var error = source.error("tag too long: \(length) characters, more than the \(limit)-character cap",
                                 line: line, at: index)
        error.exceededCap = .tagLength
        throw error
    }

    /// Adds `weight` to `text`, creating it if new. Throws past the caps or
    /// when the summed weight overflows.
    mutating func add(_ text: String, weight: Double, source: TagSource,
                      line: Int, at index: Int) throws(InputError) {
        try Self.checkLength(text.unicodeScalars.count, limit: lengthLimit, source: source, line: line, at: index)
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
        heaviestFirst(weights, maxTags: maxTags).map { Tag(text: texts[$0], weight: weights[$0]) }
    }

    /// The indices of `weights`, heaviest first, ties in index order, cut to
    /// `maxTags` (all when nil). Tags and globe places are ranked by this.
    static func heaviestFirst(_ weights: [Double], maxTags: Int?) -> [Int] {
        let order = weights.indices.sorted { a, b in
            weights[a] > weights[b] || (weights[a] == weights[b] && a < b)
        }
        return Array(order.prefix(min(order.count, max(0, maxTags ?? order.count))))
    }
}
