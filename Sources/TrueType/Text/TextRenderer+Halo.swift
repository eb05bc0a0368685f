import Raster

extension TextRenderer {
    /// Draws `run`'s halo into `canvas`: its glyphs grown by a disc of
    /// `radius` px (``/Raster/DiscDilation``), in `color` times `alpha`.
    /// Drawn under the text, it keeps the text legible over lines and other
    /// ink. Glyphs just outside the canvas still cast their halo into it.
    public func drawHalo(_ run: ShapedText, at origin: Point, radius: Double, color: Color, alpha: Double = 1,
                         blend: BlendSpace = .linear, into canvas: inout Canvas) {
        let clip = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        withHalo(of: run, at: origin, radius: radius, alpha: alpha, clip: clip) { halo in
            composite(halo, color: color, alpha: alpha, blend: blend, into: &canvas)
        }
    }

    /// Records `run`'s halo as ``drawHalo(_:at:radius:color:alpha:blend:into:)``
    /// would draw it, into `batch`, for a canvas whose pixels are `clip`.
    public func drawHalo(_ run: ShapedText, at origin: Point, radius: Double, color: Color, alpha: Double = 1,
                         blend: BlendSpace = .linear, clip: PixelRect, into batch: inout CoverageBatch) {
        withHalo(of: run, at: origin, radius: radius, alpha: alpha, clip: clip) { halo in
            batch.append(halo, color: color, alpha: alpha, blend: blend)
        }
    }

    /// Passes the coverage of `run`'s halo, cut to `clip`, to `body`.
    private func withHalo(of run: ShapedText, at origin: Point, radius: Double, alpha: Double, clip: PixelRect,
                          _ body: (CoverageMaskView) -> Void) {
        let dilation = DiscDilation(radius: radius)
        guard alpha > 0, dilation.radius > 0 else { return }
        // The glyphs' coverage over the clip grown by the halo's reach.
        let r = dilation.reach
        let grown = PixelRect(minX: clip.minX &- r, minY: clip.minY &- r, maxX: clip.maxX &+ r, maxY: clip.maxY &+ r)
        var bytes = haloBytes
        haloBytes = []
        defer { haloBytes = bytes }
        withCoverage(of: run, at: origin, clip: grown) { mask in
            dilation.apply(mask, clip: clip, output: &bytes, body)
        }
    }
}
