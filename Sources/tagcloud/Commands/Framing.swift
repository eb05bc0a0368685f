import TagCloud

/// Where the sphere starts: `--fit`'s framing (the content's centre to the
/// front, north up, zoomed to fill; ``Cloud/fit(_:padding:)``), else
/// `--look-at`'s (the place to the front, north up), else the identity;
/// then each `--rotate` in order, in view space: `M = Rₙ ⋯ R₁ · base`.
/// A `--globe` with none of `--fit`, `--look-at` and `--rotate` is a map
/// and is fitted to all its places and routes, as a map view zooms to its
/// annotations.
enum Framing {
    /// Frames `cloud` as the arguments ask.
    static func apply(_ arguments: ParsedArguments, to cloud: inout Cloud) {
        if let target = arguments.value(GeoOptions.fit) ?? defaultFit(arguments) {
            cloud.fit(target, padding: arguments.value(GeoOptions.fitPad, or: FitToContent.defaultPadding))
        } else if let place = arguments.value(GeoOptions.lookAt) {
            cloud.look(at: place)
        }
        cloud.rotate(by: arguments.values(LayoutOptions.rotate))
    }

    /// `all` for a `--globe` framed by no option, else nil.
    static func defaultFit(_ arguments: ParsedArguments) -> FitTarget? {
        guard arguments.isSet(GeoOptions.globe), !arguments.wasGiven(GeoOptions.lookAt.spec),
              !arguments.wasGiven(LayoutOptions.rotate.spec) else { return nil }
        return .all
    }
}
