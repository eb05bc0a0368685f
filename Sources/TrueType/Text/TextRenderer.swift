import Raster

/// Draws shaped text into a canvas with exact-area anti-aliasing.
///
/// Each call fills a whole run as one path — every glyph's outline, kept in
/// font units and decoded once per glyph, mapped through the run's subpixel
/// transform — with the coverage rasterizer, and composites the coverage with
/// the colour. Filling the run as one path means glyphs that overlap (tight
/// kerning, marks) are covered once, so translucent text is not darker where
/// they meet. The rasterizer looks for such overlaps only where glyph boxes
/// meet, or inside glyphs whose font flags them (see ``/Raster/OverlapHintBuilder``).
///
/// Nothing is rounded to whole pixels, so a label moving slowly glides rather
/// than jitters. A renderer keeps reusable buffers and is not thread-safe:
/// use one per thread.
///
/// **Caching.** Glyph outlines are decoded once and kept (in font units, at
/// most ``outlineCacheLimit`` of them), indexed by glyph, and a run's glyphs
/// are fed to the rasterizer straight from the cache. Coverage is not cached:
/// a cache keyed by glyph, size and subpixel phase does not pay here.
/// Measured on the 120-frame, 200-label 1920×1080 benchmark animation
/// (`frame-bench --glyph-cache` and `frame-bench --quantization` in the
/// Tools package): only 2.3% of glyph draws repeat a glyph at the same size
/// and quarter-pixel phase, because every label changes size with its depth
/// on every frame. Quantizing the size as well makes a cache hit only where
/// the picture changes: 1/16-pixel steps of size and phase hit 1.5% of draws
/// and already move pixels by up to 33/255; quarter pixels hit 33% at up to
/// 83/255; Skia's whole-pixel sizes hit 83% at up to 180/255. Even unquantized,
/// covering glyphs one by one and adding their 8-bit coverage (instead of
/// filling the run as one path) moves edge pixels by up to 4/255 in linear
/// light over a dark background, where one step of coverage is several steps
/// of sRGB. What is cached is each glyph's flattening into edges, in font
/// units, for each range of sizes that gives its curves the same vertex
/// counts (``outlineCacheLimit`` × 64 vertices at most): the same edges as
/// flattening afresh, mapped.
public final class TextRenderer {
    /// The default ``outlineCacheLimit``: 4096 outlines, about 2–4 MB for a Latin font.
    public static let defaultOutlineCacheLimit = 4096

    /// The primary font of the chain the runs were shaped with.
    public let font: Font
    /// The fonts the runs were shaped with (``PositionedGlyph/font`` indexes them).
    public let fonts: FontChain
    /// The most glyph outlines kept between draws (at least 1; smaller values
    /// count as 1). A draw that takes the cache past it keeps only the
    /// outlines decoded last (a draw may hold its run's glyphs beyond it
    /// while it lasts); setting a limit below the number kept empties the
    /// cache at once. Raise it for text
    /// drawing on many distinct glyphs (CJK, say), lower it to save memory.
    public var outlineCacheLimit: Int {
        didSet {
            if outlineCacheLimit < 1 { outlineCacheLimit = 1 }
            rasterizer.polylineLimit = Self.polylineLimit(outlineCacheLimit)
            if outlines.count > outlineCacheLimit { forgetOutlines(keepingCapacity: false) }
        }
    }
    /// How many glyph outlines are kept now (at most ``outlineCacheLimit``).
    public var cachedOutlineCount: Int { outlines.count }
    private var decoders: [GlyphOutlineDecoder]
    /// The cached outlines, in the order they were decoded.
    private var outlines: [CachedOutline] = []
    /// Their points, flags and contour ends.
    private var store = OutlineStore()
    /// Per key (``key(_:font:)``: font and glyph), its place in `outlines`
    /// plus one (0: not cached).
    private var slots: [Int32] = []
    /// The run being drawn: which cached outlines, and where each goes.
    private var runOutlines: [Int32] = []
    private var runTransforms: [AffineTransform] = []
    private var overlaps = OverlapHintBuilder()
    private let rasterizer = Rasterizer()
    /// Reused storage for halos (``drawHalo(_:at:radius:color:alpha:blend:clip:into:)``).
    var haloBytes: [UInt8] = []
    /// The last halo's dilation, kept while halos keep its radius (a map's
    /// labels all share one).
    var haloDilation = DiscDilation(radius: 0)

    /// A glyph's outline in font units with what the run's overlap hint needs.
    private struct CachedOutline {
        var key: Int
        /// Where its points, flags and contour ends are in `store`.
        var place: OutlineStore.Place
        var bounds: Rect?
        var mayOverlap: Bool
        var signedArea: Double
    }

    /// Creates a renderer for runs shaped with `font`.
    ///
    /// - Parameters:
    ///   - font: the font the runs were shaped with.
    ///   - outlineCacheLimit: how many glyph outlines (in font units) to
    ///     keep between calls (see ``outlineCacheLimit``).
    public convenience init(font: Font, outlineCacheLimit: Int = TextRenderer.defaultOutlineCacheLimit) {
        self.init(fonts: FontChain(font), outlineCacheLimit: outlineCacheLimit)
    }

