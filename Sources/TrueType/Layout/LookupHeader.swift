/// A Lookup table's header.
struct LookupHeader: Sendable {
    /// Where the Lookup table starts in the file.
    let table: Int
    /// The lookup type (7 in GSUB and 9 in GPOS are extensions).
    let type: Int
    /// The ``LookupFlag`` bits.
    let flag: Int
    /// How many subtables it has.
    let subtableCount: Int
    /// The GDEF mark glyph set of ``LookupFlag/useMarkFilteringSet``.
    let markFilteringSet: Int

    /// The file offset of subtable `i`.
    func subtable(_ i: Int, _ data: LayoutData) -> Int { table + data.u16(table + 6 + 2 * i) }

    /// Lookup flag and filtering set packed as HarfBuzz's lookup props.
    var props: Int { flag | markFilteringSet << 16 }
}
