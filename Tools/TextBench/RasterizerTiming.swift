#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Raster

/// Rasterizer-only timings (no font reader involved): the benchmark sentence's
/// DejaVu Sans outlines filled at several pixel sizes, circle sets, and a
/// stroked route. Run with `swift run -c release --package-path Tools text-bench raster`.
enum RasterizerTiming {
    /// Prints every timing.
    static func run(only: Double? = nil, profile: Bool = false) {
        let rasterizer = Rasterizer()
        if profile && only == nil {
            // Fixed work for instruction counting: 20 fills of a 200-point route, 2 px wide.
            let route = (0 ... 200).map { i -> Point in
                let t = Double(i) / 200 * 3
                return Point(100 + 600 * t / 3 + 0.3, 300 - 200 * sin(t) + 0.6)
            }
            let outline = Stroker.outline(route, style: StrokeStyle(width: 2, cap: .round))
            var sum = 0
            for _ in 0 ..< 20 {
                sum &+= rasterizer.withCoverage(of: outline, clip: PixelRect(minX: 0, minY: 0, maxX: 800, maxY: 400)) { $0.width }
            }
            print("profiled 20 route fills (\(sum))")
            return
        }
        if profile, let size = only {
            // Fixed work for instruction counting (valgrind): 20 sentences.
            let layout = sentenceLayout(glyphPaths(), size: size)
            var sum = 0
            for _ in 0 ..< 20 {
                for (path, transform) in layout.items {
                    sum &+= rasterizer.withCoverage(of: path, transform: transform, clip: layout.clip) { $0.width }
                }
            }
            print("profiled 20 sentences at \(size) px (\(sum))")
            return
        }
        print("Rasterizer timings (release build; min over 9 rounds; outlines already in memory)")
        let glyphs = glyphPaths()
        for size in [10.0, 24.0, 72.0, 200.0] where only == nil || only == size {
            let layout = sentenceLayout(glyphs, size: size)
            let us = time(rounds: 9, iterations: iterations(for: size)) {
                var sum = 0
                for (path, transform) in layout.items {
                    sum &+= rasterizer.withCoverage(of: path, transform: transform, clip: layout.clip) { $0.width }
                }
                return sum
            }
            print("  sentence at \(pad(size)) px: \(fmt(us)) µs  (\(fmt(us / Double(layout.count))) µs per glyph)")
        }
        guard only == nil else { return }
        for (radius, count) in [(10.0, 36), (75.0, 36)] {
            let clip = PixelRect(minX: 0, minY: 0, maxX: 2000, maxY: 400)
            let circles = (0 ..< count).map { i in
                circle(Double(i % 12) * 160 + 80.37, Double(i / 12) * 160 + 80.61, radius)
            }
            let us = time(rounds: 9, iterations: radius < 20 ? 400 : 20) {
                var sum = 0
                for c in circles { sum &+= rasterizer.withCoverage(of: c, clip: clip) { $0.width } }
                return sum
            }
            print("  \(count) circles of \(Int(2 * radius)) px (8 quads each): \(fmt(us)) µs")
        }
        let route = (0 ... 200).map { i -> Point in
            let t = Double(i) / 200 * 3
            return Point(100 + 600 * t / 3 + 0.3, 300 - 200 * sin(t) + 0.6)
        }
        let clip = PixelRect(minX: 0, minY: 0, maxX: 800, maxY: 400)
        for width in [1.0, 4.0] {
            let outline = Stroker.outline(route, style: StrokeStyle(width: width, cap: .round))
            let build = time(rounds: 9, iterations: 50) {
                Stroker.outline(route, style: StrokeStyle(width: width, cap: .round)).elements.count
            }
            let fill = time(rounds: 9, iterations: 50) {
                rasterizer.withCoverage(of: outline, clip: clip) { $0.width }
            }
            print("  200-segment route, \(Int(width)) px stroke: outline \(fmt(build)) µs, fill \(fmt(fill)) µs")
        }
    }

    /// The glyph outlines as paths, by character.
    static func glyphPaths() -> [Character: (path: Path, advance: Double)] {
        var out: [Character: (Path, Double)] = [:]
        for g in RasterizerGlyphSamples.glyphs {
            var p = Path()
            var i = 0
            let ops = g.ops
            while i < ops.count {
                switch ops[i] {
                case 0: p.move(to: Point(ops[i + 1], ops[i + 2])); i += 3
                case 1: p.line(to: Point(ops[i + 1], ops[i + 2])); i += 3
                case 2: p.quad(control: Point(ops[i + 1], ops[i + 2]), to: Point(ops[i + 3], ops[i + 4])); i += 5
                default: p.close(); i += 1
                }
            }
            out[g.character] = (p, g.advance)
        }
        return out
    }

    /// The sentence's glyphs placed on one line at `size` px (subpixel pen positions).
    static func sentenceLayout(_ glyphs: [Character: (path: Path, advance: Double)],
                               size: Double) -> (items: [(Path, AffineTransform)], clip: PixelRect, count: Int) {
        let scale = size / RasterizerGlyphSamples.unitsPerEm
        var pen = 2.3
        var items: [(Path, AffineTransform)] = []
        for ch in RasterizerGlyphSamples.text {
            guard let g = glyphs[ch] else { continue }
            let t = AffineTransform.translation(x: pen, y: size * 1.1) * AffineTransform.scale(x: scale, y: -scale)
            items.append((g.path, t))
            pen += g.advance * scale
        }
        let clip = PixelRect(minX: 0, minY: 0, maxX: Int(pen) + 4, maxY: Int(size * 1.5) + 4)
        return (items, clip, items.count)
    }

    static func iterations(for size: Double) -> Int { size <= 24 ? 400 : size <= 72 ? 100 : 20 }

    /// A circle of 8 quadratic Béziers.
    static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
        var p = Path()
        p.move(to: Point(cx + r, cy))
        for i in 0 ..< 8 {
            let a1 = Double(i + 1) * Double.pi / 4, am = a1 - Double.pi / 8
            let k = r / cos(Double.pi / 8)
            p.quad(control: Point(cx + k * cos(am), cy + k * sin(am)), to: Point(cx + r * cos(a1), cy + r * sin(a1)))
        }
        p.close()
        return p
    }

    /// The fastest of `rounds` rounds, in µs per call of `body`.
    static func time(rounds: Int, iterations: Int, _ body: () -> Int) -> Double {
        var best = Double.infinity
        var sink = 0
        for _ in 0 ..< iterations { sink &+= body() }  // warm-up
        for _ in 0 ..< rounds {
            let start = ContinuousClock.now
            for _ in 0 ..< iterations { sink &+= body() }
            let d = ContinuousClock.now - start
            let us = Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
            best = min(best, us / Double(iterations))
        }
        if sink == 42 { print("") }
        return best
    }

    static func fmt(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r >= 100 ? String(Int(r)) : String(r)
    }

    static func pad(_ size: Double) -> String {
        let s = String(Int(size))
        return String(repeating: " ", count: max(0, 3 - s.count)) + s
    }
}

