extension LayoutEngine {
    /// Applies a GSUB subtable of `type` at glyph `i`; returns where the walk
    /// continues, or nil when it does not apply.
    mutating func substitute(_ type: Int, _ s: Int, at i: Int) -> Int? {
        let glyph = glyphs[i].glyph
        switch type {
        case 1:
            guard let index = data.coverage(s + data.u16(s + 2), glyph) else { return nil }
            switch data.u16(s) {
            case 1: replace(i, with: (glyph + data.i16(s + 4)) & 0xFFFF)
            case 2:
                guard index < data.u16(s + 4) else { return nil }
                replace(i, with: data.u16(s + 6 + 2 * index))
            default: return nil
            }
            return i + 1
        case 2, 3:
            guard data.u16(s) == 1, let index = data.coverage(s + data.u16(s + 2), glyph),
                  index < data.u16(s + 4) else { return nil }
            let sequence = s + data.u16(s + 6 + 2 * index)
            let count = data.u16(sequence)
            if type == 3 {
                guard count > 0 else { return nil }
                replace(i, with: data.u16(sequence + 2))
                return i + 1
            }
            return multiply(i, (0..<count).map { data.u16(sequence + 2 + 2 * $0) })
        case 4:
            guard data.u16(s) == 1, let index = data.coverage(s + data.u16(s + 2), glyph),
                  index < data.u16(s + 4) else { return nil }
            let set = s + data.u16(s + 6 + 2 * index)
            for k in 0..<data.u16(set) {
                guard spend() else { return nil }
                let ligature = set + data.u16(set + 2 + 2 * k)
                let count = max(1, data.u16(ligature + 2))
                guard let matched = matchInput(at: i, count: count, .glyphs(ligature + 4)) else { continue }
                return ligate(matched.positions, glyph: data.u16(ligature))
            }
            return nil
        case 5, 6:
            return applyContext(s, chained: type == 6, at: i)
        case 8:
            guard data.u16(s) == 1, let index = data.coverage(s + data.u16(s + 2), glyph) else { return nil }
            let backtrack = data.u16(s + 4)
            let lookaheadAt = s + 6 + 2 * backtrack
            let lookahead = data.u16(lookaheadAt)
            let substitutesAt = lookaheadAt + 2 + 2 * lookahead
            guard index < data.u16(substitutesAt),
                  matchBacktrack(before: i, count: backtrack, .coverages(s + 6, base: s)),
                  matchLookahead(after: i, count: lookahead, .coverages(lookaheadAt + 2, base: s))
            else { return nil }
            replace(i, with: data.u16(substitutesAt + 2 + 2 * index))
            return i + 1
        default:
            return nil
        }
    }

    /// Replaces glyph `i`, marks it substituted (and ligated or multiplied) and
    /// refreshes its class (HarfBuzz's _set_glyph_class).
    mutating func replace(_ i: Int, with glyph: Int, classGuess: Int = 0, ligature: Bool = false, component: Bool = false) {
        glyphs[i].glyph = glyph
        bufferDigest.add(glyph)
        var props = glyphs[i].props | GlyphProps.substituted
        if ligature { props = props & ~GlyphProps.multiplied | GlyphProps.ligated }
        if component { props |= GlyphProps.multiplied }
        if hasGlyphClasses {
            props = props & GlyphProps.preserve | gdef.props(of: glyph, data)
        } else if classGuess != 0 {
            props = props & GlyphProps.preserve | classGuess
        }
        glyphs[i].props = props
    }

    /// Replaces glyph `i` with `sequence` (a multiple substitution); returns the index after it.
    mutating func multiply(_ i: Int, _ sequence: [Int]) -> Int? {
        if sequence.count == 1 {
            replace(i, with: sequence[0])
            return i + 1
        }
        guard glyphs.count - 1 + sequence.count <= maxLength else { return nil }
        let original = glyphs[i]
        if sequence.isEmpty {
            glyphs.remove(at: i)
            return i
        }
        let classGuess = original.isLigature ? GlyphProps.base : 0
        var output: [GlyphInfo] = []
        for n in sequence.indices {
            var info = original
            if original.ligatureID == 0 {
                info.ligatureComponent = n
                info.ligatureComponents = 0
            }
            output.append(info)
        }
        glyphs.replaceSubrange(i...i, with: output)
        for n in sequence.indices { replace(i + n, with: sequence[n], classGuess: classGuess, component: true) }
        return i + sequence.count
    }

    /// Forms a ligature of the glyphs at `positions` (HarfBuzz's ligate_input):
    /// the first becomes `glyph`, the others go, and marks skipped between
    /// them learn which component they follow. Returns the index after it.
    mutating func ligate(_ positions: [Int], glyph: Int) -> Int {
        let first = positions[0]
        let rest = positions.dropFirst()
        let isBaseLigature = glyphs[first].isBase && rest.allSatisfy { glyphs[$0].isMark }
        let isMarkLigature = glyphs[first].isMark && rest.allSatisfy { glyphs[$0].isMark }
        let isLigature = !isBaseLigature && !isMarkLigature
        let total = positions.reduce(0) { $0 + glyphs[$1].componentCount }
        var ligatureID = 0
        if isLigature {
            ligatureIDs += 1
            ligatureID = ligatureIDs
        }
        var lastID = glyphs[first].ligatureID
        var lastComponents = glyphs[first].componentCount
        var soFar = lastComponents
        if isLigature {
            glyphs[first].ligatureID = ligatureID
            glyphs[first].ligatureComponents = total
            glyphs[first].ligatureComponent = 0
            if glyphs[first].isNonspacingMark { glyphs[first].isNonspacingMark = false }
        }
        replace(first, with: glyph, classGuess: isLigature ? GlyphProps.ligature : 0, ligature: true)
        var removed: [Int] = []
        for p in rest {
            if isLigature {
                let previous = removed.last ?? first
                for k in (previous + 1)..<max(previous + 1, p) {
                    var component = glyphs[k].component
                    if component == 0 { component = lastComponents }
                    glyphs[k].ligatureID = ligatureID
                    glyphs[k].ligatureComponents = 0
                    glyphs[k].ligatureComponent = soFar - lastComponents + min(component, lastComponents)
                }
            }
            lastID = glyphs[p].ligatureID
            lastComponents = glyphs[p].componentCount
            soFar += lastComponents
            glyphs[first].cluster = min(glyphs[first].cluster, glyphs[p].cluster)
            removed.append(p)
        }
        let end = positions.last! + 1
        if !isMarkLigature && lastID != 0 {
            var k = end
            while k < glyphs.count, glyphs[k].ligatureID == lastID, glyphs[k].component != 0 {
                glyphs[k].ligatureID = ligatureID
                glyphs[k].ligatureComponent = soFar - lastComponents + min(glyphs[k].component, lastComponents)
                k += 1
            }
        }
        for p in removed.reversed() { glyphs.remove(at: p) }
        return end - removed.count
    }
}
