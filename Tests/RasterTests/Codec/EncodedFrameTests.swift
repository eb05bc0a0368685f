import Testing
@testable import Raster
@testable import ImageCodecs

/// ``ImageEncoder/encode(_:into:)`` rewrites only what changed between
/// the frames encoded into one buffer; the bytes must always be a full encode's.
@Suite struct EncodedFrameTests {
    @Test func everyFrameEqualsAFullEncode() throws {
        var rng = SplitMix64(state: 0x6672_616d)
        let background = DirtyRowsTests.background
        var canvas = try Canvas(width: 397, height: 29, background: background)
        var frame = EncodedFrame()
        let options = [
            ImageEncodingOptions(),
            ImageEncodingOptions(keepAlpha: true, matte: Color(r: 90, g: 60, b: 30), blend: .linear),
            ImageEncodingOptions(keepAlpha: false, matte: Color(r: 9, g: 6, b: 3), blend: .srgb),
        ]
        // Long runs of one encoding (the reuse path), with switches of
        // format, options, size and background between them.
        for step in 0..<60 {
            let format: ImageFormat = step / 10 % 3 == 1 ? .pam : (step / 10 % 3 == 2 && step % 7 == 0 ? .png : .ppm)
            let option = options[step / 20 % options.count]
            let colour = step / 25 % 2 == 0 ? background : Color(r: 200, g: 40, b: 90, a: 128)
            if step == 45 { canvas = try Canvas(width: 31, height: 40, background: colour) }
            canvas.fill(colour)
            DirtyRowsTests.scribble(&canvas, &rng)
            if step % 9 == 4 { canvas.fill(colour) }  // an empty frame now and then
            format.encoder(option).encode(canvas, into: &frame)
            #expect(frame.bytes == format.encoder(option).encoded(DirtyRowsTests.plain(canvas)),
                    "step \(step): \(format)")
        }
    }

    @Test func aDecodedCanvasIsAlwaysWrittenInFull() throws {
        var rng = SplitMix64(state: 3)
        var canvas = try Canvas(width: 20, height: 10, background: DirtyRowsTests.background)
        DirtyRowsTests.scribble(&canvas, &rng)
        var frame = EncodedFrame()
        PPMEncoder().encode(canvas, into: &frame)
        // Same size and format, but pixels with no record of what was drawn.
        var other = DirtyRowsTests.plain(try Canvas(width: 20, height: 10, background: .white))
        other.setPixel(x: 3, y: 4, to: .black)
        PPMEncoder().encode(other, into: &frame)
        #expect(frame.bytes == PPMEncoder().encoded(other))
    }
}
