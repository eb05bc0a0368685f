import Raster

/// Decodes `glyf` outlines into reusable buffers and turns them into paths.
///
/// Keep one decoder per thread and reuse it: its buffers only grow, to the
/// largest glyph decoded, so after warm-up decoding allocates only what it
/// returns (a ``GlyphOutline``'s arrays or a path), and
/// `Rasterizer.withCoverage(of:decoder:transform:clip:rule:overlaps:_:)`
/// fills a glyph straight from them without allocating at all.
/// Composite glyphs are flattened with their component transforms; they may
/// nest at most ``maximumCompositeDepth`` levels, may not refer back to
/// themselves, and may expand to at most ``maximumComponents`` components and
/// ``maximumPoints`` points in all — each limit gives a ``FontError``.
public struct GlyphOutlineDecoder: Sendable {
    /// How many levels composite glyphs may nest (a composite of simple glyphs is 1).
    public static let maximumCompositeDepth = 8
    /// How many component references one glyph may expand to, counting nested ones.
    public static let maximumComponents = 4096
    /// How many points one glyph may expand to after flattening composites.
    public static let maximumPoints = 1 << 18

    /// Where the glyphs are (nil for a font with CFF outlines).
    let locations: GlyphLocations?
    /// The CFF charstring runner (nil for a font with `glyf` outlines).
    var charstrings: CharstringInterpreter?
    /// Where the CFF contour being drawn starts in ``points``.
    var contourStart = 0
    /// The left side bearings that place each outline.
    let horizontalMetrics: HorizontalMetrics
    /// The decoded points, in font units: the first ``pointCount`` are the
    /// glyph's (the array keeps the length of the largest glyph so far).
    var points: [Point] = []
    /// Whether each decoded point is on the curve (first ``pointCount``).
    var onCurve: [Bool] = []
    /// How many points the glyph decoded last has.
    var pointCount = 0
    /// The index of the last point of each decoded contour (first ``contourCount``).
    var contourEnds: [Int] = []
    /// How many contours the glyph decoded last has.
    var contourCount = 0
    /// Scratch space for one simple glyph's flags.
    var flags: [UInt8] = []
    /// The composite glyphs being expanded, outermost first (for cycle detection).
    var compositeStack: [Int] = []
    /// Components expanded so far for the current glyph.
    var componentCount = 0
    /// The point boxes of the components placed so far, per composite being
    /// expanded (each composite removes its own, so this is empty between glyphs).
    var componentBoxes: [Rect] = []

    /// Whether the glyph last decoded may have overlapping contours: true when
    /// the font says so (`OVERLAP_SIMPLE` on a simple glyph's first point,
    /// `OVERLAP_COMPOUND` on a component) or when two components' point boxes
    /// intersect. When false, a well-made glyph's winding number is 0 or 1
    /// everywhere (``/Raster/OverlapHint/nowhere``); a font that leaves the flag off a
    /// glyph whose contours do overlap is trusted all the same, as FreeType
    /// and Apple's rasterizer trust it.
    public internal(set) var mayOverlap = false

    /// Creates a decoder for `font`'s glyphs.
    public init(font: Font) {
        locations = font.locations
        charstrings = font.cffOutlines.map(CharstringInterpreter.init(outlines:))
        horizontalMetrics = font.horizontalMetrics
    }

    /// Decodes `glyph` into points, on-curve flags and contour ends, in font
    /// units, placed by its left side bearing (see ``GlyphOutline``).
    public mutating func decode(_ glyph: GlyphID) throws(FontError) -> GlyphOutline {
        try load(glyph)
        return GlyphOutline(points: Array(points[..<pointCount]), onCurve: Array(onCurve[..<pointCount]),
                            contourEnds: Array(contourEnds[..<contourCount]))
    }

    /// The outline of `glyph` as a path in font units (y up).
    public mutating func outline(of glyph: GlyphID) throws(FontError) -> Path {
        var path = Path()
        try appendOutline(of: glyph, transform: .identity, to: &path)
        return path
    }

    /// Appends `glyph`'s outline to `path`, every point mapped through `transform`.
    ///
    /// With ``ShapedText/transform(forGlyphAt:origin:)`` as the transform this
    /// writes the glyph straight into pixel space, without an intermediate path.
    public mutating func appendOutline(of glyph: GlyphID, transform: AffineTransform,
                                       to path: inout Path) throws(FontError) {
        try load(glyph)
        withOutline { points, onCurve, contourEnds in
            GlyphOutline.appendContours(points: points, onCurve: onCurve, contourEnds: contourEnds,
                                        transform: transform, to: &path)
        }
    }

