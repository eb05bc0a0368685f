@testable import Raster
@testable import TrueType
@testable import ImageCodecs
import EmbeddedFont
import Testing

/// 2,016 generated images (noise, few-colour noise, gradients, flat colour,
/// text renders, glyph-like blobs; 1 × 1, thin lines, 8192 × 1 and 1 × 8192;
/// RGB and RGBA), each encoded at every compression level, read back by the
/// strict ``PNGTestImage`` and compared pixel for pixel. Deterministic: image
/// `i` of shard `s` always comes from seed `s * 1000 + i`.
@Suite struct PNGPropertyTests {
    static let shards = 8, imagesPerShard = 252

    /// The kinds of content.
    enum Content: CaseIterable { case noise, fewColours, gradient, flat, text, blobs }

    /// Image `index` of a shard: its pixels and whether it is encoded with alpha
    /// (then with random alpha; RGB images are opaque, so the expected RGB is exact).
    static func image(_ index: Int, shard: Int, renderer: TextRenderer) throws -> (Canvas, alpha: Bool) {
        var rng = ImageTestGenerator(seed: UInt64(shard * 1000 + index))
        let content = Content.allCases[(index + shard) % Content.allCases.count]
        let alpha = (index / Content.allCases.count + shard) % 2 == 0
        // Sizes: mostly small, some 1 × 1 and thin lines, and per shard one 8192 × 1 and one 1 × 8192.
        let (width, height): (Int, Int)
        switch index {
        case 0: (width, height) = (8192, 1)
        case 1: (width, height) = (1, 8192)
        case _ where index % 17 == 0: (width, height) = (1, 1)
        case _ where index % 13 == 0: (width, height) = Bool.random(using: &rng)
            ? (Int.random(in: 2...400, using: &rng), 1) : (1, Int.random(in: 2...400, using: &rng))
        default: (width, height) = (Int.random(in: 1...48, using: &rng), Int.random(in: 1...40, using: &rng))
        }
        let a = { (rng: inout ImageTestGenerator) -> UInt8 in alpha ? .random(in: 0...255, using: &rng) : 255 }
        var canvas = try Canvas(width: width, height: height, background: .transparent)
        switch content {
        case .noise:
            canvas.pixels = (0..<width * height).map { _ in
                Color(r: .random(in: 0...255, using: &rng), g: .random(in: 0...255, using: &rng),
                      b: .random(in: 0...255, using: &rng), a: a(&rng)).packedRGBA
            }
        case .fewColours:
            // Skewed symbol counts: what dynamic Huffman blocks (and the limited codes) see most.
            let palette = (0..<Int.random(in: 2...6, using: &rng)).map { _ in
                Color(r: .random(in: 0...255, using: &rng), g: .random(in: 0...255, using: &rng),
                      b: .random(in: 0...255, using: &rng), a: a(&rng)).packedRGBA
            }
            canvas.pixels = (0..<width * height).map { _ in
                palette[min(Int.random(in: 0..<palette.count * 3, using: &rng) / 3 * Int.random(in: 0...1, using: &rng),
                            palette.count - 1)]
            }
        case .gradient:
            let (dx, dy, start) = (Int.random(in: -9...9, using: &rng), Int.random(in: -9...9, using: &rng),
                                   Int.random(in: 0...255, using: &rng))
            let alphaStep = alpha ? Int.random(in: 1...5, using: &rng) : 0
            canvas.pixels = (0..<width * height).map { i in
                let v = start + dx * (i % width) + dy * (i / width)
                return Color(r: UInt8(truncatingIfNeeded: v), g: UInt8(truncatingIfNeeded: v * 2),
                             b: UInt8(truncatingIfNeeded: 255 - v),
                             a: alpha ? UInt8(truncatingIfNeeded: v * alphaStep) : 255).packedRGBA
            }
        case .flat:
            canvas.fill(Color(r: .random(in: 0...255, using: &rng), g: .random(in: 0...255, using: &rng),
                              b: .random(in: 0...255, using: &rng), a: a(&rng)))
        case .text:
            canvas.fill(alpha ? .transparent : Color(rgb: UInt32.random(in: 0...0xFFFFFF, using: &rng)))
            let words = ["tag", "Cloud", "AVATAR", "sphere", "Wave", "fjord", "Ölçü", "naïve", "12:34"]
            let size = Double.random(in: 6...30, using: &rng)
            let run = renderer.font.shape(words.randomElement(using: &rng)!, pixelSize: size)
            renderer.draw(run, at: Point(.random(in: -4...Double(width), using: &rng),
                                         .random(in: 0...Double(height) + size, using: &rng)),
                          color: Color(rgb: UInt32.random(in: 0...0xFFFFFF, using: &rng)),
                          alpha: .random(in: 0.2...1, using: &rng), into: &canvas)
        case .blobs:
            canvas = try sampleCloudCanvas(width: width, height: height,
                                           background: alpha ? .transparent : Color(rgb: 0x101820),
                                           seed: UInt64(shard * 1000 + index))
        }
        return (canvas, alpha)
    }

    @Test(arguments: 0..<shards)
    func everyImageRoundTripsAtEveryLevel(shard: Int) throws {
        let renderer = TextRenderer(font: .embedded)
        var checked = 0
        for index in 0..<PNGPropertyTests.imagesPerShard {
            let (canvas, alpha) = try PNGPropertyTests.image(index, shard: shard, renderer: renderer)
            #expect(alpha || canvas.isOpaque)
            let expected = canvas.pixels.flatMap { p -> [UInt8] in
                let c = Color(packedRGBA: p)
                return [c.r, c.g, c.b, alpha ? c.a : 255]
            }
            for level in CompressionLevel.allCases {
                let file = PNGEncoder(alpha: alpha, compression: level).encoded(canvas)
                let image = try PNGTestImage(file)
                #expect(image.width == canvas.width && image.height == canvas.height
                        && image.colorType == (alpha ? 6 : 2))
                #expect(image.rgba == expected, "shard \(shard) image \(index) \(canvas.width)x\(canvas.height) at \(level)")
                checked += 1
            }
        }
        #expect(checked == PNGPropertyTests.imagesPerShard * CompressionLevel.allCases.count)
    }
}
