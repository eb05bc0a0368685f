extension Canvas {
    /// Writes row `y` as `width × 3` RGB bytes at `out`. Pixels that are not
    /// opaque are composited over the opaque `matte` in `blend` space, exactly
    /// as ``composite(_:color:alpha:blend:)`` would draw them onto it.
    func writeRGBRow(_ y: Int, to out: UnsafeMutablePointer<UInt8>, matte: Color, blend: BlendSpace) {
        pixels.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let row = base + y * width
            let alphaMask = UInt32(0xFF00_0000).littleEndian
            for x in 0..<width {
                let p = row[x]
                let o = out + x &* 3
                if p & alphaMask == alphaMask {
                    // Opaque: copy the three colour bytes.
                    withUnsafeBytes(of: p) { bytes in
                        o[0] = bytes[0]; o[1] = bytes[1]; o[2] = bytes[2]
                    }
                } else {
                    let flat = Canvas.flatten(Color(packedRGBA: p), over: matte, blend: blend)
                    o[0] = flat.r; o[1] = flat.g; o[2] = flat.b
                }
            }
        }
    }

    /// Copies row `y` as `width × 4` RGBA bytes (straight alpha) to `out`.
    func writeRGBARow(_ y: Int, to out: UnsafeMutableRawPointer) {
        pixels.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            out.copyMemory(from: base + y * width * 4, byteCount: width * 4)
        }
    }

    /// `color` (straight alpha) drawn over the opaque `matte`.
    static func flatten(_ color: Color, over matte: Color, blend: BlendSpace) -> Color {
        var bytes: (UInt8, UInt8, UInt8, UInt8) = (matte.r, matte.g, matte.b, 255)
        var coverage = color.a
        // Opacity 1 (k = 65536 × 256 / 255); coverage carries the pixel's alpha.
        let kernel = CompositeKernel(color: color, k: 65793)
        withUnsafeMutableBytes(of: &bytes) { raw in
            withUnsafePointer(to: &coverage) { cov in
                guard let p = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
                switch blend {
                case .linear: kernel.linearRow(coverage: cov, pixels: p, count: 1)
                case .srgb: kernel.srgbRow(coverage: cov, pixels: p, count: 1)
                }
            }
        }
        return Color(r: bytes.0, g: bytes.1, b: bytes.2)
    }
}
