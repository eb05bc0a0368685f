extension LayoutEngine {
    /// How a lookup treats one glyph while it matches (HarfBuzz's may_skip).
    enum Skip {
        /// Matched as it is.
        case no
        /// Skipped unless it matches (an unsubstituted default ignorable).
        case maybe
        /// Skipped: the lookup flags ignore its class.
        case yes
    }

    /// How the current lookup treats `info`. Default ignorables are skipped
    /// unless they are joiners the lookup reads: a ZWNJ while substituting
    /// (except in context, when the feature skips joiners), a ZWJ in the input
    /// of a feature with manual joiners, and hidden characters while substituting.
    @inline(__always)
    func skip(_ info: GlyphInfo, props: Int, context: Bool) -> Skip {
        if !accepts(info, props: props) { return .yes }
        let flags = info.unicodeFlags
        guard flags & UnicodeFlags.ignorable != 0, info.props & GlyphProps.substituted == 0 else { return .no }
        let ignoreZWNJ = !substituting || (context && lookupFlags & FeatureFlags.manualZWNJ == 0)
        let ignoreZWJ = context || lookupFlags & FeatureFlags.manualZWJ == 0
        if (ignoreZWNJ || flags & UnicodeFlags.zwnj == 0) && (ignoreZWJ || flags & UnicodeFlags.zwj == 0)
            && (!substituting || flags & UnicodeFlags.hidden == 0) {
            return .maybe
        }
        return .no
    }

    /// The next glyph from `i` in steps of `by` (1 or -1) that matches item
    /// `item` of `match` (any glyph when nil), skipping what the lookup skips;
    /// nil when a glyph it cannot skip does not match, or the buffer ends.
    /// In the input (not `context`), a glyph must also be in the lookup's mask;
    /// for a per-syllable lookup, every glyph must be in the match's syllable.
    mutating func seek(from i: Int, by: Int, props: Int, context: Bool, match: GlyphMatch?, item: Int) -> Int? {
        var j = i + by
        while j >= 0 && j < glyphs.count {
            guard spend() else { return nil }
            let info = glyphs[j]
            let skipping = skip(info, props: props, context: context)
            if skipping != .yes {
                var fits = (context || info.mask & lookupMask != 0)
                    && (matchSyllable == 0 || info.syllable == matchSyllable)
                if fits, let match { fits = matches(match, item, info.glyph) }
                // A glyph that fits is taken, unless it is an ignorable with no item to match.
                if fits && (match != nil || skipping == .no) { return j }
                if skipping == .no { return nil }
            }
            j += by
        }
        return nil
    }
}
