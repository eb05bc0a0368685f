import Raster

extension GlyphOutlineDecoder {
    /// Flag bits of a composite glyph's component records.
    private enum ComponentFlag {
        static let argsAreWords: UInt16 = 0x0001
        static let argsAreXYValues: UInt16 = 0x0002
        static let haveScale: UInt16 = 0x0008
        static let moreComponents: UInt16 = 0x0020
        static let haveXYScale: UInt16 = 0x0040
        static let haveTwoByTwo: UInt16 = 0x0080
        static let overlapCompound: UInt16 = 0x0400
        static let scaledComponentOffset: UInt16 = 0x0800
        static let unscaledComponentOffset: UInt16 = 0x1000
    }

    /// Appends every component of a composite glyph, each transformed and offset.
    ///
    /// A component's points are mapped by its 2×2 matrix, then moved either by
    /// its (x, y) offset — scaled by the matrix only with SCALED_COMPONENT_OFFSET,
    /// as FreeType does — or, when the arguments are point numbers, so that the
    /// component's point lands on the given point of the glyph built so far.
    /// Instructions and USE_MY_METRICS are ignored (advances come from `hmtx`).
    mutating func appendComposite(_ glyph: Int, _ r: ByteReader, depth: Int) throws(FontError) {
        let compositeStart = pointCount
        let boxesStart = componentBoxes.count
        defer { componentBoxes.removeSubrange(boxesStart...) }
        var at = 10
        while true {
            let flags = try r.u16(at: at)
            let child = try r.int16u(at: at + 2)
            at += 4
            componentCount += 1
            guard componentCount <= Self.maximumComponents else {
                throw r.error(.compositeTooComplex, at: at - 4,
                              "glyph \(glyph) expands to more than \(Self.maximumComponents) components")
            }
            // Arguments: signed offsets, or unsigned point numbers; words or bytes.
            let arg1: Int, arg2: Int
            let xy = flags & ComponentFlag.argsAreXYValues != 0
            if flags & ComponentFlag.argsAreWords != 0 {
                arg1 = xy ? Int(try r.i16(at: at)) : try r.int16u(at: at)
                arg2 = xy ? Int(try r.i16(at: at + 2)) : try r.int16u(at: at + 2)
                at += 4
            } else {
                arg1 = xy ? Int(try r.i8(at: at)) : Int(try r.u8(at: at))
                arg2 = xy ? Int(try r.i8(at: at + 1)) : Int(try r.u8(at: at + 1))
                at += 2
            }
            // The component's linear transform.
            var m = AffineTransform.identity
            if flags & ComponentFlag.haveScale != 0 {
                m.a = try r.f2dot14(at: at)
                m.d = m.a
                at += 2
            } else if flags & ComponentFlag.haveXYScale != 0 {
                m.a = try r.f2dot14(at: at)
                m.d = try r.f2dot14(at: at + 2)
                at += 4
            } else if flags & ComponentFlag.haveTwoByTwo != 0 {
                m.a = try r.f2dot14(at: at)
                m.b = try r.f2dot14(at: at + 2)
                m.c = try r.f2dot14(at: at + 4)
                m.d = try r.f2dot14(at: at + 6)
                at += 8
            }
            // Decode the component, then place it.
            let childStart = pointCount
            try append(child, depth: depth + 1)
            let offset: Point
            if xy {
                let raw = Point(x: Double(arg1), y: Double(arg2))
                let scaled = flags & ComponentFlag.scaledComponentOffset != 0
                    && flags & ComponentFlag.unscaledComponentOffset == 0
                offset = scaled ? Point(x: m.a * raw.x + m.c * raw.y, y: m.b * raw.x + m.d * raw.y) : raw
                transformPoints(from: childStart, by: m, offset: offset)
            } else {
                transformPoints(from: childStart, by: m, offset: .zero)
                offset = try matchingOffset(glyph, r, at: at, parent: compositeStart + arg1,
                                            parentEnd: childStart, child: childStart + arg2)
                transformPoints(from: childStart, by: .identity, offset: offset)
            }
            if flags & ComponentFlag.overlapCompound != 0 { mayOverlap = true }
            noteComponentBox(from: childStart, previous: boxesStart)
            guard flags & ComponentFlag.moreComponents != 0 else { return }
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
