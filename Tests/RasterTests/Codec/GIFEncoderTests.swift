@testable import Raster
@testable import ImageCodecs
import Foundation
import Testing

/// The LZW encoder, the palette and the GIF files, read back by the
/// independent ``GIFTestImage``.
@Suite struct GIFEncoderTests {
    /// LZW-encodes `indices` and decodes them with the test decoder.
    func roundTrip(_ indices: [UInt8], minCodeSize: Int) throws -> [UInt8] {
        var lzw = LZWEncoder(), codes: [UInt8] = []
        indices.withUnsafeBufferPointer { lzw.encode($0, minCodeSize: minCodeSize, into: &codes) }
        return try GIFTestImage.decompress(codes, minCodeSize: minCodeSize, count: indices.count)
    }

    @Test(arguments: [2, 3, 5, 8])
    func lzwRoundTripsRandomIndices(minCodeSize: Int) throws {
        var rng = ImageTestGenerator(seed: UInt64(minCodeSize))
        for count in [1, 2, 3, 17, 300, 5000, 70000] {
            let indices = (0..<count).map { _ in UInt8.random(in: 0..<UInt8(1 << minCodeSize - 1), using: &rng) }
            #expect(try roundTrip(indices, minCodeSize: minCodeSize) == indices)
        }
    }

