import Raster

/// Boxes and line segments on screen, bucketed in square cells so that a
/// box is tested only against what lies near it.
struct CollisionGrid {
    /// The cell size in px.
    static let cell = 32.0
    private let columns: Int, rows: Int
    private var cells: [[Int32]]
    private var boxes: [Rect] = []
    private var segments: [(a: Point, b: Point, pad: Double)] = []

    /// An empty grid over a `width` × `height` frame (things outside it go
    /// into the edge cells).
    init(width: Double, height: Double) {
        columns = max(1, min(4096, Int((width / Self.cell).rounded(.up))))
        rows = max(1, min(4096, Int((height / Self.cell).rounded(.up))))
        cells = Array(repeating: [], count: columns * rows)
    }

    private func span(_ r: Rect) -> (x0: Int, x1: Int, y0: Int, y1: Int)? {
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        func clamp(_ v: Double, _ n: Int) -> Int { Int(max(0, min(Double(n - 1), (v / Self.cell).rounded(.down)))) }
        return (clamp(r.minX, columns), clamp(r.maxX, columns), clamp(r.minY, rows), clamp(r.maxY, rows))
    }

    private mutating func insert(_ id: Int32, _ r: Rect) {
        guard let s = span(r) else { return }
        for y in s.y0...s.y1 { for x in s.x0...s.x1 { cells[y * columns + x].append(id) } }
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
        guard let s = span(box) else { return [] }
        var found = Set<Int>()
        for y in s.y0...s.y1 {
            for x in s.x0...s.x1 {
                for id in cells[y * columns + x] where id >= 0 {
                    let other = boxes[Int(id)]
                    if box.minX < other.maxX, other.minX < box.maxX, box.minY < other.maxY, other.minY < box.maxY {
                        found.insert(Int(id))
                    }
                }
            }
        }
        return found.sorted()
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
        for y in s.y0...s.y1 {
            for x in s.x0...s.x1 {
                for id in cells[y * columns + x] {
                    if id >= 0 {
                        let other = boxes[Int(id)]
                        if box.minX < other.maxX, other.minX < box.maxX, box.minY < other.maxY, other.minY < box.maxY {
                            return true
                        }
                    } else {
                        let seg = segments[Int(-id) - 1]
                        let padded = Rect(minX: box.minX - seg.pad, minY: box.minY - seg.pad,
                                          maxX: box.maxX + seg.pad, maxY: box.maxY + seg.pad)
                        if Self.segment(seg.a, seg.b, meets: padded) { return true }
                    }
                }
            }
        }
        return false
    }

    /// Whether the segment a–b meets the box (Liang–Barsky clipping).
    static func segment(_ a: Point, _ b: Point, meets r: Rect) -> Bool {
        var t0 = 0.0, t1 = 1.0
        let dx = b.x - a.x, dy = b.y - a.y
        for (p, q) in [(-dx, a.x - r.minX), (dx, r.maxX - a.x), (-dy, a.y - r.minY), (dy, r.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return false }
            } else {
                let t = q / p
                if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
                if t0 > t1 { return false }
            }
        }
        return true
    }
}
