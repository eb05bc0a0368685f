import Raster

/// Draws shaped text into a canvas with exact-area anti-aliasing.
///
/// Each call fills a whole run as one path — every glyph's outline, kept in
/// font units and decoded once per glyph, mapped through the run's subpixel
/// transform — with the coverage rasterizer, and composites the coverage with
/// the colour. Filling the run as one path means glyphs that overlap (tight
/// kerning, marks) are covered once, so translucent text is not darker where
/// they meet. The rasterizer looks for such overlaps only where glyph boxes
/// meet, or inside glyphs whose font flags them (see ``OverlapHintBuilder``).
///
/// Nothing is rounded to whole pixels, so a label moving slowly glides rather
/// than jitters. A renderer keeps reusable buffers and is not thread-safe:
/// use one per thread.
///
/// **Caching.** Glyph outlines are decoded once and kept (in font units, at
/// most ``outlineCacheLimit`` of them). Coverage is not cached: a cache keyed
/// by glyph, size and subpixel phase does not pay here. Measured with
/// `swift run -c release --package-path Tools frame-bench --glyph-cache`
/// (the 120-frame, 200-label 1920×1080 benchmark animation):
/// filling coverage is about 64% of the render time, but only 2.3% of glyph
/// draws repeat a glyph at the same size and quarter-pixel phase, even with an
/// unbounded cache over all frames, because every label changes size with its
/// depth on every frame. So a coverage cache could save at most 1.5% of the
/// render time, less than its own lookups, and it would need positions
/// rounded to quarter pixels (motion would step) and glyphs filled one by one
/// (overlapping glyphs of a run would then be covered twice).
public final class TextRenderer {
    /// The default ``outlineCacheLimit``: 4096 outlines, about 2–4 MB for a Latin font.
    public static let defaultOutlineCacheLimit = 4096

    /// The primary font of the chain the runs were shaped with.
    public let font: Font
    /// The fonts the runs were shaped with (``PositionedGlyph/font`` indexes them).
    public let fonts: FontChain
    /// The most glyph outlines kept between draws (at least 1; smaller values
    /// count as 1). Past it the cache is emptied and refilled; setting a
    /// limit below the number kept empties it at once. Raise it for text
    /// drawing on many distinct glyphs (CJK, say), lower it to save memory.
    public var outlineCacheLimit: Int {
        didSet {
            if outlineCacheLimit < 1 { outlineCacheLimit = 1 }
            if outlines.count > outlineCacheLimit { outlines.removeAll() }
        }
    }
    /// How many glyph outlines are kept now (at most ``outlineCacheLimit``).
    public var cachedOutlineCount: Int { outlines.count }
    private var decoders: [GlyphOutlineDecoder]
    /// Outlines by `font << 16 | glyph`.
    private var outlines: [Int: CachedOutline] = [:]
    private var runOutlines: [GlyphOutline] = []
    private var runTransforms: [AffineTransform] = []
    private var overlaps = OverlapHintBuilder()
    private let rasterizer = Rasterizer()

    /// A glyph's outline in font units with what the run's overlap hint needs.
    private struct CachedOutline {
        var outline: GlyphOutline
        var bounds: Rect?
        var mayOverlap: Bool
        var signedArea: Double
    }

    /// Creates a renderer for runs shaped with `font`.
    ///
    /// - Parameter outlineCacheLimit: how many glyph outlines (in font units)
    ///   to keep between calls (see ``outlineCacheLimit``).
    public convenience init(font: Font, outlineCacheLimit: Int = TextRenderer.defaultOutlineCacheLimit) {
        self.init(fonts: FontChain(font), outlineCacheLimit: outlineCacheLimit)
    }

    /// Creates a renderer for runs shaped with the chain `fonts`.
    ///
    /// - Parameter outlineCacheLimit: how many glyph outlines (in font units)
    ///   to keep between calls (see ``outlineCacheLimit``).
    public init(fonts: FontChain, outlineCacheLimit: Int = TextRenderer.defaultOutlineCacheLimit) {
        self.font = fonts.primary
        self.fonts = fonts
        self.outlineCacheLimit = max(1, outlineCacheLimit)
        self.decoders = fonts.fonts.map { GlyphOutlineDecoder(font: $0) }
    }

    /// Draws `run` with the left end of its baseline at `origin` (pixels,
    /// y down), in `color` times `alpha`, blended in `blend`.
    ///
    /// Glyphs whose outlines are damaged in the font are left out.
    public func draw(_ run: ShapedText, at origin: Point, color: Color, alpha: Double = 1,
                     blend: BlendSpace = .linear, into canvas: inout Canvas) {
        guard alpha > 0, !run.glyphs.isEmpty else { return }
        // The run's glyphs and where each goes; overlaps are looked for only
        // where glyph boxes meet (or inside glyphs the font says overlap).
        runOutlines.removeAll(keepingCapacity: true)
        runTransforms.removeAll(keepingCapacity: true)
        overlaps.removeAll()
        for index in run.glyphs.indices {
            let cached = outline(of: run.glyphs[index].glyph, font: run.glyphs[index].font)
            guard let bounds = cached.bounds else { continue }
            let t = run.transform(forGlyphAt: index, origin: origin)
            runOutlines.append(cached.outline)
            runTransforms.append(t)
            overlaps.add(box: bounds.transformed(by: t), mayOverlapItself: cached.mayOverlap,
                         signedArea: cached.signedArea * (t.a * t.d - t.b * t.c))
        }
        guard !runOutlines.isEmpty else { return }
        let clip = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        rasterizer.withCoverage(of: runOutlines, transforms: runTransforms, clip: clip,
                                overlaps: overlaps.hint) { mask in
            composite(mask, color: color, alpha: alpha, blend: blend, into: &canvas)
        }
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
            composite(mask, color: color, alpha: alpha, blend: blend, into: &canvas)
        }
    }

    /// Composites a coverage view onto the canvas.
    private func composite(_ mask: CoverageMaskView, color: Color, alpha: Double, blend: BlendSpace,
                           into canvas: inout Canvas) {
        guard let base = mask.coverage.baseAddress, mask.width > 0, mask.height > 0 else { return }
        canvas.composite(coverage: UnsafeBufferPointer(start: base, count: mask.coverage.count),
                         originX: mask.originX, originY: mask.originY,
                         width: mask.width, height: mask.height,
                         color: color, alpha: alpha, blend: blend)
    }

    /// The outline of `glyph` of font `font` in font units (empty for a
    /// damaged glyph or a font outside the chain), cached with its box (nil
    /// when empty), overlap flag and signed area.
    private func outline(of glyph: GlyphID, font: Int) -> CachedOutline {
        let key = font << 16 | Int(glyph.rawValue)
        if let cached = outlines[key] { return cached }
        if outlines.count >= outlineCacheLimit { outlines.removeAll(keepingCapacity: true) }
        // (The decoder returns arrays of exactly the glyph's size.)
        let empty = GlyphOutline(points: [], onCurve: [], contourEnds: [])
        var outline = empty, mayOverlap = false
        if decoders.indices.contains(font) {
            outline = (try? decoders[font].decode(glyph)) ?? empty
            mayOverlap = decoders[font].mayOverlap
        }
        let path = outline.path
        let cached = CachedOutline(outline: outline, bounds: path.controlBounds,
                                   mayOverlap: mayOverlap, signedArea: path.signedArea)
        outlines[key] = cached
        return cached
    }
}
