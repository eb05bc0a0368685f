import Homogeneous

extension Cloud {
    /// Places the tags again for the view they are drawn at, the cloud's
    /// ``orientation`` and ``zoom`` (set them first: `--fit`, `--look-at`
    /// and `--rotate` do): the heaviest tags to the front, front labels
    /// apart, labels shrunk by one factor where they cannot fit (see
    /// ``ViewPlacement``). A globe keeps its places: do not call this for one.
    @discardableResult
    public mutating func placeForView(_ settings: ViewPlacement = ViewPlacement()) -> ViewPlacement.Result {
        let result = settings.place(layout, orientation: orientation, zoom: zoom)
        layout = layout.placed(at: result.points, sizeFactor: placedFactor(result))
        return result
    }
}

extension Cloud {
    /// Places the tags again for a spin about `axis` (in view space, as
    /// ``spin(_:seconds:fps:)`` turns) from the cloud's ``orientation`` and
    /// ``zoom``, so that labels crossing the front together do not overlap
    /// (see ``SpinPlacement``). Positions stay fixed on the sphere as it turns.
    @discardableResult
    public mutating func placeForSpin(about axis: Vector3,
                                      _ settings: SpinPlacement = SpinPlacement()) -> ViewPlacement.Result {
        let result = settings.place(layout, axis: axis, orientation: orientation, zoom: zoom)
        layout = layout.placed(at: result.points, sizeFactor: placedFactor(result))
        return result
    }

    /// The layout's size factor after `result`: a placement shrinks the
    /// labels as they are, so placing again shrinks an already shrunk layout
    /// further (or leaves it), never back to its full size.
    private func placedFactor(_ result: ViewPlacement.Result) -> Double {
        (layout.sizeFactor ?? 1) * result.sizeFactor
    }
}
