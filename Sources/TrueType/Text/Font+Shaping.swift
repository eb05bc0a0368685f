import Raster

extension Font: TextMeasuring {
    /// Sets `text` on one line at `pixelSize` pixels per em, with this font
    /// alone (a one-font ``FontChain`` with this font's ``ligatures``), in
    /// visual order (see ``FontChain/shape(_:pixelSize:)`` for the bidi pass).
    ///
    /// Each run of one direction is shaped from the font's OpenType tables as
    /// HarfBuzz shapes it: characters are composed or decomposed to what the
    /// font has (so "e" + U+0301 draws the font's "é"), Arabic letters take
    /// their joining forms, GSUB applies ligatures (``ligatures``) and GPOS
    /// kerning (``kerning``) and mark attachment. Right-to-left runs are
    /// shaped in logical order and then reversed.
    /// Control characters and default-ignorable scalars (joiners, variation
    /// selectors) the font lacks are skipped; other unmapped scalars become
    /// `.notdef` and are listed in ``ShapedText/missingCharacters``.
    /// Pen positions are exact (never rounded): at `pixelSize == unitsPerEm`
    /// they are whole font units. `direction` is the paragraph's (by default
    /// from its first strong letter; see ``FontChain/direction``).
    public func shape(_ text: String, pixelSize: Double, direction: TextDirection = .auto) -> ShapedText {
        var chain = FontChain(self)
        chain.ligatures = ligatures
        chain.direction = direction
        return chain.shape(text, pixelSize: pixelSize)
    }

    /// Appends the glyphs of one run of visual clusters set in this font
    /// (font `fontIndex` of its chain), starting at pixel `origin`; returns
    /// the pen after the run. The run is shaped in logical order (reversed
    /// first when right to left), a piece per script where a syllabic script
    /// meets another (``UnicodeScript/pieces(_:)``), and its glyphs put back in visual order.
    /// Positions inside the run are exact font units, scaled once.
    func setRun(_ clusters: [[Unicode.Scalar]], fontIndex: Int, rightToLeft: Bool, ligatures: Bool,
                budget: LayoutBudget, pixelSize: Double,
                from origin: Double, into positioned: inout [PositionedGlyph]) -> Double {
        let logical = rightToLeft ? Array(clusters.reversed().joined()) : Array(clusters.joined())
        // Pieces of different scripts (Latin and Devanagari in one font, say) are shaped apart.
        var glyphs = UnicodeScript.pieces(logical).flatMap {
            shapeRun(Array(logical[$0]), rightToLeft: rightToLeft, ligatures: ligatures, budget: budget)
        }
        if rightToLeft { glyphs.reverse() }
        let scale = pixelSize / Double(unitsPerEm)
        var pen = 0
        for glyph in glyphs {
            positioned.append(PositionedGlyph(glyph: GlyphID(UInt16(truncatingIfNeeded: glyph.glyph)),
                                              x: origin + Double(pen + glyph.xOffset) * scale,
                                              y: Double(-glyph.yOffset) * scale,
                                              advance: Double(glyph.xAdvance) * scale, font: fontIndex))
            pen += glyph.xAdvance
        }
        return origin + Double(pen) * scale
    }

    /// The width, ascent and descent of `text` at `pixelSize` (see ``shape(_:pixelSize:direction:)``).
    public func measure(_ text: String, pixelSize: Double) -> TextExtent {
        shape(text, pixelSize: pixelSize).extent
    }

    /// The kerning between two glyphs in font units, as ``shape(_:pixelSize:direction:)``
    /// applies it to a Latin pair: the change in the first glyph's advance plus
    /// the second glyph's placement. Negative pulls the pair together. (This
    /// reads the pair adjustments of the `kern` feature alone, without the
    /// lookup flags or context that shaping a whole run applies.)
    public func kerningAdjustment(between left: GlyphID, and right: GlyphID) -> Int {
        let pair = [Int(left.rawValue), Int(right.rawValue)]
        var advances = [0, 0], placements = [0, 0]
        applyKerning(pair, script: GlyphPositioning.latinScript, placements: &placements, advances: &advances)
        return advances[0] + placements[1]
    }

    /// The glyph-tight box of a run's ink, in pixels relative to its origin
    /// (y down), from the bounding boxes in the glyph headers, moved as the
    /// outlines are by their left side bearings; nil when no glyph has an
    /// outline (e.g. only spaces). For a run this font shaped alone: glyphs
    /// of a chain's other fonts (``PositionedGlyph/font`` above 0) are left out.
    public func inkBounds(of run: ShapedText) throws(FontError) -> Rect? {
        var box: Rect?
        for glyph in run.glyphs where glyph.font == 0 {
            guard let b = try boundingBox(of: glyph.glyph) else { continue }
            let index = Int(glyph.glyph.rawValue)
            var dx = 0.0
            if let locations { dx = Double(try horizontalMetrics.outlineShift(of: index, in: locations)) * run.scale }
            let pixels = Rect(minX: glyph.x + dx + b.minX * run.scale, minY: glyph.y - b.maxY * run.scale,
                              maxX: glyph.x + dx + b.maxX * run.scale, maxY: glyph.y - b.minY * run.scale)
            box = box?.union(pixels) ?? pixels
        }
        return box
    }

    /// The outline of a whole run in pixels (y down), with the run's origin
    /// (left end of the baseline) at `origin`, ready for the rasterizer.
    /// Glyphs of a chain's other fonts are left out.
    public func runPath(_ run: ShapedText, at origin: Point) throws(FontError) -> Path {
        var decoder = GlyphOutlineDecoder(font: self)
        var path = Path()
        for index in run.glyphs.indices where run.glyphs[index].font == 0 {
            try decoder.appendOutline(of: run.glyphs[index].glyph,
                                      transform: run.transform(forGlyphAt: index, origin: origin), to: &path)
        }
        return path
    }

    /// The scalars to map for one grapheme cluster: its NFC form when the font
    /// has every composed character, else its own scalars.
    func scalars(for own: [Unicode.Scalar]) -> [Unicode.Scalar] {
        guard own.count > 1 else { return own }
        let composed = Normalization.nfc(own)
        if composed.count < own.count, composed.allSatisfy({ characterMap.glyph(for: $0) != nil }) {
            return composed
        }
        return own
    }

    /// True for scalars that are not drawn when the font lacks them.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .control
    }

    /// Adds the kerning of the chosen source, using `script`'s GPOS lookups.
    private func applyKerning(_ glyphs: [Int], script: TableTag,
                              placements: inout [Int], advances: inout [Int]) {
        guard glyphs.count > 1 else { return }
        switch kerning {
        case .none:
            return
        case .glyphPositioning:
            guard let gpos = glyphPositioning else { return }
            gpos.apply(gpos.lookups(forScript: script), glyphs: glyphs,
                       placements: &placements, advances: &advances)
        case .kernTable:
            guard let kern = kernTable else { return }
            for i in glyphs.indices.dropLast() { advances[i] += kern.adjustment(glyphs[i], glyphs[i + 1]) }
        }
    }
}
