@testable import Raster
import Testing

/// A straightforward `Double` model of straight-alpha "source over".
private func referenceOver(_ dst: Color, _ src: Color, coverage: UInt8, alpha: Double,
                           blend: BlendSpace) -> Color {
    let sa = Double(coverage) / 255 * alpha * Double(src.a) / 255
    if sa == 0 { return dst }
    let da = Double(dst.a) / 255
    let ao = sa + da * (1 - sa)
    func channel(_ s: UInt8, _ d: UInt8) -> UInt8 {
        let decode: (UInt8) -> Double = blend == .linear
            ? { SRGB.toLinear(Double($0) / 255) } : { Double($0) / 255 }
        let c = (decode(s) * sa + decode(d) * da * (1 - sa)) / ao
        return blend == .linear ? SRGB.encodeByte(c) : UInt8((c * 255).rounded())
    }
    return Color(r: channel(src.r, dst.r), g: channel(src.g, dst.g), b: channel(src.b, dst.b),
                 a: UInt8((ao * 255).rounded()))
}

private func randomColor(_ rng: inout ImageTestGenerator, opaque: Bool) -> Color {
    Color(r: .random(in: 0...255, using: &rng), g: .random(in: 0...255, using: &rng),
          b: .random(in: 0...255, using: &rng), a: opaque ? 255 : .random(in: 0...255, using: &rng))
}

@Suite struct CompositeTests {
    @Test(arguments: BlendSpace.allCases, [true, false])
    func matchesDoubleReference(blend: BlendSpace, opaqueBackground: Bool) throws {
        var rng = ImageTestGenerator(seed: opaqueBackground ? 11 : 12)
        var canvas = try Canvas(width: 23, height: 17)
        for y in 0..<17 {
            for x in 0..<23 { canvas.setPixel(x: x, y: y, to: randomColor(&rng, opaque: opaqueBackground)) }
        }
        var worst = 0
        for _ in 0..<60 {
            let w = Int.random(in: 1...12, using: &rng), h = Int.random(in: 1...12, using: &rng)
            // Coverage is biased towards the special values 0 and 255.
            let coverage = (0..<(w * h)).map { _ in
                [0, 255, UInt8.random(in: 0...255, using: &rng)][Int.random(in: 0...2, using: &rng)]
            }
            let mask = CoverageMask(originX: .random(in: -5...20, using: &rng),
                                    originY: .random(in: -5...15, using: &rng),
                                    width: w, height: h, coverage: coverage)
            let color = randomColor(&rng, opaque: Bool.random(using: &rng))
            let alpha = [1.0, Double.random(in: 0...1, using: &rng)][Int.random(in: 0...1, using: &rng)]
            let before = canvas
            canvas.composite(mask, color: color, alpha: alpha, blend: blend)
            for y in 0..<17 {
                for x in 0..<23 {
                    let cov = mask[x - mask.originX, y - mask.originY]
                    let old = try #require(before.pixel(x: x, y: y))
                    let expected = referenceOver(old, color, coverage: cov, alpha: alpha, blend: blend)
                    let got = try #require(canvas.pixel(x: x, y: y))
                    let diff = max(abs(Int(got.a) - Int(expected.a)),
                                   expected.a == 0 ? 0 : max(abs(Int(got.r) - Int(expected.r)),
                                                              abs(Int(got.g) - Int(expected.g)),
                                                              abs(Int(got.b) - Int(expected.b))))
                    worst = max(worst, diff)
                    #expect(diff <= 1, "(\(x),\(y)) \(old) + \(color)×\(cov)×\(alpha): \(got) vs \(expected)")
                }
            }
        }
        #expect(worst <= 1)
    }

    /// Compositing remembers, per call, the blend over the canvas's known
    /// background by coverage byte; a canvas with the same pixels and no
    /// known background blends every pixel, and must come out the same.
    @Test(arguments: BlendSpace.allCases)
    func blendsOverAKnownBackgroundEqualBlendingEveryPixel(blend: BlendSpace) throws {
        var rng = ImageTestGenerator(seed: 21)
        var known = try Canvas(width: 40, height: 30, background: Color(r: 20, g: 24, b: 40))
        var unknown = Canvas(uncheckedWidth: 40, height: 30, pixels: known.pixels)
        #expect(known.dirty.background != nil && unknown.dirty.background == nil)
        let start = known.pixels
        for _ in 0..<40 {
            let w = Int.random(in: 1...16, using: &rng), h = Int.random(in: 1...12, using: &rng)
            // Few coverage values, so they repeat over the background and over earlier labels.
            let levels: [UInt8] = [0, 255, .random(in: 1...254, using: &rng), .random(in: 1...254, using: &rng)]
            let coverage = (0..<(w * h)).map { _ in levels[Int.random(in: 0...3, using: &rng)] }
            let mask = CoverageMask(originX: .random(in: -4...36, using: &rng), originY: .random(in: -4...26, using: &rng),
                                    width: w, height: h, coverage: coverage)
            let color = randomColor(&rng, opaque: Bool.random(using: &rng))
            let alpha = [1.0, Double.random(in: 0.05...1, using: &rng)][Int.random(in: 0...1, using: &rng)]
            known.composite(mask, color: color, alpha: alpha, blend: blend)
            unknown.composite(mask, color: color, alpha: alpha, blend: blend)
            #expect(known.pixels == unknown.pixels)
        }
        #expect(known.pixels != start)
    }

