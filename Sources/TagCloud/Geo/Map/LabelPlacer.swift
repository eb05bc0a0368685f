import Raster

/// Places a map's markers and labels for one frame by priority, heaviest
/// place first, as MapLibre's symbol placement or Mapnik's do (see
/// ``place(_:lines:marks:candidates:)``): a label is only ever displaced by
/// a weightier place, a mark or a line, and a marker only by a weightier
/// place's label.
struct LabelPlacer {
    /// One place as the placer sees it.
    struct Place {
        /// The tag's index.
        var index: Int
        /// The tag's weight (its priority).
        var weight: Double
        /// The place on screen.
        var point: Point
        /// Whether it faces the viewer.
        var front: Bool
        /// The label's width and height at its drawn size.
        var width: Double, height: Double
        /// Whether it is taken before every place that is not (a route's
        /// end, a named waypoint: ``GlobeMap/leads``).
        var leads = false
    }

    /// The frame's size.
    var width: Double, height: Double
    /// The marker style and radius.
    var markers: MarkerStyle, markerRadius: Double
    /// The halo width (labels keep this far apart).
    var halo: Double

    /// Where a place's marker is centred (a pin's head is above the place).
    func anchor(_ p: Point) -> Point {
        markers == .pin ? Point(x: p.x, y: p.y - 2.4 * markerRadius) : p
    }

    /// The box a marker covers, with a pixel to spare.
    func markerBox(_ p: Point) -> Rect? {
        let r = markerRadius + 1
        switch markers {
        case .none: return nil
        case .dot: return Rect(minX: p.x - r, minY: p.y - r, maxX: p.x + r, maxY: p.y + r)
        case .pin: return Rect(minX: p.x - r, minY: p.y - 3.4 * markerRadius - 1, maxX: p.x + r, maxY: p.y + 1)
        }
    }

    /// How far a label keeps from its marker's centre: clear of the
    /// marker's box and the label's own spacing, with half a pixel to spare.
    var gap: Double { Self.gap(markers: markers, markerRadius: markerRadius, halo: halo) }

    /// ``gap`` for a map style.
    static func gap(markers: MarkerStyle, markerRadius: Double, halo: Double) -> Double {
        (markers == .none ? 1 : markerRadius + 1) + halo / 2 + 0.5
    }

    /// The box of `place`'s label at `position`.
    func box(_ place: Place, _ position: LabelPosition) -> Rect {
        position.box(width: place.width, height: place.height, anchor: anchor(place.point), gap: gap)
    }

    /// Places every place's marker and label by priority, as map engines
    /// place symbols: places are taken heaviest first (equal weights in tag
    /// order), after the places that lead (``Place/leads``), heaviest first. A place whose marker meets a label already drawn is dropped,
    /// marker and label (``HiddenReason/covered``). Otherwise its marker is
    /// drawn, and its label takes the first of `candidates` (by default all
    /// eight positions) that stays inside the image and clear of the labels
    /// and markers drawn so far, of `marks` and of `lines` (screen polylines,
    /// each with its half-width); with none free the label is hidden
    /// (``HiddenReason/collision``) and the marker stays. So a heavier
    /// place's label may hide lighter places, never the reverse; no drawn
    /// label covers a drawn marker; and no two drawn labels overlap.
    ///
    /// One repair goes beyond a plain greedy pass, where a single drawn
    /// label stands in the way (of the marker, or of a position of the
    /// label): that label moves to another of its free positions when this
    /// lets the place in. Labels only move, never go, so every label the
    /// greedy pass would draw up to that place is still drawn.
    ///
    /// Each place costs a few look-ups in ``CollisionGrid``s, so a frame of
    /// n places takes O(n log n) (the sort) for places spread over the image.
    func place(_ places: [Place], lines: [(points: [Point], pad: Double)], marks: [Point] = [],
               candidates: (Int) -> [LabelPosition] = { _ in LabelPosition.allCases }) -> [PlacedLabel] {
        var state = State(placer: self, places: places, candidates: places.map { candidates($0.index) })
        for mark in marks {
            if let box = markerBox(mark) { state.fixed.add(box: box) }
        }
        for line in lines {
            for (a, b) in zip(line.points, line.points.dropFirst()) {
                state.fixed.add(segment: a, b, pad: line.pad + 1)
            }
        }
        let order = places.indices.filter { places[$0].front }.sorted {
            let (a, b) = (places[$0], places[$1])
            if a.leads != b.leads { return a.leads }
            return a.weight > b.weight || (a.weight == b.weight && a.index < b.index)
        }
        for k in order { state.take(k) }
        // A label moved aside may have freed room a heavier hidden label can now take.
        var rank = [Int](repeating: Int.max, count: places.count)
        for (r, k) in order.enumerated() { rank[k] = r }
        state.settle(rank: rank)
        return state.result
    }

    /// Whether two boxes overlap by more than touching.
    static func meets(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
