/// Applies GSUB or GPOS lookups to a glyph buffer, as HarfBuzz does.
///
/// One engine shapes one run: ``substitute(_:)`` and ``position(_:)`` walk
/// each stage's lookups over the buffer. Glyphs a lookup's flags ignore
/// (GDEF classes, mark attachment type, mark filtering set) are skipped when
/// matching. Every step spends from ``operations``; when it runs out, or
/// lookups nest deeper than the budget allows, the engine stops changing the
/// buffer, so time grows with the text whatever the font holds.
struct LayoutEngine {
    /// The font file.
    let data: LayoutData
    /// The font's GDEF.
    let gdef: GlyphDefinitions
    /// True when GDEF classifies glyphs (else classes are synthesized).
    let hasGlyphClasses: Bool
    /// The glyphs, in logical order.
    var glyphs: [GlyphInfo]
    /// Their positions (filled by ``position(_:)``).
    var positions: [GlyphOffsets] = []
    /// True for a right-to-left run.
    let rightToLeft: Bool
    /// The limits.
    let budget: LayoutBudget
    /// Operations left.
    var operations: Int
    /// How many more levels contextual lookups may nest.
    var nestingLeft: Int
    /// The most glyphs the buffer may hold.
    let maxLength: Int
    /// The table being applied.
    var table = LayoutTable(start: nil)
    /// True while applying GSUB.
    var substituting = true
    /// The current lookup's props (flag | filtering set << 16).
    var lookupProps = 0
    /// The current lookup's mask.
    var lookupMask: UInt32 = FeatureMask.global
    /// The current lookup's ``FeatureFlags``.
    var lookupFlags: UInt8 = 0
    /// For a per-syllable lookup, the syllable of the glyph the match starts at (0: any).
    var matchSyllable: UInt8 = 0
    /// The last ligature ID handed out.
    var ligatureIDs = 0
    /// The glyphs the buffer has held since the table began (a lookup none of
    /// them may start is passed over).
    var bufferDigest = GlyphDigest()

    init(data: LayoutData, gdef: GlyphDefinitions, glyphs: [GlyphInfo], rightToLeft: Bool, budget: LayoutBudget) {
        self.data = data
        self.gdef = gdef
        hasGlyphClasses = gdef.hasGlyphClasses(data)
        self.glyphs = glyphs
        self.rightToLeft = rightToLeft
        self.budget = budget
        let n = max(1, glyphs.count)
        operations = max(budget.minimumOperations, n.multipliedReportingOverflow(by: budget.operationsPerGlyph).partialValue)
        nestingLeft = budget.maxNesting
        maxLength = max(8192, n.multipliedReportingOverflow(by: budget.growthPerGlyph).partialValue)
        for i in self.glyphs.indices { self.glyphs[i].props = initialProps(self.glyphs[i]) }
    }

    /// The props of a glyph from GDEF, or synthesized from its character.
    func initialProps(_ info: GlyphInfo) -> Int {
        if hasGlyphClasses { return gdef.props(of: info.glyph, data) }
        return info.isNonspacingMark ? GlyphProps.mark : GlyphProps.base
    }

    /// Spends one operation; false when the budget is gone.
    @inline(__always)
    mutating func spend() -> Bool {
        operations -= 1
        return operations >= 0
    }

    /// True unless the current lookup's flags ignore `info` (HarfBuzz's check_glyph_property).
    func accepts(_ info: GlyphInfo, props: Int) -> Bool {
        if info.props & props & LookupFlag.ignoreFlags != 0 { return false }
        guard info.isMark else { return true }
        if props & LookupFlag.useMarkFilteringSet != 0 {
            return gdef.markSet(props >> 16, covers: info.glyph, data)
        }
        if props & LookupFlag.markAttachmentType != 0 {
            return props & LookupFlag.markAttachmentType == info.props & LookupFlag.markAttachmentType
        }
        return true
    }

    /// The next glyph after `i` the lookup does not skip, or nil when the
    /// first one it does not skip is outside its mask (or syllable).
    mutating func next(after i: Int, props: Int) -> Int? {
        seek(from: i, by: 1, props: props, context: false, match: nil, item: 0)
    }

