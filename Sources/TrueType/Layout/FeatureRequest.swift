/// A feature the shaper asks for: its tag, the glyphs it applies to, its stage
/// and how its lookups match (``FeatureFlags``).
struct FeatureRequest: Hashable, Sendable {
    /// The feature tag, big-endian.
    let tag: UInt32
    /// The ``FeatureMask`` bits of the glyphs it applies to.
    let mask: UInt32
    /// Lookups of one stage are applied together, in lookup order, before the next stage's.
    let stage: Int
    /// ``FeatureFlags`` bits.
    let flags: UInt8

    /// A request for feature `tag` on the glyphs with `mask` in `stage`.
    init(_ tag: StaticString, mask: UInt32 = FeatureMask.global, stage: Int, flags: UInt8 = 0) {
        self.tag = TableTag(tag).rawValue
        self.mask = mask
        self.stage = stage
        self.flags = flags
    }
}

extension FeatureRequest {
    /// A request for the feature with raw tag `tag`.
    init(tag: UInt32, mask: UInt32, stage: Int, flags: UInt8 = 0) {
        self.tag = tag
        self.mask = mask
        self.stage = stage
        self.flags = flags
    }
}

/// How a feature's lookups match, as HarfBuzz's feature flags say.
enum FeatureFlags {
    /// Joiners (ZWJ) are not skipped when matching the input (HarfBuzz's F_MANUAL_ZWJ).
    static let manualZWJ: UInt8 = 0x01
    /// Non-joiners (ZWNJ) are not skipped when matching context (F_MANUAL_ZWNJ).
    static let manualZWNJ: UInt8 = 0x02
    /// Both joiners are matched as they are.
    static let manualJoiners: UInt8 = 0x03
    /// A match stays inside one syllable (F_PER_SYLLABLE).
    static let perSyllable: UInt8 = 0x04
}
