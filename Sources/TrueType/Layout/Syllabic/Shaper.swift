/// Which of HarfBuzz's shapers shapes a run: the script's, given what the
/// font was designed for (the script tag its GSUB table has).
enum Shaper: Hashable, Sendable {
    /// The default shaper (Latin, Greek, Cyrillic, CJK, ..., and a syllabic
    /// script whose font has only `DFLT` or `latn` features).
    case standard
    /// Arabic joining forms.
    case arabic
    /// The Indic scripts (Microsoft's "Developing OpenType Fonts for
    /// Devanagari/Bengali/... Script" specifications).
    case indic
    /// Khmer.
    case khmer
    /// Myanmar (the `mym2` specification).
    case myanmar
    /// The Universal Shaping Engine (here Sinhala).
    case universal

    /// How the shaper zeroes the advances of marks.
    enum MarkZeroing { case none, beforePositioning, afterPositioning }

    /// The Indic shapers leave mark advances to GPOS; Myanmar and USE zero
    /// them before GPOS (which may then give them an advance); the others after.
    var markZeroing: MarkZeroing {
        switch self {
        case .standard, .arabic: .afterPositioning
        case .indic, .khmer: .none
        case .myanmar, .universal: .beforePositioning
        }
    }

    /// The OpenType tags to look for, in order, for a run of `script` (its
    /// ISO 15924-derived tag, ``UnicodeScript``): the v2 Indic and Myanmar
    /// tags before the old ones.
    static func tags(for script: TableTag) -> [TableTag] {
        switch script.rawValue {
        case TableTag("deva").rawValue: [TableTag("dev2"), script]
        case TableTag("beng").rawValue: [TableTag("bng2"), script]
        case TableTag("guru").rawValue: [TableTag("gur2"), script]
        case TableTag("gujr").rawValue: [TableTag("gjr2"), script]
        case TableTag("orya").rawValue: [TableTag("ory2"), script]
        case TableTag("taml").rawValue: [TableTag("tml2"), script]
        case TableTag("telu").rawValue: [TableTag("tel2"), script]
        case TableTag("knda").rawValue: [TableTag("knd2"), script]
        case TableTag("mlym").rawValue: [TableTag("mlm2"), script]
        case TableTag("mymr").rawValue: [TableTag("mym2"), script]
        default: [script]
        }
    }

    /// True for the scripts a syllabic shaper may shape; others take
    /// ``standard`` or ``arabic`` without reading the font.
    static func isSyllabic(_ script: TableTag) -> Bool {
        IndicScriptConfig(script) != nil || script == TableTag("khmr") || script == TableTag("mymr")
            || script == TableTag("sinh")
    }

    /// HarfBuzz's choice for `script` when the font's GSUB table answered
    /// with `chosen` (nil: the font has no GSUB, or none of the tags).
    static func choose(script: TableTag, chosen: TableTag?) -> Shaper {
        let generic = chosen == TableTag("DFLT") || chosen == TableTag("latn")
        if IndicScriptConfig(script) != nil { return generic ? .standard : .indic }
        switch script {
        case TableTag("khmr"): return .khmer
        case TableTag("mymr"): return generic || chosen == TableTag("mymr") ? .standard : .myanmar
        case TableTag("sinh"): return generic ? .standard : .universal
        case TableTag("arab"): return .arabic
        default: return .standard
        }
    }
}

/// What the Indic shaper needs to know about each Indic script.
struct IndicScriptConfig: Hashable, Sendable {
    /// Where a reph goes, relative to the syllable's consonants.
    let rephPosition: SyllabicPosition
    /// How a reph is written.
    enum RephMode { case implicit, explicit, logicalRepha }
    /// Ra + halant (implicit), Ra + halant + ZWJ (explicit, Telugu), or an encoded repha (Malayalam).
    let rephMode: RephMode
    /// True when below-base forms apply to pre-base consonants too (not in Telugu and Kannada).
    let belowFormsBeforeBase: Bool
    /// The script's virama.
    let virama: Unicode.Scalar
    /// The script's tag.
    let script: TableTag

    /// The configuration of an Indic `script`, or nil for other scripts.
    init?(_ script: TableTag) {
        self.script = script
        switch script {
        case TableTag("deva"): (virama, rephPosition, rephMode) = ("\u{094D}", .beforePost, .implicit)
        case TableTag("beng"): (virama, rephPosition, rephMode) = ("\u{09CD}", .afterSubjoined, .implicit)
        case TableTag("guru"): (virama, rephPosition, rephMode) = ("\u{0A4D}", .beforeSubjoined, .implicit)
        case TableTag("gujr"): (virama, rephPosition, rephMode) = ("\u{0ACD}", .beforePost, .implicit)
        case TableTag("orya"): (virama, rephPosition, rephMode) = ("\u{0B4D}", .afterMain, .implicit)
        case TableTag("taml"): (virama, rephPosition, rephMode) = ("\u{0BCD}", .afterPost, .implicit)
        case TableTag("telu"): (virama, rephPosition, rephMode) = ("\u{0C4D}", .afterPost, .explicit)
        case TableTag("knda"): (virama, rephPosition, rephMode) = ("\u{0CCD}", .afterPost, .implicit)
        case TableTag("mlym"): (virama, rephPosition, rephMode) = ("\u{0D4D}", .afterMain, .logicalRepha)
        default: return nil
        }
        belowFormsBeforeBase = script != TableTag("telu") && script != TableTag("knda")
    }
}
