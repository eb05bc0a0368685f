import Raster

extension LabelPlacer {
    /// One frame's placement in progress (see ``place(_:lines:marks:candidates:)``).
    struct State {
        let placer: LabelPlacer
        let places: [Place]
        /// Each place's positions to try, in order.
        let candidates: [[LabelPosition]]
        /// Marks and lines: nothing moves them.
        var fixed: CollisionGrid
        /// The drawn labels' spaced boxes, and the place each belongs to.
        var labels: CollisionGrid
        var owner: [Int] = []
        /// The id of each place's label box in ``labels``.
        var labelID: [Int: Int] = [:]
        /// The drawn markers.
        var markers: CollisionGrid
        /// Every front place's marker box, and the place each belongs to:
        /// a label position that would hide places not yet taken costs their weight.
        var pending: CollisionGrid
        var pendingOwner: [Int] = []

        var result: [PlacedLabel]

        init(placer: LabelPlacer, places: [Place], candidates: [[LabelPosition]]) {
            self.placer = placer
            self.places = places
            self.candidates = candidates
            fixed = CollisionGrid(width: placer.width, height: placer.height)
            labels = fixed
            markers = fixed
            pending = fixed
            for (k, place) in places.enumerated() where place.front {
                guard let box = placer.markerBox(place.point) else { continue }
                _ = pending.add(box: box)
                pendingOwner.append(k)
            }
            result = places.map { place in
                PlacedLabel(index: place.index, marker: place.point, marked: false, position: nil,
                            box: placer.box(place, .upperRight), reason: place.front ? .collision : .farSide,
                            opacity: 0)
            }
        }

        /// `b` grown by half the halo on every side: labels keep a halo apart.
        func spaced(_ b: Rect) -> Rect {
            let h = placer.halo / 2
            return Rect(minX: b.minX - h, minY: b.minY - h, maxX: b.maxX + h, maxY: b.maxY + h)
        }

        /// Place `k`'s label box at `position` when it is inside the image
        /// and clear of marks, lines and drawn markers (not of labels).
        func candidate(_ k: Int, _ position: LabelPosition) -> Rect? {
            let b = placer.box(places[k], position)
            guard b.minX >= 0, b.minY >= 0, b.maxX <= placer.width, b.maxY <= placer.height else { return nil }
            let padded = spaced(b)
            return fixed.collides(padded) || markers.collides(padded) ? nil : b
        }

        mutating func put(_ k: Int, _ position: LabelPosition, _ b: Rect) {
            labelID[k] = labels.add(box: spaced(b))
            owner.append(k)
            result[k].position = position
            result[k].box = b
            result[k].reason = nil
            result[k].opacity = 1
        }

        mutating func lift(_ k: Int) {
            guard let id = labelID.removeValue(forKey: k) else { return }
            labels.remove(box: id)
            result[k].position = nil
            result[k].reason = .collision
            result[k].opacity = 0
        }

        /// The place of the one drawn label meeting `box`, if exactly one does.
        func soleBlocker(_ box: Rect) -> Int? {
            let ids = labels.boxes(meeting: box)
            return ids.count == 1 ? owner[ids[0]] : nil
        }

        /// Moves `j`'s label to another free position that keeps clear of
        /// every box of `avoid`, where need be moving the one label in the
        /// way of that position aside in turn (`depth` more times); returns
        /// whether it moved. Every label stays drawn.
        mutating func moveAside(_ j: Int, avoiding avoid: [Rect], depth: Int = 0) -> Bool {
            guard let current = result[j].position else { return false }
            let old = result[j].box
            lift(j)
            let options = candidates[j].filter { $0 != current }.compactMap { p -> (LabelPosition, Rect)? in
                guard let b = candidate(j, p), !avoid.contains(where: { LabelPlacer.meets(spaced(b), $0) }) else {
                    return nil
                }
                return (p, b)
            }
            if let (position, b) = options.first(where: { !labels.collides(spaced($0.1)) }) {
                put(j, position, b)
                return true
            }
            if depth > 0 {
                for (position, b) in options {
                    guard let i = soleBlocker(spaced(b)),
                          moveAside(i, avoiding: avoid + [spaced(b), spaced(old)], depth: depth - 1),
                          !labels.collides(spaced(b)) else { continue }
                    put(j, position, b)
                    return true
                }
            }
            put(j, current, old)
            return false
        }

        /// Takes place `k`, the heaviest not yet taken.
        mutating func take(_ k: Int) {
            let marker = placer.markerBox(places[k].point)
            if let marker, labels.collides(marker) {
                // One label over the marker may move aside, if the place's label then fits.
                guard let j = soleBlocker(marker) else { return cover(k) }
                let (position, box) = (result[j].position, result[j].box)
                guard moveAside(j, avoiding: [marker]) else { return cover(k) }
                guard label(k, repair: false) else {
                    lift(j)
                    if let position { put(j, position, box) }
                    return cover(k)
                }
            } else if !label(k, repair: true) {
                result[k].reason = .collision
            }
            result[k].marked = true
            result[k].markerOpacity = 1
            if let marker { markers.add(box: marker) }
        }

        mutating func cover(_ k: Int) {
            result[k].reason = .covered
        }

        /// The weight of the places not yet taken (other than `k`) whose
        /// markers `box` would hide.
        func hiddenWeight(_ box: Rect, by k: Int) -> Double {
            pending.boxes(meeting: spaced(box)).reduce(0) { sum, id in
                let i = pendingOwner[id]
                return i == k || result[i].marked || result[i].reason == .covered ? sum : sum + places[i].weight
            }
        }

        /// Labels `k` at the free position that hides the least weight of
        /// places not yet taken (the first in candidate order among equals,
        /// as a labelling engine weighs its candidates), or with `repair`
        /// where a single label in the way can move aside; returns whether it did.
        mutating func label(_ k: Int, repair: Bool) -> Bool {
            let options = candidates[k].compactMap { p in candidate(k, p).map { (p, $0) } }
            var best: (position: LabelPosition, box: Rect, cost: Double)?
            for (position, b) in options where !labels.collides(spaced(b)) {
                let cost = hiddenWeight(b, by: k)
                if best == nil || cost < best!.cost { best = (position, b, cost) }
                if cost == 0 { break }
            }
            if let best {
                put(k, best.position, best.box)
                return true
            }
            guard repair else { return false }
            // The moved label keeps clear of the new one and of this place's marker.
            let marker = placer.markerBox(places[k].point)
            for (position, b) in options {
                guard let j = soleBlocker(spaced(b)),
                      moveAside(j, avoiding: [spaced(b)] + (marker.map { [$0] } ?? [])) else { continue }
                put(k, position, b)
                return true
            }
            return false
        }
    }
}
