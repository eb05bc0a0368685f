#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Homogeneous
import Raster

extension Scene {
    /// One frame of a map before its labels are placed: the layout, each
    /// place as the label placer sees it with its fade at the horizon
    /// (``labelVisibility(depth:)``: on a see-through sphere every place
    /// faces the viewer, faded by depth), and
    /// the strokes under everything (coasts, grid, guides) and under the
    /// annotations (routes, links).
    struct MapFrame {
        var layout: LayoutResult
        var places: [LabelPlacer.Place]
        var fades: [Double]
        /// The map's marks facing the viewer, with their fades.
        var marks: [(point: Point, fade: Double)]
        /// The routes' ends facing the viewer, with their fades.
        var ends: [(point: Point, fade: Double)] = []
        var base: [StrokeDraw]
        var lines: [StrokeDraw]

        /// The factor on label `i`'s alpha as the map draws it: its fade at
        /// the rim times `placed`'s fade in and out.
        func opacity(of placed: PlacedLabel, at i: Int) -> Double {
            fades[i] * min(1, max(0, placed.opacity))
        }
    }

    /// The label placer for this scene's map style and frame size.
    var placer: LabelPlacer {
        let style = map?.style ?? MapStyle()
        return LabelPlacer(width: layout.viewport.width, height: layout.viewport.height,
                           markers: style.markers, markerRadius: style.markerRadius, halo: style.halo)
    }

    /// The places of `layout` within ``GlobeMap/leadDistance`` of one of
    /// `map`'s ``GlobeMap/leads``, by tag index (``leadingPlaces``): the same
    /// in every frame, so the order of naming stays as the globe turns.
    /// Leads are found through a grid of cells about 3 km across, a few
    /// look-ups each.
    static func leadingPlaces(of layout: Layout, map: GlobeMap?) -> Set<Int> {
        guard let leads = map?.leads, !leads.isEmpty else { return [] }
        let cell = 2000.0  // cells per unit of radius: about 3.2 km on the Earth
        func key(_ v: Vector3) -> SIMD3<Int32> {
            SIMD3(Int32((v.x * cell).rounded(.down)), Int32((v.y * cell).rounded(.down)), Int32((v.z * cell).rounded(.down)))
        }
        var cells: [SIMD3<Int32>: [Int]] = [:]
        for (i, p) in layout.points.enumerated() {
            guard let unit = p.normalized else { continue }
            cells[key(unit), default: []].append(i)
        }
        let near = cos(GlobeMap.leadDistance.radians)
        var found = Set<Int>()
        for lead in leads {
            let v = lead.unitVector
            let k = key(v)
            for dx: Int32 in -1...1 {
                for dy: Int32 in -1...1 {
                    for dz: Int32 in -1...1 {
                        for i in cells[k &+ SIMD3(dx, dy, dz)] ?? [] where (layout.points[i].normalized?.dot(v) ?? -1) >= near {
                            found.insert(i)
                        }
                    }
                }
            }
        }
        return found
    }

    /// The map's geometry at `orientation` and `zoom`.
    func mapFrame(orientation: Matrix4, zoom: Double) -> MapFrame {
        let frame = layout.frame(orientation: orientation, zoom: zoom)
        let fades = frame.tags.map { labelVisibility(depth: $0.depth) }
        let leading = leadingPlaces
        let places = frame.tags.map { tag in
            LabelPlacer.Place(index: tag.index, weight: tag.weight, point: tag.screen, front: fades[tag.index] > 0,
                              width: tag.box.width, height: tag.box.height, leads: leading.contains(tag.index))
        }
        func strokes(_ curves: ArraySlice<SceneCurve>) -> [StrokeDraw] {
            curves.flatMap { pieces(of: $0, orientation: orientation, zoom: zoom, labelKeys: []).map(\.stroke) }
        }
        let view = curveView(zoom: zoom, strokeWidth: 1)
        func facing(_ places: [GeoCoordinate]) -> [(point: Point, fade: Double)] {
            places.compactMap { mark -> (point: Point, fade: Double)? in
                let v = orientation.transformDirection(mark.unitVector)
                let fade = labelVisibility(depth: v.z) * layout.options.alpha(atDepth: min(1, max(-1, v.z)))
                guard fade > 0, let p = view.project(v) else { return nil }
                return (p, fade)
            }
        }
        return MapFrame(layout: frame, places: places, fades: fades, marks: facing(map?.marks ?? []),
                        ends: facing(map?.ends ?? []),
                        base: strokes(baseCurves[...]) + strokes(curves.prefix(guideCount)),
                        lines: strokes(curves.dropFirst(guideCount)))
    }

    /// Where each place's marker and label go at `orientation` and `zoom`
    /// in a still picture (no label over another, see ``PlacedLabel``), in tag order.
    public func placedLabels(orientation: Matrix4, zoom: Double = 1) -> [PlacedLabel] {
        placedLabels(mapFrame(orientation: orientation, zoom: zoom))
    }

