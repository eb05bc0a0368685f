import Testing
@testable import Raster
@testable import ImageCodecs

/// A ``RowEncoder`` (PPM, PAM) begun on a canvas and handed its rows a band
/// at a time, in any order, must give exactly the bytes of encoding a
/// canvas with the same pixels and no record of what was drawn
/// (``DirtyRowsTests/plain(_:)``) into a fresh buffer, frame after frame in
/// one reused ``EncodedFrame`` (so that only the spans drawn in a frame or
/// the one before are rewritten).
@Suite struct RowEncoderTests {
    /// PPM and PAM without alpha over several mattes in both blend spaces
    /// (neighbours differing in the matte only, or the blend only), and PAM
    /// with alpha.
    static let encoders: [any RowEncoder] = [
        PPMEncoder(),
        PPMEncoder(matte: Color(r: 90, g: 60, b: 30), blend: .linear),
        PPMEncoder(matte: Color(r: 90, g: 60, b: 30), blend: .srgb),
        PAMEncoder(),
        PAMEncoder(alpha: false, matte: Color(r: 9, g: 6, b: 3, a: 40), blend: .linear),
        PAMEncoder(alpha: false, matte: .white, blend: .srgb),
        PPMEncoder(matte: Color(r: 200, g: 250, b: 10), blend: .linear),
    ]

    /// Bands of `bandHeight` rows covering `0..<height` once, in a shuffled
    /// order, with an empty range and ranges outside the canvas (ignored)
    /// among them.
    static func bands(height: Int, bandHeight: Int, _ rng: inout SplitMix64) -> [Range<Int>] {
        let covering = stride(from: 0, to: height, by: bandHeight).map { $0 ..< min($0 + bandHeight, height) }
        return (covering + [3 ..< 3, -9 ..< 0, height ..< height + 4]).shuffled(using: &rng)
    }

    /// Encodes `canvas` with `begin` and then `bands`, into `frame`.
    static func encodeBanded(_ encoder: any RowEncoder, _ canvas: Canvas, bands: [Range<Int>],
                             into frame: inout EncodedFrame) {
        encoder.begin(canvas, into: &frame)
        for band in bands { encoder.encode(rows: band, of: canvas, into: &frame) }
    }

    /// Long runs of one encoder (the sparse path), with switches of encoder,
    /// background colour (opaque, translucent, transparent) and canvas size
    /// between them, an empty frame now and then, a whole-image encode or a
    /// canvas that does not know its background into the same buffer now
    /// and then, and band heights from one row to more than the image.
    @Test func bandsInAnyOrderEqualAFullEncode() throws {
        var rng = SplitMix64(state: 0x726f_7765)
        // Encoders change every 8 steps, backgrounds every 16: the switches
        // at steps 8, 56 (the matte only) and 72 (the blend only) fall within
        // a run of a background that is not opaque, where the matte shows.
        let backgrounds = [Color(r: 200, g: 40, b: 90, a: 128), .transparent, DirtyRowsTests.background,
                           Color(r: 30, g: 240, b: 90, a: 30)]
        var canvas = try Canvas(width: 400, height: 33, background: backgrounds[0])
        var frame = EncodedFrame()
        for step in 0..<96 {
            let encoder = Self.encoders[step / 8 % Self.encoders.count]
            let background = backgrounds[step / 16 % backgrounds.count]
            if step == 40 { canvas = try Canvas(width: 131, height: 47, background: background) }
            if step == 70 { canvas = try Canvas(width: 400, height: 33, background: background) }
            canvas.fill(background)
            DirtyRowsTests.scribble(&canvas, &rng)
            if step % 11 == 5 { canvas.fill(background) }  // an empty frame
            var drawn = canvas
            if step % 17 == 9 { drawn = DirtyRowsTests.plain(canvas) }  // no record of what was drawn
            let expected = encoder.encoded(DirtyRowsTests.plain(drawn))
            if step % 13 == 6 {
                encoder.encode(drawn, into: &frame)  // the whole image at once, into the same buffer
            } else {
                let bandHeight = [16, 1, 5, 64, 7][step % 5]
                Self.encodeBanded(encoder, drawn, bands: Self.bands(height: drawn.height, bandHeight: bandHeight, &rng),
                                  into: &frame)
            }
            #expect(CoverageBatchTests.mismatch(frame.bytes, expected) == nil,
                    "step \(step): \(encoder), \(drawn.width)×\(drawn.height)")
        }
    }

    /// As a scene renderer draws: each frame's masks recorded in a batch,
    /// then each band cleared, composited and encoded straight away (bands
    /// in a shuffled order), while the rows not yet reached still hold the
    /// last frame. Every frame's bytes are those of the frame drawn mask by
    /// mask, encoded whole.
    @Test(arguments: Self.encoders.indices)
    func bandsEncodedAsTheyAreDrawn(_ index: Int) throws {
        let encoder = Self.encoders[index]
        var rng = SplitMix64(state: 0x6472_6177 &+ UInt64(index))
        let (width, height) = (333, 41)
        var canvas = try Canvas(width: width, height: height, background: CoverageBatchTests.opaque)
        var batch = CoverageBatch()
        var frame = EncodedFrame()
        let backgrounds = [CoverageBatchTests.opaque, CoverageBatchTests.opaque, CoverageBatchTests.translucent,
                           CoverageBatchTests.translucent, .transparent, CoverageBatchTests.opaque]
        for (step, background) in backgrounds.enumerated() {
            for repeatIndex in 0..<3 {
                let draws = CoverageBatchTests.draws(repeatIndex == 2 ? 2 : 30, width: width, height: height, &rng)
                CoverageBatchTests.record(draws, into: &batch, background: background)
                // The encoder must see the frame's background from `begin` on.
                if !canvas.isFilled(with: background) { canvas.fill(background) }
                encoder.begin(canvas, into: &frame)
                for band in Self.bands(height: height, bandHeight: [16, 3, 9][repeatIndex], &rng) {
                    canvas.fill(background, rows: band)
                    canvas.composite(batch, rows: band)
                    encoder.encode(rows: band, of: canvas, into: &frame)
                }
                let reference = CoverageBatchTests.reference(draws, width: width, height: height, background: background)
                #expect(CoverageBatchTests.mismatch(canvas, reference) == nil, "step \(step).\(repeatIndex)")
                #expect(CoverageBatchTests.mismatch(frame.bytes, encoder.encoded(reference)) == nil,
                        "step \(step).\(repeatIndex): \(encoder)")
            }
        }
    }
}
