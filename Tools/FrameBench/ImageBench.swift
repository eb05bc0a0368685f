import Dispatch
import Foundation
import Raster
import ImageCodecs

/// Release-mode timings of the canvas and encoders on a 1920×1080 frame
/// (background fill, compositing 2000 glyph-sized masks, PPM/PAM/PNG encode).
///
/// Run with `swift run -c release --package-path Tools frame-bench --image`.
enum ImageBench {
    /// SplitMix64, so the synthetic frame is the same on every run.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Prints the best of `repetitions` wall-clock times of `body`, in ms.
    static func time(_ name: String, repetitions: Int, _ body: () -> Void) {
        var best = Double.infinity
        for _ in 0..<repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        print(name.padding(toLength: 46, withPad: " ", startingAt: 0) + String(format: "%8.2f ms", best))
    }

    /// 2000 glyph-like 12×16 masks (anti-aliased rings) in 200 words of 10.
    static func words() -> [(CoverageMask, Color, Double)] {
        var rng = Generator(state: 1)
        var result: [(CoverageMask, Color, Double)] = []
        for _ in 0..<200 {
            let x = Int.random(in: -6..<1920, using: &rng), y = Int.random(in: -8..<1080, using: &rng)
            let color = Color(r: .random(in: 100...255, using: &rng), g: .random(in: 100...255, using: &rng),
                              b: .random(in: 100...255, using: &rng))
            let alpha = Double.random(in: 0.3...1, using: &rng)
            for glyph in 0..<10 {
                let rx = Double.random(in: 3...6, using: &rng), ry = Double.random(in: 4...8, using: &rng)
                let coverage = (0..<(12 * 16)).map { i -> UInt8 in
                    let dx = (Double(i % 12) + 0.5 - 6) / rx, dy = (Double(i / 12) + 0.5 - 8) / ry
                    let d = abs((dx * dx + dy * dy).squareRoot() - 0.7) * min(rx, ry)
                    return UInt8(max(0, min(1, 1.6 - d)) * 255)
                }
                result.append((CoverageMask(originX: x + glyph * 9, originY: y, width: 12, height: 16,
                                            coverage: coverage), color, alpha))
            }
        }
        return result
    }

    /// Runs every timing and prints one line each.
    static func run() {
        let background = Color(rgb: 0x101820)
        guard var canvas = try? Canvas(width: 1920, height: 1080, background: background) else { return }
        let glyphs = words()
        time("fill 1920×1080", repetitions: 50) { canvas.fill(background) }
        for blend in BlendSpace.allCases {
            time("composite 2000 masks 12×16 (\(blend))", repetitions: 30) {
                for (mask, color, alpha) in glyphs { canvas.composite(mask, color: color, alpha: alpha, blend: blend) }
            }
        }
        canvas.fill(background)
        for (mask, color, alpha) in glyphs { canvas.composite(mask, color: color, alpha: alpha) }
        var out: [UInt8] = []
        for format in ImageFormat.allCases where format == .ppm || format == .pam {
            time("\(format) encode 1920×1080", repetitions: 30) {
                out = format.encoder().encoded(canvas)
            }
        }
        for format in ImageFormat.allCases where format == .ppm || format == .pam {
            var frame = EncodedFrame()
            time("\(format) encode 1920×1080 into a reused buffer", repetitions: 30) {
                format.encoder().encode(canvas, into: &frame)
            }
        }
        for level in CompressionLevel.allCases {
            time("png RGB encode 1920×1080 (\(level))", repetitions: 5) {
                out = PNGEncoder(alpha: false, compression: level).encoded(canvas)
            }
            print("    \(out.count) bytes")
        }
    }
}
