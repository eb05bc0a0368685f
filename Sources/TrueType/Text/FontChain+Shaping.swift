import Foundation

extension FontChain: TextMeasuring {
    /// Sets `text` on one line at `pixelSize` pixels per em, in visual order.
    ///
    /// The pipeline is: bidi levels for the whole label (``BidiParagraph``,
    /// in ``direction``; skipped for text that cannot reorder), grapheme
    /// clusters reordered into visual order with brackets and other mirrored
    /// characters swapped at odd levels (where a font has the mirror); then each cluster goes to the first font that maps all its
    /// visible scalars (see ``Font/shape(_:pixelSize:direction:)`` for how one cluster
    /// is mapped); then each run of clusters with one font and one direction
    /// is shaped from the font's GSUB and GPOS tables (`Font.shapeRun`:
    /// normalization, Arabic joining, ligatures unless ``ligatures`` or the
    /// font's ``Font/ligatures`` is off,
    /// kerning and mark attachment), right-to-left runs in logical order.
    ///
    /// The line's ascent and descent are the largest of the fonts that draw
    /// something (the primary's when nothing is drawn), so the box holds the
    /// ink of every script in it, and a label the primary font draws alone
    /// measures exactly as with that font by itself. Characters no font maps
    /// are drawn as the primary's `.notdef` and listed in
    /// ``ShapedText/missingCharacters``.
    public func shape(_ text: String, pixelSize: Double) -> ShapedText {
        let clusters = Array(text)
        let levels = clusterLevels(text, clusters: clusters)
        let order = levels.allSatisfy { $0 == 0 } ? Array(clusters.indices) : BidiParagraph.visualOrder(levels: levels)
        // Visual clusters: their scalars (mirrored when right to left) and font.
        var pieces: [(scalars: [Unicode.Scalar], font: Int, rtl: Bool)] = []
        pieces.reserveCapacity(clusters.count)
        var missing: [Unicode.Scalar] = []
        for index in order {
            let rtl = levels[index] % 2 == 1
            var own = Array(clusters[index].unicodeScalars)
            if rtl { own = own.map(mirrored) }
            let (font, scalars) = choose(own)
            for scalar in scalars where fonts[font].characterMap.glyph(for: scalar) == nil
                && !Font.isInvisible(scalar) && !missing.contains(scalar)
                && !fonts.contains(where: { $0.characterMap.glyph(for: scalar) != nil }) {
                missing.append(scalar)
            }
            pieces.append((scalars, font, rtl))
        }
        // Runs of one font and direction, set one after another.
        var glyphs: [PositionedGlyph] = []
        glyphs.reserveCapacity(text.utf8.count)
        var pen = 0.0
        var used = Set<Int>()
        var start = 0
        while start < pieces.count {
            var end = start + 1
            while end < pieces.count && pieces[end].font == pieces[start].font && pieces[end].rtl == pieces[start].rtl {
                end += 1
            }
            let font = pieces[start].font
            used.insert(font)
            pen = fonts[font].setRun(pieces[start..<end].map(\.scalars), fontIndex: font,
                                     rightToLeft: pieces[start].rtl, ligatures: ligatures && fonts[font].ligatures,
                                     budget: layoutBudget,
                                     pixelSize: pixelSize, from: pen, into: &glyphs)
            start = end
        }
        let scales = fonts.map { pixelSize / Double($0.unitsPerEm) }
        let metricFonts = used.isEmpty ? [0] : used.sorted()
        let ascent = metricFonts.map { Double(fonts[$0].metrics.ascender) * scales[$0] }.max() ?? 0
        let descent = metricFonts.map { Double(-fonts[$0].metrics.descender) * scales[$0] }.max() ?? 0
        return ShapedText(glyphs: glyphs, pixelSize: pixelSize, scale: scales[0], advance: pen,
                          ascent: ascent, descent: descent, missingCharacters: missing, fontScales: scales)
    }

    /// The width, ascent and descent of `text` at `pixelSize` (see ``shape(_:pixelSize:)``).
    public func measure(_ text: String, pixelSize: Double) -> TextExtent {
        shape(text, pixelSize: pixelSize).extent
    }

    /// The bidi level of each cluster (that of its first scalar); all 0 when
    /// nothing in `text` can reorder.
    private func clusterLevels(_ text: String, clusters: [Character]) -> [UInt8] {
        guard BidiParagraph.mayReorder(text.unicodeScalars, direction: direction) else {
            return [UInt8](repeating: 0, count: clusters.count)
        }
        let paragraph = BidiParagraph(text.unicodeScalars, direction: direction)
        var levels: [UInt8] = []
        levels.reserveCapacity(clusters.count)
        var scalarIndex = 0
        for cluster in clusters {
            levels.append(paragraph.levels[scalarIndex])
            scalarIndex += cluster.unicodeScalars.count
        }
        return levels
    }

    /// The mirror of `scalar` drawn at an odd level (rule L4), when a font
    /// of the chain has it (HarfBuzz keeps the character otherwise).
    private func mirrored(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let mirror = BidiParagraph.mirrored(scalar)
        guard mirror != scalar, fonts.contains(where: { $0.characterMap.glyph(for: mirror) != nil }) else {
            return scalar
        }
        return mirror
    }

    /// The first font that maps every visible scalar of a cluster, with the
    /// scalars it maps (its composed form when it has that); else the primary.
    private func choose(_ scalars: [Unicode.Scalar]) -> (Int, [Unicode.Scalar]) {
        for (index, font) in fonts.enumerated() {
            let mapped = font.scalars(for: scalars)
            if mapped.allSatisfy({ font.characterMap.glyph(for: $0) != nil || Font.isInvisible($0) }) {
                return (index, mapped)
            }
        }
        return (0, fonts[0].scalars(for: scalars))
    }
}
