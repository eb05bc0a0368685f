extension ContourFeed {
    /// Adds `contours`, mapped by `transform` into canvas pixels, as
    /// ``add(_:transform:)`` does, reusing their flattening from an earlier
    /// fill at a scale with the same vertex counts (see ``PolylineCache``).
    /// `key` names the outline: the same key must always come with the same
    /// contours, for as long as the rasterizer lives.
    package mutating func add(_ contours: PointContours, key: Int, transform: AffineTransform) {
        core.pointee.flattenCached(contours, key: key, local * transform)
    }
}

extension Rasterizer {
    /// The most outline vertices the rasterizer keeps flattened between fills
    /// for ``ContourFeed/add(_:key:transform:)`` (16 bytes each); past it
    /// the kept ones are forgotten.
    package var polylineLimit: Int {
        get { core.polylines.limit }
        set {
            core.polylines.limit = max(0, newValue)
            core.polylines.removeAll()
        }
    }
}

extension AffineTransform {
    /// The factor by which the transform scales every length, when it is a
    /// similarity (a scale, rotation or reflection with one factor for
    /// every direction, exactly); nil otherwise.
    var similarityScale: Double? {
        let (x, y) = (a * a + b * b, c * c + d * d)
        guard x == y, a * c + b * d == 0, x > 0, x.isFinite else { return nil }
        return x.squareRoot()
    }
}

extension RasterCore {
    /// Flattens point contours as ``flattenPointContours(_:_:_:_:box:)``
    /// does, from ``polylines`` when the outline lies in the clip and `t`
    /// is a similarity (the kept vertices mapped by `t`).
    mutating func flattenCached(_ c: PointContours, key: Int, _ t: AffineTransform) {
        let box = c.box ?? Rect(enclosing: c.points)
        guard let box, insideClip(box, t), let s = t.similarityScale,
              let entry = polylines.entry(key, scale: s) ?? polylines.add(c, key: key, scale: s) else {
            flattenPointContours(c.points, c.onCurve, c.contourEnds, t, box: box)
            return
        }
        // The kept vertices stay where they are while the contours are added
        // (adding to the segments never touches the cache).
        let points = UnsafeBufferPointer(start: polylines.points.base, count: polylines.points.count)
        let ends = polylines.ends.base
        var first = entry.points.lowerBound
        for k in entry.ends {
            addPolyline(points, first, ends[k], t)
            first = ends[k]
        }
    }

    /// One closed contour from kept vertices `first ..< end`, mapped by
    /// `t` and lying in the clip: the edges between them and the closing one.
    @inline(__always)
    mutating func addPolyline(_ points: UnsafeBufferPointer<Point>, _ first: Int, _ end: Int, _ t: AffineTransform) {
        guard first < end else { return }
        let start = t.apply(points[first])
        beginContour(at: start)
        var current = start
        if flat.trackChains {
            for k in first + 1 ..< end {
                let q = t.apply(points[k])
                addLine(current, q, inside: true)
                current = q
            }
        } else {
            // Plain: straight into the segments (no chains, no clipping).
            segments.reserve(segments.count + end - first)
            var count = segments.count
            let out = segments.base
            var previous = SIMD2(Float(start.x), Float(start.y))
            var (low, high) = (flat.low, flat.high)
            for k in first + 1 ..< end {
                current = t.apply(points[k])
                let p = SIMD2(Float(current.x), Float(current.y))
                if p != previous {
                    out[count] = Segment(x0: previous.x, y0: previous.y, x1: p.x, y1: p.y, chain: 0)
                    count &+= 1
                    // The box takes each edge's end: its start is the last
                    // edge's end, or the first vertex, which ends the last
                    // edge or the closing one (``endContour(_:_:)``).
                    (low, high) = (lesser(low, p), greater(high, p))
                }
                previous = p
            }
            segments.count = count
            (flat.low, flat.high) = (low, high)
        }
        endContour(current, start)
    }
}
