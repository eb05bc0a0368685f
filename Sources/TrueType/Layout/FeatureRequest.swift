/// A feature the shaper asks for: its tag, the glyphs it applies to and its stage.
struct FeatureRequest: Hashable, Sendable {
    /// The feature tag, big-endian.
    let tag: UInt32
    /// The ``FeatureMask`` bits of the glyphs it applies to.
    let mask: UInt32
    /// Lookups of one stage are applied together, in lookup order, before the next stage's.
    let stage: Int

    /// A request for feature `tag` on the glyphs with `mask` in `stage`.
    init(_ tag: StaticString, mask: UInt32 = FeatureMask.global, stage: Int) {
        self.tag = TableTag(tag).rawValue
        self.mask = mask
        self.stage = stage
    }
}

extension FeatureRequest {
    /// A request for the feature with raw tag `tag`.
    init(tag: UInt32, mask: UInt32, stage: Int) {
        self.tag = tag
        self.mask = mask
        self.stage = stage
    }
}