    /// Places a frame's labels clear of `lines` (by default the frame's
    /// routes and links), trying `candidates` for each tag.
    func placedLabels(_ frame: MapFrame, lines: [StrokeDraw]? = nil,
                      candidates: (Int) -> [LabelPosition] = { _ in LabelPosition.allCases }) -> [PlacedLabel] {
        // A mark on a place's own marker (a route starting at a city) is
        // already kept clear as that marker; as a mark it would also push
        // away the place's own label.
        let all = (frame.marks + frame.ends).map(\.point)
        let r = (map?.style ?? MapStyle()).markerRadius
        var onPlace = CollisionGrid(width: layout.viewport.width, height: layout.viewport.height)
        for place in frame.places where place.front && !all.isEmpty {
            _ = onPlace.add(box: Rect(minX: place.point.x - r, minY: place.point.y - r, maxX: place.point.x + r, maxY: place.point.y + r))
        }
        let marks = all.filter { p in
            !onPlace.collides(Rect(minX: p.x - 0.5, minY: p.y - 0.5, maxX: p.x + 0.5, maxY: p.y + 0.5))
        }
        return placer.place(frame.places, lines: (lines ?? frame.lines).map { ($0.points, $0.width / 2) },
                            marks: marks, candidates: candidates)
    }

    /// One frame drawn as a map: the land, the globe's rim (with guides,
    /// coasts or a grid), the coasts, the grid and the guides; then routes
    /// and links; then the map's marks, and a marker on every place facing
    /// the viewer; then the labels `labels` places (by default those of
    /// ``placedLabels(orientation:zoom:)``), each with its halo where a
    /// line (coast, grid, guide) meets it: there it keeps the line legible;
    /// elsewhere it would not show (or would only outline text on the land).
    public func mapDrawList(orientation: Matrix4, zoom: Double = 1, labels: [PlacedLabel]? = nil) -> DrawList {
        let frame = mapFrame(orientation: orientation, zoom: zoom)
        return mapDrawList(frame, orientation: orientation, zoom: zoom, labels: labels ?? placedLabels(frame))
    }

    /// Draws `frame` with its labels placed as `placed` says.
    func mapDrawList(_ frame: MapFrame, orientation: Matrix4, zoom: Double, labels placed: [PlacedLabel]) -> DrawList {
        let mapStyle = map?.style ?? MapStyle()
        var items: [DrawItem] = []
        if let land = map?.land, mapStyle.fillsLand {
            let color = mapStyle.landColor ?? mapStyle.landFill(on: style.background)
            let path = LandProjection.path(land.rings, orientation: orientation,
                                           view: curveView(zoom: zoom, strokeWidth: 1))
            // Land rings neither cross nor cover one another, so the fill skips the overlap checks.
            if !path.isEmpty { items.append(.shape(ShapeDraw(path: path, color: color, overlaps: .nowhere))) }
        }
        var rims: [StrokeDraw] = []
        if style.guides || mapStyle.coastlines || mapStyle.graticule != nil {
            // The globe's rim: with the land or a grid, the map's edge (a thin line like them).
            var rim = outline(zoom: zoom)
            if !style.guides { (rim.color, rim.width) = (mapStyle.coastlines ? mapStyle.coastColor : mapStyle.graticuleColor, mapStyle.coastWidth) }
            rims.append(rim)
        }
        items += Self.merged(rims + frame.base, frame: Rect(minX: 0, minY: 0, maxX: layout.viewport.width,
                                                              maxY: layout.viewport.height))
        items += frame.lines.map(DrawItem.stroke)
        // Every marker's rim goes down before any mark, so a close neighbour's
        // rim never covers a mark.
        var under: [DrawItem] = [], over: [DrawItem] = []
        // Appended in place: a copy of the lists per mark made 20,000 route ends quadratic.
        for end in frame.ends {
            let shapes = endRing(at: end.point, alpha: end.fade, style: mapStyle)
            under += shapes.under
            over += shapes.over
        }
        for mark in frame.marks {
            let shapes = marker(at: mark.point, color: mapStyle.markColor, alpha: mark.fade, style: mapStyle)
            under += shapes.under
            over += shapes.over
        }
        let order = frame.layout.drawOrder.filter { frame.places[$0].front }
        for i in order where placed[i].marked {
            let shapes = marker(at: frame.places[i].point, color: mapStyle.markerColor ?? colors[i],
                                alpha: frame.fades[i] * frame.layout.tags[i].alpha * placed[i].markerOpacity,
                                style: mapStyle)
            under += shapes.under
            over += shapes.over
        }
        items += under + over
        // A halo keeps a line under a label legible: it is drawn where a line meets the label.
        let drawn = order.filter { placed[$0].visible && placed[$0].position != nil }
        let crossed = Self.labels(drawn.map { placed[$0].box }, metBy: frame.base + frame.lines, pad: mapStyle.halo,
                                  width: layout.viewport.width, height: layout.viewport.height)
        for (k, i) in drawn.enumerated() {
            var tag = frame.layout.tags[i]
            let ascent = tag.baseline - tag.box.minY
            tag.box = placed[i].box
            tag.baseline = placed[i].box.minY + ascent
            var draw = label(tag, fade: frame.opacity(of: placed[i], at: i))
            draw.halo = crossed[k] ? mapStyle.halo : 0
            draw.haloColor = style.background
            items.append(.label(draw))
        }
        return DrawList(width: Int(layout.viewport.width), height: Int(layout.viewport.height),
                        background: style.background, blend: style.blend, items: items)
    }