    @Test func lzwRoundTripsRunsThatFillTheTable() throws {
        // Long runs make the KwKwK case (a code used as soon as it is made);
        // runs and noise together fill the 4096 entries several times over.
        var rng = ImageTestGenerator(seed: 9)
        var indices: [UInt8] = Array(repeating: 7, count: 100_000)
        for _ in 0..<200_000 { indices.append(UInt8.random(in: 0...255, using: &rng)) }
        indices += Array(repeating: 0, count: 9999)
        #expect(try roundTrip(indices, minCodeSize: 8) == indices)
        // Every run length near a code-size boundary.
        for n in 1...600 { #expect(try roundTrip(Array(repeating: 1, count: n), minCodeSize: 2) == Array(repeating: 1, count: n)) }
    }

    @Test func lzwCompressesARunWell() {
        var lzw = LZWEncoder(), codes: [UInt8] = []
        let run = [UInt8](repeating: 3, count: 100_000)
        run.withUnsafeBufferPointer { lzw.encode($0, minCodeSize: 8, into: &codes) }
        // A run of n costs about √(2n) codes.
        #expect(codes.count < 1000)
    }

    @Test func delaysAt30FPSAlternateAndKeepTime() {
        let timing = AnimationTiming(fps: 30)
        let delays = (0..<30).map { timing.delay(frame: $0, unitsPerSecond: 100) }
        #expect(delays.prefix(6) == [3, 4, 3, 3, 4, 3])
        #expect(delays.reduce(0, +) == 100)
        #expect((0..<25).map { AnimationTiming(fps: 25).delay(frame: $0, unitsPerSecond: 100) } == Array(repeating: 4, count: 25))
        // 29.97 fps: 2997 frames take exactly 100 s.
        #expect((0..<2997).map { AnimationTiming(fps: 29.97).delay(frame: $0, unitsPerSecond: 100) }.reduce(0, +) == 10000)
        #expect(timing.fraction(frame: 7) == (1, 30))
    }

    @Test func fewColoursGetAnExactPalette() throws {
        var canvas = try Canvas(width: 40, height: 30, background: Color(rgb: 0x102030))
        for x in 0..<40 { canvas.setPixel(x: x, y: 3, to: Color(r: UInt8(x * 6), g: 200, b: 10)) }
        var histogram = ColorHistogram()
        histogram.add(canvas, matte: .black, blend: .linear)
        let palette = PaletteQuantizer().palette(from: histogram)
        #expect(palette.colors.count == 41)
        let file = GIFEncoder().encoded(canvas)
        let gif = try GIFTestImage(file)
        #expect(gif.frames.count == 1 && gif.loops == nil)
        #expect(gif.composedRGB()[0] == rgb(canvas))
    }

    @Test func manyColoursAreQuantizedClosely() throws {
        let canvas = try sampleCloudCanvas(width: 200, height: 120)
        let file = GIFEncoder().encoded(canvas)
        let gif = try GIFTestImage(file)
        let psnr = GIFEncoderTests.psnr(gif.composedRGB()[0], rgb(canvas))
        // Thousands of blended colours in 256 entries: close, not exact.
        #expect(psnr > 38 && psnr < 90, "PSNR \(psnr)")
        for method in PaletteQuantizer.Method.allCases {
            var histogram = ColorHistogram()
            histogram.add(canvas, matte: .black, blend: .linear)
            let palette = PaletteQuantizer(method: method, maxColors: 255).palette(from: histogram)
            #expect(palette.colors.count == 255)
        }
    }

    @Test(arguments: [Dither.none, .ordered])
    func animationDecodesToThePalettedFrames(dither: Dither) throws {
        let frames = try (0..<6).map { try movingFrame($0) }
        var histogram = ColorHistogram()
        for f in frames { histogram.add(f, matte: .black, blend: .linear) }
        let palette = PaletteQuantizer(maxColors: 255).palette(from: histogram)
        var encoder = GIFAnimationEncoder(width: 64, height: 48, palette: palette, dither: dither,
                                          timing: AnimationTiming(fps: 30))
        var mapper = encoder.makePreparer()
        var file: [UInt8] = [], prepared: [AnimationFrame] = []
        encoder.start(into: &file)
        for (i, canvas) in frames.enumerated() {
            var frame = AnimationFrame()
            encoder.prepare(canvas, into: &frame, using: &mapper)
            prepared.append(frame)
            encoder.append(frame, frame: i, into: &file)
        }
        encoder.finish(into: &file)
        let gif = try GIFTestImage(file)
        #expect(gif.loops == 0)
        #expect(gif.frames.count == 6)
        #expect(gif.frames.map(\.delay) == [3, 4, 3, 3, 4, 3])
        // Later frames are cut to what changed; frame 3 repeats frame 2.
        #expect(gif.frames[1].width * gif.frames[1].height < 64 * 48)
        #expect(gif.frames[3].width == 1 && gif.frames[3].height == 1)
        for (k, screen) in gif.composedRGB().enumerated() {
            let expected = prepared[k].pixels.flatMap { i in
                [palette.colors[Int(i)].r, palette.colors[Int(i)].g, palette.colors[Int(i)].b] }
            #expect(mismatches(screen, expected) == 0, "frame \(k)")
            // Few enough colours for an exact palette: without dither, the source itself.
            if dither == .none { #expect(mismatches(screen, rgb(frames[k])) == 0, "frame \(k) is not exact") }
        }
    }

    @Test func apngDecodesToTheSourcePixels() throws {
        for alpha in [false, true] {
            let frames = try (0..<6).map { try movingFrame($0, background: alpha ? .transparent : Color(rgb: 0x202428)) }
            var encoder = APNGEncoder(width: 64, height: 48, frameCount: 6, alpha: alpha, timing: AnimationTiming(fps: 30))
            var none: Void = ()
            var file: [UInt8] = []
            encoder.start(into: &file)
            for (i, canvas) in frames.enumerated() {
                var frame = AnimationFrame()
                encoder.prepare(canvas, into: &frame, using: &none)
                encoder.append(frame, frame: i, into: &file)
            }
            encoder.finish(into: &file)
            let apng = try APNGTestImage(file)
            #expect(apng.frameCount == 6 && apng.plays == 0 && apng.colorType == (alpha ? 6 : 2))
            #expect(apng.controls.allSatisfy { $0.delayNumerator == 1 && $0.delayDenominator == 30 })
            #expect(apng.controls[1].width * apng.controls[1].height < 64 * 48)
            for (k, screen) in apng.composedRGBA().enumerated() {
                let expected = alpha ? frames[k].pixels.flatMap { Color(packedRGBA: $0).bytes } : rgb(frames[k]).rgbaOpaque
                #expect(mismatches(screen, expected) == 0, "frame \(k), alpha \(alpha)")
            }
        }
    }

    /// A small frame with a few labels that move by `step`.
    func movingFrame(_ step: Int, background: Color = Color(rgb: 0x202428)) throws -> Canvas {
        var canvas = try Canvas(width: 64, height: 48, background: background)
        let s = step == 3 ? 2 : step
        for (k, color) in [Color(rgb: 0xFFCC00), Color(rgb: 0x33AAFF), Color(rgb: 0xEE4455)].enumerated() {
            let w = 10 + 3 * k, h = 6
            // Eight coverage levels: 3 × 8 label colours and the background.
            let coverage = (0..<(w * h)).map { i in UInt8((i * 5 + k) % 8 * 36) }
            canvas.composite(CoverageMask(originX: 4 + 3 * s + 15 * k, originY: 5 + 12 * k, width: w, height: h,
                                          coverage: coverage), color: color, alpha: 1)
        }
        return canvas
    }

    /// The number of differing bytes (so that a failure does not print whole images).
    func mismatches(_ a: [UInt8], _ b: [UInt8]) -> Int {
        a.count == b.count ? zip(a, b).filter { $0 != $1 }.count : -1
    }

    func rgb(_ canvas: Canvas) -> [UInt8] {
        canvas.pixels.flatMap { p -> [UInt8] in
            let c = Color(packedRGBA: p)
            let flat = c.isOpaque ? c : Canvas.flatten(c, over: .black, blend: .linear)
            return [flat.r, flat.g, flat.b]
        }
    }

    static func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
        var se = 0.0
        for (x, y) in zip(a, b) {
            let d = Double(Int(x) - Int(y))
            se += d * d
        }
        if se == 0 { return .infinity }
        return 10 * log10(255 * 255 / (se / Double(a.count)))
    }
}

extension Color {
    fileprivate var bytes: [UInt8] { [r, g, b, a] }
}

extension Array where Element == UInt8 {
    /// RGB bytes widened to RGBA with alpha 255.
    fileprivate var rgbaOpaque: [UInt8] {
        var out: [UInt8] = []
        for k in stride(from: 0, to: count, by: 3) { out += [self[k], self[k + 1], self[k + 2], 255] }
        return out
    }
}
