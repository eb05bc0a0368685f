/// One paragraph resolved by the Unicode Bidirectional Algorithm (UAX #9):
/// an embedding level for every scalar, from which runs are put in visual order.
///
/// A label is one line and one paragraph. The base direction comes from the
/// first strong character (rules P2–P3; left to right when there is none).
/// Weak types (W1–W7), paired brackets (N0), other neutrals (N1–N2) and
/// implicit levels (I1–I2) are resolved as in UAX #9; trailing whitespace and
/// segment separators go back to the paragraph level (L1). Explicit
/// embeddings, overrides and isolates (X1–X8) are not applied: their
/// formatting characters count as boundary neutrals (embeddings, overrides,
/// PDF) or as neutrals (isolate marks), so text using them is resolved as if
/// they were absent.
public struct BidiParagraph: Hashable, Sendable {
    /// The paragraph's embedding level: 0 for left to right, 1 for right to left.
    public let baseLevel: UInt8
    /// The resolved embedding level of each scalar, in logical order; odd is right to left.
    public let levels: [UInt8]

    /// Resolves the levels of `scalars`, taken as one paragraph.
    public init<S: Sequence<Unicode.Scalar>>(_ scalars: S) {
        let scalars = Array(scalars)
        let classes = scalars.map(BidiClass.init)
        let base = Self.baseLevel(of: classes)
        self.baseLevel = base
        self.levels = Self.resolveLevels(scalars: scalars, classes: classes, baseLevel: base)
    }

    /// True when `text` has a character that can make its visual order differ
    /// from its logical order (a right-to-left letter or an Arabic number).
    /// Text without one resolves to level 0 everywhere, so it needs no pass.
    public static func mayReorder<S: Sequence<Unicode.Scalar>>(_ scalars: S) -> Bool {
        for scalar in scalars where scalar.value >= 0x0590 {
            let c = BidiClass(scalar)
            if c.isRightToLeftStrong || c == .arabicNumber { return true }
        }
        return false
    }

    /// The level of the first strong character (P2–P3): 1 for `R` or `AL`, 0 for `L` or none.
    static func baseLevel(of classes: [BidiClass]) -> UInt8 {
        for c in classes {
            if c == .leftToRight { return 0 }
            if c.isRightToLeftStrong { return 1 }
        }
        return 0
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

    /// The glyph to draw for `scalar` at an odd level (rule L4): its mirror
    /// for paired brackets and the other common mirrored pairs, else itself.
    public static func mirrored(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let v = scalar.value
        guard scalar.properties.isBidiMirrored else { return scalar }
        for (a, b) in bracketPairs + otherMirrorPairs {
            if v == a { return Unicode.Scalar(b) ?? scalar }
            if v == b { return Unicode.Scalar(a) ?? scalar }
        }
        return scalar
    }
}
