import Raster

/// The points, on-curve flags and contour ends of many glyph outlines, one
/// outline after another in three arrays, for ``TextRenderer``'s cache.
///
/// A run's glyphs are fed to the rasterizer through pointers into these
/// arrays: taking each outline's own arrays out of a cache entry instead
/// retains and releases all three for every glyph drawn.
struct OutlineStore {
    /// Where one outline lies in the store.
    struct Place {
        /// Its points.
        var points: Range<Int>
        /// Its points' on-curve flags.
        var flags: Range<Int>
        /// Its contour ends (indexes into its own points).
        var ends: Range<Int>
        /// The box around its points (``PointContours/box``), nil for none.
        var box: Rect?
    }

    private var points: [Point] = []
    private var onCurve: [Bool] = []
    private var contourEnds: [Int] = []

    /// Adds `outline` and returns its place.
    mutating func append(_ outline: GlyphOutline) -> Place {
        append(points: outline.points[...], onCurve: outline.onCurve[...], ends: outline.contourEnds[...],
               box: outline.points.withUnsafeBufferPointer { Rect(enclosing: $0) })
    }

    /// Keeps only the outlines at `places`, in that order, and returns
    /// where each now lies.
    mutating func keep(_ places: [Place]) -> [Place] {
        var kept = OutlineStore()
        let moved = places.map { place in
            kept.append(points: points[place.points], onCurve: onCurve[place.flags], ends: contourEnds[place.ends],
                        box: place.box)
        }
        self = kept
        return moved
    }

    /// Appends one outline's pieces as they are, with the box around its points.
    private mutating func append(points: ArraySlice<Point>, onCurve: ArraySlice<Bool>,
                                 ends: ArraySlice<Int>, box: Rect?) -> Place {
        let place = Place(points: self.points.count ..< self.points.count + points.count,
                          flags: self.onCurve.count ..< self.onCurve.count + onCurve.count,
                          ends: contourEnds.count ..< contourEnds.count + ends.count, box: box)
        self.points.append(contentsOf: points)
        self.onCurve.append(contentsOf: onCurve)
        contourEnds.append(contentsOf: ends)
        return place
    }

    /// Empties the store.
    mutating func removeAll(keepingCapacity: Bool) {
        points.removeAll(keepingCapacity: keepingCapacity)
        onCurve.removeAll(keepingCapacity: keepingCapacity)
        contourEnds.removeAll(keepingCapacity: keepingCapacity)
    }

    /// Calls `body` with a function giving the contours at a place (with
    /// their box), valid during the call.
    func withContours<R>(_ body: (_ contours: (Place) -> PointContours) -> R) -> R {
        points.withUnsafeBufferPointer { points in
            onCurve.withUnsafeBufferPointer { onCurve in
                contourEnds.withUnsafeBufferPointer { ends in
                    body { place in
                        PointContours(points: UnsafeBufferPointer(rebasing: points[place.points]),
                                      onCurve: UnsafeBufferPointer(rebasing: onCurve[place.flags]),
                                      contourEnds: UnsafeBufferPointer(rebasing: ends[place.ends]), box: place.box)
                    }
                }
            }
        }
    }
}
