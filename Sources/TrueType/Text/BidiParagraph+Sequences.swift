/// Rules X9–X10 of UAX #9: the characters that take part in resolution,
/// cut into isolating run sequences.
extension BidiParagraph {
    /// Level runs (BD7) joined across isolates (BD13): the characters one
    /// pass of the weak, neutral and implicit rules sees, in order, and the
    /// types at its edges (sos and eos).
    struct IsolatingRunSequence {
        /// The paragraph indices of its characters, none removed by X9.
        var indices: [Int]
        /// The embedding level all its characters have.
        var level: UInt8
        /// The start-of-sequence type, `L` or `R`.
        var sos: BidiClass
        /// The end-of-sequence type, `L` or `R`.
        var eos: BidiClass

        /// The embedding direction: `R` at odd levels, else `L`.
        var embeddingDirection: BidiClass { BidiParagraph.direction(of: level) }
    }

    /// The isolating run sequences of a paragraph with explicit `levels`
    /// (X10), in the order of their first characters. A level run that ends
    /// with an isolate initiator continues with the level run its matching
    /// PDI starts.
    static func isolatingRunSequences(classes: [BidiClass], levels: [UInt8], matches: [Int?],
                                      baseLevel: UInt8) -> [IsolatingRunSequence] {
        let kept = classes.indices.filter { !classes[$0].isRemovedByRuleX9 }
        guard !kept.isEmpty else { return [] }
        // Level runs, as ranges of positions in `kept`.
        var runs: [Range<Int>] = []
        var start = 0
        for k in 1...kept.count where k == kept.count || levels[kept[k]] != levels[kept[k - 1]] {
            runs.append(start..<k)
            start = k
        }
        var runStartingAt = [Int: Int]()
        for (r, run) in runs.enumerated() { runStartingAt[kept[run.lowerBound]] = r }
        var continued = [Bool](repeating: false, count: runs.count)
        var sequences: [IsolatingRunSequence] = []
        for r in runs.indices where !continued[r] {
            var indices: [Int] = []
            var current = r
            while true {
                indices.append(contentsOf: kept[runs[current]])
                let last = kept[runs[current].upperBound - 1]
                guard classes[last].isIsolateInitiator, let pdi = matches[last], let next = runStartingAt[pdi] else {
                    break
                }
                continued[next] = true
                current = next
            }
            let level = levels[indices[0]]
            // The levels beside the sequence, across removed characters.
            let before = runs[r].lowerBound > 0 ? levels[kept[runs[r].lowerBound - 1]] : baseLevel
            let lastIndex = indices[indices.count - 1]
            let end = runs[current].upperBound
            let after = classes[lastIndex].isIsolateInitiator || end == kept.count ? baseLevel : levels[kept[end]]
            sequences.append(IsolatingRunSequence(indices: indices, level: level,
                                                  sos: direction(of: max(level, before)),
                                                  eos: direction(of: max(level, after))))
        }
        return sequences
    }

    /// `R` for an odd level, `L` for an even one.
    static func direction(of level: UInt8) -> BidiClass {
        level % 2 == 1 ? .rightToLeft : .leftToRight
    }
}
