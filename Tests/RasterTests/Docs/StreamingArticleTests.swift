import ImageCodecs
import Raster
import Testing

/// The code of ImageCodecs' "Streaming rows" page
/// (Sources/ImageCodecs/ImageCodecs.docc/StreamingRows.md), run as written:
/// a stream of frames through one reused buffer, and one frame written a
/// band at a time, each equal to encoding the whole canvas afresh.
@Suite struct StreamingArticleTests {
    @Test func theStreamAndTheBands() throws {
        // Example: ImageCodecs.docc/StreamingRows.md
        let encoder = PPMEncoder()
        let rasterizer = Rasterizer()
        let bounds = PixelRect(x: 0, y: 0, width: 320, height: 240)
        let style = StrokeStyle(width: 30, cap: .round)
        var canvas = try Canvas(width: 320, height: 240, background: .black)
        var image = EncodedFrame()
        var stream: [UInt8] = []
        for index in 0..<30 {
            canvas.fill(.black)
            let centre = Point(20 + 9 * Double(index), 120)
            let dot = Stroker.outline([centre], style: style)
            canvas.composite(rasterizer.fill(dot, clip: bounds), color: .white)
            encoder.encode(canvas, into: &image)
            stream += image.bytes   // or write them to standard output, for ffmpeg
        }
        // End of example

        // Thirty PPM files back to back, frame k with its dot at x = 20 + 9k
        // and nothing left of the dot of frame k − 1.
        var offset = 0
        for k in 0..<30 {
            let (frame, next) = try PNMDecoder.decodePrefix(stream, from: offset)
            #expect(frame.pixel(x: 20 + 9 * k, y: 120) == .white)
            #expect(k == 0 || frame.pixel(x: 2 + 9 * k, y: 120) == .black)   // inside the last dot only
            offset = next
        }
        #expect(offset == stream.count)
        #expect(Array(stream.suffix(image.bytes.count)) == encoder.encoded(canvas))

        // Example: ImageCodecs.docc/StreamingRows.md
        let width = 320, height = 240, background = Color(rgb: 0x10101a)
        let colors = [Color(rgb: 0x48dbfb), Color(rgb: 0xff9ff3),
                      Color(rgb: 0xfeca57)]
        let pen = StrokeStyle(width: 18, cap: .round)
        var batch = CoverageBatch(background: background)
        for (k, color) in colors.enumerated() {
            let from = Point(30, 40 + 70 * Double(k))
            let to = Point(290, 200 - 50 * Double(k))
            let line = Stroker.outline([from, to], style: pen)
            rasterizer.withCoverage(of: line, clip: bounds) { mask in
                batch.append(mask, color: color)
            }
        }

        var window = try Canvas(width: width, height: 16, background: background)
        encoder.begin(window, height: height, into: &image)
        for top in stride(from: 0, to: height, by: 16) {
            let band = top ..< min(top + 16, height)
            window.fill(background, rows: 0 ..< band.count)
            window.composite(batch, rows: band, windowTop: top)
            encoder.encode(rows: band, of: window, windowTop: top, into: &image)
        }
        // End of example
        var whole = try Canvas(width: width, height: height, background: background)
        whole.composite(batch, rows: 0 ..< height)
        let reference = encoder.encoded(whole)
        #expect(image.bytes == reference)
        #expect(whole.pixel(x: 30, y: 40) == Color(rgb: 0x48dbfb))

        // Example: ImageCodecs.docc/StreamingRows.md
        var direct = EncodedFrame()
        let written = encoder.encode(batch, width: width, height: height,
                                     into: &direct)
        // End of example
        #expect(written && direct.bytes == reference)
    }
}
