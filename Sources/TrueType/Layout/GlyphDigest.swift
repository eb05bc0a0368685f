/// A small summary of a set of glyph IDs that can say "certainly not in the
/// set" (as HarfBuzz's set digest does): three 64-bit masks, each with the
/// bit of every member's ID shifted right by 0, 4 or 6, modulo 64. A lookup
/// keeps the digest of the glyphs its subtables cover first, and the engine
/// the digest of the glyphs in the buffer, so a lookup that cannot match
/// anything in the buffer, or at a glyph, is passed over without reading it.
struct GlyphDigest: Hashable, Sendable {
    private var masks: (UInt64, UInt64, UInt64) = (0, 0, 0)

    /// The empty set.
    init() {}

    /// Every glyph (what a digest that was not worked out must say).
    static let all: GlyphDigest = {
        var digest = GlyphDigest()
        digest.masks = (~0, ~0, ~0)
        return digest
    }()

    private static func bit(_ glyph: Int, _ shift: Int) -> UInt64 { 1 << UInt64((glyph >> shift) & 63) }

    /// Adds one glyph.
    mutating func add(_ glyph: Int) {
        masks.0 |= Self.bit(glyph, 0)
        masks.1 |= Self.bit(glyph, 4)
        masks.2 |= Self.bit(glyph, 6)
    }

    /// Adds the glyphs `first...last`.
    mutating func add(_ first: Int, through last: Int) {
        guard first <= last else { return }
        func span(_ shift: Int) -> UInt64 {
            let count = (last >> shift) - (first >> shift) + 1
            guard count < 64 else { return ~0 }
            let run: UInt64 = (1 << UInt64(count)) - 1
            let start = UInt64((first >> shift) & 63)
            return run << start | (start == 0 ? 0 : run >> (64 - start))
        }
        masks.0 |= span(0)
        masks.1 |= span(4)
        masks.2 |= span(6)
    }

    /// Adds every glyph of `other`.
    mutating func formUnion(_ other: GlyphDigest) {
        masks.0 |= other.masks.0
        masks.1 |= other.masks.1
        masks.2 |= other.masks.2
    }

    /// False when `glyph` is certainly not in the set.
    @inline(__always)
    func mayContain(_ glyph: Int) -> Bool {
        masks.0 & Self.bit(glyph, 0) != 0 && masks.1 & Self.bit(glyph, 4) != 0 && masks.2 & Self.bit(glyph, 6) != 0
    }

    /// False when the two sets certainly have no glyph in common.
    @inline(__always)
    func mayIntersect(_ other: GlyphDigest) -> Bool {
        masks.0 & other.masks.0 != 0 && masks.1 & other.masks.1 != 0 && masks.2 & other.masks.2 != 0
    }

    static func == (a: GlyphDigest, b: GlyphDigest) -> Bool { a.masks == b.masks }

    func hash(into hasher: inout Hasher) {
        hasher.combine(masks.0)
        hasher.combine(masks.1)
        hasher.combine(masks.2)
    }
}
