import Testing
@testable import Raster
@testable import ImageCodecs

/// A ``RowEncoder`` begun for an image taller than its canvas
/// (``RowEncoder/begin(_:height:into:)``), the canvas being a window onto
/// some of the image's rows reused for every band
/// (``RowEncoder/encode(rows:of:windowTop:into:)``), must give exactly the
/// bytes of encoding the image drawn mask by mask
/// (``CoverageBatchTests/reference(_:width:height:background:)``) into a
/// fresh buffer, frame after frame in one reused ``EncodedFrame``.
@Suite struct RowEncoderWindowTests {
    /// How a frame's bands sit in the window.
    enum Layout: CaseIterable {
        /// Bands of the window's height from row 0; the last one is cut at
        /// the image's bottom (shorter than the window).
        case aligned
        /// Bands of the window's height from up to a band above row 0 to
        /// past the bottom: the first and last windows lie partly outside.
        case overhanging
        /// Bands shorter than the window, which shows them a few rows down.
        case offset
    }

    /// The bands of `layout` for a window of `windowHeight` rows, in a
    /// shuffled order, each with the image row the window's row 0 shows.
    static func bands(_ layout: Layout, height: Int, windowHeight: Int,
                      _ rng: inout SplitMix64) -> [(rows: Range<Int>, top: Int)] {
        let bands: [(rows: Range<Int>, top: Int)]
        switch layout {
        case .aligned:
            bands = stride(from: 0, to: height, by: windowHeight).map { ($0 ..< min($0 + windowHeight, height), $0) }
        case .overhanging:
            let start = -Int.random(in: 0..<windowHeight, using: &rng)
            bands = stride(from: start, to: height, by: windowHeight).map { ($0 ..< $0 + windowHeight, $0) }
        case .offset:
            let bandHeight = max(1, windowHeight / 2)
            bands = stride(from: 0, to: height, by: bandHeight).map {
                ($0 ..< min($0 + bandHeight, height), $0 - Int.random(in: 0...(windowHeight - bandHeight), using: &rng))
            }
        }
        return bands.shuffled(using: &rng)
    }

    /// Frames of random masks (some outside the image) drawn band by band
    /// through one reused window per size and encoded as each band is
    /// drawn, in one reused buffer (the sparse path: only spans drawn in a
    /// frame or the one before are rewritten), with switches of background
    /// (opaque, translucent, transparent) and of image size (and back),
    /// window heights of 1, 5 and 16 rows, 64 (taller than the image) and
    /// the image's own, bands in the three layouts, each cleared whole or
    /// row by row, and sometimes handed every image row (the window's
    /// rows only are written), now and then an empty frame, or a frame
    /// drawn whole and encoded at once into the same buffer (as a frame
    /// over the mask budget is).
    @Test(arguments: RowEncoderTests.encoders.indices)
    func windowBandsEqualAWholeEncode(_ index: Int) throws {
        let encoder = RowEncoderTests.encoders[index]
        var rng = SplitMix64(state: 0x7769_6e65 &+ UInt64(index))
        let backgrounds = [CoverageBatchTests.opaque, CoverageBatchTests.translucent, .transparent,
                           Color(r: 240, g: 230, b: 200)]
        let windowHeights = [16, 1, 5, 16, 64, 7, 0, 16, 5, 3, 16]
        var windows: [String: Canvas] = [:]
        var batch = CoverageBatch()
        var frame = EncodedFrame()
        var sparseFrames = 0
        for step in 0..<36 {
            let background = backgrounds[step / 6 % backgrounds.count]
            let (width, height) = (12..<22).contains(step) ? (150, 23) : (333, 41)
            let windowHeight = windowHeights[step % windowHeights.count] == 0 ? height
                : windowHeights[step % windowHeights.count]
            let layout = Layout.allCases[step % 3]
            let draws = CoverageBatchTests.draws(step % 9 == 4 ? 0 : 30, width: width, height: height, &rng)
            CoverageBatchTests.record(draws, into: &batch, background: background)
            let reference = CoverageBatchTests.reference(draws, width: width, height: height, background: background)
            let name = "step \(step): \(encoder), \(width)×\(height), window \(windowHeight), \(layout)"
            if step % 7 == 3 {
                // Drawn whole and encoded at once, into the same buffer.
                var full = try Canvas(width: width, height: height, background: background)
                full.composite(batch, rows: 0 ..< height)
                encoder.encode(full, into: &frame)
                #expect(CoverageBatchTests.mismatch(frame.bytes, encoder.encoded(reference)) == nil, "\(name): whole")
                continue
            }
            let key = "\(width)x\(windowHeight)"
            var window = try windows[key] ?? Canvas(width: width, height: windowHeight, background: .white)
            // The encoder must see the frame's background from `begin` on.
            if !window.isFilled(with: background) { window.fill(background) }
            encoder.begin(window, height: height, into: &frame)
            if frame.sparse { sparseFrames += 1 }
            for (rows, top) in Self.bands(layout, height: height, windowHeight: windowHeight, &rng) {
                if Bool.random(using: &rng) {
                    window.fill(background, rows: 0 ..< window.height)
                } else {
                    window.fill(background, rows: (rows.lowerBound - top) ..< (rows.upperBound - top))
                }
                window.composite(batch, rows: rows, windowTop: top)
                // Every image row: those the window does not show are left alone.
                let handed = layout != .offset && Int.random(in: 0..<4, using: &rng) == 0 ? Int.min ..< Int.max : rows
                encoder.encode(rows: handed, of: window, windowTop: top, into: &frame)
            }
            windows[key] = window
            #expect(CoverageBatchTests.mismatch(frame.bytes, encoder.encoded(reference)) == nil, "\(name)")
        }
        // The sparse path ran (same size, background and encoder as the frame before).
        #expect(sparseFrames >= 15, "\(sparseFrames) frames rewrote only what was drawn")
    }

