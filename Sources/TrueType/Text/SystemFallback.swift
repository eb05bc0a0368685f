/// Which installed font draws the characters a font chain lacks: a fixed,
/// documented order, so a machine with the same fonts draws the same picture.
///
/// The characters are grouped by ``script(of:)``; the scripts are taken in
/// the order of ``scripts`` (characters of no listed script come last, as
/// `Symbols`). For each, ``families(for:)`` lists the families to try, best
/// first: `Noto Sans <Script>`, then `Noto Serif <Script>` (Han, kana and
/// Hangul: the `Noto Sans CJK` faces for Japanese, Korean, Simplified and
/// Traditional Chinese, Hangul trying Korean first), then `Noto Sans`,
/// `DejaVu Sans`, `Droid Sans Fallback`. The caller, who can read files,
/// loads them in that order and keeps the first that has a glyph for the
/// characters; failing all of them, any installed font that has them, in
/// path order. The library reads no files: this is only the order.
public enum SystemFallback {
    /// The scripts told apart, in the order they are served.
    public static let scripts: [String] = [
        "Han", "Hiragana", "Katakana", "Hangul", "Bopomofo", "Arabic", "Hebrew", "Syriac", "Thaana", "Devanagari",
        "Bengali", "Gurmukhi", "Gujarati", "Oriya", "Tamil", "Telugu", "Kannada", "Malayalam", "Sinhala", "Thai",
        "Lao", "Tibetan", "Myanmar", "Khmer", "Georgian", "Armenian", "Ethiopic", "Cherokee", "Mongolian", "Yi",
        "Greek", "Cyrillic", "Latin", "Symbols",
    ]

    /// Script ranges: first scalar, last scalar, script.
    private static let ranges: [(UInt32, UInt32, String)] = [
        (0x0041, 0x024F, "Latin"), (0x1E00, 0x1EFF, "Latin"), (0x0370, 0x03FF, "Greek"), (0x1F00, 0x1FFF, "Greek"),
        (0x0400, 0x052F, "Cyrillic"), (0x0530, 0x058F, "Armenian"), (0x0590, 0x05FF, "Hebrew"),
        (0xFB1D, 0xFB4F, "Hebrew"), (0x0600, 0x06FF, "Arabic"), (0x0750, 0x077F, "Arabic"),
        (0x08A0, 0x08FF, "Arabic"), (0xFB50, 0xFDFF, "Arabic"), (0xFE70, 0xFEFF, "Arabic"),
        (0x0700, 0x074F, "Syriac"), (0x0780, 0x07BF, "Thaana"), (0x0900, 0x097F, "Devanagari"),
        (0xA8E0, 0xA8FF, "Devanagari"), (0x0980, 0x09FF, "Bengali"), (0x0A00, 0x0A7F, "Gurmukhi"),
        (0x0A80, 0x0AFF, "Gujarati"), (0x0B00, 0x0B7F, "Oriya"), (0x0B80, 0x0BFF, "Tamil"),
        (0x0C00, 0x0C7F, "Telugu"), (0x0C80, 0x0CFF, "Kannada"), (0x0D00, 0x0D7F, "Malayalam"),
        (0x0D80, 0x0DFF, "Sinhala"), (0x0E00, 0x0E7F, "Thai"), (0x0E80, 0x0EFF, "Lao"), (0x0F00, 0x0FFF, "Tibetan"),
        (0x1000, 0x109F, "Myanmar"), (0x10A0, 0x10FF, "Georgian"), (0x1100, 0x11FF, "Hangul"),
        (0x1200, 0x139F, "Ethiopic"), (0x13A0, 0x13FF, "Cherokee"), (0x1780, 0x17FF, "Khmer"),
        (0x19E0, 0x19FF, "Khmer"), (0x1800, 0x18AF, "Mongolian"), (0x2E80, 0x2FDF, "Han"), (0x3000, 0x303F, "Han"),
        (0x3040, 0x309F, "Hiragana"), (0x30A0, 0x30FF, "Katakana"), (0x3100, 0x312F, "Bopomofo"),
        (0x3130, 0x318F, "Hangul"), (0x31F0, 0x31FF, "Katakana"), (0x3400, 0x4DBF, "Han"), (0x4E00, 0x9FFF, "Han"),
        (0xA000, 0xA4CF, "Yi"), (0xA960, 0xA97F, "Hangul"), (0xAC00, 0xD7FF, "Hangul"), (0xF900, 0xFAFF, "Han"),
        (0xFF00, 0xFFEF, "Han"), (0x20000, 0x3134F, "Han"),
    ]

    /// The script of `scalar` as this order names it; `Symbols` for anything else.
    public static func script(of scalar: Unicode.Scalar) -> String {
        let v = scalar.value
        var lo = 0, hi = sortedRanges.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sortedRanges[mid].1 < v { lo = mid + 1 } else { hi = mid }
        }
        if lo < sortedRanges.count, sortedRanges[lo].0 <= v { return sortedRanges[lo].2 }
        return "Symbols"
    }

    private static let sortedRanges = ranges.sorted { $0.0 < $1.0 }

    /// The families to try for `script`, best first.
    public static func families(for script: String) -> [String] {
        let cjk = ["Noto Sans CJK JP", "Noto Sans CJK SC", "Noto Sans CJK TC", "Noto Sans CJK KR",
                   "Noto Serif CJK JP", "Noto Serif CJK SC", "Noto Serif CJK TC", "Noto Serif CJK KR"]
        let own: [String]
        switch script {
        case "Han", "Hiragana", "Katakana", "Bopomofo": own = cjk
        case "Hangul": own = ["Noto Sans CJK KR", "Noto Serif CJK KR"] + cjk
        case "Latin", "Greek", "Cyrillic": own = []
        case "Symbols": own = ["Noto Sans Symbols", "Noto Sans Symbols 2", "Noto Sans Math"]
        default: own = ["Noto Sans \(script)", "Noto Serif \(script)"]
        }
        return own + ["Noto Sans", "DejaVu Sans", "Droid Sans Fallback"]
    }

    /// `missing` grouped by script in the order of ``scripts``, each group
    /// in the order given.
    public static func grouped(_ missing: [Unicode.Scalar]) -> [(script: String, scalars: [Unicode.Scalar])] {
        var groups: [String: [Unicode.Scalar]] = [:]
        for scalar in missing { groups[script(of: scalar), default: []].append(scalar) }
        return scripts.compactMap { name in groups[name].map { (name, $0) } }
    }
}
