extension LayoutOptions.Projection {
    /// The projection's kind as a word, whatever its parameters:
    /// `orthographic` or `perspective`.
    public var name: String {
        switch self {
        case .orthographic: "orthographic"
        case .perspective: "perspective"
        }
    }
}
