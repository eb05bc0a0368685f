/// What happens to the parts of a route or link arc on the far side of the
/// sphere (`--backface hide|fade`).
public enum BackfaceMode: String, Hashable, Sendable, CaseIterable, OptionWord {
    /// Hidden: segments behind the sphere are dropped and a segment crossing
    /// the horizon is cut exactly where it goes behind.
    case hide
    /// Shown through the sphere, fading from full strength at the horizon to
    /// ``CurveView/backAlpha`` a little behind it.
    case fade

    /// Parses `hide` or `fade`.
    public static func parse(_ text: String) throws(SpecError) -> BackfaceMode {
        try parse(text, option: "--backface")
    }
}
