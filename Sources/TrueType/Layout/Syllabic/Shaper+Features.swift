/// What a syllabic shaper does to the buffer between two GSUB stages.
enum SyllabicPause: Hashable, Sendable {
    /// Finds the syllables (and, for USE, sets the reph and cluster-form masks).
    case setupSyllables
    /// Indic: dotted circles, the base consonant, reph, matra and consonant
    /// positions, the sort into visual order, and the basic features' masks.
    case indicInitial
    /// Indic: pre-base matras, reph and pre-base consonants move to where the
    /// basic forms put them; `init` on a word's first pre-base matra.
    case indicFinal
    /// Khmer: dotted circles, coeng + Ro and pre-base vowels to the front.
    case khmerReorder
    /// Myanmar: dotted circles, kinzi, medial Ra and pre-base vowels.
    case myanmarReorder
    /// USE: forgets which glyphs lookups replaced.
    case clearSubstituted
    /// USE: a glyph `rphf` replaced becomes a repha.
    case recordRepha
    /// USE: a glyph `pref` replaced becomes a pre-base vowel.
    case recordPref
    /// USE: dotted circles; repha to the end and pre-base glyphs to the front.
    case universalReorder
}

extension Shaper {
    /// The GSUB features of a syllabic shaper, each in its stage, and the
    /// pause after each stage that has one: HarfBuzz's plan for the shaper
    /// (the common features `rlig`, `calt`, `rclt`, and `liga` and `clig`
    /// where the shaper keeps them and `ligatures` is on, come last).
    func substitutionPlan(ligatures: Bool) -> (features: [FeatureRequest], pauses: [Int: SyllabicPause]) {
        let manual = FeatureFlags.manualJoiners, zwj = FeatureFlags.manualZWJ, syllable = FeatureFlags.perSyllable
        var features = [FeatureRequest("rvrn", stage: 0), FeatureRequest("ltra", stage: 1),
                        FeatureRequest("ltrm", stage: 1)]
        var pauses: [Int: SyllabicPause] = [1: .setupSyllables]
        func add(_ tags: [StaticString], stage: Int, mask: UInt32 = FeatureMask.global, flags: UInt8) {
            features += tags.map { FeatureRequest($0, mask: mask, stage: stage, flags: flags) }
        }
        var last: Int
        var keepsLigatures = true   // `liga`
        switch self {
        case .indic:
            add(["locl", "ccmp"], stage: 2, flags: syllable)
            pauses[2] = .indicInitial
            let basic: [(StaticString, UInt32)] = [
                ("nukt", FeatureMask.global), ("akhn", FeatureMask.global), ("rphf", FeatureMask.rphf),
                ("rkrf", FeatureMask.global), ("pref", FeatureMask.pref), ("blwf", FeatureMask.blwf),
                ("abvf", FeatureMask.abvf), ("half", FeatureMask.half), ("pstf", FeatureMask.pstf),
                ("vatu", FeatureMask.global), ("cjct", FeatureMask.global),
            ]
            for (n, (tag, mask)) in basic.enumerated() { add([tag], stage: 3 + n, mask: mask, flags: manual | syllable) }
            pauses[13] = .indicFinal
            last = 14
            add(["init"], stage: last, mask: FeatureMask.initial, flags: manual | syllable)
            add(["pres", "abvs", "blws", "psts", "haln"], stage: last, flags: manual | syllable)
            keepsLigatures = false
        case .khmer:
            pauses[2] = .khmerReorder
            add(["locl", "ccmp"], stage: 3, flags: syllable)
            for (tag, mask) in [("pref", FeatureMask.pref), ("blwf", FeatureMask.blwf), ("abvf", FeatureMask.abvf),
                                ("pstf", FeatureMask.pstf), ("cfar", FeatureMask.cfar)] as [(StaticString, UInt32)] {
                add([tag], stage: 3, mask: mask, flags: manual | syllable)
            }
            last = 4
            add(["pres", "abvs", "blws", "psts"], stage: last, flags: manual)
            add(["clig"], stage: last, flags: 0)
            keepsLigatures = false
        case .myanmar:
            add(["locl", "ccmp"], stage: 2, flags: syllable)
            pauses[2] = .myanmarReorder
            for (n, tag) in (["rphf", "pref", "blwf", "pstf"] as [StaticString]).enumerated() {
                add([tag], stage: 3 + n, flags: zwj | syllable)
            }
            last = 8
            add(["pres", "abvs", "blws", "psts"], stage: last, flags: zwj)
        case .universal:
            add(["locl", "ccmp", "nukt"], stage: 2, flags: syllable)
            add(["akhn"], stage: 2, flags: zwj | syllable)
            pauses[2] = .clearSubstituted
            add(["rphf"], stage: 3, mask: FeatureMask.rphf, flags: zwj | syllable)
            pauses[3] = .recordRepha
            pauses[4] = .clearSubstituted
            add(["pref"], stage: 5, flags: zwj | syllable)
            pauses[5] = .recordPref
            add(["rkrf", "abvf", "blwf", "half", "pstf", "vatu", "cjct"], stage: 6, flags: zwj | syllable)
            pauses[6] = .universalReorder
            for (tag, mask) in [("isol", FeatureMask.isolated), ("init", FeatureMask.initial),
                                ("medi", FeatureMask.medial), ("fina", FeatureMask.final)] as [(StaticString, UInt32)] {
                add([tag], stage: 8, mask: mask, flags: 0)
            }
            last = 9
            add(["abvs", "blws", "haln", "pres", "psts"], stage: last, flags: zwj)
        case .standard, .arabic:
            return ([], [:])
        }
        add(["rlig", "calt", "rclt"], stage: last, flags: 0)
        // The Indic and Khmer shapers turn `liga` off; Khmer's `clig` is required, above.
        if ligatures && keepsLigatures { add(["liga"], stage: last, flags: 0) }
        if ligatures && self != .khmer { add(["clig"], stage: last, flags: 0) }
        return (features, pauses)
    }

    /// The stage of a feature the syllabic shapers test with would-substitute.
    static func stage(of tag: StaticString, in features: [FeatureRequest]) -> Int? {
        let raw = TableTag(tag).rawValue
        return features.first { $0.tag == raw }?.stage
    }
}
