import Raster
import TrueType

/// Paints draw lists into canvases. It owns the text renderer's reusable
/// buffers and outline cache, so it is not thread-safe: use one per thread
/// (each frame worker has its own).
public final class SceneRenderer {
    /// The text renderer labels and strokes go through.
    public let text: TextRenderer

    /// Creates a renderer for labels shaped with `font`, keeping at most
    /// `outlineCacheLimit` glyph outlines between frames (see
    /// ``TextRenderer/outlineCacheLimit``).
    public init(font: Font, outlineCacheLimit: Int = TextRenderer.defaultOutlineCacheLimit) {
        text = TextRenderer(font: font, outlineCacheLimit: outlineCacheLimit)
    }

    /// Clears `canvas` to the list's background and draws every item, back to
    /// front. The canvas must have the list's size.
    public func render(_ list: DrawList, into canvas: inout Canvas) {
        let blend = list.blend
        canvas.fill(list.background)
        for item in list.items {
            switch item {
            case .label(let label):
                text.draw(label.run, at: label.origin, color: label.color, alpha: label.alpha,
                          blend: blend, into: &canvas)
            case .stroke(let stroke):
                let style = StrokeStyle(width: stroke.width, join: .round, cap: .butt)
                let path = Stroker.outline(stroke.points, style: style)
                text.fill(path, color: stroke.color, alpha: stroke.alpha, blend: blend, into: &canvas)
            }
        }
    }

    /// A new canvas with the list drawn into it.
    ///
    /// - Throws: ``CanvasError`` when the size exceeds `maxPixels`.
    public func render(_ list: DrawList, maxPixels: Int = Canvas.defaultMaxPixels) throws(CanvasError) -> Canvas {
        var canvas = try Canvas(width: list.width, height: list.height, background: list.background,
                                maxPixels: maxPixels)
        render(list, into: &canvas)
        return canvas
    }
}
