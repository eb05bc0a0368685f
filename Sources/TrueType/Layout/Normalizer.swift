/// One character of a run after normalization, with the glyph the font gives it.
struct NormalizedCharacter {
    var scalar: Unicode.Scalar
    /// The nominal glyph (0 when the font lacks it).
    var glyph: Int
    /// Index of the input scalar its cluster starts at.
    var cluster: Int
    /// HarfBuzz's modified canonical combining class.
    var combiningClass: UInt8
    /// The general category is a mark.
    var isMark: Bool
}

/// HarfBuzz's normalization for the "composed diacritics" mode: a character
/// the font lacks is decomposed (when the font has the pieces), a base with
/// marks and its marks are decomposed as far as the font allows, runs of
/// marks are sorted by combining class, and then marks are composed back
/// onto their base wherever the font has the composed character.
enum Normalizer {
    /// Normalizes `scalars` for a font whose character map is `glyph`.
    static func normalize(_ scalars: [Unicode.Scalar], glyph: (Unicode.Scalar) -> Int?) -> [NormalizedCharacter] {
        var out: [NormalizedCharacter] = []
        out.reserveCapacity(scalars.count)
        var allSimple = true
        let marks = scalars.map(isMark)
        for (i, scalar) in scalars.enumerated() {
            // A base followed by marks, and those marks, decompose as far as
            // the font allows; other characters keep the glyph the font has.
            let inCluster = (i + 1 < scalars.count && marks[i + 1]) || (marks[i] && i > 0)
            if inCluster { allSimple = false }
            let shortest = !inCluster
            let nominal = glyph(scalar)
            if shortest, let nominal {
                out.append(character(scalar, nominal, i))
            } else if !decompose(scalar, shortest: shortest, cluster: i, glyph: glyph, into: &out) {
                out.append(character(scalar, nominal ?? 0, i))
            }
        }
        guard !allSimple else { return out }
        // Sort runs of marks by combining class (stable).
        var start = 0
        while start < out.count {
            guard out[start].combiningClass != 0 else { start += 1; continue }
            var end = start
            while end < out.count && out[end].combiningClass != 0 { end += 1 }
            if end - start <= 32 {
                let sorted = out[start..<end].enumerated().sorted {
                    ($0.element.combiningClass, $0.offset) < ($1.element.combiningClass, $1.offset)
                }.map(\.element)
                out.replaceSubrange(start..<end, with: sorted)
            }
            start = end
        }
        // Recompose marks onto their starter where the font has the result.
        var composed: [NormalizedCharacter] = [out[0]]
        var starter = 0
        for c in out.dropFirst() {
            if c.isMark,
               starter == composed.count - 1 || composed[composed.count - 1].combiningClass < c.combiningClass,
               let pair = compose(composed[starter].scalar, c.scalar), let g = glyph(pair) {
                composed[starter].scalar = pair
                composed[starter].glyph = g
                composed[starter].isMark = isMark(pair)
                composed[starter].combiningClass = combiningClass(pair)
                composed[starter].cluster = min(composed[starter].cluster, c.cluster)
                continue
            }
            composed.append(c)
            if c.combiningClass == 0 { starter = composed.count - 1 }
        }
        return composed
    }

    private static func character(_ scalar: Unicode.Scalar, _ glyph: Int, _ cluster: Int) -> NormalizedCharacter {
        NormalizedCharacter(scalar: scalar, glyph: glyph, cluster: cluster,
                            combiningClass: combiningClass(scalar), isMark: isMark(scalar))
    }

    /// Appends a decomposition of `scalar` whose pieces the font has
    /// (HarfBuzz's decompose): the shortest one, or with `shortest` off the
    /// deepest; false when there is none.
    private static func decompose(_ scalar: Unicode.Scalar, shortest: Bool, cluster: Int,
                                  glyph: (Unicode.Scalar) -> Int?, into out: inout [NormalizedCharacter]) -> Bool {
        guard let (a, b) = decomposition(scalar) else { return false }
        var bGlyph = 0
        if let b {
            guard let g = glyph(b) else { return false }
            bGlyph = g
        }
        let aGlyph = glyph(a)
        if shortest, let aGlyph {
            out.append(character(a, aGlyph, cluster))
        } else if decompose(a, shortest: shortest, cluster: cluster, glyph: glyph, into: &out) {
            // a's own pieces are out.
        } else if let aGlyph {
            out.append(character(a, aGlyph, cluster))
        } else {
            return false
        }
        if let b { out.append(character(b, bGlyph, cluster)) }
        return true
    }

    /// The one-step canonical decomposition of `scalar`: a starter and an
    /// optional mark (``Normalization/decomposition(of:)``, as HarfBuzz's decompose).
    static func decomposition(_ scalar: Unicode.Scalar) -> (Unicode.Scalar, Unicode.Scalar?)? {
        Normalization.decomposition(of: scalar)
    }

    /// The primary composite of `a` and `b`, if Unicode has one (``Normalization/composite(_:_:)``).
    static func compose(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Unicode.Scalar? {
        Normalization.composite(a, b)
    }

    /// True for marks (Mn, Mc, Me).
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x300 else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// The canonical combining class, with HarfBuzz's changes for Hebrew and Arabic points.
    static func combiningClass(_ scalar: Unicode.Scalar) -> UInt8 {
        guard scalar.value >= 0x300 else { return 0 }
        let ccc = Int(Normalization.combiningClass(of: scalar))
        guard (10...35).contains(ccc) else { return UInt8(ccc) }
        return modified[ccc - 10]
    }

    /// HarfBuzz's modified combining classes for classes 10 to 35.
    private static let modified: [UInt8] = [
        22, 15, 16, 17, 23, 18, 19, 20, 21, 14, 24, 12, 25, 13, 10, 11, 26,
        28, 29, 30, 31, 32, 33, 27, 34, 35,
    ]
}
