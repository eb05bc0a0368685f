extension LayoutEngine {
    /// Zeroes the advance of every GDEF mark, as HarfBuzz does before or
    /// after GPOS (as the shaper says); with `adjustingOffsets` (a font without
    /// GPOS, left to right) the mark's offset moves back by the advance it
    /// loses, so it hangs over the glyph before it.
    mutating func zeroMarkWidths(adjustingOffsets: Bool) {
        for i in glyphs.indices where glyphs[i].isMark {
            if adjustingOffsets { positions[i].xOffset -= positions[i].xAdvance }
            positions[i].xAdvance = 0
        }
    }

    /// True for a glyph that is not drawn: a default ignorable no lookup
    /// replaced (HarfBuzz removes them), or a control character.
    func isHidden(_ info: GlyphInfo) -> Bool {
        // The controls (Cc) are U+0000-001F and U+007F-009F.
        info.isDefaultIgnorable || info.codepoint < 0x20 || (0x7F...0x9F).contains(info.codepoint)
    }

    /// Turns attachment chains into offsets from each glyph's own pen
    /// position (HarfBuzz's propagate_attachment_offsets): a mark takes its
    /// base's offset and is moved back over the advances between them.
    mutating func resolveAttachments() {
        for i in positions.indices { propagate(i, depth: budget.maxNesting) }
    }

    private mutating func propagate(_ i: Int, depth: Int) {
        let chain = positions[i].attachChain, type = positions[i].attachType
        guard chain != 0, depth > 0 else { return }
        positions[i].attachChain = 0
        let j = i + chain
        guard positions.indices.contains(j) else { return }
        propagate(j, depth: depth - 1)
        if type == 2 {
            positions[i].yOffset += positions[j].yOffset
            return
        }
        positions[i].xOffset += positions[j].xOffset
        positions[i].yOffset += positions[j].yOffset
        guard j < i else { return }
        if rightToLeft {
            for k in (j + 1)...i { positions[i].xOffset += positions[k].xAdvance }
        } else {
            for k in j..<i { positions[i].xOffset -= positions[k].xAdvance }
        }
    }
}
