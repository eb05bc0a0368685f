import Raster

import Foundation

extension Font: TextMeasuring {
    /// Sets `text` on one line at `pixelSize` pixels per em, with this font
    /// alone (a one-font ``FontChain``), in visual order (see
    /// ``FontChain/shape(_:pixelSize:)`` for the bidi pass).
    ///
    /// Each grapheme cluster of several scalars (a letter plus combining
    /// marks) is first composed (Unicode NFC); when the font maps every
    /// composed scalar that form is used, so "e" + U+0301 draws the font's
    /// "é". Otherwise each scalar gets its own glyph and marks sit where their
    /// advance and outline put them (usually zero-width, over the base).
    /// Control characters and default-ignorable scalars (joiners, variation
    /// selectors) the font lacks are skipped; other unmapped scalars become
    /// `.notdef` and are listed in ``ShapedText/missingCharacters``. Kerning
    /// follows ``kerning``. Pen positions are exact (never rounded).
    public func shape(_ text: String, pixelSize: Double) -> ShapedText {
        FontChain(self).shape(text, pixelSize: pixelSize)
    }

    /// Appends the glyphs of one run of visual clusters set in this font
    /// (font `fontIndex` of its chain), starting at pixel `pen`, with kerning
    /// when `kern` is set; returns the pen after the run. Positions inside
    /// the run are exact font units, scaled once.
    func setRun(_ clusters: [[Unicode.Scalar]], fontIndex: Int, kern: Bool, pixelSize: Double,
                from origin: Double, into positioned: inout [PositionedGlyph]) -> Double {
        var glyphs: [Int] = []
        for scalars in clusters {
            for scalar in scalars {
                if let glyph = characterMap.glyph(for: scalar) {
                    glyphs.append(glyph)
                } else if !Self.isInvisible(scalar) {
                    glyphs.append(0)
                }
            }
        }
        // Advances and placements in font units, then kerning.
        var advances = glyphs.map { horizontalMetrics.advance($0) }
        var placements = [Int](repeating: 0, count: glyphs.count)
        if kern {
            applyKerning(glyphs, script: UnicodeScript.dominant(clusters.joined()),
                         placements: &placements, advances: &advances)
        }
        // Pixel positions from exact font-unit pen positions.
        let scale = pixelSize / Double(unitsPerEm)
        var pen = 0
        for (i, glyph) in glyphs.enumerated() {
            positioned.append(PositionedGlyph(glyph: GlyphID(UInt16(truncatingIfNeeded: glyph)),
                                              x: origin + Double(pen + placements[i]) * scale, y: 0,
                                              advance: Double(advances[i]) * scale, font: fontIndex))
            pen += advances[i]
        }
        return origin + Double(pen) * scale
    }

    /// The width, ascent and descent of `text` at `pixelSize` (see ``shape(_:pixelSize:)``).
    public func measure(_ text: String, pixelSize: Double) -> TextExtent {
        shape(text, pixelSize: pixelSize).extent
    }

    /// The kerning between two glyphs in font units, as ``shape(_:pixelSize:)``
    /// applies it to a Latin pair: the change in the first glyph's advance plus
    /// the second glyph's placement. Negative pulls the pair together.
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
        var text = ""
        text.unicodeScalars.append(contentsOf: own)
        let composed = Array(text.precomposedStringWithCanonicalMapping.unicodeScalars)
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
