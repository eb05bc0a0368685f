import Foundation
import Homogeneous
import Raster
import TrueType
import ImageCodecs
import EmbeddedFont
import NaturalEarth
import Testing
@testable import TagCloud

/// ``SceneRenderer`` records every item's coverage first and then draws the
/// frame a band of rows at a time (or, past its memory budget, in groups);
/// ``FrameRecipe`` encodes PPM and PAM band by band as they are drawn. The
/// pixels and bytes must be exactly those of the direct path it replaced:
/// the canvas cleared, then each item drawn straight into it, in order.
@Suite struct SceneBandTests {
    /// The direct path: `list.background` everywhere, then each item drawn
    /// into the canvas with its own ``TextRenderer`` (a label over its halo,
    /// a shape with its own overlap hint).
    static func reference(_ list: DrawList, fonts: FontChain) throws -> Canvas {
        let text = TextRenderer(fonts: fonts)
        var canvas = try Canvas(width: list.width, height: list.height, background: .white)
        canvas.fill(list.background)
        for item in list.items {
            switch item {
            case .label(let label):
                if label.halo > 0 {
                    text.drawHaloed(label.run, at: label.origin, radius: label.halo, haloColor: label.haloColor,
                                    color: label.color, alpha: label.alpha, blend: list.blend, into: &canvas)
                } else {
                    text.draw(label.run, at: label.origin, color: label.color, alpha: label.alpha, blend: list.blend,
                              into: &canvas)
                }
            case .stroke(let stroke):
                let path = Stroker.outline(stroke.points, style: StrokeStyle(width: stroke.width, join: .round, cap: .butt))
                text.fill(path, color: stroke.color, alpha: stroke.alpha, blend: list.blend, into: &canvas)
            case .shape(let shape):
                text.fill(shape.path, color: shape.color, alpha: shape.alpha, blend: list.blend,
                          overlaps: shape.overlaps, into: &canvas)
            }
        }
        return canvas
    }

    /// The same pixels with no record of what was drawn.
    static func plain(_ canvas: Canvas) -> Canvas {
        Canvas(uncheckedWidth: canvas.width, height: canvas.height, pixels: canvas.pixels)
    }

    /// Nil when `a` and `b` hold the same pixels; else where they first
    /// differ, so that a failure names a place instead of printing two canvases.
    static func mismatch(_ a: Canvas, _ b: Canvas) -> String? {
        guard a.width == b.width, a.height == b.height else { return "\(a.width)×\(a.height) vs \(b.width)×\(b.height)" }
        guard a.pixels != b.pixels, let i = a.pixels.indices.first(where: { a.pixels[$0] != b.pixels[$0] }) else {
            return nil
        }
        return "pixel (\(i % a.width), \(i / a.width)): \(Color(packedRGBA: a.pixels[i])) vs "
            + "\(Color(packedRGBA: b.pixels[i])); \(zip(a.pixels, b.pixels).count { $0 != $1 }) pixels differ"
    }

    /// Nil when the byte strings are equal; else their lengths or the first differing byte.
    static func mismatch(_ a: [UInt8], _ b: [UInt8]) -> String? {
        guard a.count == b.count else { return "\(a.count) bytes vs \(b.count)" }
        guard a != b, let i = a.indices.first(where: { a[$0] != b[$0] }) else { return nil }
        return "byte \(i): \(a[i]) vs \(b[i]); \(zip(a, b).count { $0 != $1 }) bytes differ"
    }

    /// Twelve tags with links between them (strokes among the labels).
    static func cloud(_ viewport: Viewport = Viewport(width: 220, height: 150)) -> Cloud {
        let words = ["Swift", "raster", "band", "glyph", "halo", "PAM", "PPM", "cache", "mask", "blend", "sRGB", "WM"]
        var cloud = Cloud(tags: words.enumerated().map { TagCloud.Tag(text: $0.element, weight: Double(12 - $0.offset)) },
                          viewport: viewport)
        cloud.links = [TagLink(from: 0, to: 1, weight: 2), TagLink(from: 2, to: 5), TagLink(from: 3, to: 11, weight: 5)]
        return cloud
    }

