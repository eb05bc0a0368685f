#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
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
    public convenience init(font: Font, outlineCacheLimit: Int = TextRenderer.defaultOutlineCacheLimit) {
        self.init(fonts: FontChain(font), outlineCacheLimit: outlineCacheLimit)
    }

    /// Creates a renderer for labels shaped with the chain `fonts` (see
    /// ``init(font:outlineCacheLimit:)``).
    public init(fonts: FontChain, outlineCacheLimit: Int = TextRenderer.defaultOutlineCacheLimit) {
        text = TextRenderer(fonts: fonts, outlineCacheLimit: outlineCacheLimit)
    }

    /// Clears `canvas` to the list's background and draws every item, back to
    /// front. The canvas must have the list's size.
    public func render(_ list: DrawList, into canvas: inout Canvas) {
        let blend = list.blend
        canvas.fill(list.background)
        for item in list.items {
            switch item {
            case .label(let label):
                drawHalo(label, blend: blend, into: &canvas)
                text.draw(label.run, at: label.origin, color: label.color, alpha: label.alpha,
                          blend: blend, into: &canvas)
            case .stroke(let stroke):
                let style = StrokeStyle(width: stroke.width, join: .round, cap: .butt)
                let path = Stroker.outline(stroke.points, style: style)
                text.fill(path, color: stroke.color, alpha: stroke.alpha, blend: blend, into: &canvas)
            case .shape(let shape):
                text.fill(shape.path, color: shape.color, alpha: shape.alpha, blend: blend, into: &canvas)
            }
        }
    }

    /// The directions a halo is drawn in: the text is set again, in the
    /// halo's colour, this many times round a circle of the halo's width.
    public static let haloSteps = 8

    /// Draws `label`'s halo, if it has one: its text in the halo colour at
    /// ``haloSteps`` offsets round a circle of the halo's width (and half
    /// of it too for halos wider than 3 px), under the text itself.
    func drawHalo(_ label: LabelDraw, blend: BlendSpace, into canvas: inout Canvas) {
        guard label.halo > 0, label.alpha > 0 else { return }
        let rings = label.halo > 3 ? [label.halo, label.halo / 2] : [label.halo]
        for radius in rings {
            for k in 0..<Self.haloSteps {
                let a = 2 * Double.pi * Double(k) / Double(Self.haloSteps)
                let origin = Point(x: label.origin.x + radius * cos(a), y: label.origin.y + radius * sin(a))
                text.draw(label.run, at: origin, color: label.haloColor, alpha: label.alpha, blend: blend,
                          into: &canvas)
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
