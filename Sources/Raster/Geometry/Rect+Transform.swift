extension Rect {
    /// The box around the rectangle's four corners mapped through `t`; it
    /// holds the image of everything the rectangle holds.
    @inlinable
    public func transformed(by t: AffineTransform) -> Rect {
        // The corners in the order (minX, minY), (maxX, minY), (minX, maxY),
        // (maxX, maxY), each folded in with `including` (no arrays: text
        // drawing calls this once per glyph).
        let first = t.apply(Point(minX, minY))
        var box = Rect(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        box = box.including(t.apply(Point(maxX, minY)))
        box = box.including(t.apply(Point(minX, maxY)))
        return box.including(t.apply(Point(maxX, maxY)))
    }
}
