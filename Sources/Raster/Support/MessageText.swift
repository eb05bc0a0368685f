/// How much of the input a message may quote: the one place that decides.
///
/// Every error and warning that echoes text it was given (a tag, a word, a
/// script token, a place name, a polyline, an option's value) cuts it here
/// first, so a runaway line shows as its first ``maximumQuoted`` characters
/// and an ellipsis rather than megabytes on standard error.
public enum MessageText {
    /// The most characters (Unicode scalars) of one piece of input a message quotes: 60.
    public static let maximumQuoted = 60

    /// `text` cut to its first `limit` Unicode scalars followed by `…` when it
    /// is longer; otherwise `text` unchanged.
    public static func shortened(_ text: some StringProtocol, limit: Int = maximumQuoted) -> String {
        let scalars = text.unicodeScalars
        // Walk at most limit + 1 scalars: a huge text costs no more than a short one.
        guard let cut = scalars.index(scalars.startIndex, offsetBy: max(0, limit), limitedBy: scalars.endIndex),
              cut != scalars.endIndex else { return String(text) }
        return String(String.UnicodeScalarView(scalars[..<cut])) + "…"
    }
}
