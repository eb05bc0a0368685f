/// What a fit to content (``FitToContent``) frames: the tags, the link arcs,
/// the routes, or all of them.
public enum FitTarget: String, Hashable, Sendable, CaseIterable, WordChoice {
    /// Every tag's point.
    case tags
    /// The end points of every link.
    case links
    /// Every point of every route.
    case routes
    /// All of the above.
    case all

    /// `fit target`, the name messages give the value.
    static let valueName = "fit target"

    /// Parses `tags`, `links`, `routes` or `all`.
    public static func parse(_ text: String) throws(SpecError) -> FitTarget {
        try parseWord(text)
    }
}
