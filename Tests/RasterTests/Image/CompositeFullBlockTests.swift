@testable import Raster
import Testing

/// Blocks of eight fully covered pixels over the background take one
/// result at once (the inside of a land fill); the pixels must be exactly
/// those of blending each pixel alone.
@Suite struct CompositeFullBlockTests {
    @Test(arguments: BlendSpace.allCases)
    func fullBlocksOverTheBackgroundMatchPixelByPixel(blend: BlendSpace) throws {
        let background = Color(r: 14, g: 18, b: 28)
        let width = 64, height = 6
        var canvas = try Canvas(width: width, height: height, background: background)
        // Some pixels are no longer the background: those blocks blend pixel by pixel.
        for (x, y) in [(9, 1), (30, 2), (31, 2), (47, 4), (63, 5)] {
            canvas.setPixel(x: x, y: y, to: Color(r: 200, g: 90, b: 40))
        }
        var reference = canvas
        // Rows of full coverage, a row with gaps, a row with a partial pixel in each block.
        var coverage = [UInt8](repeating: 255, count: width * height)
        for x in stride(from: 3, to: width, by: 11) { coverage[3 * width + x] = 0 }
        for x in stride(from: 5, to: width, by: 8) { coverage[5 * width + x] = 128 }
        let color = Color(r: 40, g: 160, b: 220, a: 200)
        canvas.composite(CoverageMask(originX: 0, originY: 0, width: width, height: height, coverage: coverage),
                         color: color, alpha: 0.75, blend: blend)
        for y in 0..<height {
            for x in 0..<width {
                let one = CoverageMask(originX: x, originY: y, width: 1, height: 1, coverage: [coverage[y * width + x]])
                reference.composite(one, color: color, alpha: 0.75, blend: blend)
            }
        }
        #expect(canvas.pixels == reference.pixels)
        // The blocks did change: the background is gone wherever coverage was full.
        #expect(canvas.pixel(x: 0, y: 0) != background)
    }
}
