@testable import Raster
import Testing

@Suite struct CanvasTests {
    @Test func creationChecksSizeBeforeAllocating() {
        #expect(throws: CanvasError.invalidSize(width: 0, height: 5)) { try Canvas(width: 0, height: 5) }
        #expect(throws: CanvasError.invalidSize(width: 3, height: -1)) { try Canvas(width: 3, height: -1) }
        #expect(throws: CanvasError.tooLarge(width: 101, height: 100, maxPixels: 10_000)) {
            try Canvas(width: 101, height: 100, maxPixels: 10_000)
        }
        // Overflowing products are rejected, not trapped on.
        #expect(throws: CanvasError.tooLarge(width: .max, height: .max, maxPixels: Canvas.defaultMaxPixels)) {
            try Canvas(width: .max, height: .max)
        }
        #expect(CanvasError.tooLarge(width: 9, height: 9, maxPixels: 80).description
                == "image size 9×9 exceeds the limit of 80 pixels")
    }

    @Test func backgroundFillAndOpacity() throws {
        var canvas = try Canvas(width: 3, height: 2, background: Color(rgb: 0x102030))
        #expect(canvas.isOpaque)
        #expect(canvas.pixel(x: 2, y: 1) == Color(rgb: 0x102030))
        #expect(canvas.pixel(x: 3, y: 0) == nil)
        canvas.setPixel(x: 1, y: 1, to: Color(r: 1, g: 2, b: 3, a: 254))
        #expect(!canvas.isOpaque)
        canvas.fill(.white)
        #expect(canvas.isOpaque && canvas.pixels.allSatisfy { $0 == Color.white.packedRGBA })
        #expect(try !Canvas(width: 1, height: 1).isOpaque)
    }

    @Test func fillRectCoversPixelCentresAndClips() throws {
        var canvas = try Canvas(width: 4, height: 3, background: .black)
        // Centres 0.5, 1.5 lie in [0.4, 2.0); 2.5 does not. Rows: centres 0.5...2.5 all lie in [-9, 9).
        canvas.fill(rect: Rect(minX: 0.4, minY: -9, maxX: 2.0, maxY: 9), color: .white)
        canvas.fill(rect: Rect(minX: .nan, minY: 0, maxX: 4, maxY: 3), color: .white)
        for y in 0..<3 {
            for x in 0..<4 { #expect(canvas.pixel(x: x, y: y) == (x <= 1 ? .white : .black)) }
        }
    }
}
