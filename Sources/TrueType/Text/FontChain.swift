/// Fonts tried in order for each character cluster: a primary font and its fallbacks.
///
/// Shaping (``shape(_:pixelSize:)``) gives each grapheme cluster to the first
/// font that has glyphs for all of its visible characters, so Latin tags keep
/// the primary font while CJK, Hebrew or Arabic clusters come from a font
/// further down that has them. Every font is scaled to the same pixel size
/// (pixels per em). A chain is cheap to copy: fonts share their bytes.
public struct FontChain: Sendable {
    /// The fonts, primary first; never empty.
    public let fonts: [Font]
    /// True (the default) to apply standard ligatures (`liga`, `clig`) when
    /// shaping; required ones (`rlig`, e.g. Arabic lam-alef) always apply.
    public var ligatures = true
    /// The limits on OpenType lookups per run (HarfBuzz's by default).
    public var layoutBudget = LayoutBudget()
    /// The paragraph direction each text is set in (see ``BidiParagraph``):
    /// by default from its first strong letter.
    public var direction = TextDirection.auto

    /// A chain of `primary` followed by `fallbacks`, in that order.
    public init(_ primary: Font, fallbacks: [Font] = []) {
        fonts = [primary] + fallbacks
    }

    /// The first font: its `.notdef` glyph draws characters no font has.
    public var primary: Font { fonts[0] }

    /// This chain with `last` appended, unless that face is already in it
    /// (the same font value, or a copy of it).
    public func ending(with last: Font) -> FontChain {
        if fonts.contains(where: { $0.isSameFace(as: last) }) { return self }
        var chain = FontChain(fonts[0], fallbacks: Array(fonts.dropFirst()) + [last])
        chain.ligatures = ligatures
        chain.layoutBudget = layoutBudget
        chain.direction = direction
        return chain
    }
}

extension Font {
    /// True when `other` is this face read from the same stored bytes.
    func isSameFace(as other: Font) -> Bool {
        guard faceIndex == other.faceIndex, bytes.count == other.bytes.count else { return false }
        return bytes.withUnsafeBufferPointer { a in
            other.bytes.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
        }
    }
}
