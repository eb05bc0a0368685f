extension LayoutEngine {
    /// Cuts the buffer into syllables by `grammar` over the categories of the
    /// glyphs `kept` (all when nil; the others join the syllable around them):
    /// each glyph's ``GlyphInfo/syllable`` becomes its syllable's serial
    /// number (1 to 15, repeating) << 4 | its kind. Returns true when a
    /// syllable of kind `broken` was found.
    @discardableResult
    mutating func findSyllables(_ grammar: SyllableGrammar, broken: UInt8, kept: [Int]? = nil) -> Bool {
        let kept = kept ?? Array(glyphs.indices)
        var serial: UInt8 = 1, start = 0, found = false
        for (end, kind) in grammar.syllables(kept.map { glyphs[$0].category }) {
            let from = start == 0 ? 0 : kept[start], to = end < kept.count ? kept[end] : glyphs.count
            for i in from..<to { glyphs[i].syllable = serial << 4 | kind }
            found = found || kind == broken
            serial = serial == 15 ? 1 : serial + 1
            start = end
        }
        return found
    }

    /// The syllables' ranges: runs of glyphs with the same ``GlyphInfo/syllable``.
    var syllableRanges: [Range<Int>] {
        var out: [Range<Int>] = []
        var start = 0
        while start < glyphs.count {
            var end = start + 1
            while end < glyphs.count && glyphs[end].syllable == glyphs[start].syllable { end += 1 }
            out.append(start..<end)
            start = end
        }
        return out
    }

    /// Gives glyphs `start..<end` one cluster, the lowest of theirs, and the
    /// glyphs next to them that shared a cluster with the ends (HarfBuzz's merge_clusters).
    mutating func mergeClusters(_ start: Int, _ end: Int) {
        guard end - start >= 2 else { return }
        let cluster = glyphs[start..<end].map(\.cluster).min() ?? 0
        var low = start, high = end
        while high < glyphs.count && glyphs[high - 1].cluster == glyphs[high].cluster { high += 1 }
        while low > 0 && glyphs[low - 1].cluster == glyphs[low].cluster { low -= 1 }
        for i in low..<high { glyphs[i].cluster = cluster }
    }

    /// Moves glyph `from` to index `to`, shifting the glyphs between by one.
    mutating func moveGlyph(from: Int, to: Int) {
        guard from != to else { return }
        let glyph = glyphs.remove(at: from)
        glyphs.insert(glyph, at: to)
    }

    /// Puts a dotted circle (`glyph`, with `category`) into each broken syllable,
    /// after any leading glyphs of category `after` (a repha), so its marks have a base.
    mutating func insertDottedCircles(kind broken: UInt8, glyph: Int?, category: UInt8, after repha: UInt8?,
                                      position: SyllabicPosition?) {
        guard let glyph else { return }
        var i = 0
        var last: UInt8 = 0
        while i < glyphs.count {
            let syllable = glyphs[i].syllable
            guard syllable != last, syllable & 0x0F == broken else { i += 1; continue }
            last = syllable
            var circle = GlyphInfo(glyph: glyph, codepoint: 0x25CC, cluster: glyphs[i].cluster, mask: glyphs[i].mask,
                                   props: 0)
            circle.category = category
            circle.syllable = syllable
            if let position { circle.syllabicPosition = position }
            if let repha {
                while i < glyphs.count && glyphs[i].syllable == syllable && glyphs[i].category == repha { i += 1 }
            }
            guard glyphs.count < maxLength else { return }
            glyphs.insert(circle, at: i)
            i += 1
        }
    }

    /// Clears the substituted flag of every glyph (so a later pause sees what the next lookups replace).
    mutating func clearSubstituted() {
        for i in glyphs.indices { glyphs[i].props &= ~GlyphProps.substituted }
    }

    /// True for a glyph of one of `categories` (bits) that no ligature made
    /// (HarfBuzz's is_one_of: once ligated, all bets are off).
    func isOne(_ i: Int, of categories: UInt64) -> Bool {
        !glyphs[i].isLigated && (1 << UInt64(glyphs[i].category)) & categories != 0
    }
}
