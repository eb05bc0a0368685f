import TrueType

/// What a cloud's labels take from its fonts, found by shaping each label
/// once with the whole chain (``Cloud/glyphUse``).
public struct GlyphUse: Hashable, Sendable {
    /// Every character some label uses that no font of the chain has a
    /// glyph for (drawn as the missing-glyph box), each once, in order of first use.
    public var missingCharacters: [Unicode.Scalar] = []
    /// For each font of the chain, the glyphs the labels draw from it, each
    /// once, in order of first use.
    public var glyphs: [[GlyphID]] = []

    /// Creates an empty record (nothing used) for `fontCount` fonts.
    public init(fontCount: Int = 0) {
        glyphs = Array(repeating: [], count: fontCount)
    }
}

extension Cloud {
    /// What the labels use of the fonts: the characters none can draw and
    /// the glyphs drawn from each, from one shaping of every label (at 16 px;
    /// neither depends on the size).
    public var glyphUse: GlyphUse {
        var use = GlyphUse(fontCount: fonts.fonts.count)
        var seenCharacters = Set<Unicode.Scalar>()
        var seenGlyphs = Array(repeating: Set<GlyphID>(), count: fonts.fonts.count)
        for tag in tags {
            let run = fonts.shape(tag.text, pixelSize: 16)
            for scalar in run.missingCharacters where seenCharacters.insert(scalar).inserted {
                use.missingCharacters.append(scalar)
            }
            for glyph in run.glyphs where use.glyphs.indices.contains(glyph.font)
                && seenGlyphs[glyph.font].insert(glyph.glyph).inserted {
                use.glyphs[glyph.font].append(glyph.glyph)
            }
        }
        return use
    }

    /// Every character some tag's label uses that no font of the chain has a
    /// glyph for (drawn as the missing-glyph box), each once, in order of
    /// first use (``GlyphUse/missingCharacters`` of ``glyphUse``).
    public var missingCharacters: [Unicode.Scalar] { glyphUse.missingCharacters }
}

extension Cloud {
    /// The scripts the labels use whose shaping is not done (see
    /// ``/TrueType/ComplexScript``), each once, in order of first use: they are drawn
    /// letter by letter from the fonts' character maps.
    public var approximatelyShapedScripts: [String] {
        var found: [String] = []
        for tag in tags {
            for name in ComplexScript.scripts(in: tag.text.unicodeScalars) where !found.contains(name) {
                found.append(name)
            }
        }
        return found
    }
}
