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
    /// ``/TrueType/TextRenderer/outlineCacheLimit``).
    public convenience init(font: Font, outlineCacheLimit: Int = TextRenderer.defaultOutlineCacheLimit) {
        self.init(fonts: FontChain(font), outlineCacheLimit: outlineCacheLimit)
    }

    /// Creates a renderer for labels shaped with the chain `fonts` (see
    /// ``init(font:outlineCacheLimit:)``).
    public init(fonts: FontChain, outlineCacheLimit: Int = TextRenderer.defaultOutlineCacheLimit) {
        text = TextRenderer(fonts: fonts, outlineCacheLimit: outlineCacheLimit)
    }

    /// The coverage of the list last prepared, in drawing order.
    private var prepared = CoverageBatch()
    /// The background of the list last prepared.
    private var preparedBackground = SceneStyle.defaultBackground
    /// Whether the list last prepared was drawn whole into the canvas
    /// already (its masks outgrew the budget; see `drawWhole`).
    private var drawnWhole = false

    /// Calls `body` with the coverage of the list last prepared
    /// (``prepare(_:for:)``): its masks in drawing order, over the list's
    /// background, for an encoder that composites them itself. Nil, without
    /// calling `body`, when the list was drawn whole into the canvas.
    public func withPreparedCoverage<R>(_ body: (CoverageBatch) -> R) -> R? {
        drawnWhole ? nil : body(prepared)
    }

    /// Clears `canvas` to the list's background and draws every item, back to
    /// front. The canvas must have the list's size.
    ///
    /// Every item is filled first (``prepare(_:for:)``), then the canvas is
    /// cleared and drawn a band of ``bandHeight`` rows at a time
    /// (``draw(rows:into:windowTop:)``), so each band stays in cache while every mask
    /// crossing it is composited.
    public func render(_ list: DrawList, into canvas: inout Canvas) {
        prepare(list, for: &canvas)
        draw(into: &canvas)
    }

    /// Draws the list last prepared with ``prepare(_:for:)`` into `canvas`,
    /// band after band (the second half of ``render(_:into:)``).
    public func draw(into canvas: inout Canvas) {
        for rows in Self.bands(height: canvas.height) {
            draw(rows: rows, into: &canvas)
        }
    }

    /// Rows per band in ``render(_:into:)``: 16 rows of a 1920-pixel frame
    /// are 120 KiB, which stays in a core's cache beside the masks.
    public static let bandHeight = 16

    /// The bands of ``bandHeight`` rows that cover `height` rows, top first.
    public static func bands(height: Int) -> [Range<Int>] {
        stride(from: 0, to: max(height, 0), by: bandHeight).map { $0 ..< min($0 + bandHeight, height) }
    }

    /// Fills every item of `list` (the first half of ``render(_:into:)``)
    /// and keeps their coverage for ``draw(rows:into:windowTop:)``. When `canvas` was
    /// not last cleared to the list's background, it is cleared now, so that
    /// an encoder sees that background from here on.
    public func prepare(_ list: DrawList, for canvas: inout Canvas) {
        // Masks are kept up to a quarter of the canvas's own bytes (at least
        // 4 MiB); past that, what is kept is drawn and dropped (see `drawWhole`).
        record(list, width: canvas.width, height: canvas.height, budget: Self.maskBudget(canvas.width, canvas.height)) {
            drawWhole(into: &canvas)
            return true
        }
        if drawnWhole {
            drawWhole(into: &canvas)
        } else if !canvas.isFilled(with: list.background) {
            canvas.fill(list.background)
        }
    }

    /// Fills every item of `list`, drawn on a `width` × `height` image, and
    /// keeps their coverage for ``draw(rows:into:windowTop:)`` into a canvas
    /// that shows some of the image's rows (a band-sized canvas). Returns
    /// false, keeping nothing, when the masks would take more than the
    /// budget (a quarter of the image's bytes, at least 4 MiB): such a frame
    /// is drawn whole instead (``render(_:into:)``).
    public func prepare(_ list: DrawList, width: Int, height: Int) -> Bool {
        var fits = true
        record(list, width: width, height: height, budget: Self.maskBudget(width, height)) {
            fits = false
            return false
        }
        if !fits { prepared.removeAll(background: list.background) }
        return fits
    }

    /// The bytes of masks a `width` × `height` image's frame may keep.
    static func maskBudget(_ width: Int, _ height: Int) -> Int {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return max(overflow ? Int.max : pixels, 4 << 20)
    }

    /// Fills every item of `list` into the kept masks, clipped to the
    /// image; when they outgrow `budget` bytes, asks `overflow` whether to
    /// go on (it may draw and drop what is kept).
    private func record(_ list: DrawList, width: Int, height: Int, budget: Int, overflow: () -> Bool) {
        prepared.removeAll(background: list.background)
        preparedBackground = list.background
        drawnWhole = false
        let blend = list.blend
        let clip = PixelRect(x: 0, y: 0, width: width, height: height)
        for item in list.items {
            switch item {
            case .label(let label):
                // Over its halo, if it has one: both from one fill of the text.
                text.drawHaloed(label.run, at: label.origin, radius: label.halo, haloColor: label.haloColor,
                                color: label.color, alpha: label.alpha, blend: blend, clip: clip, into: &prepared)
            case .stroke(let stroke):
                let style = StrokeStyle(width: stroke.width, join: .round, cap: .butt)
                let path = Stroker.outline(stroke.points, style: style)
                text.fill(path, color: stroke.color, alpha: stroke.alpha, blend: blend, clip: clip, into: &prepared)
            case .shape(let shape):
                text.fill(shape.path, color: shape.color, alpha: shape.alpha, blend: blend,
                          overlaps: shape.overlaps, clip: clip, into: &prepared)
            }
            if prepared.byteSize > budget, !overflow() { return }
        }
    }

    /// Draws the masks kept so far into the whole canvas and drops them,
    /// clearing the canvas first if this frame has not drawn into it yet:
    /// a frame of many large masks is drawn in groups (in order) rather than
    /// held whole, so memory stays within the budget, and ``draw(rows:into:windowTop:)``
    /// then has nothing left to do.
    private func drawWhole(into canvas: inout Canvas) {
        if !drawnWhole { canvas.fill(preparedBackground) }
        drawnWhole = true
        canvas.composite(prepared, rows: 0 ..< canvas.height)
        prepared.removeAll(background: preparedBackground)
    }

    /// Clears `rows` of `canvas` to the prepared list's background and
    /// composites what the prepared items cover in them (the second half
    /// of ``render(_:into:)``, a band at a time, bands in any order).
    ///
    /// With `windowTop`, the canvas shows image rows `windowTop ..<
    /// windowTop + canvas.height` (see `Canvas.composite(_:rows:windowTop:)`),
    /// and `rows` are image rows.
    public func draw(rows: Range<Int>, into canvas: inout Canvas, windowTop: Int = 0) {
        guard !drawnWhole else { return }
        let top = rows.lowerBound &- windowTop
        canvas.fill(preparedBackground, rows: top ..< max(top, rows.upperBound &- windowTop))
        canvas.composite(prepared, rows: rows, windowTop: windowTop)
    }

    /// A new canvas with the list drawn into it.
    ///
    /// - Throws: ``/Raster/CanvasError`` when the size exceeds `maxPixels`.
    public func render(_ list: DrawList, maxPixels: Int = Canvas.defaultMaxPixels) throws(CanvasError) -> Canvas {
        var canvas = try Canvas(width: list.width, height: list.height, background: list.background,
                                maxPixels: maxPixels)
        render(list, into: &canvas)
        return canvas
    }
}
