/// The normalization HarfBuzz's syllabic shapers (Indic, Khmer, Myanmar, USE)
/// ask for ("composed diacritics, no short circuit"): every character is
/// decomposed as far as the font has the pieces, even where the font has the
/// composed character, so split vowels such as Tamil ொ reach the shaper as
/// their two parts; marks are sorted by combining class; and then a mark is
/// composed back onto the character before it only when that character is not
/// itself a mark (a split vowel stays split) and the font has the result.
/// Each shaper may decompose some characters its own way (``decompose(_:)``).
///
/// Unicode's decompositions and compositions come from ``Normalizer``; the
/// default shapers' normalization, which keeps a character the font has, is
/// ``Normalizer/normalize(_:glyph:)``.
struct SyllabicNormalization {
    /// The shaper whose decompositions and compositions apply.
    let shaper: Shaper

    /// Normalizes `scalars` for a font whose character map is `glyph`.
    func normalize(_ scalars: [Unicode.Scalar], glyph: (Unicode.Scalar) -> Int?) -> [NormalizedCharacter] {
        var out: [NormalizedCharacter] = []
        out.reserveCapacity(scalars.count + 4)
        for (i, scalar) in scalars.enumerated() where !decompose(scalar, cluster: i, glyph: glyph, into: &out) {
            out.append(character(scalar, glyph(scalar) ?? 0, i))
        }
        // With no mark in the text, nothing is reordered or composed.
        guard scalars.contains(where: Normalizer.isMark) else { return out }
        NormalizedCharacter.orderMarks(&out)
        return recompose(out, glyph: glyph)
    }

    /// Composes marks onto their starter where the shaper allows and the font has the result.
    private func recompose(_ characters: [NormalizedCharacter], glyph: (Unicode.Scalar) -> Int?) -> [NormalizedCharacter] {
        guard let first = characters.first else { return [] }
        var out = [first]
        var starter = 0
        for c in characters.dropFirst() {
            // Anything between the starter and the mark must have a lower combining class.
            if c.isMark, starter == out.count - 1 || out[out.count - 1].combiningClass < c.combiningClass,
               let pair = compose(out[starter].scalar, c.scalar), let g = glyph(pair) {
                out[starter] = character(pair, g, min(out[starter].cluster, c.cluster))
                continue
            }
            out.append(c)
            if c.combiningClass == 0 { starter = out.count - 1 }
        }
        return out
    }

    /// Appends the deepest decomposition of `scalar` whose pieces the font has; false when there is none.
    private func decompose(_ scalar: Unicode.Scalar, cluster: Int, glyph: (Unicode.Scalar) -> Int?,
                           into out: inout [NormalizedCharacter]) -> Bool {
        guard let (a, b) = decompose(scalar) else { return false }
        var bGlyph = 0
        if let b {
            guard let g = glyph(b) else { return false }
            bGlyph = g
        }
        if !decompose(a, cluster: cluster, glyph: glyph, into: &out) {
            guard let aGlyph = glyph(a) else { return false }
            out.append(character(a, aGlyph, cluster))
        }
        if let b { out.append(character(b, bGlyph, cluster)) }
        return true
    }

    /// The one-step decomposition the shaper uses: Unicode's, except that the
    /// Indic shaper keeps Devanagari RRA, Bengali RRA and RHA, and Tamil AU
    /// whole, and the Khmer shaper splits its split vowels into the pre-base
    /// part U+17C1 and the vowel itself.
    func decompose(_ scalar: Unicode.Scalar) -> (Unicode.Scalar, Unicode.Scalar?)? {
        switch (shaper, scalar.value) {
        case (.indic, 0x0931), (.indic, 0x09DC), (.indic, 0x09DD), (.indic, 0x0B94):
            return nil
        case (.khmer, 0x17BE...0x17C0), (.khmer, 0x17C4...0x17C5):
            return ("\u{17C1}", scalar)
        default:
            return Normalizer.decomposition(scalar)
        }
    }

    /// The composition the shaper uses: none onto a mark (split vowels stay
    /// split, except in Myanmar), Bengali YYA from YA and nukta, else Unicode's.
    func compose(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Unicode.Scalar? {
        if shaper != .myanmar && Normalizer.isMark(a) { return nil }
        if shaper == .indic && a == "\u{09AF}" && b == "\u{09BC}" { return "\u{09DF}" }
        return Normalizer.compose(a, b)
    }

    private func character(_ scalar: Unicode.Scalar, _ glyph: Int, _ cluster: Int) -> NormalizedCharacter {
        NormalizedCharacter(scalar: scalar, glyph: glyph, cluster: cluster,
                            combiningClass: Normalizer.combiningClass(scalar), isMark: Normalizer.isMark(scalar))
    }
}
