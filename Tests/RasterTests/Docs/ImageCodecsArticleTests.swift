import ImageCodecs
import Raster
import Testing

/// The code of ImageCodecs' DocC pages (Sources/ImageCodecs/ImageCodecs.docc),
/// run as written, with every file it writes read back by the strict test
/// decoders (``PNGTestImage``) or ``PNMDecoder`` and compared with the canvas.
@Suite struct ImageCodecsArticleTests {
    @Test func landingPage() throws {
        // Example: ImageCodecs.docc/ImageCodecs.md
        var canvas = try Canvas(width: 120, height: 80, background: .transparent)
        let box = Rect(minX: 20, minY: 20, maxX: 100, maxY: 60)
        canvas.fill(rect: box, color: try Color(parsing: "tomato"))
        let png = PNGEncoder().encoded(canvas)   // RGBA: clear around the box
        let ppm = PPMEncoder(matte: .white).encoded(canvas)   // RGB, on white
        // End of example
        let decoded = try PNGTestImage(png)
        #expect(decoded.colorType == 6 && decoded.rgba == Self.bytes(canvas))
        #expect(decoded.rgba[3] == 0 && decoded.rgba[(40 * 120 + 60) * 4 ..< (40 * 120 + 60) * 4 + 4] == [255, 99, 71, 255])
        #expect(String(decoding: ppm.prefix(14), as: UTF8.self) == "P6\n120 80\n255\n")
        let flat = try PNMDecoder.decode(ppm)
        #expect(flat.pixel(x: 0, y: 0) == .white && flat.pixel(x: 60, y: 40) == Color(rgb: 0xff6347))
    }

    @Test func gettingStarted() throws {
        // Example: ImageCodecs.docc/GettingStarted.md
        var canvas = try Canvas(width: 120, height: 80, background: .transparent)
        let round = StrokeStyle(width: 76, cap: .round)
        let disc = Stroker.outline([Point(60, 40)], style: round)   // a dot
        let bounds = PixelRect(x: 0, y: 0, width: 120, height: 80)
        let mask = Rasterizer().fill(disc, clip: bounds)
        canvas.composite(mask, color: Color(rgb: 0xe17055), alpha: 0.75)
        // End of example
        #expect(canvas.pixel(x: 60, y: 40)?.a == 191 && canvas.pixel(x: 0, y: 0) == .transparent)

        // Example: ImageCodecs.docc/GettingStarted.md
        let png = PNGEncoder().encoded(canvas)
        let pam = PAMEncoder().encoded(canvas)
        let ppm = PPMEncoder(matte: .white).encoded(canvas)
        let smallPNG = PNGEncoder(alpha: false, matte: .white, compression: .fast)
            .encoded(canvas)
        // End of example
        // PNG and PAM keep the canvas's bytes; PPM and the RGB PNG are the
        // canvas over white, and equal to each other.
        #expect(try PNGTestImage(png).rgba == Self.bytes(canvas))
        #expect(try PNMDecoder.decode(pam) == canvas)
        let overWhite = try PNMDecoder.decode(ppm)
        let rgb = try PNGTestImage(smallPNG)
        #expect(rgb.colorType == 2 && rgb.rgba == Self.bytes(overWhite))
        #expect(overWhite.pixel(x: 0, y: 0) == .white)
        #expect(overWhite.pixel(x: 60, y: 40) != canvas.pixel(x: 60, y: 40))

        // Example: ImageCodecs.docc/GettingStarted.md
        let name = "cloud.png"
        let suffix = String(name.split(separator: ".").last ?? "")
        let format = ImageFormat(fileExtension: suffix) ?? .ppm
        let options = ImageEncodingOptions(keepAlpha: false, matte: .white)
        let bytes = format.encoder(options).encoded(canvas)
        // End of example
        #expect(format == .png && bytes == PNGEncoder(alpha: false, matte: .white).encoded(canvas))

        // Example: ImageCodecs.docc/GettingStarted.md
        let need = ImageMemory(width: 7680, height: 4320, format: .png)
        print(need.canvas, need.total)   // 132710400 298603928
        // End of example
        #expect(need.canvas == 7680 * 4320 * 4 && need.total > need.canvas + need.scratch)

        // Example: ImageCodecs.docc/GettingStarted.md
        do {
            let back = try PNMDecoder.decode(pam)
            print(back == canvas)   // true: PAM keeps every byte
        } catch {
            print(error)            // e.g. "byte 3: …", where the file went wrong
        }
        // End of example
        #expect(throws: PNMDecodingError.self) { try PNMDecoder.decode(Array(pam.prefix(40))) }
    }

    /// The canvas's pixels as RGBA bytes.
    static func bytes(_ canvas: Canvas) -> [UInt8] {
        canvas.pixels.flatMap { pixel -> [UInt8] in
            let color = Color(packedRGBA: pixel)
            return [color.r, color.g, color.b, color.a]
        }
    }
}
