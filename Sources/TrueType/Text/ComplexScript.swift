/// Scripts whose letters need shaping this library does not do — joining,
/// reordering, conjuncts or stacking — so they are drawn one glyph per
/// character from the character map and look only approximately right.
/// (Arabic, Hebrew, the Indic scripts — Devanagari, Bengali, Gurmukhi,
/// Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam — Sinhala, Khmer,
/// Myanmar, Thai and Lao are shaped, see ``Font/shape(_:pixelSize:direction:)``,
/// so they are not listed.)
public enum ComplexScript {
    /// Scalar ranges and the names of their scripts.
    private static let ranges: [(ClosedRange<UInt32>, String)] = [
        (0x0700...0x074F, "Syriac"), (0x07C0...0x07FF, "N'Ko"), (0x0840...0x085F, "Mandaic"),
        (0x0F00...0x0FFF, "Tibetan"), (0x1800...0x18AF, "Mongolian"), (0x1A20...0x1AAF, "Tai Tham"),
        (0x1B00...0x1B7F, "Balinese"),
        (0xA980...0xA9DF, "Javanese"),
        (0x1100...0x11FF, "Hangul jamo"),
    ]

    /// The complex scripts `text` uses, each once, in order of first use.
    public static func scripts<S: Sequence<Unicode.Scalar>>(in scalars: S) -> [String] {
        var found: [String] = []
        for scalar in scalars where scalar.value >= 0x0600 {
            guard let name = ranges.first(where: { $0.0.contains(scalar.value) })?.1 else { continue }
            if !found.contains(name) { found.append(name) }
        }
        return found
    }
}
