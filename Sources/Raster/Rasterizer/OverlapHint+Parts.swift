/// Works out the ``OverlapHint`` for one path assembled from parts that are
/// each well-formed on their own, such as the glyphs of a text run filled as
/// one path: the parts can only overlap one another where their boxes meet.
///
/// Add each part's box (in the fill's pixel space, containing its outline:
/// its control points' box will do), whether it may overlap itself, and
/// which way it is wound; ``hint`` is then ``OverlapHint/nowhere`` when no
/// two boxes meet, or ``OverlapHint/inside(_:)`` the box around every place
/// where they might overlap (two boxes' intersection; a self-overlapping
/// part's box; where parts wound opposite ways come within a pixel of each
/// other, as their coverage would cancel in a shared pixel). Reuse one
/// value: its storage is kept between runs.
public struct OverlapHintBuilder: Sendable {
    /// A part added so far, with the largest maxX of it and every earlier part.
    private struct Part: Sendable {
        var box: Rect
        var sign: Int
        var reach: Double
    }

    private var parts: [Part] = []
    private var region: Rect?

    /// Creates an empty builder.
    public init() {}

    /// Forgets every part, keeping the storage.
    public mutating func removeAll() {
        parts.removeAll(keepingCapacity: true)
        region = nil
    }

    /// The hint for the parts added so far.
    public var hint: OverlapHint { region.map { .inside($0) } ?? .nowhere }

    /// Adds a part: `box` holds its outline (pixels, after the fill's
    /// transform), `mayOverlapItself` is true unless its winding number is
    /// 0 or ±1 everywhere, and `signedArea` is its ``Path/signedArea`` (any
    /// value with the same sign will do).
    public mutating func add(box: Rect, mayOverlapItself: Bool, signedArea: Double) {
        let sign = signedArea > 0 ? 1 : signedArea < 0 ? -1 : 0
        // A part that may overlap itself (or whose area cancels out) is checked whole.
        if mayOverlapItself || sign == 0 || !(box.minX <= box.maxX && box.minY <= box.maxY) {
            include(box)
        }
        // Earlier parts, newest first, while any of them reaches this box.
        var j = parts.count - 1
        while j >= 0 && parts[j].reach + 1 > box.minX {
            let other = parts[j]
            // Opposite windings must not share a pixel; equal ones must not overlap.
            let margin = other.sign == sign ? 0.0 : 1.0
            let meet = Rect(minX: Swift.max(box.minX, other.box.minX) - margin,
                            minY: Swift.max(box.minY, other.box.minY) - margin,
                            maxX: Swift.min(box.maxX, other.box.maxX) + margin,
                            maxY: Swift.min(box.maxY, other.box.maxY) + margin)
            if meet.minX < meet.maxX && meet.minY < meet.maxY { include(meet) }
            j -= 1
        }
        let reach = Swift.max(parts.last?.reach ?? -.infinity, box.maxX)
        parts.append(Part(box: box, sign: sign, reach: reach.isNaN ? .infinity : reach))
    }

    /// Adds `box` to the region where overlaps are looked for.
    private mutating func include(_ box: Rect) {
        region = region?.union(box) ?? box
    }
}
