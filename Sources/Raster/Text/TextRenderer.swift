/// Draws shaped text into a canvas with exact-area anti-aliasing.
///
/// Each call turns a whole run into one pixel-space path — every glyph's
/// outline, kept in font units and decoded once per glyph, mapped through the
/// run's subpixel transform — fills it with the coverage rasterizer, and
/// composites the coverage with the colour. Filling the run as one path means
/// glyphs that overlap (tight kerning, marks) are covered once, so translucent
/// text is not darker where they meet.
///
/// Nothing is rounded to whole pixels, so a label moving slowly glides rather
/// than jitters. A renderer keeps reusable buffers and is not thread-safe:
/// use one per thread.
public final class TextRenderer {
    /// The font the runs were shaped with.
    public let font: Font
    /// The most glyph outlines kept; past it the cache is emptied and refilled.
    public let outlineCacheLimit: Int
    private var decoder: GlyphOutlineDecoder
    private var outlines: [GlyphID: CachedOutline] = [:]
    private var runPath = Path()
    private var overlaps = OverlapHintBuilder()
    private let rasterizer = Rasterizer()

    /// A glyph's outline in font units with what the run's overlap hint needs.
    private struct CachedOutline {
        var path: Path
        var bounds: Rect?
        var mayOverlap: Bool
        var signedArea: Double
    }

    /// Creates a renderer for runs shaped with `font`.
    ///
    /// - Parameter outlineCacheLimit: how many glyph outlines (in font units)
    ///   to keep between calls; 4096 is about 2–4 MB for a Latin font.
    public init(font: Font, outlineCacheLimit: Int = 4096) {
        self.font = font
        self.outlineCacheLimit = max(1, outlineCacheLimit)
        self.decoder = GlyphOutlineDecoder(font: font)
    }

    /// Draws `run` with the left end of its baseline at `origin` (pixels,
    /// y down), in `color` times `alpha`, blended in `blend`.
    ///
    /// Glyphs whose outlines are damaged in the font are left out.
    public func draw(_ run: ShapedText, at origin: Point, color: Color, alpha: Double = 1,
                     blend: BlendSpace = .linear, into canvas: inout Canvas) {
        guard alpha > 0, !run.glyphs.isEmpty else { return }
        // One path for the whole run, in pixels; overlaps are looked for only
        // where glyph boxes meet (or inside glyphs the font says overlap).
        runPath.removeAll(keepingCapacity: true)
        overlaps.removeAll()
        for index in run.glyphs.indices {
            let outline = self.outline(of: run.glyphs[index].glyph)
            guard !outline.path.isEmpty, let bounds = outline.bounds else { continue }
            let t = run.transform(forGlyphAt: index, origin: origin)
            runPath.append(outline.path, transform: t)
            overlaps.add(box: bounds.transformed(by: t), mayOverlapItself: outline.mayOverlap,
                         signedArea: outline.signedArea * (t.a * t.d - t.b * t.c))
        }
        fill(runPath, color: color, alpha: alpha, blend: blend, overlaps: overlaps.hint, into: &canvas)
    }

    /// Fills any pixel-space `path` (non-zero winding) into `canvas`: the same
    /// exact-area pipeline text uses, for strokes and shapes drawn among labels.
    ///
    /// `overlaps` says where the path's contours may overlap (see ``OverlapHint``).
    public func fill(_ path: Path, color: Color, alpha: Double = 1, blend: BlendSpace = .linear,
                     overlaps: OverlapHint = .anywhere, into canvas: inout Canvas) {
        guard alpha > 0, !path.isEmpty else { return }
        let clip = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        rasterizer.withCoverage(of: path, clip: clip, overlaps: overlaps) { mask in
            guard let base = mask.coverage.baseAddress, mask.width > 0, mask.height > 0 else { return }
            canvas.composite(coverage: UnsafeBufferPointer(start: base, count: mask.coverage.count),
                             originX: mask.originX, originY: mask.originY,
                             width: mask.width, height: mask.height,
                             color: color, alpha: alpha, blend: blend)
        }
    }

    /// The outline of `glyph` in font units (empty for a damaged glyph), cached.
    private func outline(of glyph: GlyphID) -> CachedOutline {
        if let cached = outlines[glyph] { return cached }
        if outlines.count >= outlineCacheLimit { outlines.removeAll(keepingCapacity: true) }
        let path = (try? decoder.outline(of: glyph)) ?? Path()
        let outline = CachedOutline(path: path, bounds: path.controlBounds, mayOverlap: decoder.mayOverlap,
                                    signedArea: path.signedArea)
        outlines[glyph] = outline
        return outline
    }
}