    /// Creates a renderer for runs shaped with the chain `fonts`.
    ///
    /// - Parameters:
    ///   - fonts: the chain the runs were shaped with.
    ///   - outlineCacheLimit: how many glyph outlines (in font units) to
    ///     keep between calls (see ``outlineCacheLimit``).
    public init(fonts: FontChain, outlineCacheLimit: Int = TextRenderer.defaultOutlineCacheLimit) {
        self.font = fonts.primary
        self.fonts = fonts
        self.outlineCacheLimit = max(1, outlineCacheLimit)
        self.decoders = fonts.fonts.map { GlyphOutlineDecoder(font: $0) }
        rasterizer.polylineLimit = Self.polylineLimit(self.outlineCacheLimit)
    }

    /// The flattened vertices (16 bytes each) the rasterizer keeps for an
    /// ``outlineCacheLimit`` of `outlines`: 64 per outline. It keeps each
    /// glyph flattened for every range of sizes it was drawn at (labels
    /// change size every frame), and forgets them all past the limit.
    static func polylineLimit(_ outlines: Int) -> Int {
        let (vertices, overflow) = outlines.multipliedReportingOverflow(by: 64)
        return overflow ? Int.max : vertices
    }

    /// The cache key of `glyph` of the chain's font `font`: the primary
    /// font's glyphs keep their own numbers.
    private static func key(_ glyph: GlyphID, font: Int) -> Int {
        font << 16 | Int(glyph.rawValue)
    }

    /// Draws `run` with the left end of its baseline at `origin` (pixels,
    /// y down), in `color` times `alpha`, blended in `blend`.
    ///
    /// Glyphs whose outlines are damaged in the font are left out.
    public func draw(_ run: ShapedText, at origin: Point, color: Color, alpha: Double = 1,
                     blend: BlendSpace = .linear, into canvas: inout Canvas) {
        guard alpha > 0 else { return }
        let clip = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        withCoverage(of: run, at: origin, clip: clip) { mask in
            composite(mask, color: color, alpha: alpha, blend: blend, into: &canvas)
        }
    }

    /// Records `run` as ``draw(_:at:color:alpha:blend:into:)``
    /// would draw it, into `batch`, for a canvas whose pixels are `clip`
    /// (composited later with `Canvas.composite(_:rows:)`).
    public func draw(_ run: ShapedText, at origin: Point, color: Color, alpha: Double = 1,
                     blend: BlendSpace = .linear, clip: PixelRect, into batch: inout CoverageBatch) {
        guard alpha > 0 else { return }
        withCoverage(of: run, at: origin, clip: clip) { mask in
            batch.append(mask, color: color, alpha: alpha, blend: blend)
        }
    }

    /// Fills `run`'s glyphs with the left end of its baseline at `origin`
    /// as one path, cut to `clip`, and passes the coverage to `body`.
    func withCoverage(of run: ShapedText, at origin: Point, clip: PixelRect,
                              _ body: (CoverageMaskView) -> Void) {
        guard !run.glyphs.isEmpty else { return }
        // The run's buffers are taken out of the renderer while it is drawn
        // and put back after: working on locals spares the runtime's
        // exclusivity check on every access to a class's stored array.
        var parts = runOutlines, transforms = runTransforms, overlaps = overlaps
        runOutlines = []
        runTransforms = []
        self.overlaps = OverlapHintBuilder()
        defer {
            runOutlines = parts
            runTransforms = transforms
            self.overlaps = overlaps
        }
        // The run's glyphs and where each goes; overlaps are looked for only
        // where glyph boxes meet (or inside glyphs the font says overlap).
        parts.removeAll(keepingCapacity: true)
        transforms.removeAll(keepingCapacity: true)
        overlaps.removeAll()
        // Every glyph's place in the cache first (the cache only grows during
        // a draw, so the places stay valid), then the run's parts from it.
        // Places already known are read from a snapshot of the index.
        let known = slots
        known.withUnsafeBufferPointer { known in
            for glyph in run.glyphs {
                let id = Self.key(glyph.glyph, font: glyph.font)
                let slot = id < known.count && known[id] > 0
                    ? Int(known[id]) - 1 : outlineSlot(of: glyph.glyph, font: glyph.font)
                parts.append(Int32(truncatingIfNeeded: slot))
            }
        }
        // (Entries are read through a buffer pointer, in place. The entries
        // and their store are kept as they are now: the trim below may drop
        // and move outlines this run still draws.)
        let entries = outlines, stored = store
        var kept = 0
        entries.withUnsafeBufferPointer { entries in
            for index in run.glyphs.indices {
                let slot = Int(parts[index])
                guard let bounds = entries[slot].bounds else { continue }
                let t = run.transform(forGlyphAt: index, origin: origin)
                parts[kept] = Int32(truncatingIfNeeded: slot)
                kept += 1
                transforms.append(t)
                overlaps.add(box: bounds.transformed(by: t), mayOverlapItself: entries[slot].mayOverlap,
                             signedArea: entries[slot].signedArea * (t.a * t.d - t.b * t.c))
            }
        }
        parts.removeLast(parts.count - kept)
        trimOutlines()
        guard kept > 0 else { return }
        // The same fill as `withCoverage(of: [GlyphOutline], transforms:…)`,
        // fed from the cache without gathering the outlines into an array.
        let fillParts = parts, fillTransforms = transforms
        rasterizer.withCoverage(clip: clip, rule: .nonZero, overlaps: overlaps.hint, contours: { feed in
            entries.withUnsafeBufferPointer { entries in
                stored.withContours { contours in
                    for (slot, transform) in zip(fillParts, fillTransforms) {
                        feed.add(contours(entries[Int(slot)].place), key: entries[Int(slot)].key, transform: transform)
                    }
                }
            }
        }, body)
    }

