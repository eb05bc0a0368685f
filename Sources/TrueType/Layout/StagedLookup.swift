/// A lookup to apply, with the mask of the glyphs it may touch and how it matches.
struct StagedLookup: Hashable, Sendable {
    /// Index in the table's LookupList.
    let index: Int
    /// Glyphs whose mask shares a bit with this one are eligible.
    let mask: UInt32
    /// ``FeatureFlags`` bits, those of every feature using the lookup in its stage.
    var flags: UInt8 = 0
    /// The glyphs at which it may apply (see ``LayoutTable/digest(ofLookup:positioning:_:)``).
    var digest = GlyphDigest.all
}
