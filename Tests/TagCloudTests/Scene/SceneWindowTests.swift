import Foundation
import Raster
import TrueType
import ImageCodecs
import EmbeddedFont
import Testing
@testable import TagCloud

/// ``SceneRenderer/prepare(_:width:height:)`` records a frame's masks for an
/// image of a given size, and ``SceneRenderer/draw(rows:into:windowTop:)``
/// draws image rows into a band-sized window onto it. The bands copied out of
/// one reused window must assemble into exactly the direct path's pixels
/// (``SceneBandTests/reference(_:fonts:)``: the canvas cleared, each item
/// drawn straight into it); over the mask budget, `prepare` keeps nothing.
@Suite struct SceneWindowTests {
    /// The frames of ``SceneBandTests``: a spinning cloud with links, globes
    /// with land, routes, markers and haloed labels (one over a translucent
    /// background in sRGB), and random lists over opaque, transparent and
    /// translucent backgrounds.
    static func lists() throws -> [(name: String, list: DrawList, fonts: FontChain)] {
        var lists: [(name: String, list: DrawList, fonts: FontChain)] = []
        let cloud = SceneBandTests.cloud(), spin = try cloud.spin(RotationSpec.parse("y:40"), seconds: 1, fps: 3)
        for i in 0..<spin.frameCount {
            let pose = spin.state(ofFrame: i)
            lists.append(("cloud \(i)", try cloud.drawList(orientation: pose.orientation, zoom: pose.zoom), cloud.fonts))
        }
        for globe in [SceneBandTests.globe(),
                      SceneBandTests.globe(background: Color(r: 20, g: 30, b: 60, a: 150), blend: .srgb, halo: 5)] {
            lists.append(("globe", try globe.drawList(), globe.fonts))
        }
        var rng = SplitMix64(seed: 0x7769_6e64)
        for (n, background) in [Color(r: 14, g: 18, b: 27), .transparent, Color(r: 250, g: 250, b: 240, a: 90)].enumerated() {
            let list = SceneBandTests.randomList(items: 40, width: 203, height: 77, sizes: 8...40, background: background,
                                                 blend: n % 2 == 0 ? .linear : .srgb, &rng)
            lists.append(("random \(n)", list, FontChain(Font.embedded)))
        }
        return lists
    }

    /// Draws the prepared frame through `window` band by band (bands of
    /// `bandHeight` rows from up to a band above row 0 to past the bottom,
    /// shuffled; the window shows each band from its first row, or from a
    /// few rows above it when taller) and returns the image the bands
    /// assemble into. Rows of the window outside the band must be left as
    /// they were.
    static func drawThrough(_ window: inout Canvas, renderer: SceneRenderer, width: Int, height: Int,
                            bandHeight: Int, _ rng: inout SplitMix64) -> Canvas {
        var image = [UInt32](repeating: 0x0BAD_F00D, count: width * height)
        let start = -Int.random(in: 0..<bandHeight, using: &rng)
        let bands = stride(from: start, to: height, by: bandHeight).map { $0 ..< $0 + bandHeight }
        for band in bands.shuffled(using: &rng) {
            let top = band.lowerBound - Int.random(in: 0...(window.height - bandHeight), using: &rng)
            let before = window
            renderer.draw(rows: band, into: &window, windowTop: top)
            for y in 0..<window.height where !band.contains(top + y) {
                let row = (y * width) ..< ((y + 1) * width)
                #expect(window.pixels[row] == before.pixels[row], "band \(band) at \(top): window row \(y) changed")
            }
            for y in band where (0..<height).contains(y) {
                let from = (y - top) * width
                image.replaceSubrange((y * width) ..< ((y + 1) * width), with: window.pixels[from ..< from + width])
            }
        }
        return Canvas(uncheckedWidth: width, height: height, pixels: image)
    }

