import Testing
@testable import Raster

/// ``Canvas/check(width:height:maxPixels:)`` validates a size as
/// ``Canvas/init(width:height:background:maxPixels:)`` does, allocating
/// nothing: each must throw the error written out here for each bad size
/// (not merely agree with the other), and accept the good ones.
@Suite struct CanvasCheckTests {
    /// Bad sizes (a side below 1, a product past the cap or overflowing) and
    /// the error each must throw.
    static let bad: [(width: Int, height: Int, maxPixels: Int, error: CanvasError)] = [
        (0, 5, 100, .invalidSize(width: 0, height: 5)),
        (5, 0, 100, .invalidSize(width: 5, height: 0)),
        (0, 0, 100, .invalidSize(width: 0, height: 0)),
        (-3, 4, 100, .invalidSize(width: -3, height: 4)),
        (4, -1, 100, .invalidSize(width: 4, height: -1)),
        (-2, -2, 100, .invalidSize(width: -2, height: -2)),       // a positive product
        (Int.min, 3, 100, .invalidSize(width: Int.min, height: 3)),
        (0, Int.max, 100, .invalidSize(width: 0, height: Int.max)),
        (11, 10, 109, .tooLarge(width: 11, height: 10, maxPixels: 109)),
        (1, 1, 0, .tooLarge(width: 1, height: 1, maxPixels: 0)),
        (1, 1, -5, .tooLarge(width: 1, height: 1, maxPixels: -5)),
        (8001, 8000, Canvas.defaultMaxPixels, .tooLarge(width: 8001, height: 8000, maxPixels: Canvas.defaultMaxPixels)),
        (Int.max, 2, Int.max, .tooLarge(width: Int.max, height: 2, maxPixels: Int.max)),       // overflows
        (1 << 32, 1 << 32, Int.max, .tooLarge(width: 1 << 32, height: 1 << 32, maxPixels: Int.max)),
        (Int.max, Int.max, Int.max, .tooLarge(width: Int.max, height: Int.max, maxPixels: Int.max)),
    ]

    /// Each bad size throws its error from both.
    @Test func badSizesThrowTheCanvasError() {
        for size in Self.bad {
            #expect(throws: size.error, "\(size.width)×\(size.height) of \(size.maxPixels)") {
                try Canvas.check(width: size.width, height: size.height, maxPixels: size.maxPixels)
            }
            #expect(throws: size.error, "\(size.width)×\(size.height) of \(size.maxPixels): init") {
                try Canvas(width: size.width, height: size.height, maxPixels: size.maxPixels)
            }
        }
    }

    /// Sizes at the cap, and huge ones under a huge cap (checked, never
    /// allocated), pass; the small ones make their canvas.
    @Test func goodSizesPass() throws {
        let good: [(Int, Int, Int)] = [(1, 1, 1), (11, 10, 110), (1, 110, 110), (8000, 8000, Canvas.defaultMaxPixels),
                                       (1 << 31, 1 << 31, Int.max), (Int.max, 1, Int.max)]
        for (width, height, maxPixels) in good {
            #expect(throws: Never.self, "\(width)×\(height) of \(maxPixels)") {
                try Canvas.check(width: width, height: height, maxPixels: maxPixels)
            }
        }
        try Canvas.check(width: 8000, height: 8000)
        let canvas = try Canvas(width: 11, height: 10, background: .white, maxPixels: 110)
        #expect(canvas.width == 11 && canvas.height == 10 && canvas.pixels.allSatisfy { $0 == Color.white.packedRGBA })
    }
}
