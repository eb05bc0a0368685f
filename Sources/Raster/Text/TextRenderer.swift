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
    private var outlines: [GlyphID: Path] = [:]
    private var runPath = Path()
    private let rasterizer = Rasterizer()

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
        // One path for the whole run, in pixels.
        runPath.removeAll(keepingCapacity: true)
        for index in run.glyphs.indices {
            let outline = self.outline(of: run.glyphs[index].glyph)
            guard !outline.isEmpty else { continue }
            runPath.append(outline, transform: run.transform(forGlyphAt: index, origin: origin))
        }
        fill(runPath, color: color, alpha: alpha, blend: blend, into: &canvas)
    }

    /// Fills any pixel-space `path` (non-zero winding) into `canvas`: the same
    /// exact-area pipeline text uses, for strokes and shapes drawn among labels.
    public func fill(_ path: Path, color: Color, alpha: Double = 1, blend: BlendSpace = .linear,
                     into canvas: inout Canvas) {
        guard alpha > 0, !path.isEmpty else { return }
        let clip = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        rasterizer.withCoverage(of: path, clip: clip) { mask in
            guard let base = mask.coverage.baseAddress, mask.width > 0, mask.height > 0 else { return }
            canvas.composite(coverage: UnsafeBufferPointer(start: base, count: mask.coverage.count),
                             originX: mask.originX, originY: mask.originY,
                             width: mask.width, height: mask.height,
                             color: color, alpha: alpha, blend: blend)
        }
    }

    /// The outline of `glyph` in font units (empty for a damaged glyph), cached.
    private func outline(of glyph: GlyphID) -> Path {
        if let cached = outlines[glyph] { return cached }
        if outlines.count >= outlineCacheLimit { outlines.removeAll(keepingCapacity: true) }
        let path = (try? decoder.outline(of: glyph)) ?? Path()
        outlines[glyph] = path
        return path
    }
}
