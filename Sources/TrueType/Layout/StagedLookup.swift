/// A lookup to apply, with the mask of the glyphs it may touch.
struct StagedLookup: Hashable, Sendable {
    /// Index in the table's LookupList.
    let index: Int
    /// Glyphs whose mask shares a bit with this one are eligible.
    let mask: UInt32
}
