import Testing
@testable import Raster
@testable import ImageCodecs

/// A ``CoverageBatch`` composited band by band (``Canvas/fill(_:rows:)``
/// then ``Canvas/composite(_:rows:)`` for each band, in any order) must give
/// exactly the bytes of compositing each mask in turn with
/// ``Canvas/composite(_:color:alpha:blend:)`` after a whole fill. The
/// reference is composited onto a canvas with no record of its background
/// (as a decoder makes it), so no table of blends takes part in it.
@Suite struct CoverageBatchTests {
    /// One mask and how to draw it.
    struct Draw {
        var mask: CoverageMask
        var color: Color
        var alpha: Double
        var blend: BlendSpace
    }

    static let opaque = Color(r: 14, g: 18, b: 27)
    static let translucent = Color(r: 200, g: 40, b: 90, a: 128)

    /// `count` random draws for a `width × height` canvas: coverage with runs
    /// of zeros and of 255, masks partly or wholly outside the canvas (some
    /// at extreme origins), colours with alpha below 255 and alphas of 0,
    /// NaN and out of range, in both blend spaces. With `rows`, every mask
    /// lies within those rows.
    static func draws(_ count: Int, width: Int, height: Int, rows: Range<Int>? = nil,
                      _ rng: inout SplitMix64) -> [Draw] {
        (0..<count).map { _ in
            let w = Int.random(in: 1...60, using: &rng), h = Int.random(in: 1...14, using: &rng)
            let style = Int.random(in: 0..<3, using: &rng)
            var coverage = (0..<(w * h)).map { _ -> UInt8 in
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: 0
                case 1: style == 0 ? 255 : 0
                default: style == 2 ? 255 : .random(in: 0...255, using: &rng)
                }
            }
            // Now and then a row of zeros (skipped eight at a time).
            if h > 2 { for x in 0..<w { coverage[w + x] = 0 } }
            var x = Int.random(in: -20...(width + 2), using: &rng)
            var y = Int.random(in: -8...(height + 2), using: &rng)
            if let rows { y = Int.random(in: rows.lowerBound...(rows.upperBound - h), using: &rng) }
            switch Int.random(in: 0..<24, using: &rng) {
            case 0 where rows == nil: y = Int.max - 3           // its end overflows
            case 1 where rows == nil: y = -5_000_000_000_000     // above Int32's range
            case 2: x = Int.max - 2
            case 3: x = Int.min + 7
            case 4: x = -w                                       // just left of the canvas
            default: break
            }
            let a: UInt8 = Bool.random(using: &rng) ? 255 : .random(in: 0...255, using: &rng)
            let color = Color(r: .random(in: 0...255, using: &rng), g: .random(in: 0...255, using: &rng),
                              b: .random(in: 0...255, using: &rng), a: a)
            let alphas: [Double] = [1, 1, 1, 0, .nan, 1.5, -0.25, .random(in: 0...1, using: &rng)]
            let alpha = alphas.randomElement(using: &rng) ?? 1
            return Draw(mask: CoverageMask(originX: x, originY: y, width: w, height: h, coverage: coverage),
                        color: color, alpha: alpha, blend: Bool.random(using: &rng) ? .linear : .srgb)
        }
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

    /// `draws` recorded into `batch` (emptied first, for `background`).
    static func record(_ draws: [Draw], into batch: inout CoverageBatch, background: Color?) {
        batch.removeAll(background: background)
        for draw in draws {
            draw.mask.coverage.withUnsafeBufferPointer { coverage in
                let view = CoverageMaskView(originX: draw.mask.originX, originY: draw.mask.originY,
                                            width: draw.mask.width, height: draw.mask.height, coverage: coverage)
                batch.append(view, color: draw.color, alpha: draw.alpha, blend: draw.blend)
            }
        }
    }

    /// The reference: `background` everywhere, then every draw composited
    /// whole, in order, on a canvas that does not know its background.
    static func reference(_ draws: [Draw], width: Int, height: Int, background: Color) -> Canvas {
        var canvas = Canvas(uncheckedWidth: width, height: height,
                            pixels: [UInt32](repeating: background.packedRGBA, count: width * height))
        for draw in draws { canvas.composite(draw.mask, color: draw.color, alpha: draw.alpha, blend: draw.blend) }
        return canvas
    }

