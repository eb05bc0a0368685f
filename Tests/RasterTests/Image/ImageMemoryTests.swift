import Raster
import TrueType
import ImageCodecs
import EmbeddedFont
import Testing

@Suite struct ImageMemoryTests {
    @Test(arguments: [(1, 1), (7, 3), (300, 200)])
    func pnmFilesAreCountedExactly(width: Int, height: Int) throws {
        let canvas = try Canvas(width: width, height: height, background: Color(r: 10, g: 200, b: 30, a: 128))
        for (format, alpha) in [(ImageFormat.ppm, false), (.pam, true), (.pam, false)] {
            let memory = ImageMemory(width: width, height: height, format: format, keepAlpha: alpha)
            let file = format.encoder(ImageEncodingOptions(keepAlpha: alpha)).encoded(canvas)
            #expect(memory.file == file.count, "\(format) alpha \(alpha)")
            #expect(memory.canvas == width * height * 4)
            #expect(memory.scratch == 0)
            #expect(memory.total == memory.canvas + memory.file)
        }
    }

    @Test func pngCountsItsFilteredRowsAndRoomForARender() throws {
        // A render: text on a plain background, as tagcloud draws.
        var canvas = try Canvas(width: 400, height: 120, background: .white)
        let text = Font.embedded.shape("Memory, counted before it is asked for", pixelSize: 24)
        TextRenderer(font: .embedded).draw(text, at: Point(x: 4, y: 60), color: .black, into: &canvas)
        for alpha in [true, false] {
            let memory = ImageMemory(width: 400, height: 120, format: .png, keepAlpha: alpha)
            // One filter byte per row, then 4 (RGBA) or 3 (RGB) bytes a pixel.
            #expect(memory.scratch == (400 * (alpha ? 4 : 3) + 1) * 120)
            let file = PNGEncoder(alpha: alpha).encoded(canvas)
            #expect(file.count <= memory.file)
            #expect(memory.total == memory.canvas + memory.file + memory.scratch)
        }
    }

    @Test func sizesBeyondAnyMachineSaturateInsteadOfOverflowing() {
        // 10^12 pixels: 4 TB of canvas and 3 TB of PPM, still exact.
        let big = ImageMemory(width: 1_000_000, height: 1_000_000, format: .ppm, keepAlpha: false)
        #expect(big.canvas == 4_000_000_000_000)
        #expect(big.file == 3_000_000_000_000 + "P6\n1000000 1000000\n255\n".utf8.count)
        for format in ImageFormat.allCases {
            let huge = ImageMemory(width: 1 << 40, height: 1 << 40, format: format)
            #expect(huge.canvas == .max && huge.total == .max, "\(format)")
        }
        #expect(ImageMemory.product(1 << 32, 1 << 31) == .max)
        #expect(ImageMemory.sum(.max - 1, 2) == .max)
        #expect(ImageMemory.sum(3, 4) == 7 && ImageMemory.product(3, 4) == 12)
    }
}
