import ImageCodecs
import Raster
import Testing

/// The code of ImageCodecs' "Animations as GIF and APNG" page
/// (Sources/ImageCodecs/ImageCodecs.docc/AnimationsAsGIFAndAPNG.md), run as written;
/// both files are read back by the strict test decoders and every frame
/// compared with the canvas it was drawn from.
@Suite struct AnimationArticleTests {
    @Test func gifAndAPNG() throws {
        // Example: ImageCodecs.docc/AnimationsAsGIFAndAPNG.md
        /// Frame `index`: a yellow dot on dark blue, 6 px further right each frame.
        func draw(_ index: Int, on canvas: inout Canvas,
                  with rasterizer: Rasterizer) {
            canvas.fill(Color(rgb: 0x1b2a49))
            let style = StrokeStyle(width: 20, cap: .round)
            let centre = Point(14 + 6 * Double(index), 32)
            let dot = Stroker.outline([centre], style: style)
            let bounds = PixelRect(x: 0, y: 0, width: 96, height: 64)
            canvas.composite(rasterizer.fill(dot, clip: bounds),
                             color: Color(rgb: 0xfeca57))
        }

        /// The file of `count` frames written by `encoder`.
        func animation<Encoder: AnimationEncoder>(
            _ encoder: Encoder, frames count: Int
        ) throws -> [UInt8] {
            var encoder = encoder
            var canvas = try Canvas(width: 96, height: 64)
            let rasterizer = Rasterizer()
            var preparer = encoder.makePreparer()
            var frame = AnimationFrame()
            var file: [UInt8] = []
            encoder.start(into: &file)
            for index in 0..<count {
                draw(index, on: &canvas, with: rasterizer)
                encoder.prepare(canvas, into: &frame, using: &preparer)
                encoder.append(frame, frame: index, into: &file)
                // A long animation writes `file` out here and empties it.
            }
            encoder.finish(into: &file)
            return file
        }
        // End of example

        // Example: ImageCodecs.docc/AnimationsAsGIFAndAPNG.md
        var histogram = ColorHistogram()
        var sample = try Canvas(width: 96, height: 64)
        for index in [0, 6, 11] {
            draw(index, on: &sample, with: Rasterizer())
            histogram.add(sample, matte: .black, blend: .linear)
        }
        let palette = PaletteQuantizer(maxColors: 255).palette(from: histogram)

        let timing = AnimationTiming(fps: 12)
        let gifEncoder = GIFAnimationEncoder(width: 96, height: 64,
                                             palette: palette, timing: timing)
        let gif = try animation(gifEncoder, frames: 12)
        // End of example

        // Example: ImageCodecs.docc/AnimationsAsGIFAndAPNG.md
        let smooth = GIFAnimationEncoder(width: 96, height: 64, palette: palette,
                                         dither: .ordered, timing: timing)
        // End of example
        #expect(smooth.dither == .ordered && smooth.palette == palette)

        // Example: ImageCodecs.docc/AnimationsAsGIFAndAPNG.md
        let apngEncoder = APNGEncoder(width: 96, height: 64, frameCount: 12,
                                      alpha: false, timing: timing)
        let apng = try animation(apngEncoder, frames: 12)
        // End of example

        // The canvases both files were drawn from, as RGBA bytes.
        var canvas = try Canvas(width: 96, height: 64)
        var expected: [[UInt8]] = []
        for index in 0..<12 {
            draw(index, on: &canvas, with: Rasterizer())
            expected.append(ImageCodecsArticleTests.bytes(canvas))
        }
        #expect(palette.colors.count <= 255)

        let decodedGIF = try GIFTestImage(gif)
        #expect(decodedGIF.frames.count == 12 && decodedGIF.loops == 0)
        // 12 fps in centiseconds: frame i starts at round(100 i / 12), so a second is 100 cs.
        #expect(decodedGIF.frames.map(\.delay) == [8, 9, 8, 8, 9, 8, 8, 9, 8, 8, 9, 8])
        for (k, rgb) in decodedGIF.composedRGB().enumerated() {
            let worst = zip(rgb, expected[k].enumerated().filter { $0.offset % 4 != 3 }.map(\.element))
                .map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 4, "GIF frame \(k) is off by up to \(worst)")
        }

        let decodedAPNG = try APNGTestImage(apng)
        #expect(decodedAPNG.frameCount == 12 && decodedAPNG.plays == 0 && decodedAPNG.colorType == 2)
        #expect(decodedAPNG.controls.allSatisfy { $0.delayNumerator == 1 && $0.delayDenominator == 12 })
        #expect(decodedAPNG.composedRGBA() == expected)
    }

    /// What the page says of the ordered dither: between two entries it mixes them.
    @Test func orderedDitherMixesEntries() throws {
        let palette = Palette([RGB(r: 0, g: 0, b: 0), RGB(r: 255, g: 255, b: 255)])
        let timing = AnimationTiming(fps: 12)
        let smooth = GIFAnimationEncoder(width: 96, height: 64, palette: palette, dither: .ordered, timing: timing)
        // A grey of Oklab lightness 0.5, halfway between the two entries,
        // becomes a mix of both under the dither, one of them without.
        let canvas = try Canvas(width: 96, height: 64, background: Color(rgb: 0x636363))
        var mapper = smooth.makePreparer()
        var frame = AnimationFrame()
        smooth.prepare(canvas, into: &frame, using: &mapper)
        #expect(Set(frame.pixels) == [0, 1])
        let plain = GIFAnimationEncoder(width: 96, height: 64, palette: palette, timing: timing)
        var plainMapper = plain.makePreparer()
        plain.prepare(canvas, into: &frame, using: &plainMapper)
        #expect(Set(frame.pixels).count == 1)
    }
}
