import Raster

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
    /// The colour of each text: the first one given for it.
    private(set) var colors: [Color?] = []
    /// The last row added, for ``dropTotalsRow()``: its slot, weight and whether it made the slot.
    private var lastRow: (slot: Int, weight: Double, new: Bool)?
    /// The sum of every weight added.
    private(set) var total = 0.0
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
        try add(text, weight: weight, color: nil) { (message: String, cap: InputError.Cap?) in
            var error = source.error(message, line: line, at: index)
            error.exceededCap = cap
            return error
        }
    }

    /// Adds `weight` (and `color`, when the text has none yet) to `text`;
    /// `error` makes the error for a message and the cap it is about.
    mutating func add(_ text: String, weight: Double, color: Color?,
                      error: (String, InputError.Cap?) -> InputError) throws(InputError) {
        let length = text.unicodeScalars.count
        if length > lengthLimit {
            throw error("tag too long: \(length) characters, more than the \(lengthLimit)-character cap", .tagLength)
        }
        total += weight
        if let slot = slots[text] {
            let sum = weights[slot] + weight
            guard sum.isFinite else { throw error("the total weight of \(text.quotedForMessage) is too large", nil) }
            weights[slot] = sum
            if colors[slot] == nil { colors[slot] = color }
            lastRow = (slot, weight, false)
            return
        }
        guard texts.count < limit else { throw error("too many tags: more than \(limit) distinct tags", .distinctTags) }
        slots[text] = texts.count
        lastRow = (texts.count, weight, true)
        texts.append(text)
        weights.append(weight)
        colors.append(color)
    }

    /// Words that name a spreadsheet's totals row.
    static let totalWords: Set<String> = ["total", "totals", "sum", "grand total", "gesamt", "summe", "insgesamt",
                                          "totale", "totaal", "suma", "somme", "итого", "合計", "总计", "合计"]

    /// Whether `weight` is the sum of the weights added so far (to 0.5 %, for rounded cells).
    func isTotal(_ weight: Double) -> Bool {
        total > 0 && abs(weight - total) <= 0.005 * total
    }

    /// Drops the last row added when it is a spreadsheet's totals row: its
    /// tag is `Total` (or `Sum`, `Summe`, `合計`, … see ``totalWords``) and
    /// its weight is the sum of all the others (to 0.5 %, for rounded cells).
    mutating func dropTotalsRow() {
        guard let last = lastRow, last.new, texts.count > 2,
              Self.totalWords.contains(texts[last.slot].lowercased()) else { return }
        total -= last.weight
        guard isTotal(last.weight) else {
            total += last.weight
            return
        }
        slots[texts[last.slot]] = nil
        texts.remove(at: last.slot)
        weights.remove(at: last.slot)
        colors.remove(at: last.slot)
        lastRow = nil
    }

    /// The tags by weight, heaviest first, ties in first-appearance order,
    /// cut to `maxTags`.
    static func ranked(texts: [String], weights: [Double], maxTags: Int?) -> [Tag] {
        heaviestFirst(weights, maxTags: maxTags).map { Tag(text: texts[$0], weight: weights[$0]) }
    }

    /// This tally's tags by weight (see ``ranked(texts:weights:maxTags:)``), with their colours.
    func ranked(maxTags: Int?) -> [Tag] {
        Self.heaviestFirst(weights, maxTags: maxTags).map { Tag(text: texts[$0], weight: weights[$0], color: colors[$0]) }
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