    /// European capitals on a globe with land, coasts, a grid (labels it
    /// runs under get halos `halo` px wide), routes with rings at their ends, and markers.
    static func globe(background: Color = SceneStyle.defaultBackground, blend: BlendSpace = .linear,
                      halo: Double = 2, land: Bool = true, grid: Double? = 5) -> Cloud {
        let places = [("Paris", 48.86, 2.35, 11.0), ("London", 51.51, -0.13, 9.6), ("Berlin", 52.52, 13.41, 3.6),
                      ("Madrid", 40.42, -3.70, 6.7), ("Rome", 41.90, 12.50, 4.3), ("Vienna", 48.21, 16.37, 1.9)]
            .map { GeoTag(name: $0.0, weight: $0.3, coordinate: GeoCoordinate(latitude: $0.1, longitude: $0.2)!) }
        var cloud = Cloud(places: places, viewport: Viewport(width: 320, height: 200))
        cloud.routes = [places.map(\.coordinate), [places[1].coordinate, places[4].coordinate]]
        cloud.style = SceneStyle(background: background, blend: blend, backface: .hide)
        cloud.map = GlobeMap(style: MapStyle(halo: halo, routeEnds: true, coastlines: true,
                                             landColor: Color(r: 40, g: 70, b: 50, a: 200), graticule: grid),
                             land: land ? .naturalEarth110m : nil)
        cloud.look(at: places[0].coordinate)
        cloud.zoom = 2.5
        return cloud
    }

    /// A hand-made list: labels (some with halos of 2 and 5 px, some partly
    /// or wholly outside the frame, some with no opacity), strokes and
    /// shapes, in random colours, over `background`.
    static func randomList(items: Int, width: Int, height: Int, sizes: ClosedRange<Double>, background: Color,
                           blend: BlendSpace, halos: [Double] = [0, 0, 2, 5], _ rng: inout SplitMix64) -> DrawList {
        let fonts = FontChain(Font.embedded)
        func color() -> Color {
            Color(r: .random(in: 0...255, using: &rng), g: .random(in: 0...255, using: &rng),
                  b: .random(in: 0...255, using: &rng), a: Bool.random(using: &rng) ? 255 : .random(in: 1...255, using: &rng))
        }
        func point() -> Point {
            Point(x: .random(in: -40...Double(width + 20), using: &rng), y: .random(in: -20...Double(height + 60), using: &rng))
        }
        let list: [DrawItem] = (0..<items).map { i in
            switch i % 5 {
            case 3:
                return .stroke(StrokeDraw(points: (0..<4).map { _ in point() }, width: .random(in: 0.5...6, using: &rng),
                                          color: color(), alpha: .random(in: 0.3...1, using: &rng)))
            case 4:
                var path = Path()
                path.move(to: point()); path.line(to: point()); path.quad(control: point(), to: point()); path.close()
                return .shape(ShapeDraw(path: path, color: color(), alpha: .random(in: 0.3...1, using: &rng)))
            default:
                let text = ["WM@", "band", "Ångström", "glyph", "ÆQ&"].randomElement(using: &rng) ?? "x"
                let alphas: [Double] = [1, 1, 0.6, 0, .nan]
                return .label(LabelDraw(tag: i, run: fonts.shape(text, pixelSize: .random(in: sizes, using: &rng)),
                                        origin: point(), color: color(), alpha: alphas.randomElement(using: &rng) ?? 1,
                                        halo: halos.randomElement(using: &rng) ?? 0, haloColor: color()))
            }
        }
        return DrawList(width: width, height: height, background: background, blend: blend, items: list)
    }

