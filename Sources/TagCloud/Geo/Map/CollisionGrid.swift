import Raster

/// Boxes and line segments on screen, bucketed in square cells so that a
/// box is tested only against what lies near it.
struct CollisionGrid {
    /// The cell size in px.
    static let cell = 32.0
    private let columns: Int, rows: Int
    /// Each cell's last entry in ``entries``, or −1: a cell's entries form
    /// a list from there (so adding allocates no array per cell).
    private var heads: [Int32]
    /// What an entry holds (a box's id, or −1 − a segment's index) and the
    /// cell's entry before it, or −1.
    private var entries: [(id: Int32, next: Int32)] = []
    private var boxes: [Rect] = []
    private var segments: [(a: Point, b: Point, pad: Double)] = []

    /// An empty grid over a `width` × `height` frame (things outside it go
    /// into the edge cells).
    init(width: Double, height: Double) {
        columns = max(1, min(4096, Int((width / Self.cell).rounded(.up))))
        rows = max(1, min(4096, Int((height / Self.cell).rounded(.up))))
        heads = Array(repeating: -1, count: columns * rows)
    }

    private func span(_ r: Rect) -> (x0: Int, x1: Int, y0: Int, y1: Int)? {
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        // The cell is a power of two px, so multiplying by its inverse is exact (and cheaper than dividing).
        func clamp(_ v: Double, _ n: Int) -> Int {
            let c = (v * (1 / Self.cell)).rounded(.down)
            return c <= 0 ? 0 : c >= Double(n - 1) ? n - 1 : Int(c)
        }
        return (clamp(r.minX, columns), clamp(r.maxX, columns), clamp(r.minY, rows), clamp(r.maxY, rows))
    }

    private mutating func insert(_ id: Int32, _ r: Rect) {
        guard let s = span(r) else { return }
        for y in s.y0...s.y1 {
            for x in s.x0...s.x1 {
                let c = y * columns + x
                entries.append((id, heads[c]))
                heads[c] = Int32(truncatingIfNeeded: entries.count - 1)
            }
        }
    }

    /// Calls `body` with what each entry of the cells `s` spans holds, until it returns true; whether one did.
    @inline(__always)
    private func first(in s: (x0: Int, x1: Int, y0: Int, y1: Int), where body: (Int32) -> Bool) -> Bool {
        heads.withUnsafeBufferPointer { heads in
            entries.withUnsafeBufferPointer { entries in
                for y in s.y0...s.y1 {
                    for x in s.x0...s.x1 {
                        // Heads and links are only ever set to entries added before (or −1).
                        var e = heads[y * columns + x]
                        while e >= 0 {
                            let entry = entries[Int(e)]
                            if body(entry.id) { return true }
                            e = entry.next
                        }
                    }
                }
                return false
            }
        }
    }

    /// Adds a box; returns its id.
    @discardableResult
    mutating func add(box: Rect) -> Int {
        boxes.append(box)
        insert(Int32(boxes.count - 1), box)
        return boxes.count - 1
    }

    /// Takes out the box with id `id` (ids are not reused).
    mutating func remove(box id: Int) {
        boxes[id] = Rect(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
    }

    /// The ids of the boxes that overlap `box` (by more than touching), ascending.
    func boxes(meeting box: Rect) -> [Int] {
        var found: [Int] = []
        forEachBox(meeting: box) { found.append($0) }
        guard found.count > 1 else { return found }
        found.sort()
        var kept = 1
        for id in found.dropFirst() where id != found[kept - 1] {
            found[kept] = id
            kept += 1
        }
        return Array(found.prefix(kept))
    }

    /// Calls `body` with the id of every box that overlaps `box` (by more
    /// than touching), once for each cell the two share: an id may come
    /// more than once. Allocates nothing.
    func forEachBox(meeting box: Rect, _ body: (Int) -> Void) {
        guard let s = span(box) else { return }
        _ = first(in: s) { id in
            if id >= 0 {
                let other = boxes[Int(id)]
                if box.minX < other.maxX, other.minX < box.maxX, box.minY < other.maxY, other.minY < box.maxY {
                    body(Int(id))
                }
            }
            return false
        }
    }

    /// Adds a segment that blocks boxes within `pad` px of it.
    mutating func add(segment a: Point, _ b: Point, pad: Double) {
        segments.append((a, b, pad))
        let r = Rect(minX: min(a.x, b.x) - pad, minY: min(a.y, b.y) - pad,
                     maxX: max(a.x, b.x) + pad, maxY: max(a.y, b.y) + pad)
        insert(-Int32(segments.count), r)
    }

    /// Whether `box` overlaps (by more than touching) any box or comes
    /// within a segment's pad of it.
    func collides(_ box: Rect) -> Bool {
        guard let s = span(box) else { return true }
        return first(in: s) { id in
            if id >= 0 {
                let other = boxes[Int(id)]
                return box.minX < other.maxX && other.minX < box.maxX && box.minY < other.maxY && other.minY < box.maxY
            }
            let seg = segments[Int(-id) - 1]
            let padded = Rect(minX: box.minX - seg.pad, minY: box.minY - seg.pad,
                              maxX: box.maxX + seg.pad, maxY: box.maxY + seg.pad)
            return Self.segment(seg.a, seg.b, meets: padded)
        }
    }

    /// Whether the segment a–b meets the box (Liang–Barsky clipping).
    static func segment(_ a: Point, _ b: Point, meets r: Rect) -> Bool {
        var t0 = 0.0, t1 = 1.0
        let dx = b.x - a.x, dy = b.y - a.y
        // Each side of the box in turn cuts the segment's parameter range.
        @inline(__always) func cut(_ p: Double, _ q: Double) -> Bool {
            if p == 0 { return q >= 0 }
            let t = q / p
            if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
            return !(t0 > t1)
        }
        return cut(-dx, a.x - r.minX) && cut(dx, r.maxX - a.x) && cut(-dy, a.y - r.minY) && cut(dy, r.maxY - a.y)
    }
}
