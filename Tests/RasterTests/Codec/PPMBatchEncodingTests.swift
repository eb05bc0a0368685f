import Testing
@testable import Raster
@testable import ImageCodecs

/// ``PPMEncoder/encode(_:width:height:into:)`` composites a batch's masks
/// straight into the PPM's rows. Its bytes must be those of compositing each
/// mask in turn onto a canvas of the background and encoding that canvas
/// (``CoverageBatchTests/reference(_:width:height:background:)``, which uses
/// no blend tables), frame after frame in one reused buffer (which then
/// rewrites only what either frame drew), and when frames alternate with
/// ones encoded from a canvas.
@Suite struct PPMBatchEncodingTests {
    typealias Draws = CoverageBatchTests

    /// Random frames (many masks, few, none; partly off the image, every
    /// alpha and both blend spaces) at sizes of one band of spans per row and
    /// of several, heights around the 16-row drawing band.
    @Test(arguments: [(301, 45), (1030, 37), (97, 5), (640, 16)])
    func framesEqualTheCanvasEncoded(_ size: (Int, Int)) throws {
        let (width, height) = size
        var rng = SplitMix64(state: 0x7070_6d62 ^ UInt64(width * 1000 + height))
        let background = CoverageBatchTests.opaque
        var batch = CoverageBatch()
        var reused = EncodedFrame(), mixed = EncodedFrame()
        for frame in 0..<10 {
            let count = [60, 3, 0, 40, 120][frame % 5]
            let draws = Draws.draws(count, width: width, height: height, &rng)
            Draws.record(draws, into: &batch, background: background)
            let reference = PPMEncoder().encoded(Draws.reference(draws, width: width, height: height,
                                                                 background: background))
            #expect(PPMEncoder().encode(batch, width: width, height: height, into: &reused))
            #expect(Draws.mismatch(reused.bytes, reference) == nil, "\(width)×\(height), frame \(frame)")
            // Every third frame of the other buffer from a canvas drawn band by band.
            if frame % 3 == 1 {
                var canvas = try Canvas(width: width, height: height, background: background)
                Draws.drawBanded(batch, background: background, bandHeight: 16, into: &canvas, &rng)
                PPMEncoder().encode(canvas, into: &mixed)
            } else {
                #expect(PPMEncoder().encode(batch, width: width, height: height, into: &mixed))
            }
            #expect(Draws.mismatch(mixed.bytes, reference) == nil, "\(width)×\(height), frame \(frame), mixed")
        }
    }

    /// More masks in one band than the boxes the encoder tracks (it tells a
    /// mask over the background alone from one over others by their boxes):
    /// the masks past them, mostly over others, are still blended over
    /// what they cover.
    @Test func moreMasksInABandThanBoxesTracked() {
        var rng = SplitMix64(state: 0x626f_7865)
        let count = 3 * CoverageBatch.boxesTracked
        let draws = Draws.draws(count, width: 90, height: 16, rows: 0..<16, &rng)
        var batch = CoverageBatch()
        Draws.record(draws, into: &batch, background: CoverageBatchTests.opaque)
        #expect(batch.count > CoverageBatch.boxesTracked + 20)
        let reference = PPMEncoder().encoded(Draws.reference(draws, width: 90, height: 16,
                                                             background: CoverageBatchTests.opaque))
        var image = EncodedFrame()
        #expect(PPMEncoder().encode(batch, width: 90, height: 16, into: &image))
        #expect(Draws.mismatch(image.bytes, reference) == nil)
    }

    /// A batch over a background that is not opaque (or none) is refused,
    /// and the buffer is left as it was.
    @Test(arguments: [Color.transparent, CoverageBatchTests.translucent, nil])
    func aBackgroundThatIsNotOpaqueIsRefused(_ background: Color?) throws {
        var rng = SplitMix64(state: 0x6e6f_7065)
        let draws = Draws.draws(20, width: 200, height: 30, &rng)
        var batch = CoverageBatch()
        Draws.record(draws, into: &batch, background: CoverageBatchTests.opaque)
        var image = EncodedFrame()
        #expect(PPMEncoder().encode(batch, width: 200, height: 30, into: &image))
        let before = image.bytes
        Draws.record(draws, into: &batch, background: background)
        #expect(!PPMEncoder().encode(batch, width: 200, height: 30, into: &image))
        #expect(image.bytes == before)
    }
}