    /// Bands of `bandHeight` rows from a little above the canvas to past
    /// its bottom (rows outside are ignored), in a shuffled order.
    static func bands(height: Int, bandHeight: Int, _ rng: inout SplitMix64) -> [Range<Int>] {
        let start = -Int.random(in: 0..<bandHeight, using: &rng)
        return stride(from: start, to: height, by: bandHeight).map { $0 ..< $0 + bandHeight }.shuffled(using: &rng)
    }

    /// Draws `batch` band by band into `canvas`, clearing each band to `background` first.
    static func drawBanded(_ batch: CoverageBatch, background: Color, bandHeight: Int, into canvas: inout Canvas,
                           _ rng: inout SplitMix64) {
        for band in bands(height: canvas.height, bandHeight: bandHeight, &rng) {
            canvas.fill(background, rows: band)
            canvas.composite(batch, rows: band)
        }
    }

    /// Over an opaque background (the batch's blend tables in use),
    /// transparent and translucent ones: several frames of random draws on
    /// one canvas and one reused batch, each drawn band by band with several
    /// band heights in shuffled order, equal the reference; so does drawing
    /// each mask directly after a whole fill, and the canvas's record of what
    /// was drawn lets an encoder read it as the reference reads.
    @Test(arguments: [Self.opaque, Color.transparent, Self.translucent])
    func bandsEqualMaskByMaskCompositing(_ background: Color) throws {
        var rng = SplitMix64(state: 0x6261_6e64 ^ UInt64(background.packedRGBA))
        let (width, height) = (301, 45)
        var canvas = try Canvas(width: width, height: height, background: background)
        var batch = CoverageBatch()
        for (frame, bandHeight) in [16, 1, 7, 5, 64, 16, 3, 16].enumerated() {
            let draws = Self.draws(frame % 3 == 2 ? 3 : 40, width: width, height: height, &rng)
            Self.record(draws, into: &batch, background: background)
            Self.drawBanded(batch, background: background, bandHeight: bandHeight, into: &canvas, &rng)
            let reference = Self.reference(draws, width: width, height: height, background: background)
            #expect(Self.mismatch(canvas, reference) == nil, "frame \(frame), bands of \(bandHeight)")
            var direct = try Canvas(width: width, height: height, background: .white)
            direct.fill(background)
            for d in draws { direct.composite(d.mask, color: d.color, alpha: d.alpha, blend: d.blend) }
            #expect(Self.mismatch(direct, reference) == nil, "frame \(frame): direct compositing")
            #expect(Self.mismatch(PAMEncoder().encoded(canvas), PAMEncoder().encoded(reference)) == nil,
                    "frame \(frame): spans")
            #expect(canvas.isFilled(with: background))
        }
    }

    /// A batch recorded for another background than the canvas was cleared
    /// to (another opaque colour, or none) must not use its blend tables: the
    /// canvas's pixels are not what they were made over.
    @Test func aBatchForAnotherBackgroundUsesNoTables() throws {
        var rng = SplitMix64(state: 0x7461_626c)
        let (width, height) = (160, 40)
        let canvasBackground = Color(r: 240, g: 230, b: 200)
        var canvas = try Canvas(width: width, height: height, background: canvasBackground)
        var batch = CoverageBatch()
        for (frame, recorded) in [Self.opaque, nil, .white, canvasBackground, Self.opaque].enumerated() {
            let draws = Self.draws(30, width: width, height: height, &rng)
            Self.record(draws, into: &batch, background: recorded)
            Self.drawBanded(batch, background: canvasBackground, bandHeight: 16, into: &canvas, &rng)
            let reference = Self.reference(draws, width: width, height: height, background: canvasBackground)
            #expect(Self.mismatch(canvas, reference) == nil, "frame \(frame): batch for \(String(describing: recorded))")
        }
        // Rows composited without a fill onto pixels of another colour.
        let other = Color(r: 3, g: 120, b: 60)
        var plain = Self.reference([], width: width, height: height, background: other)
        let draws = Self.draws(30, width: width, height: height, &rng)
        Self.record(draws, into: &batch, background: Self.opaque)
        for band in Self.bands(height: height, bandHeight: 9, &rng) { plain.composite(batch, rows: band) }
        #expect(Self.mismatch(plain, Self.reference(draws, width: width, height: height, background: other)) == nil,
                "over pixels of another colour")
    }

    /// Frame after frame on one canvas, a band's clear repaints only what
    /// the last frame drew there (not what frames before it drew, which that
    /// frame cleared): frame k draws in one third of the rows only, and a
    /// pixel changed behind the canvas's back in rows no frame draws, or in
    /// those of the frame before last, keeps its value. Everything else is the
    /// new frame's reference (nothing of the last frame is left).
    @Test func repeatedFramesClearOnlyWhatWasDrawn() throws {
        var rng = SplitMix64(state: 0x6672_6d73)
        let (width, height) = (300, 48)
        var canvas = try Canvas(width: width, height: height, background: Self.opaque)
        var batch = CoverageBatch(background: Self.opaque)
        let marker = Color(r: 1, g: 2, b: 3).packedRGBA
        let regions = [0 ..< 14, 14 ..< 28, 28 ..< 42], untouched = (height - 4) * width + 7
        var cleared: Int?  // a pixel the last frame cleared and did not draw
        for frame in 0..<8 {
            let draws = Self.draws(frame == 4 ? 0 : 35, width: width, height: height, rows: regions[frame % 3], &rng)
            Self.record(draws, into: &batch, background: Self.opaque)
            // Neither change is recorded as drawn.
            canvas.pixels[untouched] = marker
            if let cleared { canvas.pixels[cleared] = marker }
            Self.drawBanded(batch, background: Self.opaque, bandHeight: 16, into: &canvas, &rng)
            #expect(canvas.pixels[untouched] == marker, "frame \(frame): a row no frame drew was repainted")
            canvas.pixels[untouched] = Self.opaque.packedRGBA
            if let cleared {
                #expect(canvas.pixels[cleared] == marker, "frame \(frame): what the frame before last drew was repainted")
                canvas.pixels[cleared] = Self.opaque.packedRGBA
            }
            let reference = Self.reference(draws, width: width, height: height, background: Self.opaque)
            #expect(Self.mismatch(canvas, reference) == nil, "frame \(frame)")
            // In the last frame's rows: this frame cleared it, the next neither clears nor draws it.
            cleared = (regions[(frame + 2) % 3].lowerBound + 5) * width + 100
        }
    }

    /// ``Canvas/fill(_:rows:)`` in a colour other than the last whole fill
    /// paints those rows whole (clamped to the canvas) and leaves every other
    /// row as it was; the rows count as drawn, so an encoder still reads
    /// them, and a whole fill in the old colour repaints them.
    @Test func fillingRowsInAnotherColourPaintsOnlyThoseRows() throws {
        var rng = SplitMix64(state: 0x726f_7773)
        let (width, height) = (290, 30)
        var canvas = try Canvas(width: width, height: height, background: Self.opaque)
        let draws = Self.draws(30, width: width, height: height, &rng)
        for d in draws { canvas.composite(d.mask, color: d.color, alpha: d.alpha, blend: d.blend) }
        let before = canvas
        let paint = Color(r: 250, g: 5, b: 9, a: 200)
        let painted: [Range<Int>] = [5 ..< 12, -3 ..< 2, (height - 1) ..< (height + 10), 20 ..< 20]
        for rows in painted { canvas.fill(paint, rows: rows) }
        for y in 0..<height {
            let inside = painted.contains { $0.contains(y) }
            for x in 0..<width {
                let expected = inside ? paint.packedRGBA : before.pixels[y * width + x]
                guard canvas.pixels[y * width + x] == expected else {
                    Issue.record("pixel \(x), \(y): \(inside ? "not painted" : "changed")")
                    return
                }
            }
        }
        #expect(canvas.isFilled(with: Self.opaque) && !canvas.isFilled(with: paint))
        let plain = DirtyRowsTests.plain(canvas)
        #expect(Self.mismatch(PPMEncoder().encoded(canvas), PPMEncoder().encoded(plain)) == nil, "PPM")
        #expect(Self.mismatch(PAMEncoder().encoded(canvas), PAMEncoder().encoded(plain)) == nil, "PAM")
        // The same colour as the last whole fill: those rows go back to it.
        canvas.fill(Self.opaque, rows: 0 ..< 15)
        for y in 0..<height {
            let row = (y * width) ..< ((y + 1) * width)
            let expected = y < 15 ? Array(repeating: Self.opaque.packedRGBA, count: width)
                : y == height - 1 ? Array(repeating: paint.packedRGBA, count: width) : Array(before.pixels[row])
            #expect(Array(canvas.pixels[row]) == expected, "row \(y)")
        }
        canvas.fill(Self.opaque)
        #expect(Self.mismatch(canvas, try Canvas(width: width, height: height, background: Self.opaque)) == nil)
    }
}
