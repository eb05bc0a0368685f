extension HorizontalMetrics {
    /// How far glyph `glyph`'s outline is moved right from its `glyf`
    /// coordinates, in font units, so that it sits where its left side bearing
    /// says: the bearing minus the `xMin` of the glyph's header (0 for a glyph
    /// without contours), as FreeType places outlines. A composite glyph uses
    /// its own entries unless a component has USE_MY_METRICS; then the last
    /// such component's placement, found the same way, is used instead.
    ///
    /// In most fonts the bearing equals `xMin` and the shift is 0.
    func outlineShift(of glyph: Int, in locations: GlyphLocations, depth: Int = 0) throws(FontError) -> Int {
        guard let r = try locations.data(of: glyph) else { return leftSideBearing(glyph) }
        return try outlineShift(of: glyph, data: r, in: locations, depth: depth)
    }

    /// ``outlineShift(of:in:depth:)`` for a glyph whose data `r` is at hand.
    func outlineShift(of glyph: Int, data r: ByteReader, in locations: GlyphLocations,
                      depth: Int = 0) throws(FontError) -> Int {
        let bearing = leftSideBearing(glyph)
        let contours = try r.i16(at: 0)
        guard contours != 0 else { return bearing }
        let own = bearing - Int(try r.i16(at: 2))
        guard contours < 0, depth < GlyphOutlineDecoder.maximumCompositeDepth else { return own }
        // Only the last USE_MY_METRICS component counts, so at most one is followed.
        var metricsGlyph: Int?
        var at = 10
        while true {
            let component = try ComponentRecord(r, at: at)
            if component.usesOwnMetrics { metricsGlyph = component.glyph }
            guard component.hasMore else { break }
            at = component.end
        }
        guard let metricsGlyph else { return own }
        return try outlineShift(of: metricsGlyph, in: locations, depth: depth + 1)
    }
}
