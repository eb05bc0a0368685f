/// Counts words case-insensitively for the text form, remembering how often
/// each spelling of a word occurs so the most common one can be shown.
struct WordCounter {
    /// Slot of each normalised word (see ``Stopwords/key(_:)``).
    private var keySlots: [String: Int] = [:]
    /// Occurrences of each normalised word, in first-appearance order.
    private var keyCounts: [Int] = []
    /// Slot of each exact spelling.
    private var variantSlots: [String: Int] = [:]
    /// For each spelling, in first-appearance order: its word slot, count and text.
    private var variants: [(key: Int, count: Int, text: String)] = []
    /// How many distinct words may be counted before ``add`` throws: the
    /// options' tag cap, whatever `maxTags` keeps.
    let limit: Int

    /// Creates an empty counter that enforces the options' tag cap.
    init(options: TagInputOptions) {
        limit = max(0, options.tagCap)
    }

    /// Counts one occurrence of `word`, whose normalised form is `key`.
    mutating func add(_ word: String, key: String, source: TagSource,
                      line: Int, at index: Int) throws(InputError) {
        let keySlot: Int
        if let slot = keySlots[key] {
            keySlot = slot
            keyCounts[slot] += 1
        } else {
            guard keyCounts.count < limit else {
                throw TagTally.capError(limit, source: source, line: line, at: index)
            }
            keySlot = keyCounts.count
            keySlots[key] = keySlot
            keyCounts.append(1)
        }
        if let slot = variantSlots[word] {
            variants[slot].count += 1
        } else {
            variantSlots[word] = variants.count
            variants.append((keySlot, 1, word))
        }
    }

    /// The words as tags, each shown in its most common spelling (ties: the
    /// first seen), heaviest first, cut to `maxTags`.
    func tags(maxTags: Int?) -> [Tag] {
        var best = [Int](repeating: -1, count: keyCounts.count)
        for (slot, variant) in variants.enumerated() {
            let current = best[variant.key]
            if current < 0 || variant.count > variants[current].count { best[variant.key] = slot }
        }
        let texts = best.map { variants[$0].text }
        return TagTally.ranked(texts: texts, weights: keyCounts.map(Double.init), maxTags: maxTags)
    }
}
