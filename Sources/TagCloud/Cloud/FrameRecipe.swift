import Raster
import TrueType
import ImageCodecs

/// Everything a worker needs to render any frame, shared by all workers:
/// the scene and the replay are immutable values, so frames can be drawn
/// in any order on any thread and come out the same.
public struct FrameRecipe: Sendable {
    /// The prepared scene (layout, shaped labels, colours, style).
    public let scene: Scene
    /// The sphere's pose at each frame.
    public let replay: Replay
    /// The fonts labels are drawn with.
    public let fonts: FontChain
    /// The primary font labels are drawn with.
    public var font: Font { fonts.primary }
    /// The image format and how to encode into it.
    public let format: ImageFormat, encoding: ImageEncodingOptions
    /// The pixel cap for each worker's canvas.
    public let maxPixels: Int
    /// The glyph outlines each worker's text renderer keeps.
    public let glyphCache: Int
    /// For a map, its labels through the animation, decided once in frame
    /// order (see ``LabelTrack``); nil otherwise.
    public let labels: LabelTrack?

    /// Prepares a recipe.
    public init(scene: Scene, replay: Replay, font: Font, format: ImageFormat, style: SceneStyle, maxPixels: Int,
         glyphCache: Int = TextRenderer.defaultOutlineCacheLimit) {
        self.init(scene: scene, replay: replay, fonts: FontChain(font), format: format, style: style,
                  maxPixels: maxPixels, glyphCache: glyphCache)
    }

    /// Prepares a recipe whose labels were shaped with the chain `fonts`.
    public init(scene: Scene, replay: Replay, fonts: FontChain, format: ImageFormat, style: SceneStyle,
                maxPixels: Int, glyphCache: Int = TextRenderer.defaultOutlineCacheLimit) {
        self.scene = scene
        self.replay = replay
        self.fonts = fonts
        self.format = format
        self.encoding = ImageEncodingOptions(for: format, style: style)
        self.maxPixels = maxPixels
        self.glyphCache = glyphCache
        self.labels = scene.map == nil ? nil : LabelTrack(
            scene: scene, frames: replay.frameCount, pose: replay.state(ofFrame:), time: replay.time(ofFrame:))
    }

    /// Prepares the recipe for `cloud`'s frames posed by `replay`, with
    /// curves sampled for the replay's largest zoom and the cloud's style and caps.
    /// - Throws: ``RoutePointsError`` when the routes take too many points.
    public init(cloud: Cloud, replay: Replay, format: ImageFormat) throws(RoutePointsError) {
        self.init(scene: try cloud.scene(samplingZoom: replay.largestZoom), replay: replay, fonts: cloud.fonts,
                  format: format, style: cloud.style, maxPixels: cloud.maxPixels, glyphCache: cloud.glyphCache)
    }

    /// The frame size in pixels.
    public var width: Int { Int(scene.layout.viewport.width) }
    /// The frame size in pixels.
    public var height: Int { Int(scene.layout.viewport.height) }

    /// A worker's own renderer and canvas (a ``CanvasError`` past the pixel cap).
    public func makeWorker() throws -> FrameWorker {
        try FrameWorker(renderer: SceneRenderer(fonts: fonts, outlineCacheLimit: glyphCache),
                        canvas: Canvas(width: width, height: height, background: scene.style.background,
                                       maxPixels: maxPixels))
    }

    /// The draw list of frame `index`: the scene at the replay's pose.
    public func drawList(frame index: Int) -> DrawList {
        let state = replay.state(ofFrame: index)
        if let labels {
            return scene.mapDrawList(orientation: state.orientation, zoom: state.zoom, track: labels, index: index)
        }
        return scene.drawList(orientation: state.orientation, zoom: state.zoom)
    }

    /// Renders frame `index` with `worker` and encodes it into `frame`,
    /// rewriting only what differs from the image it held before (no
    /// allocation once it has the size; see ``EncodedFrame``).
    ///
    /// PPM and PAM are encoded a band of rows at a time, each band right
    /// after it is drawn (``SceneRenderer/draw(rows:into:)``), while it is
    /// still in cache; the bytes are those of drawing, then encoding.
    public func render(frame index: Int, with worker: FrameWorker, into frame: inout EncodedFrame) {
        let encoder = format.encoder(encoding)
        guard let rows = encoder as? any RowEncoder else {
            worker.renderer.render(drawList(frame: index), into: &worker.canvas)
            encoder.encode(worker.canvas, into: &frame)
            return
        }
        worker.renderer.prepare(drawList(frame: index), for: &worker.canvas)
        rows.begin(worker.canvas, into: &frame)
        for band in SceneRenderer.bands(height: worker.canvas.height) {
            worker.renderer.draw(rows: band, into: &worker.canvas)
            rows.encode(rows: band, of: worker.canvas, into: &frame)
        }
    }
}

/// One worker thread's reusable state: its scene renderer (with the text
/// renderer's buffers and outline cache) and its canvas.
public final class FrameWorker {
    /// The renderer (not thread-safe; this worker's own).
    public let renderer: SceneRenderer
    /// The canvas each frame is drawn into, reused.
    public var canvas: Canvas

    /// Wraps a renderer and a canvas.
    public init(renderer: SceneRenderer, canvas: Canvas) {
        self.renderer = renderer
        self.canvas = canvas
    }
}
