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
        /// The places taken with a marker and no label, heaviest first.
        var hidden: [Int] = []
        /// Whether a label has moved aside since ``hidden`` was last tried.
        var moved = false

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
                moved = true
                return true
            }
            if depth > 0 {
                for (position, b) in options {
                    guard let i = soleBlocker(spaced(b)),
                          moveAside(i, avoiding: avoid + [spaced(b), spaced(old)], depth: depth - 1),
                          !labels.collides(spaced(b)) else { continue }
                    put(j, position, b)
                    moved = true
                    return true
                }
            }
            put(j, current, old)
            return false
        }

        /// Takes place `k`, the heaviest not yet taken. Its marker goes in
        /// before its label is chosen, so that labels revived meanwhile
        /// (``reviveHidden()``) keep clear of it.
        mutating func take(_ k: Int) {
            let marker = placer.markerBox(places[k].point)
            if let marker, labels.collides(marker) {
                // One label over the marker may move aside; the marker is then drawn.
                guard let j = soleBlocker(marker), moveAside(j, avoiding: [marker]) else {
                    reviveHidden()
                    return cover(k)
                }
                markers.add(box: marker)
                reviveHidden()
                if !label(k, repair: false) { result[k].reason = .collision }
            } else {
                if let marker { markers.add(box: marker) }
                if !label(k, repair: true) { result[k].reason = .collision }
            }
            result[k].marked = true
            result[k].markerOpacity = 1
            reviveHidden()
            if result[k].position == nil { hidden.append(k) }
        }

        /// The last pass, after every place is taken: each hidden label,
        /// heaviest first (`rank`: the order places were taken in), takes a
        /// free position, else one where only lighter labels stand (the one
        /// that hides the least weight of them); those are lifted and try
        /// again in their turn. So no label stays hidden where only lighter
        /// ones are in its way, even when a label that moved aside freed room
        /// after lighter ones were placed. Each label is tried once after
        /// every heavier one, so the pass ends.
        mutating func settle(rank: [Int]) {
            var queue = hidden.filter { result[$0].position == nil }.sorted { rank[$0] < rank[$1] }
            hidden = []
            var next = 0
            while next < queue.count {
                let h = queue[next]
                next += 1
                guard result[h].position == nil, !label(h, repair: false) else { continue }
                var best: (position: LabelPosition, box: Rect, lifted: [Int], weight: Double)?
                for p in candidates[h] {
                    guard let b = candidate(h, p) else { continue }
                    let owners = labels.boxes(meeting: spaced(b)).map { owner[$0] }
                    guard owners.allSatisfy({ rank[$0] > rank[h] }) else { continue }
                    let weight = owners.reduce(0) { $0 + places[$1].weight }
                    if best == nil || weight < best!.weight { best = (p, b, owners, weight) }
                }
                guard let best else {
                    hidden.append(h)
                    continue
                }
                for x in best.lifted { lift(x) }
                put(h, best.position, best.box)
                // The lifted labels wait their turn among the lighter ones still to come.
                for x in best.lifted {
                    let at = queue[next...].firstIndex { rank[$0] > rank[x] } ?? queue.count
                    queue.insert(x, at: at)
                }
            }
        }

        /// Labels, heaviest first, the places taken so far whose labels are
        /// hidden, when a label has moved aside since they were last tried
        /// (``moved``; a move that did not help its place may still have
        /// freed room): room a move frees goes to a weightier place before
        /// a lighter one.
        mutating func reviveHidden() {
            guard moved else { return }
            moved = false
            var still: [Int] = []
            for h in hidden where !label(h, repair: false) { still.append(h) }
            hidden = still
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
            var best: (position: LabelPosition, box: Rect, cost: Double)?
            // Positions are looked at in turn, up to the first that hides nothing.
            for position in candidates[k] {
                guard let b = candidate(k, position), !labels.collides(spaced(b)) else { continue }
                let cost = hiddenWeight(b, by: k)
                if best == nil || cost < best!.cost { best = (position, b, cost) }
                if cost == 0 { break }
            }
            if let best {
                put(k, best.position, best.box)
                return true
            }
            guard repair else { return false }
            let options = candidates[k].compactMap { p in candidate(k, p).map { (p, $0) } }
            // The moved label keeps clear of the new one and of this place's marker.
            let marker = placer.markerBox(places[k].point)
            for (position, b) in options {
                guard let j = soleBlocker(spaced(b)) else { continue }
                let cleared = moveAside(j, avoiding: [spaced(b)] + (marker.map { [$0] } ?? []))
                // A weightier hidden label may now fit; it goes first.
                reviveHidden()
                guard cleared, !labels.collides(spaced(b)) else { continue }
                put(k, position, b)
                return true
            }
            return false
        }
    }
}
