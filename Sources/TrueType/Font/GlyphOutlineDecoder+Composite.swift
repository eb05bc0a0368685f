import Raster

extension GlyphOutlineDecoder {
    /// Appends every component of a composite glyph, each transformed and offset.
    ///
    /// A component's points are mapped by its 2×2 matrix, then moved either by
    /// its (x, y) offset — scaled by the matrix only with SCALED_COMPONENT_OFFSET,
    /// as FreeType does — or, when the arguments are point numbers, so that the
    /// component's point lands on the given point of the glyph built so far.
    /// Instructions are ignored; USE_MY_METRICS matters only to where the whole
    /// glyph is placed (``HorizontalMetrics/outlineShift(of:in:depth:)``), and
    /// advances come from `hmtx`.
    mutating func appendComposite(_ glyph: Int, _ r: ByteReader, depth: Int) throws(FontError) {
        let compositeStart = pointCount
        let boxesStart = componentBoxes.count
        defer { componentBoxes.removeSubrange(boxesStart...) }
        var at = 10
        while true {
            componentCount += 1
            guard componentCount <= Self.maximumComponents else {
                throw r.error(.compositeTooComplex, at: at,
                              "glyph \(glyph) expands to more than \(Self.maximumComponents) components")
            }
            let component = try ComponentRecord(r, at: at)
            at = component.end
            let flags = component.flags, m = component.matrix
            // Decode the component, then place it.
            let childStart = pointCount
            try append(component.glyph, depth: depth + 1)
            let offset: Point
            if component.isOffset {
                let raw = Point(x: Double(component.arg1), y: Double(component.arg2))
                let scaled = flags & ComponentRecord.Flag.scaledComponentOffset != 0
                    && flags & ComponentRecord.Flag.unscaledComponentOffset == 0
                offset = scaled ? Point(x: m.a * raw.x + m.c * raw.y, y: m.b * raw.x + m.d * raw.y) : raw
                transformPoints(from: childStart, by: m, offset: offset)
            } else {
                transformPoints(from: childStart, by: m, offset: .zero)
                offset = try matchingOffset(glyph, r, at: at, parent: compositeStart + component.arg1,
                                            parentEnd: childStart, child: childStart + component.arg2)
                transformPoints(from: childStart, by: .identity, offset: offset)
            }
            if flags & ComponentRecord.Flag.overlapCompound != 0 { mayOverlap = true }
            noteComponentBox(from: childStart, previous: boxesStart)
            guard component.hasMore else { return }
        }
    }

    /// Records the box of the points from `start` on, and notes a possible
    /// overlap when it meets the box of an earlier component of this composite.
    private mutating func noteComponentBox(from start: Int, previous: Int) {
        guard start < pointCount else { return }
        var box = Rect(minX: points[start].x, minY: points[start].y, maxX: points[start].x, maxY: points[start].y)
        for i in start ..< pointCount { box = box.including(points[i]) }
        for other in componentBoxes[previous...] where box.minX < other.maxX && other.minX < box.maxX
            && box.minY < other.maxY && other.minY < box.maxY {
            mayOverlap = true
        }
        componentBoxes.append(box)
    }

    /// Maps the points from `start` to the end through `m`, then adds `offset`.
    private mutating func transformPoints(from start: Int, by m: AffineTransform, offset: Point) {
        guard start < pointCount else { return }
        let end = pointCount
        let isIdentity = m == .identity
        points.withUnsafeMutableBufferPointer { buffer in
            for i in start..<end {
                let p = buffer[i]
                buffer[i] = isIdentity ? p + offset
                    : Point(x: m.a * p.x + m.c * p.y + offset.x, y: m.b * p.x + m.d * p.y + offset.y)
            }
        }
    }

    /// The offset that puts point `child` on point `parent` (point-matching arguments).
    private func matchingOffset(_ glyph: Int, _ r: ByteReader, at: Int,
                                parent: Int, parentEnd: Int, child: Int) throws(FontError) -> Point {
        guard parent < parentEnd, child < pointCount, child >= parentEnd else {
            throw r.error(.malformed, at: at,
                          "glyph \(glyph): a component matches a point number that does not exist")
        }
        return points[parent] - points[child]
    }
}
