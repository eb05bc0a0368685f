/// What happens to the parts of a route or link arc on the far side of the
/// sphere: hidden or faded.
public enum BackfaceMode: String, Hashable, Sendable, CaseIterable, WordChoice {
    /// Hidden: segments behind the sphere are dropped and a segment crossing
    /// the horizon is cut exactly where it goes behind.
    case hide
    /// Shown through the sphere, fading from full strength at the horizon to
    /// ``CurveView/backAlpha`` a little behind it.
    case fade

    /// `backface mode`, the name messages give the value.
    static let valueName = "backface mode"

    /// Parses `hide` or `fade`.
    public static func parse(_ text: String) throws(SpecError) -> BackfaceMode {
        try parseWord(text)
    }
}
