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
    /// of, each with its half-width; `marks` are more markers to keep clear of. `candidates` gives each place's
    /// positions to try in order (by default all eight); an empty list hides it.
    ///
    /// After the pass in weight order, hidden labels get a second chance
    /// (see the code): a blocking label may move aside, and a label blocked
    /// only by lighter ones drops them. In the end no hidden label has a
    /// position that only lighter labels stand in.
    func place(_ places: [Place], lines: [(points: [Point], pad: Double)], marks: [Point] = [],
               candidates: (Int) -> [LabelPosition] = { _ in LabelPosition.allCases }) -> [PlacedLabel] {
        var fixed = CollisionGrid(width: width, height: height)
        for place in places where place.front {
            if let box = markerBox(place.point) { fixed.add(box: box) }
        }
        for mark in marks {
            if let box = markerBox(mark) { fixed.add(box: box) }
        }
        for line in lines {
            for (a, b) in zip(line.points, line.points.dropFirst()) { fixed.add(segment: a, b, pad: line.pad + 1) }
        }
        var labels = CollisionGrid(width: width, height: height)
        var owner: [Int: Int] = [:]  // label box id → place
        var result = places.map { place in
            PlacedLabel(index: place.index, marker: place.point, marked: place.front, position: nil,
                        box: box(place, .upperRight), reason: place.front ? .collision : .farSide, opacity: 0)
        }
        /// The spaced box of `place` at `position` if it is inside the frame and clear of markers and lines.
        func free(_ place: Place, _ position: LabelPosition) -> (box: Rect, padded: Rect)? {
            let b = box(place, position)
            guard b.minX >= 0, b.minY >= 0, b.maxX <= width, b.maxY <= height else { return nil }
            let padded = Rect(minX: b.minX - halo / 2, minY: b.minY - halo / 2,
                              maxX: b.maxX + halo / 2, maxY: b.maxY + halo / 2)
            return fixed.collides(padded) ? nil : (b, padded)
        }
        func put(_ k: Int, _ position: LabelPosition, _ b: (box: Rect, padded: Rect)) {
            let id = labels.add(box: b.padded)
            owner[id] = k
            result[k].position = position
            result[k].box = b.box
            result[k].reason = nil
            result[k].opacity = 1
        }
        let order = places.indices.filter { places[$0].front }.sorted {
            let (a, b) = (places[$0], places[$1])
            return a.weight > b.weight || (a.weight == b.weight && a.index < b.index)
        }
        for k in order {
            for position in candidates(places[k].index) {
                guard let b = free(places[k], position), labels.boxes(meeting: b.padded).isEmpty else { continue }
                put(k, position, b)
                break
            }
        }
        // Second chance, heaviest first, until nothing changes: a hidden
        // label takes a position that is free, or one where a single label
        // can move aside to another free position of its own, or else one
        // blocked only by lighter labels, which it drops (they are tried
        // again). Placed sets only improve in weight order, so this ends.
        let rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        func remove(_ id: Int) {
            guard let j = owner[id] else { return }
            labels.remove(box: id)
            owner[id] = nil
            result[j].position = nil
            result[j].reason = .collision
            result[j].opacity = 0
        }
        var changed = true, rounds = 0
        while changed, rounds < 64 {
            changed = false
            rounds += 1
            for k in order where result[k].position == nil {
                let options = candidates(places[k].index).compactMap { p in free(places[k], p).map { (p, $0) } }
                // A free position.
                if let (position, b) = options.first(where: { labels.boxes(meeting: $0.1.padded).isEmpty }) {
                    put(k, position, b)
                    changed = true
                    continue
                }
                // A position whose one blocker can move aside.
                var done = false
                search: for (position, b) in options {
                    let blockers = labels.boxes(meeting: b.padded)
                    guard blockers.count == 1, let j = owner[blockers[0]], let current = result[j].position
                    else { continue }
                    for other in candidates(places[j].index) where other != current {
                        guard let moved = free(places[j], other), !Self.meets(moved.padded, b.padded),
                              labels.boxes(meeting: moved.padded).allSatisfy({ $0 == blockers[0] }) else { continue }
                        remove(blockers[0])
                        put(j, other, moved)
                        put(k, position, b)
                        done = true
                        break search
                    }
                }
                if done {
                    changed = true
                    continue
                }
                // A position blocked only by lighter labels: the fewest are dropped.
                let lighter = options.compactMap { option -> (LabelPosition, (box: Rect, padded: Rect), [Int])? in
                    let blockers = labels.boxes(meeting: option.1.padded)
                    let light = blockers.allSatisfy { owner[$0].flatMap { rank[$0] }.map { $0 > rank[k]! } ?? false }
                    return light ? (option.0, option.1, blockers) : nil
                }
                if let (position, b, blockers) = lighter.min(by: { $0.2.count < $1.2.count }) {
                    blockers.forEach(remove)
                    put(k, position, b)
                    changed = true
                }
            }
        }
        return result
    }

    /// Whether two boxes overlap by more than touching.
    static func meets(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
