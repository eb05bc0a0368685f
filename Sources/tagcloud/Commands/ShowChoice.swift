/// `show|hide`: whether something optional is drawn (`--waypoints`, `--route-ends`).
enum ShowChoice: String, CaseIterable {
    /// Drawn.
    case show
    /// Left out.
    case hide
}
