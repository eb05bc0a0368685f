import Raster

extension TextRenderer {
    /// Records `run`'s halo into `batch`: its glyphs grown by a disc of
    /// `radius` px (``/Raster/DiscDilation``), in `color` times `alpha`,
    /// for a canvas whose pixels are `clip`. Drawn under the text, it keeps
    /// the text legible over lines and other ink. Glyphs just outside the
    /// clip still cast their halo into it.
    public func drawHalo(_ run: ShapedText, at origin: Point, radius: Double, color: Color, alpha: Double = 1,
                         blend: BlendSpace = .linear, clip: PixelRect, into batch: inout CoverageBatch) {
        let dilation = DiscDilation(radius: radius)
        guard alpha > 0, dilation.radius > 0 else { return }
        // The glyphs' coverage over the clip grown by the halo's reach.
        let r = dilation.reach
        let grown = PixelRect(minX: clip.minX &- r, minY: clip.minY &- r, maxX: clip.maxX &+ r, maxY: clip.maxY &+ r)
        var bytes = haloBytes
        haloBytes = []
        defer { haloBytes = bytes }
        withCoverage(of: run, at: origin, clip: grown) { mask in
            dilation.apply(mask, clip: clip, output: &bytes) { halo in
                batch.append(halo, color: color, alpha: alpha, blend: blend)
            }
        }
    }
}
