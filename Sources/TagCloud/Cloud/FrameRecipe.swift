import Homogeneous
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

    /// A worker's own renderer and canvas (a ``/Raster/CanvasError`` past the pixel cap).
    public func makeWorker() throws -> FrameWorker {
        try FrameWorker(renderer: SceneRenderer(fonts: fonts, outlineCacheLimit: glyphCache),
                        width: width, height: height, background: scene.style.background, maxPixels: maxPixels)
    }

    /// The draw list of frame `index`: the scene at the replay's pose.
    public func drawList(frame index: Int) -> DrawList {
        let state = replay.state(ofFrame: index)
        if let labels {
            return scene.mapDrawList(orientation: state.orientation, zoom: state.zoom, track: labels, index: index)
        }
        return scene.drawList(orientation: state.orientation, zoom: state.zoom,
                              declutterPoses: Self.declutterPoses(scene, replay, frame: index))
    }

    /// The replay's poses at ``Scene/declutterWindow`` around frame
    /// `index`'s time, which the scene's ``Declutter/fade`` averages over;
    /// nil when the scene does not declutter.
    static func declutterPoses(_ scene: Scene, _ replay: Replay,
                               frame index: Int) -> [(orientation: Matrix4, zoom: Double)]? {
        guard scene.style.declutter == .fade else { return nil }
        let time = replay.time(ofFrame: index)
        return Scene.declutterWindow.map { offset in
            let pose = replay.state(at: time + offset)
            return (pose.orientation, pose.zoom)
        }
    }

    /// Renders frame `index` with `worker` and encodes it into `frame`,
    /// rewriting only what differs from the image it held before (no
    /// allocation once it has the size; see ``/ImageCodecs/EncodedFrame``): the same as
    /// ``prepare(frame:with:)``, then ``finish(with:into:)``.
    ///
    /// PPM and PAM are drawn and encoded a band of rows at a time through
    /// the worker's band-sized canvas (``FrameWorker/band``): each band is
    /// cleared, composited (``SceneRenderer/draw(rows:into:windowTop:)``)
    /// and encoded while it is in cache, and the worker needs no canvas of
    /// the frame's size. The bytes are those of drawing the whole frame,
    /// then encoding it; a frame whose masks outgrow the renderer's budget is
    /// drawn that way, in the worker's full-size ``FrameWorker/canvas``.
    public func render(frame index: Int, with worker: FrameWorker, into frame: inout EncodedFrame) {
        prepare(frame: index, with: worker)
        finish(with: worker, into: &frame)
    }

    /// The first half of ``render(frame:with:into:)``: fills the coverage of
    /// frame `index`'s items and keeps it in `worker`, touching no encoded
    /// frame, so a pipeline can prepare a worker's next frame while the last
    /// one is still being written.
    public func prepare(frame index: Int, with worker: FrameWorker) {
        let list = drawList(frame: index)
        if format.encoder(encoding) is any RowEncoder, worker.renderer.prepare(list, width: width, height: height) {
            worker.prepared = .bands(background: list.background)
        } else {
            worker.renderer.prepare(list, for: &worker.canvas)
            worker.prepared = .whole
        }
    }

    /// The second half of ``render(frame:with:into:)``: draws the frame
    /// `worker` last prepared (``prepare(frame:with:)``) and encodes it into
    /// `frame`. With no frame prepared since the last finish, `frame` is
    /// left as it is.
    public func finish(with worker: FrameWorker, into frame: inout EncodedFrame) {
        let encoder = format.encoder(encoding)
        switch worker.prepared {
        case .bands(let background)?:
            // PPM over an opaque background: the masks straight into its rows
            // (refused over any other, leaving the frame as it was).
            if let ppm = encoder as? PPMEncoder,
               worker.renderer.withPreparedCoverage({ ppm.encode($0, width: width, height: height, into: &frame) }) == true {
                break
            }
            guard let rows = encoder as? any RowEncoder else { break }
            if !worker.band.isFilled(with: background) { worker.band.fill(background) }
            rows.begin(worker.band, height: height, into: &frame)
            for band in SceneRenderer.bands(height: height) {
                worker.renderer.draw(rows: band, into: &worker.band, windowTop: band.lowerBound)
                rows.encode(rows: band, of: worker.band, windowTop: band.lowerBound, into: &frame)
            }
        case .whole?:
            worker.renderer.draw(into: &worker.canvas)
            encoder.encode(worker.canvas, into: &frame)
        case nil:
            break
        }
        worker.prepared = nil
    }
}

/// One worker thread's reusable state: its scene renderer (with the text
/// renderer's buffers and outline cache), a canvas of the frame's size, made
/// when first used, and a band of ``SceneRenderer/bandHeight`` rows of it.
public final class FrameWorker {
    /// The renderer (not thread-safe; this worker's own).
    public let renderer: SceneRenderer
    /// The frame's size and background, for the canvases made when first used.
    private let width: Int, height: Int, background: Color
    /// The canvas of the frame's size, once made.
    private var full: Canvas?
    /// The band-sized canvas, once made.
    private var window: Canvas?
    /// How the frame last prepared (``FrameRecipe/prepare(frame:with:)``)
    /// will be drawn, until it is finished.
    var prepared: PreparedFrame?

    /// A prepared frame's way onto the image.
    enum PreparedFrame {
        /// A band at a time through ``band``, cleared to `background`.
        case bands(background: Color)
        /// Into the full ``canvas`` (already cleared, or drawn whole).
        case whole
    }

    /// The canvas each frame is drawn into, reused (made, filled with the
    /// background, when first used).
    public var canvas: Canvas {
        get {
            if full == nil { full = makeCanvas(height: height) }
            return full ?? makeCanvas(height: height)
        }
        _modify {
            if full == nil { full = makeCanvas(height: height) }
            yield &full!
        }
        set { full = newValue }
    }

    /// A canvas as wide as the frame and ``SceneRenderer/bandHeight`` rows
    /// tall (or the frame's height, if less), through which PPM and PAM
    /// frames are drawn and encoded a band at a time.
    public var band: Canvas {
        get {
            if window == nil { window = makeCanvas(height: min(height, SceneRenderer.bandHeight)) }
            return window ?? makeCanvas(height: min(height, SceneRenderer.bandHeight))
        }
        _modify {
            if window == nil { window = makeCanvas(height: min(height, SceneRenderer.bandHeight)) }
            yield &window!
        }
        set { window = newValue }
    }

    /// Wraps a renderer and a canvas.
    public init(renderer: SceneRenderer, canvas: Canvas) {
        self.renderer = renderer
        (width, height, background) = (canvas.width, canvas.height, Color.transparent)
        full = canvas
    }

    /// A worker for `width` × `height` frames on `background`, whose
    /// canvases are made when first used.
    ///
    /// - Throws: ``/Raster/CanvasError`` when the size exceeds `maxPixels` (checked now).
    public init(renderer: SceneRenderer, width: Int, height: Int, background: Color,
                maxPixels: Int = Canvas.defaultMaxPixels) throws(CanvasError) {
        try Canvas.check(width: width, height: height, maxPixels: maxPixels)
        self.renderer = renderer
        (self.width, self.height, self.background) = (width, height, background)
    }

    /// A canvas as wide as the frame, `rows` tall, filled with the background
    /// (its size was checked when the worker was made).
    private func makeCanvas(height rows: Int) -> Canvas {
        Canvas(checkedWidth: width, height: max(rows, 1), background: background)
    }
}