    /// Fills any pixel-space `path` (non-zero winding) into `canvas`: the same
    /// exact-area pipeline text uses, for strokes and shapes drawn among labels.
    ///
    /// `overlaps` says where the path's contours may overlap (see ``/Raster/OverlapHint``).
    public func fill(_ path: Path, color: Color, alpha: Double = 1, blend: BlendSpace = .linear,
                     overlaps: OverlapHint = .anywhere, into canvas: inout Canvas) {
        guard alpha > 0, !path.isEmpty else { return }
        let clip = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        rasterizer.withCoverage(of: path, clip: clip, overlaps: overlaps) { mask in
            composite(mask, color: color, alpha: alpha, blend: blend, into: &canvas)
        }
    }

    /// Records `path` as ``fill(_:color:alpha:blend:overlaps:into:)``
    /// would fill it, into `batch`, for a canvas whose pixels are `clip`.
    public func fill(_ path: Path, color: Color, alpha: Double = 1, blend: BlendSpace = .linear,
                     overlaps: OverlapHint = .anywhere, clip: PixelRect, into batch: inout CoverageBatch) {
        guard alpha > 0, !path.isEmpty else { return }
        rasterizer.withCoverage(of: path, clip: clip, overlaps: overlaps) { mask in
            batch.append(mask, color: color, alpha: alpha, blend: blend)
        }
    }

    /// Composites a coverage view onto the canvas.
    func composite(_ mask: CoverageMaskView, color: Color, alpha: Double, blend: BlendSpace,
                           into canvas: inout Canvas) {
        guard let base = mask.coverage.baseAddress, mask.width > 0, mask.height > 0 else { return }
        canvas.composite(coverage: UnsafeBufferPointer(start: base, count: mask.coverage.count),
                         originX: mask.originX, originY: mask.originY,
                         width: mask.width, height: mask.height,
                         color: color, alpha: alpha, blend: blend)
    }

    /// The place in `outlines` of the outline of `glyph` of the chain's font
    /// `font` in font units (empty for a damaged glyph or a font outside the
    /// chain), cached with its box (nil when empty), overlap flag
    /// and signed area; decoded and added first if missing.
    private func outlineSlot(of glyph: GlyphID, font: Int) -> Int {
        let id = Self.key(glyph, font: font)
        if id < slots.count, slots[id] > 0 { return Int(slots[id]) - 1 }
        if id >= slots.count { slots.append(contentsOf: repeatElement(0, count: id + 1 - slots.count)) }
        // (The decoder returns arrays of exactly the glyph's size.)
        let empty = GlyphOutline(points: [], onCurve: [], contourEnds: [])
        var outline = empty, mayOverlap = false
        if decoders.indices.contains(font) {
            outline = (try? decoders[font].decode(glyph)) ?? empty
            mayOverlap = decoders[font].mayOverlap
        }
        let path = outline.path
        outlines.append(CachedOutline(key: id, place: store.append(outline), bounds: path.controlBounds,
                                      mayOverlap: mayOverlap, signedArea: path.signedArea))
        slots[id] = Int32(truncatingIfNeeded: outlines.count)
        return outlines.count - 1
    }

    /// After a draw: past the limit, keeps only the `outlineCacheLimit`
    /// outlines decoded last. (During a draw the cache may hold the run's
    /// new glyphs beyond the limit, so the places taken stay valid.)
    private func trimOutlines() {
        guard outlines.count > outlineCacheLimit else { return }
        outlines.removeFirst(outlines.count - outlineCacheLimit)
        for (place, moved) in zip(outlines.indices, store.keep(outlines.map(\.place))) {
            outlines[place].place = moved
        }
        slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        for (place, entry) in outlines.enumerated() {
            slots[entry.key] = Int32(truncatingIfNeeded: place + 1)
        }
    }

    /// Empties the outline cache.
    private func forgetOutlines(keepingCapacity: Bool) {
        outlines.removeAll(keepingCapacity: keepingCapacity)
        store.removeAll(keepingCapacity: keepingCapacity)
        slots.removeAll(keepingCapacity: keepingCapacity)
    }
}
