/// How a globe marks each place.
public enum MarkerStyle: String, Hashable, Sendable, CaseIterable {
    /// A filled dot centred on the place.
    case dot
    /// A map pin whose point is on the place.
    case pin
    /// No mark; labels still sit beside the place.
    case none
}
