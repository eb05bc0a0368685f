import Homogeneous
import TagCloud

/// Where the sphere starts: which way it faces and how far it is zoomed.
///
/// The base orientation is `--fit`'s (the content's centre to the front,
/// north up), else `--look-at`'s (the place to the front, north up), else the
/// identity (latitude 0, longitude 0 in front). Each `--rotate` then turns it
/// further in view space, in order: `M = Rₙ ⋯ R₁ · base`. The zoom is
/// `--fit`'s, else 1; turns do not change it.
struct Framing {
    /// The starting orientation (model → view).
    var orientation: Matrix4
    /// The starting zoom: the sphere's radius is the layout's times this.
    var zoom: Double
    /// What `--fit` found, if it was given.
    var fit: FitResult?

    /// The framing the arguments ask for.
    static func resolve(_ arguments: ParsedArguments, layout: Layout, links: [TagLink],
                        routes: [[GeoCoordinate]]) -> Framing {
        var base = Matrix4.identity
        var zoom = 1.0
        var fit: FitResult?
        if let target = arguments.value(GeoOptions.fit) {
            let padding = arguments.value(GeoOptions.fitPad, or: FitToContent.defaultPadding)
            let result = Self.fit(content(target, layout: layout, links: links, routes: routes),
                                  layout: layout, padding: padding)
            (base, zoom, fit) = (result.orientation, result.zoom, result)
        } else if let place = arguments.value(GeoOptions.lookAt) {
            base = Globe.orientation(lookingAt: place)
        }
        let orientation = RotationSpec.orientation(applying: arguments.values(LayoutOptions.rotate), to: base)
        return Framing(orientation: orientation, zoom: zoom, fit: fit)
    }

    /// What `--fit` frames: model-space points, and the half-width and
    /// half-height in px of the label centred on each (0 for curve samples).
    struct Content {
        /// The points.
        var points: [Vector3] = []
        /// Each point's label half-extents, by index.
        var labels: [(width: Double, height: Double)] = []

        /// Adds points without labels.
        mutating func append(_ more: [Vector3]) {
            points += more
            labels += Array(repeating: (0, 0), count: more.count)
        }
    }

    /// The content of a `--fit` target. `tags`: every tag's point with its
    /// label at full (front) size. `links`: the arcs' samples and the labels
    /// of the tags they join. `routes`: the routes' samples along their
    /// great circles (so a bulging arc between far places is framed too).
    /// `all`: everything.
    static func content(_ target: FitTarget, layout: Layout, links: [TagLink],
                        routes: [[GeoCoordinate]]) -> Content {
        var content = Content()
        func label(_ i: Int) -> (width: Double, height: Double) {
            (layout.extents[i].width / 2, layout.extents[i].height / 2)
        }
        if target == .tags || target == .all {
            content.points += layout.points
            content.labels += layout.points.indices.map(label)
        } else if target == .links {
            // The joined tags' labels (each once, in tag order).
            let joined = Set(links.flatMap { [$0.from, $0.to] }).filter(layout.points.indices.contains).sorted()
            content.points += joined.map { layout.points[$0] }
            content.labels += joined.map(label)
        }
        if target == .links || target == .all {
            for link in links { content.append(link.arc(points: layout.points).points) }
        }
        if target == .routes || target == .all {
            for route in routes { content.append(SphereCurve.route(through: route).points) }
        }
        return content
    }

    /// ``FitToContent/solve`` for the layout's frame and base radius. In
    /// perspective, where a point at view depth z is magnified by
    /// D / (D − z), the fit is solved again in a frame smaller by the largest
    /// magnification of the content, so magnified content still fits.
    static func fit(_ content: Content, layout: Layout, padding: Double) -> FitResult {
        let frame = (width: layout.viewport.width, height: layout.viewport.height)
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
}
