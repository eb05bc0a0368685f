/// Feature mask bits: one for all glyphs, one per Arabic joining form, and
/// one per feature the syllabic shapers apply to some glyphs only.
enum FeatureMask {
    /// Set on every glyph: global features use it.
    static let global: UInt32 = 1
    /// The bit of joining form `form` (``ArabicJoining/Form`` raw value, 1-7).
    static func joining(_ form: Int) -> UInt32 { 1 << UInt32(form) }
    /// Reph forms (`rphf`).
    static let rphf: UInt32 = 1 << 8
    /// Pre-base forms (`pref`).
    static let pref: UInt32 = 1 << 9
    /// Below-base forms (`blwf`).
    static let blwf: UInt32 = 1 << 10
    /// Above-base forms (`abvf`).
    static let abvf: UInt32 = 1 << 11
    /// Half forms (`half`).
    static let half: UInt32 = 1 << 12
    /// Post-base forms (`pstf`).
    static let pstf: UInt32 = 1 << 13
    /// Initial forms (`init`: an Indic pre-base matra at the start of a word, or a USE cluster).
    static let initial: UInt32 = 1 << 14
    /// Khmer conjunct forms after coeng + Ro (`cfar`).
    static let cfar: UInt32 = 1 << 15
    /// USE isolated, medial and final cluster forms (`isol`, `medi`, `fina`).
    static let isolated: UInt32 = 1 << 16, medial: UInt32 = 1 << 17, final: UInt32 = 1 << 18
}