    /// A window taller than the image (its rows past the bottom hold
    /// anything and are never encoded) and an image whose last band is
    /// shorter than the window, each window's rows drawn in a colour that the
    /// image never shows before the band is drawn: frame after frame into
    /// one buffer, the bytes are the whole encode's; and the old
    /// conveniences (`begin(_:into:)`, `encode(rows:of:into:)`) on a canvas
    /// of the image's size give them too.
    @Test(arguments: [PPMEncoder() as any RowEncoder, PAMEncoder(), PAMEncoder(alpha: false, matte: .white)])
    func windowsTallerThanTheImageOrItsLastBand(_ encoder: any RowEncoder) throws {
        var rng = SplitMix64(state: 0x7461_6c6c)
        let background = CoverageBatchTests.translucent
        var batch = CoverageBatch()
        for (height, windowHeight) in [(9, 16), (1, 16), (37, 16), (37, 36), (5, 5)] {
            let width = 97
            var window = try Canvas(width: width, height: windowHeight, background: background)
            var frame = EncodedFrame(), whole = EncodedFrame()
            var canvas = try Canvas(width: width, height: height, background: background)
            for repeatIndex in 0..<4 {
                let draws = CoverageBatchTests.draws(25, width: width, height: height, &rng)
                CoverageBatchTests.record(draws, into: &batch, background: background)
                let reference = CoverageBatchTests.reference(draws, width: width, height: height, background: background)
                // Junk below the image in the window: it must not reach the file.
                if height < windowHeight { window.fill(Color(r: 1, g: 250, b: 2, a: 77), rows: height ..< windowHeight) }
                if !window.isFilled(with: background) { window.fill(background) }
                encoder.begin(window, height: height, into: &frame)
                for top in stride(from: 0, to: height, by: windowHeight).shuffled(using: &rng) {
                    let rows = top ..< min(top + windowHeight, height)
                    window.fill(background, rows: 0 ..< rows.count)
                    window.composite(batch, rows: rows, windowTop: top)
                    encoder.encode(rows: rows, of: window, windowTop: top, into: &frame)
                }
                let name = "\(height) rows through \(windowHeight), frame \(repeatIndex)"
                #expect(CoverageBatchTests.mismatch(frame.bytes, encoder.encoded(reference)) == nil, "\(name)")
                canvas.fill(background)
                encoder.begin(canvas, into: &whole)
                // (Not the empty range at row 3 on a shorter image: see RowsOutsideTheCanvasTests.)
                for rows in RowEncoderTests.bands(height: height, bandHeight: windowHeight, &rng)
                where rows.lowerBound <= height {
                    canvas.composite(batch, rows: rows)
                    encoder.encode(rows: rows, of: canvas, into: &whole)
                }
                #expect(CoverageBatchTests.mismatch(whole.bytes, encoder.encoded(reference)) == nil, "\(name): whole canvas")
            }
        }
    }

    /// Frame after frame through a window, only the spans drawn in a frame
    /// or the one before are rewritten: a byte of the last row, which no
    /// frame draws in, changed behind the buffer's back keeps its value while
    /// the encoding and background stay (everything else is the whole
    /// encode's); a frame on a new background rewrites it.
    @Test(arguments: [PPMEncoder() as any RowEncoder, PAMEncoder(), PAMEncoder(alpha: false, matte: .white)])
    func windowFramesRewriteOnlyWhatWasDrawn(_ encoder: any RowEncoder) throws {
        var rng = SplitMix64(state: 0x7370_616e)
        let (width, height) = (210, 40)
        var window = try Canvas(width: width, height: 16, background: CoverageBatchTests.opaque)
        var batch = CoverageBatch()
        var frame = EncodedFrame()
        var poisoned: (index: Int, value: UInt8)?
        for (step, background) in [CoverageBatchTests.opaque, CoverageBatchTests.opaque, CoverageBatchTests.opaque,
                                   CoverageBatchTests.translucent, CoverageBatchTests.translucent].enumerated() {
            let draws = CoverageBatchTests.draws(30, width: width, height: height, rows: 0 ..< height - 2, &rng)
            CoverageBatchTests.record(draws, into: &batch, background: background)
            if !window.isFilled(with: background) { window.fill(background) }
            encoder.begin(window, height: height, into: &frame)
            for band in Self.bands(.aligned, height: height, windowHeight: 16, &rng) {
                window.fill(background, rows: 0 ..< 16)
                window.composite(batch, rows: band.rows, windowTop: band.top)
                encoder.encode(rows: band.rows, of: window, windowTop: band.top, into: &frame)
            }
            var expected = encoder.encoded(CoverageBatchTests.reference(draws, width: width, height: height,
                                                                        background: background))
            if let poisoned, step != 3 {
                #expect(frame.bytes[poisoned.index] == poisoned.value, "step \(step): an undrawn byte was rewritten")
                expected[poisoned.index] = poisoned.value
            }
            #expect(CoverageBatchTests.mismatch(frame.bytes, expected) == nil, "step \(step)")
            let index = frame.bytes.count - 5
            frame.bytes[index] ^= 0x5A
            poisoned = (index, frame.bytes[index])
        }
    }
}
