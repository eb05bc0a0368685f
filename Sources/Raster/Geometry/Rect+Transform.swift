extension Rect {
    /// The box around the rectangle's four corners mapped through `t`; it
    /// holds the image of everything the rectangle holds.
    public func transformed(by t: AffineTransform) -> Rect {
        let corners = [Point(minX, minY), Point(maxX, minY), Point(minX, maxY), Point(maxX, maxY)].map(t.apply)
        var box = Rect(minX: corners[0].x, minY: corners[0].y, maxX: corners[0].x, maxY: corners[0].y)
        for p in corners.dropFirst() { box = box.including(p) }
        return box
    }
}
