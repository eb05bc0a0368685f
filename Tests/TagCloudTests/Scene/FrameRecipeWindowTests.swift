import Foundation
import Raster
import TrueType
import ImageCodecs
import EmbeddedFont
import Testing
@testable import TagCloud

/// ``FrameRecipe/render(frame:with:into:)`` draws and encodes PPM and PAM
/// frames through the worker's band-sized canvas (``FrameWorker/band``), and
/// a frame whose masks outgrow the renderer's budget through its full-size
/// canvas, drawn whole. Either way the bytes must be those of
/// ``SceneRenderer/render(_:into:)`` into a canvas of the frame's size and
/// the format's encoder, and of the direct path
/// (``SceneBandTests/reference(_:fonts:)``) encoded whole.
@Suite struct FrameRecipeWindowTests {
    /// 240 tags at 150 to 220 px on a 160 × 120 frame, all on one side of
    /// the sphere (within 35° of the front) and hidden behind it: as it
    /// turns 45° a frame, frames 0, 1 and 7 are over the mask budget, frames
    /// 2 and 6 (90° and 270°) hold about half the labels, within it, and
    /// frames 3 to 5 hold none.
    static func crowdedCloud() -> Cloud {
        var rng = SplitMix64(seed: 0x6865_6d69)
        let viewport = Viewport(width: 160, height: 120), count = 240
        let points = (0..<count).map { _ in
            GeoCoordinate(latitude: .random(in: -35...35, using: &rng), longitude: .random(in: -35...35, using: &rng))!
                .unitVector
        }
        let words = ["Swift", "raster", "band", "glyph", "halo", "PAM", "PPM", "cache", "mask", "blend", "WM"]
        let tags = (0..<count).map { TagCloud.Tag(text: words[$0 % words.count] + "\($0)", weight: Double(count - $0)) }
        var options = LayoutOptions(for: viewport, minSize: 150, maxSize: 220)
        options.fillsFrame = false
        var cloud = Cloud(tags: tags, points: points, maxTags: nil, viewport: viewport, options: options)  // all 240
        cloud.style = SceneStyle(backface: .hide)
        return cloud
    }

    /// Whether `worker` has made its canvas of the frame's size (its private
    /// `full`, read by reflection); nil when it has no such property.
    static func madeFullCanvas(_ worker: FrameWorker) -> Bool? {
        guard let full = Mirror(reflecting: worker).children.first(where: { $0.label == "full" })?.value else { return nil }
        return Mirror(reflecting: full).children.isEmpty == false
    }

    /// Frames of the crowded cloud, over the budget and within it (and
    /// empty) in turn, rendered for PPM and for PAM by one worker each into
    /// one reused buffer each: every frame equals render-then-encode (and
    /// the first over the budget the direct path too). Each worker makes its
    /// full-size canvas at the first frame over the budget, not before (the
    /// fallback ran), and `prepare(_:width:height:)` of another renderer
    /// agrees which frames those are.
    @Test func framesOverTheBudgetFallBackToTheFullCanvas() throws {
        let cloud = Self.crowdedCloud()
        let replay = try cloud.spin(RotationSpec.parse("y:90"), seconds: 4, fps: 2)
        let recipes = try [ImageFormat.ppm, .pam].map { try FrameRecipe(cloud: cloud, replay: replay, format: $0) }
        let workers = try recipes.map { try $0.makeWorker() }
        var frames = [EncodedFrame](repeating: EncodedFrame(), count: 2), expected = frames
        let renderer = SceneRenderer(fonts: cloud.fonts)
        let (width, height) = (recipes[0].width, recipes[0].height)
        var canvas = try Canvas(width: width, height: height)
        var over: [Int] = [], within: [Int] = []
        for index in [2, 0, 3, 7, 6] {
            let list = recipes[0].drawList(frame: index)
            let fits = renderer.prepare(list, width: width, height: height)
            if fits { within.append(index) } else { over.append(index) }
            renderer.render(list, into: &canvas)
            for (k, recipe) in recipes.enumerated() {
                let name = "\(recipe.format), frame \(index) (fits: \(fits))"
                recipe.render(frame: index, with: workers[k], into: &frames[k])
                #expect(Self.madeFullCanvas(workers[k]) == !over.isEmpty, "\(name): full canvas made only when over the budget")
                let encoder = recipe.format.encoder(recipe.encoding)
                encoder.encode(canvas, into: &expected[k])
                #expect(SceneBandTests.mismatch(frames[k].bytes, expected[k].bytes) == nil, "\(name)")
                if index == 0 {
                    let direct = encoder.encoded(SceneBandTests.plain(try SceneBandTests.reference(list, fonts: cloud.fonts)))
                    #expect(SceneBandTests.mismatch(frames[k].bytes, direct) == nil, "\(name): direct path")
                }
            }
        }
        #expect(over == [0, 7], "frames over the budget: \(over)")
        #expect(within.filter { !recipes[0].drawList(frame: $0).items.isEmpty } == [2, 6], "drawn frames within the budget")
    }

