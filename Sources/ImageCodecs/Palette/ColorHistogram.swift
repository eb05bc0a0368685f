import Raster

/// How often each colour occurs in a sample of images, at a bounded size.
///
/// Colours are counted in 2¹⁸ bins (six bits per channel), each keeping its
/// pixel count and the sum of its exact colours, so a bin stands for the
/// mean of the colours that fell in it. The memory is fixed (about 8 MiB)
/// whatever the number or size of the images added.
public struct ColorHistogram: Sendable {
    /// Pixels per bin.
    var counts: [UInt64]
    /// Per bin, the sums of red, green and blue (three entries a bin).
    var sums: [UInt64]

    /// An empty histogram.
    public init() {
        counts = [UInt64](repeating: 0, count: 1 << 18)
        sums = [UInt64](repeating: 0, count: 3 << 18)
    }

    /// The bin of an RGB colour.
    @inline(__always)
    static func bin(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        Int(r >> 2) << 12 | Int(g >> 2) << 6 | Int(b >> 2)
    }

    /// Counts `count` RGB pixels (three bytes each) at `rgb`.
    public mutating func add(rgb: UnsafePointer<UInt8>, count: Int) {
        counts.withUnsafeMutableBufferPointer { counts in
        sums.withUnsafeMutableBufferPointer { sums in
            for i in 0..<count {
                let r = rgb[3 &* i], g = rgb[3 &* i &+ 1], b = rgb[3 &* i &+ 2]
                let k = ColorHistogram.bin(r, g, b)
                counts[k] &+= 1
                sums[3 &* k] &+= UInt64(r)
                sums[3 &* k &+ 1] &+= UInt64(g)
                sums[3 &* k &+ 2] &+= UInt64(b)
            }
        }
        }
    }

    /// Adds the counts of `other` (the order of merging does not matter).
    public mutating func merge(_ other: ColorHistogram) {
        for k in counts.indices { counts[k] &+= other.counts[k] }
        for k in sums.indices { sums[k] &+= other.sums[k] }
    }

    /// Counts every pixel of `canvas`, flattened over `matte` in `blend`
    /// space as the RGB encoders write it.
    public mutating func add(_ canvas: Canvas, matte: Color, blend: BlendSpace) {
        var row = [UInt8](repeating: 0, count: canvas.width * 3)
        row.withUnsafeMutableBufferPointer { row in
            guard let base = row.baseAddress else { return }
            for y in 0..<canvas.height {
                canvas.writeRGBRow(y, to: base, matte: matte.withAlpha(255), blend: blend)
                add(rgb: base, count: canvas.width)
            }
        }
    }

    /// The occupied bins: each one's mean colour and pixel count, in bin order.
    var entries: [(color: RGB, count: UInt64)] {
        var out: [(color: RGB, count: UInt64)] = []
        for k in 0..<counts.count where counts[k] > 0 {
            let n = counts[k]
            // The mean, rounded half up.
            func mean(_ s: UInt64) -> UInt8 { UInt8((s * 2 + n) / (2 * n)) }
            out.append((RGB(r: mean(sums[3 * k]), g: mean(sums[3 * k + 1]), b: mean(sums[3 * k + 2])), n))
        }
        return out
    }
}