    /// Which of `boxes` a line of `lines` comes within its half-width plus
    /// `pad` of, on a `width` × `height` frame. The boxes (a frame's labels,
    /// a hundred or so) go in a grid and each segment (a world's coasts,
    /// thousands) looks up the few near it.
    static func labels(_ boxes: [Rect], metBy lines: [StrokeDraw], pad: Double,
                       width: Double, height: Double) -> [Bool] {
        var met = [Bool](repeating: false, count: boxes.count)
        guard !boxes.isEmpty else { return met }
        var grid = CollisionGrid(width: width, height: height)
        for box in boxes { grid.add(box: box) }
        for line in lines {
            let reach = line.width / 2 + pad
            for (a, b) in zip(line.points, line.points.dropFirst()) {
                let near = Rect(minX: min(a.x, b.x) - reach, minY: min(a.y, b.y) - reach,
                                maxX: max(a.x, b.x) + reach, maxY: max(a.y, b.y) + reach)
                grid.forEachBox(meeting: near) { k in
                    guard !met[k] else { return }
                    let box = boxes[k]
                    let padded = Rect(minX: box.minX - reach, minY: box.minY - reach,
                                      maxX: box.maxX + reach, maxY: box.maxY + reach)
                    if CollisionGrid.segment(a, b, meets: padded) { met[k] = true }
                }
            }
        }
        return met
    }

    /// A marker's shapes: what goes under every mark (a dot's
    /// background-coloured rim) and the mark itself.
    func marker(at p: Point, color: Color, alpha: Double, style: MapStyle) -> (under: [DrawItem], over: [DrawItem]) {
        let r = style.markerRadius
        guard alpha > 0, r > 0 else { return ([], []) }
        switch style.markers {
        case .none:
            return ([], [])
        case .dot:
            // A disc is one convex contour: nothing to check for overlaps.
            return ([.shape(ShapeDraw(path: Self.disc(p, r + 1), color: self.style.background, alpha: alpha, overlaps: .nowhere))],
                    [.shape(ShapeDraw(path: Self.disc(p, r), color: color, alpha: alpha, overlaps: .nowhere))])
        case .pin:
            let head = Point(x: p.x, y: p.y - 2.4 * r)
            var pin = Self.disc(head, r)
            pin.move(to: Point(x: p.x - 0.75 * r, y: head.y + 0.5 * r))
            pin.line(to: Point(x: p.x + 0.75 * r, y: head.y + 0.5 * r))
            pin.line(to: p)
            pin.close()
            return ([], [.shape(ShapeDraw(path: pin, color: color, alpha: alpha)),
                         .shape(ShapeDraw(path: Self.disc(head, 0.4 * r), color: self.style.background, alpha: alpha))])
        }
    }

    /// A route end's shapes: a background-coloured rim under every mark,
    /// and a ring in the route colour (as wide as the route, round a hole
    /// of the background) whose outer radius is the marker radius plus half
    /// the route's width, so it reads as the line's end, not as a place.
    func endRing(at p: Point, alpha: Double, style mapStyle: MapStyle) -> (under: [DrawItem], over: [DrawItem]) {
        let width = min(max(1, self.style.routeWidth), mapStyle.markerRadius)
        let r = mapStyle.markerRadius + width / 2
        guard alpha > 0, mapStyle.markerRadius > 0 else { return ([], []) }
        var ring = Self.disc(p, r)
        ring.append(Self.disc(p, r - width, clockwise: true))
        // Discs, and a disc round a hole wound the other way: no overlaps to check.
        return ([.shape(ShapeDraw(path: Self.disc(p, r + 1), color: self.style.background, alpha: alpha, overlaps: .nowhere))],
                [.shape(ShapeDraw(path: Self.disc(p, r - width), color: self.style.background, alpha: alpha, overlaps: .nowhere)),
                 .shape(ShapeDraw(path: ring, color: self.style.routeColor, alpha: alpha, overlaps: .nowhere))])
    }

    /// A disc of radius `r` round `c` as a 24-sided polygon (counter-clockwise
    /// on screen, or `clockwise`, to cut a hole in a disc of the other turn).
    static func disc(_ c: Point, _ r: Double, clockwise: Bool = false) -> Path {
        var path = Path()
        path.reserveCapacity(25)
        for k in 0..<24 {
            let (x, y) = discCorners[clockwise ? (24 - k) % 24 : k]
            let p = Point(x: c.x + r * x, y: c.y + r * y)
            if k == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        path.close()
        return path
    }

    /// The corners of a unit disc's 24-sided polygon, counter-clockwise on
    /// screen from angle 0 (markers by the hundred are drawn every frame).
    static let discCorners: [(x: Double, y: Double)] = (0..<24).map { k in
        let a = 2 * Double.pi * Double(k) / 24
        return (cos(a), sin(a))
    }
}
