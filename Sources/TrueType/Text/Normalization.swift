/// Canonical normalization of Unicode text (UAX #15): the decomposed form
/// NFD and the composed form NFC, from tables generated from the Unicode
/// Character Database (`Tools/unicode/gen-normalization-table.py`; see
/// ``unicodeVersion``), with Hangul syllables decomposed and composed
/// algorithmically. Foundation's normalizer is not used.
///
/// ```swift
/// Normalization.nfc("\u{0CCA}\u{0CD5}".unicodeScalars)  // ["\u{0CCB}"]
/// Normalization.nfd("é".unicodeScalars)                  // ["e", "\u{0301}"]
/// ```
public enum Normalization {
    /// `scalars` in Normalization Form D: every character fully decomposed
    /// by its canonical decompositions, and each run of combining marks put
    /// in canonical order (a stable sort by combining class).
    public static func nfd<S: Sequence<Unicode.Scalar>>(_ scalars: S) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(scalars.underestimatedCount)
        for scalar in scalars { appendDecomposition(of: scalar, to: &out) }
        putInCanonicalOrder(&out)
        return out
    }

    /// `scalars` in Normalization Form C: their NFD with each mark composed
    /// onto the starter before it wherever Unicode has a primary composite
    /// and no mark between them blocks it.
    public static func nfc<S: Sequence<Unicode.Scalar>>(_ scalars: S) -> [Unicode.Scalar] {
        let input = Array(scalars)
        // Text below U+0300 (ASCII and Latin-1) is already in NFC.
        if input.allSatisfy({ $0.value < 0x300 }) { return input }
        var text = nfd(input)
        compose(&text)
        return text
    }

    /// The canonical combining class of `scalar` (0 for starters).
    public static func combiningClass(of scalar: Unicode.Scalar) -> UInt8 {
        guard scalar.value >= 0x300 else { return 0 }
        return UInt8(RangeTable.value(of: scalar.value, in: combiningClasses, bits: 8) ?? 0)
    }

    /// The canonical decomposition mapping of `scalar`, one step: a scalar
    /// and, unless the mapping is a singleton, a second one; nil when it has
    /// none. A Hangul syllable gives its leading consonant and vowel (LV), or
    /// its LV syllable and trailing consonant (LVT).
    public static func decomposition(of scalar: Unicode.Scalar) -> (Unicode.Scalar, Unicode.Scalar?)? {
        let v = scalar.value
        guard v >= 0xC0 else { return nil }
        if let (l, vowel, t) = Hangul.parts(of: v) {
            guard let t else { return (l, vowel) }
            return (Unicode.Scalar(v - (v - Hangul.syllableBase) % Hangul.trailingCount)!, t)
        }
        guard let entry = RangeTable.entry(UInt64(v), in: decompositions, shift: 42, keyBits: 21) else { return nil }
        let first = Unicode.Scalar(UInt32(entry >> 21 & 0x1F_FFFF))!
        let second = UInt32(entry & 0x1F_FFFF)
        return (first, second == 0 ? nil : Unicode.Scalar(second))
    }

    /// The primary composite of `first` followed by `second`, if Unicode has
    /// one (composition exclusions have none), Hangul syllables included.
    public static func composite(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Unicode.Scalar? {
        if let syllable = Hangul.compose(first.value, second.value) { return syllable }
        let key = UInt64(first.value) << 21 | UInt64(second.value)
        guard let entry = RangeTable.entry(key, in: compositions, shift: 21) else { return nil }
        return Unicode.Scalar(UInt32(entry & 0x1F_FFFF))
    }

    /// Primary composites, sorted: `first << 42 | second << 21 | composite`,
    /// from the ``decompositions`` flagged as composing (made once, on first use).
    static let compositions: [UInt64] = decompositions.filter { $0 >> 63 == 1 }.map { entry in
        (entry & 0x3FF_FFFF_FFFF) << 21 | (entry >> 42 & 0x1F_FFFF)
    }.sorted()

    /// Appends the full canonical decomposition of `scalar`.
    static func appendDecomposition(of scalar: Unicode.Scalar, to out: inout [Unicode.Scalar]) {
        if scalar.value >= 0xC0, let (l, vowel, t) = Hangul.parts(of: scalar.value) {
            out.append(l)
            out.append(vowel)
            if let t { out.append(t) }
        } else if let (first, second) = decomposition(of: scalar) {
            appendDecomposition(of: first, to: &out)
            if let second { appendDecomposition(of: second, to: &out) }
        } else {
            out.append(scalar)
        }
    }

    /// The canonical ordering algorithm: each run of non-starters is sorted
    /// by combining class, keeping the order of equal classes (a stable sort,
    /// so a long run costs n log n).
    static func putInCanonicalOrder(_ text: inout [Unicode.Scalar]) {
        var start = 0
        while start < text.count {
            guard combiningClass(of: text[start]) != 0 else { start += 1; continue }
            var end = start + 1
            while end < text.count && combiningClass(of: text[end]) != 0 { end += 1 }
            if end - start > 1 {
                let keyed = text[start..<end].enumerated().map { (combiningClass(of: $0.element), $0.offset, $0.element) }
                text.replaceSubrange(start..<end, with: keyed.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2))
            }
            start = end
        }
    }

    /// The canonical composition algorithm on text in NFD: each character
    /// composes with the last starter when nothing between them is blocked
    /// (a character of class 0 or of a class at least its own).
    static func compose(_ text: inout [Unicode.Scalar]) {
        guard var starter = text.indices.first(where: { combiningClass(of: text[$0]) == 0 }) else { return }
        var out = Array(text[...starter])
        var starterOut = out.count - 1
        var lastClass: UInt8? = nil  // class of the last character kept after the starter
        starter += 1
        for scalar in text[starter...] {
            let c = combiningClass(of: scalar)
            let blocked = lastClass.map { $0 == 0 || $0 >= c } ?? false
            if !blocked, let pair = composite(out[starterOut], scalar) {
                out[starterOut] = pair
                continue
            }
            out.append(scalar)
            if c == 0 {
                starterOut = out.count - 1
                lastClass = nil
            } else {
                lastClass = c
            }
        }
        text = out
    }
}
