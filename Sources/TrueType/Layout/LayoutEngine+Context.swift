extension LayoutEngine {
    /// True when `glyph` is the `k`-th item of `match`.
    func matches(_ match: GlyphMatch, _ k: Int, _ glyph: Int) -> Bool {
        switch match {
        case .glyphs(let at): return data.u16(at + 2 * k) == glyph
        case .classes(let at, let classDef): return data.classOf(classDef, glyph) == data.u16(at + 2 * k)
        case .coverages(let at, let base): return data.coverage(base + data.u16(at + 2 * k), glyph) != nil
        }
    }

    /// Matches glyph `i` and the `count - 1` glyphs after it (skipping ignored
    /// ones) against items 0 ..< count - 1 of `match`; the first glyph has been checked.
    mutating func matchInput(at i: Int, count: Int, _ match: GlyphMatch) -> InputMatch? {
        guard count <= budget.maxContext else { return nil }
        var positions = [i]
        var j = i
        for k in 0..<(count - 1) {
            guard let next = seek(from: j, by: 1, props: lookupProps, context: false, match: match, item: k)
            else { return nil }
            positions.append(next)
            j = next
        }
        return InputMatch(positions: positions, end: j + 1)
    }

    /// Matches `count` glyphs before `i`, nearest first.
    mutating func matchBacktrack(before i: Int, count: Int, _ match: GlyphMatch) -> Bool {
        var j = i
        for k in 0..<count {
            guard let previous = seek(from: j, by: -1, props: lookupProps, context: true, match: match, item: k)
            else { return false }
            j = previous
        }
        return true
    }

    /// Matches `count` glyphs from `end` on (the glyph before `end` ended the input).
    mutating func matchLookahead(after last: Int, count: Int, _ match: GlyphMatch) -> Bool {
        var j = last
        for k in 0..<count {
            guard let next = seek(from: j, by: 1, props: lookupProps, context: true, match: match, item: k)
            else { return false }
            j = next
        }
        return true
    }

    /// Applies a (chaining) contextual subtable, formats 1-3, shared by GSUB and GPOS.
    mutating func applyContext(_ s: Int, chained: Bool, at i: Int) -> Int? {
        let glyph = glyphs[i].glyph
        let format = data.u16(s)
        if format == 3 {
            return chained ? chainRule(s + 2, at: i, base: s, coverages: true)
                           : rule(s + 2, at: i, input: .coverages(s + 6, base: s), coverageFirst: true)
        }
        guard format == 1 || format == 2, data.coverage(s + data.u16(s + 2), glyph) != nil else { return nil }
        let setIndex: Int, setsAt: Int
        var classDefs: (Int?, Int?, Int?) = (nil, nil, nil)
        if format == 1 {
            guard let index = data.coverage(s + data.u16(s + 2), glyph) else { return nil }
            setIndex = index
            setsAt = s + 4
        } else if chained {
            classDefs = (data.offset16(s, s + 4), data.offset16(s, s + 6), data.offset16(s, s + 8))
            setIndex = data.classOf(classDefs.1, glyph)
            setsAt = s + 10
        } else {
            classDefs.1 = data.offset16(s, s + 4)
            setIndex = data.classOf(classDefs.1, glyph)
            setsAt = s + 6
        }
        guard setIndex < data.u16(setsAt), let set = data.offset16(s, setsAt + 2 + 2 * setIndex) else { return nil }
        for k in 0..<data.u16(set) {
            guard spend() else { return nil }
            let ruleAt = set + data.u16(set + 2 + 2 * k)
            let result: Int?
            if chained {
                result = chainRule(ruleAt, at: i, base: nil, coverages: false, classDefs: format == 2 ? classDefs : nil)
            } else {
                let input: GlyphMatch = format == 1 ? .glyphs(ruleAt + 4) : .classes(ruleAt + 4, classDef: classDefs.1)
                result = rule(ruleAt, at: i, input: input, coverageFirst: false)
            }
            if let result { return result }
        }
        return nil
    }

    /// A Context rule: glyph count, lookup count, input (after the first glyph,
    /// or all of it for coverages), then lookup records.
    private mutating func rule(_ at: Int, at i: Int, input: GlyphMatch, coverageFirst: Bool) -> Int? {
        let count = max(1, data.u16(at)), lookups = data.u16(at + 2)
        var input = input
        if coverageFirst, case .coverages(let covAt, let base) = input {
            guard data.coverage(base + data.u16(covAt), glyphs[i].glyph) != nil else { return nil }
            input = .coverages(covAt + 2, base: base)
        }
        guard let matched = matchInput(at: i, count: count, input) else { return nil }
        let inputSize = coverageFirst ? count : count - 1
        return applyRecords(at + 4 + 2 * inputSize, count: lookups, matched)
    }

    /// A ChainContext rule (formats 1-2) or a format 3 subtable's body.
    private mutating func chainRule(_ at: Int, at i: Int, base: Int?, coverages: Bool,
                                    classDefs: (Int?, Int?, Int?)? = nil) -> Int? {
        let backtrack = data.u16(at)
        let inputAt = at + 2 + 2 * backtrack
        let inputCount = max(1, data.u16(inputAt))
        let inputItems = coverages ? inputCount : inputCount - 1
        let lookaheadAt = inputAt + 2 + 2 * inputItems
        let lookahead = data.u16(lookaheadAt)
        let recordsAt = lookaheadAt + 2 + 2 * lookahead
        func kind(_ items: Int, _ classDef: Int?) -> GlyphMatch {
            if let base, coverages { return .coverages(items, base: base) }
            if classDefs != nil { return .classes(items, classDef: classDef) }
            return .glyphs(items)
        }
        var inputItemsAt = inputAt + 2
        if coverages, let base {
            guard data.coverage(base + data.u16(inputItemsAt), glyphs[i].glyph) != nil else { return nil }
            inputItemsAt += 2
        }
        guard let matched = matchInput(at: i, count: inputCount, kind(inputItemsAt, classDefs?.1)),
              matchBacktrack(before: i, count: backtrack, kind(at + 2, classDefs?.0)),
              matchLookahead(after: matched.end - 1, count: lookahead, kind(lookaheadAt + 2, classDefs?.2))
        else { return nil }
        return applyRecords(recordsAt + 2, count: data.u16(recordsAt), matched)
    }

    /// Applies a rule's lookup records to the matched glyphs, following the
    /// buffer as nested lookups grow or shrink it (HarfBuzz's apply_lookup).
    private mutating func applyRecords(_ at: Int, count: Int, _ matched: InputMatch) -> Int {
        var positions = matched.positions
        var end = matched.end
        for r in 0..<count {
            let sequenceIndex = data.u16(at + 4 * r), lookup = data.u16(at + 4 * r + 2)
            guard sequenceIndex < positions.count, spend() else { continue }
            let before = glyphs.count
            guard applyNested(lookup, at: positions[sequenceIndex]) else { continue }
            var delta = glyphs.count - before
            if delta == 0 { continue }
            end += delta
            if end < positions[sequenceIndex] {
                delta += positions[sequenceIndex] - end
                end = positions[sequenceIndex]
            }
            var next = sequenceIndex + 1
            if delta > 0 {
                guard delta + positions.count <= budget.maxContext else { break }
                positions.insert(contentsOf: [Int](repeating: 0, count: delta), at: next)
                next += delta
            } else {
                delta = max(delta, next - positions.count)
                positions.removeSubrange(next..<(next - delta))
            }
            for j in (sequenceIndex + 1)..<max(sequenceIndex + 1, next) { positions[j] = positions[j - 1] + 1 }
            for j in next..<positions.count { positions[j] += delta }
        }
        return end
    }
}
