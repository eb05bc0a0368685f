import Raster

extension TextRenderer {
    /// Draws `run`'s halo into `canvas`: its glyphs grown by a disc of
    /// `radius` px (``/Raster/DiscDilation``), in `color` times `alpha`.
    /// Drawn under the text, it keeps the text legible over lines and other
    /// ink. Glyphs just outside the canvas still cast their halo into it.
    public func drawHalo(_ run: ShapedText, at origin: Point, radius: Double, color: Color, alpha: Double = 1,
                         blend: BlendSpace = .linear, into canvas: inout Canvas) {
        let clip = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        withHalo(of: run, at: origin, radius: radius, alpha: alpha, clip: clip) { halo, _ in
            composite(halo, color: color, alpha: alpha, blend: blend, into: &canvas)
        }
    }

    /// Records `run`'s halo as ``drawHalo(_:at:radius:color:alpha:blend:into:)``
    /// would draw it, into `batch`, for a canvas whose pixels are `clip`.
    public func drawHalo(_ run: ShapedText, at origin: Point, radius: Double, color: Color, alpha: Double = 1,
                         blend: BlendSpace = .linear, clip: PixelRect, into batch: inout CoverageBatch) {
        withHalo(of: run, at: origin, radius: radius, alpha: alpha, clip: clip) { halo, _ in
            batch.append(halo, color: color, alpha: alpha, blend: blend)
        }
    }

    /// Draws `run` in `color` over its halo in `haloColor` into `canvas`,
    /// as ``drawHalo(_:at:radius:color:alpha:blend:into:)`` and then
    /// ``draw(_:at:color:alpha:blend:into:)`` would, from one fill of the
    /// text: the one the halo grows from.
    public func drawHaloed(_ run: ShapedText, at origin: Point, radius: Double, haloColor: Color, color: Color,
                           alpha: Double = 1, blend: BlendSpace = .linear, into canvas: inout Canvas) {
        let clip = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        guard withHalo(of: run, at: origin, radius: radius, alpha: alpha, clip: clip, text: true, { mask, halo in
            composite(mask, color: halo ? haloColor : color, alpha: alpha, blend: blend, into: &canvas)
        }) else {
            return draw(run, at: origin, color: color, alpha: alpha, blend: blend, into: &canvas)
        }
    }

    /// Records `run` over its halo as ``drawHaloed(_:at:radius:haloColor:color:alpha:blend:into:)``
    /// would draw it, into `batch`, for a canvas whose pixels are `clip`.
    public func drawHaloed(_ run: ShapedText, at origin: Point, radius: Double, haloColor: Color, color: Color,
                           alpha: Double = 1, blend: BlendSpace = .linear, clip: PixelRect,
                           into batch: inout CoverageBatch) {
        guard withHalo(of: run, at: origin, radius: radius, alpha: alpha, clip: clip, text: true, { mask, halo in
            batch.append(mask, color: halo ? haloColor : color, alpha: alpha, blend: blend)
        }) else {
            return draw(run, at: origin, color: color, alpha: alpha, blend: blend, clip: clip, into: &batch)
        }
    }

    /// Passes the coverage of `run`'s halo, cut to `clip`, to `body` (with
    /// `true`), then with `text` the text's own coverage, cut to `clip` (with
    /// `false`). Returns false, passing nothing, when there is no halo to
    /// draw (no opacity, or no radius).
    @discardableResult
    private func withHalo(of run: ShapedText, at origin: Point, radius: Double, alpha: Double, clip: PixelRect,
                          text: Bool = false, _ body: (_ mask: CoverageMaskView, _ halo: Bool) -> Void) -> Bool {
        // (A radius that is not above 0, NaN among them, is no halo; the kept dilation stays.)
        guard alpha > 0, radius > 0 else { return false }
        if haloDilation.radius != radius { haloDilation = DiscDilation(radius: radius) }
        let dilation = haloDilation
        // The glyphs' coverage over the clip grown by the halo's reach.
        let r = dilation.reach
        let grown = PixelRect(minX: clip.minX &- r, minY: clip.minY &- r, maxX: clip.maxX &+ r, maxY: clip.maxY &+ r)
        var bytes = haloBytes
        haloBytes = []
        defer { haloBytes = bytes }
        withCoverage(of: run, at: origin, clip: grown) { mask in
            dilation.apply(mask, clip: clip, output: &bytes) { body($0, true) }
            if text { Self.cut(mask, to: clip) { body($0, false) } }
        }
        return true
    }

    /// Passes the part of `mask` inside `clip` to `body` (the mask itself
    /// when it lies inside; else its rows cut and copied).
    private static func cut(_ mask: CoverageMaskView, to clip: PixelRect, _ body: (CoverageMaskView) -> Void) {
        let minX = max(clip.minX, mask.originX), minY = max(clip.minY, mask.originY)
        let maxX = min(clip.maxX, mask.originX + mask.width), maxY = min(clip.maxY, mask.originY + mask.height)
        guard minX < maxX, minY < maxY else { return }
        if minX == mask.originX, minY == mask.originY, maxX - minX == mask.width, maxY - minY == mask.height {
            return body(mask)
        }
        let width = maxX - minX
        var rows = [UInt8](repeating: 0, count: width * (maxY - minY))
        for y in minY ..< maxY {
            let from = (y - mask.originY) * mask.width + (minX - mask.originX)
            for x in 0 ..< width { rows[(y - minY) * width + x] = mask.coverage[from + x] }
        }
        rows.withUnsafeBufferPointer { buffer in
            body(CoverageMaskView(originX: minX, originY: minY, width: width, height: maxY - minY, coverage: buffer))
        }
    }
}
