extension Canvas {
    /// Writes row `y` as `width × 3` RGB bytes at `out`. Pixels that are not
    /// opaque are composited over the opaque `matte` in `blend` space, exactly
    /// as ``composite(_:color:alpha:blend:)`` would draw them onto it.
    func writeRGBRow(_ y: Int, to out: UnsafeMutablePointer<UInt8>, matte: Color, blend: BlendSpace) {
        pixels.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let row = base + y * width
            let alphaMask = UInt32(0xFF00_0000).littleEndian
            let raw = UnsafeMutableRawPointer(out)
            // One pixel, flattened over the matte unless opaque.
            @inline(__always) func single(_ x: Int) {
                let color = Color(packedRGBA: row[x])
                let flat = color.isOpaque ? color : Canvas.flatten(color, over: matte, blend: blend)
                let o = out + x &* 3
                o[0] = flat.r; o[1] = flat.g; o[2] = flat.b
            }
            var x = 0
            while x &+ 4 <= width {
                let p0 = row[x], p1 = row[x &+ 1], p2 = row[x &+ 2], p3 = row[x &+ 3]
                if p0 & p1 & p2 & p3 & alphaMask == alphaMask {
                    // Four opaque pixels (16 bytes) → 12 bytes, as three 32-bit stores.
                    let a = UInt32(littleEndian: p0), b = UInt32(littleEndian: p1)
                    let c = UInt32(littleEndian: p2), d = UInt32(littleEndian: p3)
                    let o = raw + x &* 3
                    o.storeBytes(of: (a & 0xFF_FFFF | b << 24).littleEndian, as: UInt32.self)
                    o.storeBytes(of: (b >> 8 & 0xFFFF | c << 16).littleEndian, toByteOffset: 4, as: UInt32.self)
                    o.storeBytes(of: (c >> 16 & 0xFF | d << 8).littleEndian, toByteOffset: 8, as: UInt32.self)
                } else {
                    for k in x..<(x &+ 4) { single(k) }
                }
                x &+= 4
            }
            while x < width {
                single(x)
                x &+= 1
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
