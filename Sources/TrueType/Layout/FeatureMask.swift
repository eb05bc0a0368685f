/// Feature mask bits: one for all glyphs, one per Arabic joining form.
enum FeatureMask {
    /// Set on every glyph: global features use it.
    static let global: UInt32 = 1
    /// The bit of joining form `form` (``ArabicJoining/Form`` raw value, 1-7).
    static func joining(_ form: Int) -> UInt32 { 1 << UInt32(form) }
}