    /// A worker renders PPM and PAM frames of clouds and a globe (over a
    /// translucent background), and of a frame only 9 rows tall, through
    /// its band alone: it never makes its full-size canvas, its band is as
    /// wide as the frame and 16 rows tall (or the frame's height), and the
    /// bytes equal render-then-encode. A PNG worker does make it (the probe
    /// sees it).
    @Test(arguments: [ImageFormat.ppm, .pam])
    func workersDrawThroughTheirBandAlone(_ format: ImageFormat) throws {
        let clouds = [SceneBandTests.cloud(), SceneBandTests.cloud(Viewport(width: 220, height: 9)),
                      SceneBandTests.globe(background: Color(r: 20, g: 30, b: 60, a: 150), blend: .srgb, land: false,
                                           grid: 30)]
        for cloud in clouds {
            let replay = try cloud.spin(RotationSpec.parse("y:60"), seconds: 1, fps: 4)
            let recipe = try FrameRecipe(cloud: cloud, replay: replay, format: format)
            let worker = try recipe.makeWorker()
            let encoder = format.encoder(recipe.encoding)
            let renderer = SceneRenderer(fonts: cloud.fonts)
            var canvas = try Canvas(width: recipe.width, height: recipe.height)
            var frame = EncodedFrame(), expected = EncodedFrame()
            let name = "\(recipe.width)×\(recipe.height)"
            for index in [0, 1, 3, 2, 2, 0] {
                recipe.render(frame: index, with: worker, into: &frame)
                renderer.render(recipe.drawList(frame: index), into: &canvas)
                encoder.encode(canvas, into: &expected)
                #expect(SceneBandTests.mismatch(frame.bytes, expected.bytes) == nil, "\(name), frame \(index)")
            }
            #expect(Self.madeFullCanvas(worker) == false, "\(name): made its full canvas")
            #expect(worker.band.width == recipe.width && worker.band.height == min(recipe.height, SceneRenderer.bandHeight),
                    "\(name): band \(worker.band.width)×\(worker.band.height)")
        }
        let png = try FrameRecipe(cloud: SceneBandTests.cloud(), replay: SceneBandTests.cloud().spin(RotationSpec.parse("y:60"),
                                                                                                    seconds: 1, fps: 2),
                                  format: .png)
        let worker = try png.makeWorker()
        #expect(Self.madeFullCanvas(worker) == false)
        var frame = EncodedFrame()
        png.render(frame: 1, with: worker, into: &frame)
        #expect(Self.madeFullCanvas(worker) == true, "a PNG frame is drawn in the full canvas")
    }

    /// Sizes a worker cannot have, each with the error it must throw.
    static let badSizes: [(width: Int, height: Int, maxPixels: Int, error: CanvasError)] = [
        (0, 5, 100, .invalidSize(width: 0, height: 5)),
        (5, 0, 100, .invalidSize(width: 5, height: 0)),
        (-3, 4, 100, .invalidSize(width: -3, height: 4)),
        (4, -1, 100, .invalidSize(width: 4, height: -1)),
        (Int.min, Int.min, 100, .invalidSize(width: Int.min, height: Int.min)),
        (11, 10, 109, .tooLarge(width: 11, height: 10, maxPixels: 109)),
        (1, 1, 0, .tooLarge(width: 1, height: 1, maxPixels: 0)),
        (Int.max, 2, Int.max, .tooLarge(width: Int.max, height: 2, maxPixels: Int.max)),
        (1 << 32, 1 << 32, Int.max, .tooLarge(width: 1 << 32, height: 1 << 32, maxPixels: Int.max)),
    ]

    /// A worker checks its size when made (as `Canvas.check` does) and
    /// throws the canvas's error; one of a good size makes both canvases,
    /// filled with its background, when first used; a recipe over its
    /// cloud's pixel cap cannot make a worker.
    @Test func workersCheckTheirSize() throws {
        for bad in Self.badSizes {
            #expect(throws: bad.error) {
                try FrameWorker(renderer: SceneRenderer(font: Font.embedded), width: bad.width, height: bad.height,
                                background: .white, maxPixels: bad.maxPixels)
            }
            #expect(throws: bad.error) { try Canvas.check(width: bad.width, height: bad.height, maxPixels: bad.maxPixels) }
        }
        let background = Color(r: 9, g: 80, b: 7, a: 200)
        for (width, height) in [(11, 10), (7, 40), (3, 1)] {
            let worker = try FrameWorker(renderer: SceneRenderer(font: Font.embedded), width: width, height: height,
                                         background: background, maxPixels: 400)
            #expect(worker.band == (try Canvas(width: width, height: min(height, 16), background: background)))
            #expect(worker.canvas == (try Canvas(width: width, height: height, background: background)))
            #expect(worker.band.isFilled(with: background) && worker.canvas.isFilled(with: background))
        }
        var cloud = SceneBandTests.cloud()
        cloud.maxPixels = 220 * 150 - 1
        let recipe = try FrameRecipe(cloud: cloud, replay: cloud.spin(RotationSpec.parse("y:60"), seconds: 1, fps: 2),
                                     format: .ppm)
        #expect(throws: CanvasError.tooLarge(width: 220, height: 150, maxPixels: 220 * 150 - 1)) { try recipe.makeWorker() }
    }
}
