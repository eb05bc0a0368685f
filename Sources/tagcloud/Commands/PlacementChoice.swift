/// `--placement`: how tags get their points on the sphere (globes keep their places).
enum PlacementChoice: String, CaseIterable {
    /// Placed for the still view (``TagCloud/ViewPlacement``): heavy tags
    /// in front, front labels apart, shrunk to fit where needed.
    case view
    /// Placed for a spin about the axis of `--spin` (``TagCloud/SpinPlacement``):
    /// labels that cross the front together keep apart.
    case spin
    /// The even sphere lattice, as for any view.
    case sphere
}
