/// Decodes `glyf` outlines into reusable buffers and turns them into paths.
///
/// Keep one decoder per thread and reuse it: its point buffers keep their
/// capacity between glyphs, so decoding allocates only the returned path.
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

    /// Where the glyphs are.
    let locations: GlyphLocations
    /// The decoded points, in font units.
    var points: [Point] = []
    /// Whether each decoded point is on the curve.
    var onCurve: [Bool] = []
    /// The index of the last point of each decoded contour.
    var contourEnds: [Int] = []
    /// Scratch space for one simple glyph's flags.
    var flags: [UInt8] = []
    /// The composite glyphs being expanded, outermost first (for cycle detection).
    var compositeStack: [Int] = []
    /// Components expanded so far for the current glyph.
    var componentCount = 0

    /// Creates a decoder for `font`'s glyphs.
    public init(font: Font) {
        locations = font.locations
    }

    /// Decodes `glyph` into points, on-curve flags and contour ends, in font units.
    public mutating func decode(_ glyph: GlyphID) throws(FontError) -> GlyphOutline {
        try load(glyph)
        return GlyphOutline(points: points, onCurve: onCurve, contourEnds: contourEnds)
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
        GlyphOutline.appendContours(points: points, onCurve: onCurve, contourEnds: contourEnds,
                                    transform: transform, to: &path)
    }

    /// Empties the buffers (keeping their capacity) and decodes `glyph` into them.
    mutating func load(_ glyph: GlyphID) throws(FontError) {
        points.removeAll(keepingCapacity: true)
        onCurve.removeAll(keepingCapacity: true)
        contourEnds.removeAll(keepingCapacity: true)
        compositeStack.removeAll(keepingCapacity: true)
        componentCount = 0
        try append(Int(glyph.rawValue), depth: 0)
    }

    /// Appends the points of `glyph`, simple or composite, at nesting `depth`.
    mutating func append(_ glyph: Int, depth: Int) throws(FontError) {
        guard let r = try locations.data(of: glyph) else { return }
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
        guard points.count + extra <= Self.maximumPoints else {
            throw r.error(.compositeTooComplex, at: 0,
                          "glyph \(glyph) expands to more than \(Self.maximumPoints) points")
        }
    }
}
