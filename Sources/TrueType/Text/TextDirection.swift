/// The direction of a paragraph of text: the base that the Unicode
/// Bidirectional Algorithm (``BidiParagraph``) resolves its runs against,
/// which also orders the runs and places neutral characters at its ends.
///
/// The raw values are the names HTML's `dir` attribute uses.
public enum TextDirection: String, Hashable, Sendable, CaseIterable {
    /// From the text: right to left when its first strong letter outside
    /// isolates (rules P2–P3 of UAX #9) is Hebrew, Arabic or another
    /// right-to-left script, left to right otherwise (also with none).
    case auto
    /// Left to right (paragraph level 0), whatever the text holds.
    case leftToRight = "ltr"
    /// Right to left (paragraph level 1), whatever the text holds.
    case rightToLeft = "rtl"
}
