import Raster

/// Turns RGB pixels into palette indices: the nearest entry in Oklab, after
/// an optional ordered dither. Keeps a cache of recent colours, so make one
/// per thread and reuse it across frames.
public struct PaletteMapper: Sendable {
    /// The palette indices point into.
    public let palette: Palette
    /// The dither applied before mapping.
    public let dither: Dither
    /// How far the ordered dither moves a channel, peak to peak, in 1/255.
    public static let ditherAmplitude = 24
    private let labs: [SIMD3<Float>]
    /// A direct-mapped cache: key (colour | 1 << 24) and its index.
    private var keys: [UInt32]
    private var values: [UInt8]

    /// A mapper to `palette` with `dither`.
    public init(palette: Palette, dither: Dither = .none) {
        self.palette = palette
        self.dither = dither
        labs = palette.colors.map(\.oklab)
        keys = [UInt32](repeating: 0, count: 1 << 16)
        values = [UInt8](repeating: 0, count: 1 << 16)
    }

    /// The index of the entry nearest to `color` (the first of equals).
    public mutating func index(of color: RGB) -> UInt8 {
        let packed = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        let slot = Int((packed &* 0x9E37_79B1) >> 16) & 0xFFFF
        if keys[slot] == packed | 1 << 24 { return values[slot] }
        let value = UInt8(PaletteQuantizer.nearest(color.oklab, labs))
        keys[slot] = packed | 1 << 24
        values[slot] = value
        return value
    }

    /// Maps row `y`'s `count` RGB pixels at `rgb` to indices at `out`.
    public mutating func map(rgb: UnsafePointer<UInt8>, count: Int, y: Int, into out: UnsafeMutablePointer<UInt8>) {
        switch dither {
        case .none:
            var last: (UInt8, UInt8, UInt8, UInt8)? = nil
            for x in 0..<count {
                let r = rgb[3 &* x], g = rgb[3 &* x &+ 1], b = rgb[3 &* x &+ 2]
                // Runs of one colour skip the lookup.
                if let l = last, l.0 == r, l.1 == g, l.2 == b { out[x] = l.3; continue }
                let i = index(of: RGB(r: r, g: g, b: b))
                out[x] = i
                last = (r, g, b, i)
            }
        case .ordered:
            let row = (y & 7) * 8, a = PaletteMapper.ditherAmplitude
            for x in 0..<count {
                // Colours the palette holds exactly (the background, the
                // labels' cores) are not dithered.
                let exact = RGB(r: rgb[3 &* x], g: rgb[3 &* x &+ 1], b: rgb[3 &* x &+ 2])
                let e = index(of: exact)
                if palette.colors[Int(e)] == exact { out[x] = e; continue }
                // Threshold in -a/2 ..< a/2, centred on zero.
                let t = (Int(Dither.bayer[row | (x & 7)]) * 2 + 1 - 64) * a / 128
                @inline(__always) func nudge(_ v: UInt8) -> UInt8 { UInt8(clamping: Int(v) + t) }
                out[x] = index(of: RGB(r: nudge(rgb[3 &* x]), g: nudge(rgb[3 &* x &+ 1]), b: nudge(rgb[3 &* x &+ 2])))
            }
        }
    }
}
