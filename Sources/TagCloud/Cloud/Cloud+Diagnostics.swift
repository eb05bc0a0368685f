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

extension Cloud {
    /// The scripts the labels use whose shaping is not done (see
    /// ``ComplexScript``), each once, in order of first use: they are drawn
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
