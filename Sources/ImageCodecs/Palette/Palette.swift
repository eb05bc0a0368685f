import Raster

/// An 8-bit-per-channel opaque colour, as a palette holds it.
public struct RGB: Hashable, Sendable {
    /// Red.
    public var r: UInt8
    /// Green.
    public var g: UInt8
    /// Blue.
    public var b: UInt8

    /// A colour from its channels.
    public init(r: UInt8, g: UInt8, b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// The colour in Oklab, as Float (L, a, b).
    var oklab: SIMD3<Float> {
        let lab = Oklab.fromLinearSRGB((SRGB.toLinear(Double(r) / 255), SRGB.toLinear(Double(g) / 255),
                                        SRGB.toLinear(Double(b) / 255)))
        return SIMD3(Float(lab.0), Float(lab.1), Float(lab.2))
    }
}

/// The colours of an indexed image (at most 256).
public struct Palette: Hashable, Sendable {
    /// The colours, index by index.
    public var colors: [RGB]

    /// A palette of `colors` (at most 256 are used).
    public init(_ colors: [RGB]) {
        self.colors = Array(colors.prefix(256))
    }

    /// The colours as a GIF or PNG colour table: red, green, blue per entry,
    /// padded with black to `entries`.
    func table(entries: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(entries * 3)
        for k in 0..<entries {
            let c = k < colors.count ? colors[k] : RGB(r: 0, g: 0, b: 0)
            out += [c.r, c.g, c.b]
        }
        return out
    }
}