    /// Frames of a spinning cloud with links, of a globe with land, routes,
    /// markers and haloed labels (2 px halos over an opaque background, then
    /// 5 px ones over a translucent background in sRGB), and
    /// random lists over opaque, transparent and translucent backgrounds, all
    /// drawn by one renderer, each size into one reused canvas: every frame
    /// equals the direct path, and the canvas's record of what was drawn lets
    /// an encoder read it as it reads the reference.
    @Test func renderEqualsDrawingEachItemInTurn() throws {
        var lists: [(String, DrawList, FontChain)] = []
        let cloud = Self.cloud(), spin = try cloud.spin(RotationSpec.parse("y:40"), seconds: 1, fps: 4)
        for i in 0..<spin.frameCount {
            let pose = spin.state(ofFrame: i)
            lists.append(("cloud \(i)", try cloud.drawList(orientation: pose.orientation, zoom: pose.zoom), cloud.fonts))
        }
        for globe in [Self.globe(), Self.globe(background: Color(r: 20, g: 30, b: 60, a: 150), blend: .srgb, halo: 5)] {
            let list = try globe.drawList()
            #expect(list.items.contains { if case .label(let l) = $0 { l.halo > 0 } else { false } }, "a halo")
            #expect(list.items.contains { if case .shape = $0 { true } else { false } }, "a shape")
            lists.append(("globe", list, globe.fonts))
        }
        var rng = SplitMix64(seed: 0x7363_656e)
        for (n, background) in [Color(r: 14, g: 18, b: 27), .transparent, Color(r: 250, g: 250, b: 240, a: 90),
                                Color(r: 14, g: 18, b: 27)].enumerated() {
            let list = Self.randomList(items: 40, width: 203, height: 77, sizes: 8...40, background: background,
                                       blend: n % 2 == 0 ? .linear : .srgb, &rng)
            lists.append(("random \(n)", list, FontChain(Font.embedded)))
        }
        let renderer = SceneRenderer(font: Font.embedded)
        var canvases: [String: Canvas] = [:]
        for (name, list, fonts) in lists {
            let key = "\(list.width)x\(list.height)"
            var canvas = try canvases[key] ?? Canvas(width: list.width, height: list.height, background: list.background)
            renderer.render(list, into: &canvas)
            canvases[key] = canvas
            let reference = try Self.reference(list, fonts: fonts)
            #expect(Self.mismatch(canvas, reference) == nil, "\(name)")
            #expect(Self.mismatch(PAMEncoder().encoded(canvas), PAMEncoder().encoded(Self.plain(reference))) == nil,
                    "\(name): spans")
        }
    }

    /// Many large haloed labels on a small canvas keep far more than 4 MiB
    /// of masks, so the renderer draws them in groups as it goes: the frame
    /// is complete once prepared (the budget path ran), and equals the
    /// direct path, over an opaque and a translucent background; a frame
    /// within the budget drawn after it on the same canvas does too.
    @Test func framesOverTheMaskBudgetEqualDrawingEachItem() throws {
        var rng = SplitMix64(seed: 0x6275_6467)
        let renderer = SceneRenderer(font: Font.embedded)
        let (width, height) = (150, 100)
        var canvas = try Canvas(width: width, height: height, background: .black)
        for (n, background) in [Color(r: 14, g: 18, b: 27), Color(r: 200, g: 40, b: 90, a: 128)].enumerated() {
            let big = Self.randomList(items: 720, width: width, height: height, sizes: 140...260, background: background,
                                      blend: .linear, halos: [5], &rng)
            let reference = try Self.reference(big, fonts: FontChain(Font.embedded))
            renderer.prepare(big, for: &canvas)
            #expect(Self.mismatch(canvas, reference) == nil, "frame \(n): not drawn in groups while prepared")
            for band in SceneRenderer.bands(height: height).reversed() { renderer.draw(rows: band, into: &canvas) }
            #expect(Self.mismatch(canvas, reference) == nil, "frame \(n)")
            // Within the budget again: drawn band by band, over what the big frame left.
            let small = Self.randomList(items: 20, width: width, height: height, sizes: 8...30, background: background,
                                        blend: .srgb, &rng)
            renderer.render(small, into: &canvas)
            let smallReference = try Self.reference(small, fonts: FontChain(Font.embedded))
            #expect(Self.mismatch(canvas, smallReference) == nil, "frame \(n): small")
        }
    }

    /// ``FrameRecipe/render(frame:with:into:)`` for PPM and PAM (encoded
    /// band by band as drawn, into one reused buffer, frames out of order)
    /// gives the bytes of ``SceneRenderer/render(_:into:)`` then the format's
    /// encoder, and of the direct path encoded whole, for a cloud and for a
    /// globe over a translucent background.
    @Test(arguments: [ImageFormat.ppm, .pam])
    func recipeFramesEqualRenderThenEncode(_ format: ImageFormat) throws {
        for cloud in [Self.cloud(), Self.globe(background: Color(r: 20, g: 30, b: 60, a: 150), blend: .srgb, land: false,
                                                    grid: 30)] {
            let replay = try cloud.spin(RotationSpec.parse("y:60"), seconds: 1, fps: 5)
            let recipe = try FrameRecipe(cloud: cloud, replay: replay, format: format)
            let worker = try recipe.makeWorker()
            let encoder = format.encoder(recipe.encoding)
            #expect(encoder is any RowEncoder)
            let renderer = SceneRenderer(fonts: cloud.fonts)
            var canvas = try Canvas(width: recipe.width, height: recipe.height)
            var frame = EncodedFrame(), expected = EncodedFrame()
            for index in [0, 1, 2, 4, 3, 3, 0, replay.frameCount - 1] {
                recipe.render(frame: index, with: worker, into: &frame)
                let list = recipe.drawList(frame: index)
                renderer.render(list, into: &canvas)
                encoder.encode(canvas, into: &expected)
                #expect(Self.mismatch(frame.bytes, expected.bytes) == nil, "frame \(index)")
                let direct = encoder.encoded(Self.plain(try Self.reference(list, fonts: cloud.fonts)))
                #expect(Self.mismatch(frame.bytes, direct) == nil,
                        "frame \(index): direct path")
            }
        }
    }
}
