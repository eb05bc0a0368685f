import Raster

/// Places a map's labels for one frame: each beside its marker in the
/// first of its candidate positions that overlaps no label placed before
/// it, no marker and no line, inside the image. Labels are placed in order
/// of weight (heaviest first; equal weights in tag order), so a label is
/// only ever displaced by a weightier one, by a marker or by a line; one
/// with no free position is hidden and its marker stays.
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

    /// Places every label. `lines` are screen polylines labels keep clear
    /// of, each with its half-width. `candidates` gives each place's
    /// positions to try in order (by default all eight); an empty list hides it.
    func place(_ places: [Place], lines: [(points: [Point], pad: Double)],
               candidates: (Int) -> [LabelPosition] = { _ in LabelPosition.allCases }) -> [PlacedLabel] {
        var grid = CollisionGrid(width: width, height: height)
        for place in places where place.front {
            if let box = markerBox(place.point) { grid.add(box: box) }
        }
        for line in lines {
            for (a, b) in zip(line.points, line.points.dropFirst()) { grid.add(segment: a, b, pad: line.pad + 1) }
        }
        let frame = Rect(minX: 0, minY: 0, maxX: width, maxY: height)
        let spacing = halo / 2
        var result = places.map { place in
            PlacedLabel(index: place.index, marker: place.point, marked: place.front, position: nil,
                        box: box(place, .upperRight), reason: place.front ? .collision : .farSide, opacity: 0)
        }
        let order = places.indices.filter { places[$0].front }.sorted {
            let (a, b) = (places[$0], places[$1])
            return a.weight > b.weight || (a.weight == b.weight && a.index < b.index)
        }
        for k in order {
            let place = places[k]
            for position in candidates(place.index) {
                let b = box(place, position)
                guard b.minX >= frame.minX, b.minY >= frame.minY, b.maxX <= frame.maxX, b.maxY <= frame.maxY
                else { continue }
                let padded = Rect(minX: b.minX - spacing, minY: b.minY - spacing,
                                  maxX: b.maxX + spacing, maxY: b.maxY + spacing)
                if grid.collides(padded) { continue }
                grid.add(box: padded)
                result[k].position = position
                result[k].box = b
                result[k].reason = nil
                result[k].opacity = 1
                break
            }
        }
        return result
    }
}
