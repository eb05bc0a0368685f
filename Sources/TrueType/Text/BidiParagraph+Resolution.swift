/// The resolution of a paragraph's levels: explicit levels, then each
/// isolating run sequence through the weak, bracket, neutral and implicit
/// rules, then rule L1.
extension BidiParagraph {
    /// Resolves every scalar's level (X1–X10, W1–W7, N0–N2, I1–I2, L1).
    static func resolveLevels(scalars: [Unicode.Scalar], classes: [BidiClass], matches: [Int?],
                              baseLevel: UInt8) -> [UInt8] {
        var (levels, types) = explicitLevels(classes, matches: matches, baseLevel: baseLevel)
        for sequence in isolatingRunSequences(classes: classes, levels: levels, matches: matches,
                                              baseLevel: baseLevel) {
            let original = sequence.indices.map { types[$0] }
            var t = original
            let e = sequence.embeddingDirection
            resolveWeak(&t, sos: sequence.sos)
            resolveBrackets(&t, scalars: sequence.indices.map { scalars[$0] }, original: original,
                            embedding: e, sos: sequence.sos)
            resolveNeutrals(&t, embedding: e, sos: sequence.sos, eos: sequence.eos)
            // I1–I2.
            for (k, index) in sequence.indices.enumerated() {
                levels[index] = implicitLevel(sequence.level, t[k])
            }
        }
        // Removed characters take the level of the character before them.
        var previous = baseLevel
        for i in classes.indices {
            if classes[i].isRemovedByRuleX9 { levels[i] = previous } else { previous = levels[i] }
        }
        resetSeparatorsAndTrailingWhitespace(&levels, classes: classes, baseLevel: baseLevel)
        return levels
    }

    /// I1–I2: the level of a character of resolved type `t` at embedding `level`.
    private static func implicitLevel(_ level: UInt8, _ t: BidiClass) -> UInt8 {
        if level % 2 == 0 {
            switch t {
            case .rightToLeft: level + 1
            case .arabicNumber, .europeanNumber: level + 2
            default: level
            }
        } else {
            switch t {
            case .leftToRight, .europeanNumber, .arabicNumber: level + 1
            default: level
            }
        }
    }

    /// N1–N2: a run of neutrals between two strong types of one direction
    /// takes it (numbers count as R; sos and eos at the ends); other
    /// neutrals take the embedding direction.
    static func resolveNeutrals(_ t: inout [BidiClass], embedding e: BidiClass, sos: BidiClass, eos: BidiClass) {
        var i = 0
        while i < t.count {
            guard strongDirection(t[i]) == nil else { i += 1; continue }
            var j = i
            while j < t.count && strongDirection(t[j]) == nil { j += 1 }
            let before = i == 0 ? sos : strongDirection(t[i - 1]) ?? sos
            let after = j == t.count ? eos : strongDirection(t[j]) ?? eos
            let direction = before == after ? before : e
            for k in i..<j { t[k] = direction }
            i = j
        }
    }

    /// L1: segment and paragraph separators, and the whitespace, isolate
    /// controls and removed characters before them or at the end of the
    /// line, go back to the paragraph level.
    private static func resetSeparatorsAndTrailingWhitespace(_ levels: inout [UInt8], classes: [BidiClass],
                                                             baseLevel: UInt8) {
        var trailing = true
        for i in classes.indices.reversed() {
            switch classes[i] {
            case .segmentSeparator, .paragraphSeparator:
                levels[i] = baseLevel
                trailing = true
            case .whitespace, .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate,
                 .popDirectionalIsolate:
                if trailing { levels[i] = baseLevel }
            default:
                if classes[i].isRemovedByRuleX9 {
                    if trailing { levels[i] = baseLevel }
                } else {
                    trailing = false
                }
            }
        }
    }
}
