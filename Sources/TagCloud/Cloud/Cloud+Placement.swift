import Homogeneous

extension Cloud {
    /// Places the tags for the cloud's ``motion`` at its ``orientation`` and
    /// ``zoom``, as the command line does without `--placement`: for the
    /// view (``placeForView(_:)``) for a still, for the spin
    /// (``placeForSpin(about:_:)``) for a spin, and not at all for a gesture
    /// script or a globe (whose tags keep their places). Frame the cloud
    /// first (``rotate(by:)``, ``look(at:)``, ``fit(_:padding:)``), and call
    /// this once: each placement shrinks the labels it must.
    /// - Parameter view: how a still is placed (``ViewPlacement``).
    /// - Returns: The placement's result (its size factor, whether front
    ///   labels came apart), or nil when the tags were not moved.
    @discardableResult
    public mutating func place(_ view: ViewPlacement = ViewPlacement()) -> ViewPlacement.Result? {
        guard !keepsPoints else { return nil }
        switch motion {
        case .still: return placeForView(view)
        case .spin(let rate): return placeForSpin(about: rate.axis)
        case .script: return nil
        }
    }

    /// Places the tags again for the view they are drawn at, the cloud's
    /// ``orientation`` and ``zoom`` (set them first: `--fit`, `--look-at`
    /// and `--rotate` do): the heaviest tags to the front, front labels
    /// apart, labels shrunk by one factor where they cannot fit (see
    /// ``ViewPlacement``); then labels that nearer ones still cover fade
    /// (``Layout/fadingCovered(orientation:zoom:share:alpha:)``), so no
    /// text is drawn over text. A globe keeps its places: do not call this for one.
    @discardableResult
    public mutating func placeForView(_ settings: ViewPlacement = ViewPlacement()) -> ViewPlacement.Result {
        let result = settings.place(layout, orientation: orientation, zoom: zoom)
        if !result.gaveUp { layout = layout.placed(at: result.points, sizeFactor: placedFactor(result)) }
        layout = layout.fadingCovered(orientation: orientation, zoom: zoom, share: settings.coveredShare,
                                      alpha: settings.coveredAlpha)
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
