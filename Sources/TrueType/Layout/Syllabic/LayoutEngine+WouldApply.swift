extension LayoutEngine {
    /// True when one of `lookups` (GSUB) would substitute exactly the glyph
    /// sequence `sequence` on its own (HarfBuzz's would_substitute, which the
    /// Indic shaper uses to learn which consonants have below-base, post-base
    /// and reph forms): single, multiple and alternate substitutions of one
    /// glyph, a ligature of all of them, or a contextual rule whose input is the
    /// whole sequence (with `zeroContext`, only rules with no context around it).
    /// Each lookup, subtable and rule read spends from the operation budget; with none left, false.
    mutating func wouldSubstitute(_ lookups: [StagedLookup], _ sequence: [Int], zeroContext: Bool) -> Bool {
        guard let first = sequence.first else { return false }
        for staged in lookups {
            guard spend() else { return false }
            guard let header = table.lookup(staged.index, data) else { continue }
            var subtables: [(type: Int, offset: Int)] = []
            for k in 0..<header.subtableCount {
                guard spend() else { return false }
                var type = header.type, offset = header.subtable(k, data)
                if type == 7 {
                    guard data.u16(offset) == 1 else { continue }
                    type = data.u16(offset + 2)
                    offset += data.u32(offset + 4)
                }
                subtables.append((type, offset))
            }
            // HarfBuzz first asks whether any subtable covers the first glyph.
            guard subtables.contains(where: { firstCoverage($0.type, $0.offset).map { data.coverage($0, first) != nil } ?? false })
            else { continue }
            for (type, offset) in subtables where wouldApply(type, offset, sequence, zeroContext: zeroContext) {
                return true
            }
        }
        return false
    }

    /// The coverage table of a GSUB subtable's first glyph.
    private func firstCoverage(_ type: Int, _ s: Int) -> Int? {
        switch (type, data.u16(s)) {
        case (5, 3): return data.offset16(s, s + 6)
        case (6, 3):
            let input = s + 4 + 2 * data.u16(s + 2)
            return data.u16(input) > 0 ? data.offset16(s, input + 2) : nil
        case (1...8, _): return data.offset16(s, s + 2)
        default: return nil
        }
    }

    private mutating func wouldApply(_ type: Int, _ s: Int, _ sequence: [Int], zeroContext: Bool) -> Bool {
        let first = sequence[0]
        switch type {
        case 1, 2, 3, 8:
            return sequence.count == 1 && data.coverage(s + data.u16(s + 2), first) != nil
        case 4:
            guard data.u16(s) == 1, let index = data.coverage(s + data.u16(s + 2), first),
                  index < data.u16(s + 4) else { return false }
            let set = s + data.u16(s + 6 + 2 * index)
            for k in 0..<data.u16(set) {
                guard spend() else { return false }
                let ligature = set + data.u16(set + 2 + 2 * k)
                if data.u16(ligature + 2) == sequence.count
                    && (1..<sequence.count).allSatisfy({ data.u16(ligature + 2 + 2 * $0) == sequence[$0] }) {
                    return true
                }
            }
            return false
        case 5, 6:
            return contextWouldApply(s, chained: type == 6, sequence, zeroContext: zeroContext)
        default:
            return false
        }
    }

    /// A (chaining) context subtable whose rule input is all of `sequence`.
    private mutating func contextWouldApply(_ s: Int, chained: Bool, _ sequence: [Int], zeroContext: Bool) -> Bool {
        let first = sequence[0], count = sequence.count
        func inputMatches(_ match: GlyphMatch, _ items: Int) -> Bool {
            items == count - 1 && (1..<count).allSatisfy { matches(match, $0 - 1, sequence[$0]) }
        }
        switch data.u16(s) {
        case 3 where !chained:
            return data.u16(s + 2) == count && inputMatches(.coverages(s + 8, base: s), count - 1)
        case 3:
            let backtrack = data.u16(s + 2), input = s + 4 + 2 * backtrack, inputCount = data.u16(input)
            let lookahead = data.u16(input + 2 + 2 * inputCount)
            guard !zeroContext || (backtrack == 0 && lookahead == 0), inputCount == count else { return false }
            return inputMatches(.coverages(input + 4, base: s), count - 1)
        case 1, 2:
            let format = data.u16(s)
            var classDef: Int?
            let setIndex: Int
            if format == 1 {
                guard let index = data.coverage(s + data.u16(s + 2), first) else { return false }
                setIndex = index
            } else {
                classDef = data.offset16(s, s + (chained ? 6 : 4))
                setIndex = data.classOf(classDef, first)
            }
            let setsAt = s + (format == 1 ? 4 : (chained ? 10 : 6))
            guard setIndex < data.u16(setsAt), let set = data.offset16(s, setsAt + 2 + 2 * setIndex) else { return false }
            for k in 0..<data.u16(set) {
                guard spend() else { return false }
                let rule = set + data.u16(set + 2 + 2 * k)
                var inputAt = rule
                if chained {
                    let backtrack = data.u16(rule)
                    inputAt = rule + 2 + 2 * backtrack
                    let lookahead = data.u16(inputAt + 2 * max(1, data.u16(inputAt)))
                    if zeroContext && (backtrack != 0 || lookahead != 0) { continue }
                }
                let items = max(1, data.u16(inputAt)) - 1
                let input: GlyphMatch = format == 1 ? .glyphs(inputAt + (chained ? 2 : 4))
                    : .classes(inputAt + (chained ? 2 : 4), classDef: classDef)
                if inputMatches(input, items) { return true }
            }
            return false
        default:
            return false
        }
    }
}
