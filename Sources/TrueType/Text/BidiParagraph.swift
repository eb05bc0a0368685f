/// One paragraph resolved by the Unicode Bidirectional Algorithm (UAX #9):
/// an embedding level for every scalar, from which runs are put in visual order.
///
/// A label is one line and one paragraph. Its direction is given
/// (``TextDirection``) or found from the first strong character outside
/// isolates (rules P2–P3). Explicit embeddings, overrides and isolates
/// (LRE, RLE, LRO, RLO, PDF, LRI, RLI, FSI, PDI) are applied with the
/// directional status stack (X1–X8, at most ``maxDepth`` levels deep), the
/// text is cut into isolating run sequences (X9–X10), and each is resolved:
/// weak types (W1–W7), paired brackets (N0), other neutrals (N1–N2) and
/// implicit levels (I1–I2). Separators and trailing whitespace go back to
/// the paragraph level (L1).
///
/// Characters rule X9 removes (``BidiClass/isRemovedByRuleX9``: embedding
/// and override controls, PDF, boundary neutrals such as ZWJ) have no level
/// of their own in UAX #9; here they take the level of the character before
/// them (the paragraph's at the start, and at the end of the line), so that
/// they stay in their neighbours' run.
public struct BidiParagraph: Hashable, Sendable {
    /// The paragraph's embedding level: 0 for left to right, 1 for right to left.
    public let baseLevel: UInt8
    /// The resolved embedding level of each scalar, in logical order; odd is right to left.
    public let levels: [UInt8]

    /// The deepest embedding level explicit controls can reach (BD2); deeper
    /// ones are counted and ignored (X5, X6a, X7).
    public static let maxDepth: UInt8 = 125

    /// Resolves the levels of `scalars`, taken as one paragraph set in `direction`.
    public init<S: Sequence<Unicode.Scalar>>(_ scalars: S, direction: TextDirection = .auto) {
        let scalars = Array(scalars)
        let classes = scalars.map(BidiClass.init)
        let matches = Self.isolateMatches(classes)
        let base: UInt8
        switch direction {
        case .auto: base = Self.firstStrongLevel(classes, from: 0, to: classes.count, matches: matches) ?? 0
        case .leftToRight: base = 0
        case .rightToLeft: base = 1
        }
        self.baseLevel = base
        self.levels = Self.resolveLevels(scalars: scalars, classes: classes, matches: matches, baseLevel: base)
    }

    /// True when `scalars` set in `direction` can come out in a visual order
    /// other than their logical order: the direction is right to left, or
    /// the text has a right-to-left letter, an Arabic number, or a control
    /// that can open a right-to-left embedding, override or isolate. Other
    /// text resolves to even levels everywhere, so it needs no pass.
    public static func mayReorder<S: Sequence<Unicode.Scalar>>(_ scalars: S, direction: TextDirection = .auto) -> Bool {
        if direction == .rightToLeft { return true }
        for scalar in scalars where scalar.value >= 0x0590 {
            switch BidiClass(scalar) {
            case .rightToLeft, .arabicLetter, .arabicNumber, .rightToLeftEmbedding, .rightToLeftOverride,
                 .rightToLeftIsolate, .firstStrongIsolate:
                return true
            default: continue
            }
        }
        return false
    }

    /// The visual order (rule L2) of items with `levels`: the logical indices
    /// from left to right. From the highest level down to the lowest odd
    /// level at or above the lowest level, every maximal run at that level or
    /// higher is reversed.
    public static func visualOrder(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0 else { return order }
        // The lowest odd level at or above the lowest level present (a
        // level-2 number in a level-0 line is reversed twice: kept as written).
        let lowestOdd = (levels.min() ?? 0) | 1
        var level = highest
        while level >= lowestOdd && level > 0 {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else { i += 1; continue }
                var j = i
                while j < order.count && levels[order[j]] >= level { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            level -= 1
        }
        return order
    }

    /// The glyph to draw for `scalar` at an odd level (rule L4): its
    /// Bidi_Mirroring_Glyph (BidiMirroring.txt) where it has one, else itself.
    public static func mirrored(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard let entry = RangeTable.entry(UInt64(scalar.value), in: mirrors, shift: 21) else { return scalar }
        return Unicode.Scalar(UInt32(entry & 0x1F_FFFF)) ?? scalar
    }
}