    /// Every frame prepared for its image size (within the budget: `prepare`
    /// says so) and drawn through one reused window per size and height
    /// (1, 5 and 16 rows, bands filling it, and 16 rows showing bands of 11)
    /// equals the direct path.
    @Test func drawingThroughOneWindowEqualsTheDirectPath() throws {
        var rng = SplitMix64(seed: 0x6472_7769)
        let renderer = SceneRenderer(font: Font.embedded)
        var windows: [String: Canvas] = [:]
        for (name, list, fonts) in try Self.lists() {
            let reference = try SceneBandTests.reference(list, fonts: fonts)
            for (windowHeight, bandHeight) in [(16, 16), (1, 1), (5, 5), (16, 11)] {
                #expect(renderer.prepare(list, width: list.width, height: list.height), "\(name): within the budget")
                let key = "\(list.width)x\(windowHeight)"
                var window = try windows[key] ?? Canvas(width: list.width, height: windowHeight, background: .white)
                let image = Self.drawThrough(&window, renderer: renderer, width: list.width, height: list.height,
                                             bandHeight: bandHeight, &rng)
                windows[key] = window
                #expect(SceneBandTests.mismatch(image, reference) == nil, "\(name): window \(windowHeight), bands of \(bandHeight)")
            }
        }
    }

    /// Many large haloed labels on a small image: `prepare(_:width:height:)`
    /// returns false and keeps nothing (drawing through a window then gives
    /// only the background, nothing of it or of the frame prepared before);
    /// the renderer then prepares a frame within the budget as usual.
    @Test func preparingOverTheBudgetKeepsNothing() throws {
        var rng = SplitMix64(seed: 0x6b65_6570)
        let renderer = SceneRenderer(font: Font.embedded)
        let (width, height) = (150, 100)
        var window = try Canvas(width: width, height: 16, background: .white)
        for (n, background) in [Color(r: 14, g: 18, b: 27), Color(r: 200, g: 40, b: 90, a: 128)].enumerated() {
            let big = SceneBandTests.randomList(items: 720, width: width, height: height, sizes: 140...260,
                                                background: background, blend: .linear, halos: [5], &rng)
            let small = SceneBandTests.randomList(items: 20, width: width, height: height, sizes: 8...30,
                                                  background: background, blend: .srgb, &rng)
            // A frame within the budget first: nothing of it may be left either.
            #expect(renderer.prepare(small, width: width, height: height))
            #expect(!renderer.prepare(big, width: width, height: height), "frame \(n): over the budget")
            let empty = Self.drawThrough(&window, renderer: renderer, width: width, height: height, bandHeight: 16, &rng)
            let blank = try Canvas(width: width, height: height, background: background)
            #expect(SceneBandTests.mismatch(empty, blank) == nil, "frame \(n): masks kept over the budget")
            #expect(renderer.prepare(small, width: width, height: height))
            let image = Self.drawThrough(&window, renderer: renderer, width: width, height: height, bandHeight: 16, &rng)
            #expect(SceneBandTests.mismatch(image, try SceneBandTests.reference(small, fonts: FontChain(Font.embedded))) == nil,
                    "frame \(n): small after big")
        }
    }

    /// The mask budget is the image's pixel count in bytes, and at least 4
    /// MiB: copies of one label, whose mask (and blends over the opaque
    /// background) take a known number of bytes (measured with a batch of
    /// its own), fit while their total is within the budget and not with
    /// one more, for an image of fewer pixels than 4 MiB and one of more.
    @Test func theMaskBudgetIsTheImageOrFourMiB() throws {
        let fonts = FontChain(Font.embedded)
        let background = Color(r: 14, g: 18, b: 27)
        let run = fonts.shape("WMQ", pixelSize: 60)
        let label = LabelDraw(tag: 0, run: run, origin: Point(x: 5, y: 70), color: Color(r: 250, g: 200, b: 10),
                              alpha: 1, halo: 0, haloColor: .transparent)
        let renderer = SceneRenderer(fonts: fonts)
        for (width, height) in [(150, 100), (2400, 2000)] {
            var batch = CoverageBatch(background: background)
            TextRenderer(fonts: fonts).draw(run, at: label.origin, color: label.color,
                                            clip: PixelRect(x: 0, y: 0, width: width, height: height), into: &batch)
            let each = batch.byteSize
            #expect(batch.count == 1 && each > 5000, "one mask of \(each) bytes")
            let budget = max(width * height, 4 << 20), fitting = budget / each
            for count in [fitting, fitting + 1] {
                let list = DrawList(width: width, height: height, background: background, blend: .linear,
                                    items: Array(repeating: .label(label), count: count))
                #expect(renderer.prepare(list, width: width, height: height) == (count == fitting),
                        "\(count) masks of \(each) bytes for \(width)×\(height)")
            }
        }
    }
}
