/// What a syllabic shaper needs from one font for one script, worked out
/// once (see ``Font/syllabicPlan(for:_:)``) and kept in the font's ``ShapingPlans``.
struct SyllabicPlan: Sendable {
    /// The shaper HarfBuzz picks for the script and font (``Shaper/standard`` when the font has only generic features).
    let shaper: Shaper
    /// The script tags GSUB and GPOS are read with (the first of ``Shaper/tags(for:)`` the table has).
    let gsubScript: TableTag, gposScript: TableTag
    /// The GSUB features and their stages.
    let features: [FeatureRequest]
    /// The pause after a stage.
    let pauses: [Int: SyllabicPause]
    /// ``FeatureMask`` bits of the shaper's non-global features the font has (else their masks are 0).
    let present: UInt32
    /// The Indic script's configuration.
    let config: IndicScriptConfig?
    /// True when the font has the old Indic tag (`deva`, not `dev2`): halants move after the last consonant.
    let oldSpec: Bool
    /// True when would-substitute tests take no context (the v2 specifications, except Malayalam).
    let zeroContext: Bool
    /// The font's glyph for the script's virama (0: none).
    let viramaGlyph: Int
    /// The font's glyph for U+25CC DOTTED CIRCLE, inserted into broken clusters.
    let dottedCircleGlyph: Int?
    /// The feature tags whose stage lookups ``LayoutEngine/wouldSubstitute(_:_:zeroContext:)`` tests.
    let testedFeatures: [UInt32: Int]

    /// The mask of a non-global feature, or 0 when the font lacks it.
    func mask(_ bit: UInt32) -> UInt32 { present & bit }
}

/// A syllabic plan with the GSUB lookups of its stages, for the pauses.
struct SyllabicRun {
    /// The plan.
    let plan: SyllabicPlan
    /// The GSUB lookups of each stage.
    let stages: [[StagedLookup]]

    /// The lookups of the stage of feature `tag` (what would-substitute tests).
    func lookups(_ tag: StaticString) -> [StagedLookup] {
        guard let stage = plan.testedFeatures[TableTag(tag).rawValue], stage < stages.count else { return [] }
        return stages[stage]
    }
}

extension LayoutEngine {
    /// Does what a syllabic shaper does after a GSUB stage.
    mutating func pause(_ pause: SyllabicPause, _ run: SyllabicRun) {
        switch pause {
        case .setupSyllables:
            switch run.plan.shaper {
            case .indic: findSyllables(.indic, broken: IndicSyllable.broken.rawValue)
            case .khmer: findSyllables(.khmer, broken: KhmerSyllable.broken.rawValue)
            case .myanmar: findSyllables(.myanmar, broken: KhmerSyllable.broken.rawValue)
            case .universal: setupUniversalSyllables(run.plan)
            case .standard, .arabic: break
            }
        case .indicInitial: indicInitialReordering(run)
        case .indicFinal: indicFinalReordering(run)
        case .khmerReorder: khmerReordering(run.plan)
        case .myanmarReorder: myanmarReordering(run.plan)
        case .clearSubstituted: clearSubstituted()
        case .recordRepha: recordUniversalRepha(run.plan)
        case .recordPref: recordUniversalPref()
        case .universalReorder: universalReordering(run.plan)
        }
    }
}
