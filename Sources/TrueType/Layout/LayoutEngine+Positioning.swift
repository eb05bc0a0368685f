extension LayoutEngine {
    /// Applies a GPOS subtable of `type` at glyph `i`; returns where the walk
    /// continues, or nil when it does not apply.
    mutating func position(_ type: Int, _ s: Int, at i: Int) -> Int? {
        let glyph = glyphs[i].glyph
        switch type {
        case 1:
            guard let index = data.coverage(s + data.u16(s + 2), glyph) else { return nil }
            let format = data.u16(s + 4)
            switch data.u16(s) {
            case 1: addValue(format, s + 6, to: i)
            case 2:
                guard index < data.u16(s + 6) else { return nil }
                addValue(format, s + 8 + index * valueSize(format), to: i)
            default: return nil
            }
            return i + 1
        case 2:
            return pair(s, at: i)
        case 3:
            return cursive(s, at: i)
        case 4, 5, 6:
            return attachMark(type, s, at: i)
        case 7, 8:
            return applyContext(s, chained: type == 8, at: i)
        default:
            return nil
        }
    }

    /// The size in bytes of a ValueRecord of `format`.
    func valueSize(_ format: Int) -> Int { (format & 0xFF).nonzeroBitCount * 2 }

    /// Adds the horizontal fields of the ValueRecord at `at` to glyph `i`.
    mutating func addValue(_ format: Int, _ at: Int, to i: Int) {
        var field = at
        if format & 0x1 != 0 { positions[i].xOffset += data.i16(field); field += 2 }
        if format & 0x2 != 0 { positions[i].yOffset += data.i16(field); field += 2 }
        if format & 0x4 != 0 { positions[i].xAdvance += data.i16(field) }
    }

    /// Pair adjustment (formats 1 and 2) of glyph `i` and the next glyph the lookup sees.
    private mutating func pair(_ s: Int, at i: Int) -> Int? {
        guard let index = data.coverage(s + data.u16(s + 2), glyphs[i].glyph),
              let j = next(after: i, props: lookupProps), glyphs[j].mask & lookupMask != 0 else { return nil }
        let format1 = data.u16(s + 4), format2 = data.u16(s + 6)
        let size1 = valueSize(format1), size2 = valueSize(format2)
        var record: Int
        switch data.u16(s) {
        case 1:
            guard index < data.u16(s + 8) else { return nil }
            let set = s + data.u16(s + 10 + 2 * index)
            let stride = 2 + size1 + size2
            var low = 0, high = data.u16(set)
            record = -1
            while low < high {
                let mid = (low + high) / 2
                let second = data.u16(set + 2 + stride * mid)
                if second == glyphs[j].glyph { record = set + 2 + stride * mid + 2; break }
                if second < glyphs[j].glyph { low = mid + 1 } else { high = mid }
            }
            guard record >= 0 else { return nil }
        case 2:
            let class1 = data.classOf(data.offset16(s, s + 8), glyphs[i].glyph)
            let class2 = data.classOf(data.offset16(s, s + 10), glyphs[j].glyph)
            let count1 = data.u16(s + 12), count2 = data.u16(s + 14)
            guard class1 < count1, class2 < count2 else { return nil }
            record = s + 16 + (class1 * count2 + class2) * (size1 + size2)
        default:
            return nil
        }
        addValue(format1, record, to: i)
        addValue(format2, record + size1, to: j)
        return format2 != 0 ? j + 1 : j
    }

    /// Cursive attachment: glyph `i`'s entry joins the previous glyph's exit.
    private mutating func cursive(_ s: Int, at i: Int) -> Int? {
        guard data.u16(s) == 1, let index = data.coverage(s + data.u16(s + 2), glyphs[i].glyph),
              index < data.u16(s + 4), let entry = data.offset16(s, s + 6 + 4 * index),
              let p = previous(before: i, props: lookupProps), glyphs[p].mask & lookupMask != 0,
              let prevIndex = data.coverage(s + data.u16(s + 2), glyphs[p].glyph), prevIndex < data.u16(s + 4),
              let exit = data.offset16(s, s + 8 + 4 * prevIndex) else { return nil }
        let exitAnchor = data.anchor(exit), entryAnchor = data.anchor(entry)
        if rightToLeft {
            let d = exitAnchor.x + positions[p].xOffset
            positions[p].xAdvance -= d
            positions[p].xOffset -= d
            positions[i].xAdvance = entryAnchor.x + positions[i].xOffset
        } else {
            positions[p].xAdvance = exitAnchor.x + positions[p].xOffset
            let d = entryAnchor.x + positions[i].xOffset
            positions[i].xAdvance -= d
            positions[i].xOffset -= d
        }
        var child = p, parent = i
        var yOffset = entryAnchor.y - exitAnchor.y
        if lookupProps & LookupFlag.rightToLeft == 0 {
            swap(&child, &parent)
            yOffset = -yOffset
        }
        reverseCursiveChain(child, newParent: parent, depth: budget.maxNesting)
        positions[child].attachType = 2
        positions[child].attachChain = parent - child
        positions[child].yOffset = yOffset
        if positions[parent].attachChain == -positions[child].attachChain {
            positions[parent].attachChain = 0
            positions[parent].yOffset = 0
        }
        return i + 1
    }

    /// Reverses the cursive chain `i` was attached by, so its old tree hangs from its new parent.
    private mutating func reverseCursiveChain(_ i: Int, newParent: Int, depth: Int) {
        let chain = positions[i].attachChain, type = positions[i].attachType
        guard chain != 0, type == 2, depth > 0 else { return }
        positions[i].attachChain = 0
        let j = i + chain
        guard j != newParent, positions.indices.contains(j) else { return }
        reverseCursiveChain(j, newParent: newParent, depth: depth - 1)
        positions[j].yOffset = -positions[i].yOffset
        positions[j].attachChain = -chain
        positions[j].attachType = type
    }

    /// Mark-to-base (4), mark-to-ligature (5) and mark-to-mark (6) attachment of mark `i`.
    private mutating func attachMark(_ type: Int, _ s: Int, at i: Int) -> Int? {
        guard data.u16(s) == 1, let markIndex = data.coverage(s + data.u16(s + 2), glyphs[i].glyph) else { return nil }
        // The glyph to attach to.
        var target: Int?
        if type == 6 {
            guard let p = previous(before: i, props: lookupProps & ~LookupFlag.ignoreFlags),
                  glyphs[p].mask & lookupMask != 0, glyphs[p].isMark else { return nil }
            let id1 = glyphs[i].ligatureID, id2 = glyphs[p].ligatureID
            let comp1 = glyphs[i].component, comp2 = glyphs[p].component
            let good = id1 == id2 ? (id1 == 0 || comp1 == comp2) : ((id1 > 0 && comp1 == 0) || (id2 > 0 && comp2 == 0))
            guard good else { return nil }
            target = p
        } else {
            var j = i - 1
            while j >= 0 {
                guard spend() else { return nil }
                // Marks and default ignorables are passed over (HarfBuzz's skippy_iter with IgnoreMarks).
                if glyphs[j].mask & lookupMask != 0 && skip(glyphs[j], props: LookupFlag.ignoreMarks, context: false) == .no
                    && (type == 5 || acceptsBase(j) || data.coverage(s + data.u16(s + 4), glyphs[j].glyph) != nil) {
                    target = j
                    break
                }
                j -= 1
            }
        }
        guard let base = target, let baseIndex = data.coverage(s + data.u16(s + 4), glyphs[base].glyph) else { return nil }
        let classCount = data.u16(s + 6)
        let markArray = s + data.u16(s + 8), baseArray = s + data.u16(s + 10)
        guard markIndex < data.u16(markArray), baseIndex < data.u16(baseArray) else { return nil }
        let markClass = data.u16(markArray + 2 + 4 * markIndex)
        let markAnchor = markArray + data.u16(markArray + 4 + 4 * markIndex)
        guard markClass < classCount else { return nil }
        var anchorOffset: Int
        if type == 5 {
            let attach = baseArray + data.u16(baseArray + 2 + 2 * baseIndex)
            let components = data.u16(attach)
            guard components > 0 else { return nil }
            let ligID = glyphs[base].ligatureID, markID = glyphs[i].ligatureID, markComp = glyphs[i].component
            let component = ligID != 0 && ligID == markID && markComp > 0 ? min(components, markComp) - 1 : components - 1
            let at = attach + 2 + 2 * (component * classCount + markClass)
            anchorOffset = data.u16(at)
            guard anchorOffset != 0 else { return nil }
            anchorOffset += attach
        } else {
            let at = baseArray + 2 + 2 * (baseIndex * classCount + markClass)
            anchorOffset = data.u16(at)
            guard anchorOffset != 0 else { return nil }
            anchorOffset += baseArray
        }
        let mark = data.anchor(markAnchor), anchor = data.anchor(anchorOffset)
        positions[i].xOffset = anchor.x - mark.x
        positions[i].yOffset = anchor.y - mark.y
        positions[i].attachType = 1
        positions[i].attachChain = base - i
        return i + 1
    }

    /// HarfBuzz's rule for the base of a mark: not a later glyph of a multiple substitution.
    private func acceptsBase(_ j: Int) -> Bool {
        let info = glyphs[j]
        guard info.props & GlyphProps.multiplied != 0, info.component != 0, j > 0 else { return true }
        let before = glyphs[j - 1]
        return before.isMark || !before.isBase || info.ligatureID != before.ligatureID
            || info.component != before.component + 1
    }
}