    @Test func fullCoverageOpaqueIsExactAndZeroCoverageUntouched() throws {
        var canvas = try Canvas(width: 4, height: 1, background: .transparent)
        let red = Color(rgb: 0xff0000)
        canvas.composite(CoverageMask(originX: 0, originY: 0, width: 4, height: 1, coverage: [255, 0, 255, 0]),
                         color: red)
        #expect(canvas.pixel(x: 0, y: 0) == red)
        #expect(canvas.pixel(x: 1, y: 0) == .transparent)
        #expect(canvas.pixel(x: 2, y: 0) == red)
    }

    @Test func halfCoverageWhiteOnBlackDiffersBySpace() throws {
        var linear = try Canvas(width: 1, height: 1, background: .black)
        var srgb = linear
        let mask = CoverageMask(originX: 0, originY: 0, width: 1, height: 1, coverage: [128])
        linear.composite(mask, color: .white, blend: .linear)
        srgb.composite(mask, color: .white, blend: .srgb)
        // 128/255 of full light encodes to 188; mixing bytes gives 128.
        #expect(linear.pixel(x: 0, y: 0) == Color(r: 188, g: 188, b: 188))
        #expect(srgb.pixel(x: 0, y: 0) == Color(r: 128, g: 128, b: 128))
    }

    @Test func overTransparentKeepsColourAndSetsAlpha() throws {
        var canvas = try Canvas(width: 1, height: 1)
        canvas.composite(CoverageMask(originX: 0, originY: 0, width: 1, height: 1, coverage: [255]),
                         color: Color(rgb: 0x3366cc), alpha: 0.5)
        #expect(canvas.pixel(x: 0, y: 0) == Color(r: 0x33, g: 0x66, b: 0xcc, a: 128))
    }

    @Test func clipsAtEveryEdge() throws {
        let blue = Color(rgb: 0x0000ff)
        var canvas = try Canvas(width: 5, height: 4, background: .black)
        // A 3×3 full mask at (-1,-1) covers only (0...1, 0...1); one at (4,2) only (4, 2...3).
        let full = [UInt8](repeating: 255, count: 9)
        canvas.composite(CoverageMask(originX: -1, originY: -1, width: 3, height: 3, coverage: full), color: blue)
        canvas.composite(CoverageMask(originX: 4, originY: 2, width: 3, height: 3, coverage: full), color: blue)
        // Masks wholly outside, or at absurd origins, draw nothing and do not trap.
        canvas.composite(CoverageMask(originX: -3, originY: 0, width: 3, height: 3, coverage: full), color: blue)
        canvas.composite(CoverageMask(originX: .max - 1, originY: .max - 1, width: 3, height: 3,
                                      coverage: full), color: blue)
        canvas.composite(CoverageMask(originX: .min, originY: .min, width: 3, height: 3,
                                      coverage: full), color: blue)
        for y in 0..<4 {
            for x in 0..<5 {
                let inside = (x <= 1 && y <= 1) || (x == 4 && y >= 2)
                #expect(canvas.pixel(x: x, y: y) == (inside ? blue : .black), "(\(x), \(y))")
            }
        }
    }

    @Test func rawBufferWithRowStride() throws {
        var canvas = try Canvas(width: 3, height: 2, background: .black)
        // Rows of stride 4: the fourth byte of each row is padding and must be ignored.
        let buffer: [UInt8] = [255, 0, 255, 99, 0, 255, 0, 99]
        buffer.withUnsafeBufferPointer {
            canvas.composite(coverage: $0, originX: 0, originY: 0, width: 3, height: 2, rowStride: 4,
                             color: .white)
        }
        let expected: [Color] = [.white, .black, .white, .black, .white, .black]
        #expect((0..<6).map { canvas.pixel(x: $0 % 3, y: $0 / 3) } == expected)
    }

    @Test func alphaZeroAndNaNDrawNothing() throws {
        var canvas = try Canvas(width: 2, height: 2, background: .black)
        let mask = CoverageMask(originX: 0, originY: 0, width: 2, height: 2, coverage: [255, 255, 255, 255])
        canvas.composite(mask, color: .white, alpha: 0)
        canvas.composite(mask, color: .white, alpha: .nan)
        canvas.composite(mask, color: Color.white.withAlpha(0))
        #expect(canvas == (try Canvas(width: 2, height: 2, background: .black)))
    }
}
