import Testing
@testable import Raster
@testable import ImageCodecs

/// A canvas remembers which spans were drawn since its last solid fill, so a
/// repeat fill repaints only those and the encoders read only those. Neither
/// may change a byte: each case is checked against a canvas holding the same
/// pixels with no such record (as a decoder makes it), encoded in full.
@Suite struct DirtyRowsTests {
    static let background = Color(r: 14, g: 18, b: 27)

    /// Draws a few random masks, pixels and rectangles onto `canvas`.
    static func scribble(_ canvas: inout Canvas, _ rng: inout SplitMix64) {
        for _ in 0..<6 {
            let w = Int.random(in: 1...20, using: &rng), h = Int.random(in: 1...12, using: &rng)
            let coverage = (0..<(w * h)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let mask = CoverageMask(originX: Int.random(in: -10...(canvas.width - 2), using: &rng),
                                    originY: Int.random(in: -6...30, using: &rng), width: w, height: h,
                                    coverage: coverage)
            let color = Color(r: .random(in: 0...255, using: &rng), g: .random(in: 0...255, using: &rng),
                              b: .random(in: 0...255, using: &rng), a: .random(in: 1...255, using: &rng))
            canvas.composite(mask, color: color, alpha: .random(in: 0.2...1, using: &rng),
                             blend: Bool.random(using: &rng) ? .linear : .srgb)
        }
        canvas.setPixel(x: Int.random(in: 0..<canvas.width, using: &rng), y: Int.random(in: 0..<canvas.height, using: &rng),
                        to: Color(r: 1, g: 2, b: 3, a: 100))
        canvas.fill(rect: Rect(minX: 3.2, minY: 4.7, maxX: 9.9, maxY: 6.1), color: Color(r: 250, g: 5, b: 9))
    }

    /// The same pixels with no record of what was drawn.
    static func plain(_ canvas: Canvas) -> Canvas {
        Canvas(uncheckedWidth: canvas.width, height: canvas.height, pixels: canvas.pixels)
    }

    @Test(arguments: [Self.background, Color.transparent, Color(r: 200, g: 40, b: 90, a: 128)])
    func encodingsMatchAFullRead(_ background: Color) throws {
        var rng = SplitMix64(state: 0x6469_7274)
        var canvas = try Canvas(width: 400, height: 33, background: background)
        var buffer = EncodedFrame()
        for frame in 0..<8 {
            // Clear as an animation does (the same colour: only the drawn spans), then draw.
            canvas.fill(background)
            #expect(canvas == (try Canvas(width: 400, height: 33, background: background)), "frame \(frame) clear")
            Self.scribble(&canvas, &rng)
            let reference = Self.plain(canvas)
            for format in [ImageFormat.ppm, .pam] {
                for keepAlpha in [false, true] {
                    let options = ImageEncodingOptions(keepAlpha: keepAlpha, matte: Color(r: 90, g: 60, b: 30),
                                                       blend: .linear)
                    format.encoder(options).encode(canvas, into: &buffer)
                    #expect(buffer.bytes == format.encoder(options).encoded(reference), "\(format) \(keepAlpha)")
                    #expect(format.encoder(options).encoded(canvas) == buffer.bytes)
                }
            }
        }
    }

    @Test func aDifferentColourRepaintsEverything() throws {
        var rng = SplitMix64(state: 7)
        var canvas = try Canvas(width: 40, height: 20, background: Self.background)
        Self.scribble(&canvas, &rng)
        canvas.fill(Color(r: 1, g: 2, b: 3))
        #expect(canvas == (try Canvas(width: 40, height: 20, background: Color(r: 1, g: 2, b: 3))))
        // A decoded canvas knows nothing of its content: its first fill covers everything too.
        var decoded = Self.plain(canvas)
        decoded.fill(Self.background)
        #expect(decoded == (try Canvas(width: 40, height: 20, background: Self.background)))
    }

    @Test func spansWidenToWhatWasDrawn() throws {
        // 300 columns: two bands of 150.
        var canvas = try Canvas(width: 300, height: 10, background: Self.background)
        #expect(canvas.dirty.bands == 2 && canvas.dirty.bandWidth == 150)
        canvas.composite(CoverageMask(originX: -3, originY: 2, width: 8, height: 2, coverage: .init(repeating: 255, count: 16)),
                         color: .white)
        canvas.setPixel(x: 20, y: 3, to: .white)
        canvas.fill(rect: Rect(minX: 140, minY: 3, maxX: 160, maxY: 4), color: .white)
        canvas.setPixel(x: 299, y: 3, to: .white)
        #expect(canvas.dirty.spans(row: 2, width: 300).map { [$0.x0, $0.x1] } == [[0, 5]])
        // A rectangle across the band edge is split at it.
        #expect(canvas.dirty.spans(row: 3, width: 300).map { [$0.x0, $0.x1] } == [[0, 150], [150, 300]])
        #expect(canvas.dirty.spans(row: 4, width: 300).isEmpty)
        canvas.fill(Self.background)
        #expect(canvas.dirty.spans(row: 3, width: 300).isEmpty)
    }
}
