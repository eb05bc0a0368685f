/// Per-frame decluttering: what happens to a label that nearer labels cover
/// (`tagcloud animate --declutter`).
public enum Declutter: String, Hashable, Sendable, CaseIterable {
    /// The label fades as a continuous function of how much of it nearer
    /// labels cover (see ``Scene/declutterFactors(_:)``), so nothing pops
    /// between frames.
    case fade
    /// Every label is drawn as laid out.
    case off
}