    /// The previous glyph before `i` the lookup does not skip, or nil (see ``next(after:props:)``).
    mutating func previous(before i: Int, props: Int) -> Int? {
        seek(from: i, by: -1, props: props, context: false, match: nil, item: 0)
    }

    /// Applies the lookups of every stage of `table`, calling `pause` (when
    /// given) with each stage's index after its lookups.
    mutating func run(_ stages: [[StagedLookup]], table: LayoutTable, substituting: Bool,
                      pause: ((inout LayoutEngine, Int) -> Void)? = nil) {
        self.table = table
        self.substituting = substituting
        if !substituting && positions.count != glyphs.count {
            positions = [GlyphOffsets](repeating: GlyphOffsets(), count: glyphs.count)
        }
        bufferDigest = GlyphDigest()
        for info in glyphs { bufferDigest.add(info.glyph) }
        for (n, stage) in stages.enumerated() {
            for lookup in stage { apply(lookup) }
            if let pause {
                pause(&self, n)
                for info in glyphs { bufferDigest.add(info.glyph) }
            }
        }
    }

    /// Applies one lookup across the buffer.
    mutating func apply(_ staged: StagedLookup) {
        // A lookup that can start at no glyph of the buffer costs nothing (HarfBuzz's digests).
        guard staged.digest.mayIntersect(bufferDigest), let header = table.lookup(staged.index, data) else { return }
        let digest = staged.digest
        lookupMask = staged.mask
        lookupProps = header.props
        lookupFlags = staged.flags
        let perSyllable = substituting && staged.flags & FeatureFlags.perSyllable != 0
        matchSyllable = 0
        if substituting && resolvedType(header, 0) == 8 {
            var i = glyphs.count - 1
            while i >= 0 {
                guard digest.mayContain(glyphs[i].glyph) else { i -= 1; continue }
                guard spend() else { return }
                if glyphs[i].mask & lookupMask != 0 && accepts(glyphs[i], props: lookupProps) {
                    matchSyllable = perSyllable ? glyphs[i].syllable : 0
                    _ = applySubtables(header, at: i)
                }
                i -= 1
            }
            return
        }
        var i = 0
        while i < glyphs.count {
            guard digest.mayContain(glyphs[i].glyph) else { i += 1; continue }
            guard spend() else { return }
            if perSyllable { matchSyllable = glyphs[i].syllable }
            if glyphs[i].mask & lookupMask != 0 && accepts(glyphs[i], props: lookupProps),
               let next = applySubtables(header, at: i) {
                i = next
            } else {
                i += 1
            }
        }
    }

    /// The type of subtable `k`, extensions resolved.
    func resolvedType(_ header: LookupHeader, _ k: Int) -> Int {
        let extensionType = substituting ? 7 : 9
        guard header.type == extensionType else { return header.type }
        guard header.subtableCount > k else { return 0 }
        return data.u16(header.subtable(k, data) + 2)
    }

    /// Tries each subtable at glyph `i`; the first that applies wins. Returns
    /// where the walk continues, or nil when none applied.
    mutating func applySubtables(_ header: LookupHeader, at i: Int) -> Int? {
        let extensionType = substituting ? 7 : 9
        for k in 0..<header.subtableCount {
            guard spend() else { return nil }
            var type = header.type
            var subtable = header.subtable(k, data)
            if type == extensionType {
                guard data.u16(subtable) == 1 else { continue }
                type = data.u16(subtable + 2)
                subtable += data.u32(subtable + 4)
                if type == extensionType { continue }
            }
            let result = substituting ? substitute(type, subtable, at: i) : position(type, subtable, at: i)
            if let result { return result }
        }
        return nil
    }

    /// Applies lookup `index` once at glyph `i`, inside a contextual lookup.
    mutating func applyNested(_ index: Int, at i: Int) -> Bool {
        guard nestingLeft > 0, i < glyphs.count, let header = table.lookup(index, data) else { return false }
        if substituting && resolvedType(header, 0) == 8 { return false }
        let saved = (lookupProps, matchSyllable)
        lookupProps = header.props
        if matchSyllable != 0 { matchSyllable = glyphs[i].syllable }
        nestingLeft -= 1
        let applied = applySubtables(header, at: i) != nil
        nestingLeft += 1
        (lookupProps, matchSyllable) = saved
        return applied
    }
}
