import TrueType

extension Cloud {
    /// Every character some tag's label uses that no font of the chain has a
    /// glyph for (drawn as the missing-glyph box), each once, in order of first use.
    public var missingCharacters: [Unicode.Scalar] {
        var seen = Set<Unicode.Scalar>()
        var missing: [Unicode.Scalar] = []
        for tag in tags {
            for scalar in fonts.shape(tag.text, pixelSize: 16).missingCharacters where seen.insert(scalar).inserted {
                missing.append(scalar)
            }
        }
        return missing
    }
}
