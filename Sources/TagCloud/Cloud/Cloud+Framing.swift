import Homogeneous

extension Cloud {
    /// Frames `target`: turns its centre to the front, north up, and zooms
    /// so it fills the image inside `padding` (see ``FitToContent``), in
    /// perspective too (see ``fitting(_:padding:)``). Sets ``orientation``,
    /// ``zoom`` and ``fit``.
    public mutating func fit(_ target: FitTarget, padding: Double = FitToContent.defaultPadding) {
        let result = fitting(target, padding: padding)
        (orientation, zoom, fit) = (result.orientation, result.zoom, result)
    }

    /// ``FitToContent/solve(points:viewport:baseRadius:padding:minimumSpan:maximumZoom:labelHalfExtents:current:)`` for `target`, the layout's frame and base
    /// radius. In perspective, where a point at view depth z is magnified by
    /// D / (D − z), the fit is solved again in a frame smaller by the largest
    /// magnification of the content, so magnified content still fits.
    public func fitting(_ target: FitTarget, padding: Double = FitToContent.defaultPadding) -> FitResult {
        var content = fitContent(target)
        // A stretched sphere is fitted in the frame shrunk by the stretch, its labels with it.
        let stretch = layout.options.stretch
        content.labels = content.labels.map { (width: $0.width / stretch.x, height: $0.height / stretch.y) }
        let frame = (width: layout.viewport.width / stretch.x, height: layout.viewport.height / stretch.y)
        func solve(shrink f: Double) -> FitResult {
            FitToContent.solve(points: content.points, viewport: (frame.width / f, frame.height / f),
                               baseRadius: layout.baseRadius, padding: padding, labelHalfExtents: content.labels)
        }
        let result = solve(shrink: 1)
        guard case .perspective(let d) = layout.options.projection, result.centre != nil else { return result }
        let magnification = content.points.compactMap { p -> Double? in
            guard let z = p.normalized.map({ result.orientation.transformDirection($0).z }), z >= 0 else { return nil }
            return layout.options.magnification(atDepth: min(1, z))
        }.max() ?? 1
        return magnification > 1 && d > 1 ? solve(shrink: magnification) : result
    }

    /// The content of a fit target: model-space points, and the half-width
    /// and half-height in px of the label centred on each (0 for curve
    /// samples). `tags`: every tag's point with its label at full (front)
    /// size. `links`: the arcs' samples and the labels of the tags they join.
    /// `routes`: the routes' samples along their great circles (so a bulging
    /// arc between far places is framed too). `all`: everything. On a map,
    /// where a label sits beside its marker on the side that has room, a
    /// label counts as half its width and height plus the marker's gap each
    /// way: a place at the edge keeps room for its label on the inner side,
    /// and the places still spread over the image.
    func fitContent(_ target: FitTarget) -> (points: [Vector3], labels: [(width: Double, height: Double)]) {
        var points: [Vector3] = []
        var labels: [(width: Double, height: Double)] = []
        func label(_ i: Int) -> (width: Double, height: Double) {
            let (w, h) = (layout.extents[i].width, layout.extents[i].height)
            guard let style = map?.style else { return (w / 2, h / 2) }
            let gap = LabelPlacer.gap(markers: style.markers, markerRadius: style.markerRadius, halo: style.halo)
            return (w / 2 + gap, h / 2 + gap)
        }
        func append(_ more: [Vector3]) {
            points += more
            labels += Array(repeating: (0, 0), count: more.count)
        }
        if target == .tags || target == .all {
            points += layout.points
            labels += layout.points.indices.map(label)
        } else if target == .links {
            // The joined tags' labels (each once, in tag order).
            let joined = Set(links.flatMap { [$0.from, $0.to] }).filter(layout.points.indices.contains).sorted()
            points += joined.map { layout.points[$0] }
            labels += joined.map(label)
        }
        if target == .links || target == .all {
            for link in links { append(link.arc(points: layout.points).points) }
        }
        if target == .routes || target == .all {
            for route in routes { append(SphereCurve.route(through: route).points) }
        }
        return (points, labels)
    }
}