    /// Passes the glyph decoded last to `body` as views of the buffers (valid only during the call).
    ///
    /// Mutating although it changes nothing: called on an `inout` decoder
    /// captured by a closure, a non-mutating call copies the whole decoder
    /// (its five arrays retained and released) for every glyph.
    mutating func withOutline<R>(_ body: (UnsafeBufferPointer<Point>, UnsafeBufferPointer<Bool>,
                                 UnsafeBufferPointer<Int>) throws -> R) rethrows -> R {
        let (pointCount, contourCount) = (pointCount, contourCount)
        return try points.withUnsafeMutableBufferPointer { points in
            try onCurve.withUnsafeMutableBufferPointer { onCurve in
                try contourEnds.withUnsafeMutableBufferPointer { ends in
                    try body(UnsafeBufferPointer(rebasing: points[..<pointCount]),
                             UnsafeBufferPointer(rebasing: onCurve[..<pointCount]),
                             UnsafeBufferPointer(rebasing: ends[..<contourCount]))
                }
            }
        }
    }

    /// Empties the buffers (keeping their storage) and decodes `glyph` into them.
    mutating func load(_ glyph: GlyphID) throws(FontError) {
        pointCount = 0
        contourCount = 0
        if !compositeStack.isEmpty { compositeStack.removeAll(keepingCapacity: true) }
        componentCount = 0
        mayOverlap = false
        do {
            let index = Int(glyph.rawValue)
            // `locations` is read where used, not bound: a binding held across
            // the mutating `append` is a copy of it (retained and released per glyph).
            guard locations != nil else { return try loadCFF(index) }
            guard let r = try locations!.data(of: index) else { return }
            try append(index, r, depth: 0)
            try shiftPoints(by: horizontalMetrics.outlineShift(of: index, data: r, in: locations!))
        } catch {
            // A damaged glyph leaves nothing behind.
            (pointCount, contourCount) = (0, 0)
            throw error
        }
    }

    /// Moves the first ``pointCount`` points `shift` font units to the right.
    private mutating func shiftPoints(by shift: Int) {
        guard shift != 0 else { return }
        let dx = Double(shift), count = pointCount
        points.withUnsafeMutableBufferPointer { buffer in
            for i in 0..<count { buffer[i].x += dx }
        }
    }

    /// Makes room for `extra` more points after the first ``pointCount``.
    mutating func growPoints(by extra: Int) {
        let needed = pointCount + extra
        guard points.count < needed else { return }
        points.append(contentsOf: repeatElement(.zero, count: needed - points.count))
        onCurve.append(contentsOf: repeatElement(false, count: needed - onCurve.count))
    }

    /// Appends a contour end after the first ``contourCount``.
    mutating func appendContourEnd(_ end: Int) {
        if contourCount == contourEnds.count { contourEnds.append(end) } else { contourEnds[contourCount] = end }
        contourCount += 1
    }

    /// Appends the points of `glyph`, simple or composite, at nesting `depth`.
    mutating func append(_ glyph: Int, depth: Int) throws(FontError) {
        guard let r = try locations?.data(of: glyph) else { return }
        try append(glyph, r, depth: depth)
    }

    /// Appends the points of `glyph`, whose data is `r`, at nesting `depth`.
    mutating func append(_ glyph: Int, _ r: ByteReader, depth: Int) throws(FontError) {
        let contours = Int(try r.i16(at: 0))
        if contours >= 0 {
            try appendSimple(glyph, r, contours: contours)
            return
        }
        guard depth < Self.maximumCompositeDepth else {
            throw r.error(.compositeTooDeep, at: 0,
                          "composite glyph \(glyph) nests deeper than \(Self.maximumCompositeDepth) levels")
        }
        if let outer = compositeStack.first, compositeStack.contains(glyph) {
            throw r.error(.compositeCycle, at: 0,
                          "composite glyph \(glyph) refers back to itself (expanding glyph \(outer))")
        }
        compositeStack.append(glyph)
        defer { compositeStack.removeLast() }
        try appendComposite(glyph, r, depth: depth)
    }

    /// Throws unless `extra` more points keep the glyph within ``maximumPoints``.
    func reservePoints(_ extra: Int, glyph: Int, _ r: ByteReader) throws(FontError) {
        guard pointCount + extra <= Self.maximumPoints else {
            throw r.error(.compositeTooComplex, at: 0,
                          "glyph \(glyph) expands to more than \(Self.maximumPoints) points")
        }
    }
}
