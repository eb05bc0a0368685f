import Raster

extension Canvas {
    /// Writes row `y` as `width × 3` RGB bytes at `out`. Pixels that are not
    /// opaque are composited over the opaque `matte` in `blend` space, exactly
    /// as ``composite(_:color:alpha:blend:)`` would draw them onto it.
    func writeRGBRow(_ y: Int, to out: UnsafeMutablePointer<UInt8>, matte: Color, blend: BlendSpace) {
        writeRGBPixels(y, 0, width, row: out, matte: matte, blend: blend)
    }

    /// Writes pixels `x0..<x1` of row `y` as RGB bytes into the row starting
    /// at `out` (pixel x at `out + 3x`), as ``writeRGBRow(_:to:matte:blend:)`` does.
    func writeRGBPixels(_ y: Int, _ x0: Int, _ x1: Int, row out: UnsafeMutablePointer<UInt8>,
                        matte: Color, blend: BlendSpace) {
        pixels.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let row = base + y * width
            let raw = UnsafeMutableRawPointer(out)
            // One pixel, flattened over the matte unless opaque.
            @inline(__always) func single(_ x: Int) {
                let color = Color(packedRGBA: row[x])
                let flat = color.isOpaque ? color : Canvas.flatten(color, over: matte, blend: blend)
                let o = out + x &* 3
                o[0] = flat.r; o[1] = flat.g; o[2] = flat.b
            }
            var x = x0
            // Eight opaque pixels (32 bytes, read as four 64-bit pairs) → 24 bytes.
            let pairAlpha = UInt64(0xFF00_0000_FF00_0000)
            while x &+ 8 <= x1 {
                let pairs = UnsafeRawPointer(row + x)
                let a = UInt64(littleEndian: pairs.loadUnaligned(as: UInt64.self))
                let b = UInt64(littleEndian: pairs.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                let c = UInt64(littleEndian: pairs.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
                let d = UInt64(littleEndian: pairs.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
                if a & b & c & d & pairAlpha == pairAlpha {
                    // Each pair's two RGB triples packed into its low 48 bits, then the four joined.
                    @inline(__always) func rgb(_ p: UInt64) -> UInt64 { p & 0xFF_FFFF | (p >> 8) & 0xFFFF_FF00_0000 }
                    let (ra, rb, rc, rd) = (rgb(a), rgb(b), rgb(c), rgb(d))
                    let o = raw + x &* 3
                    o.storeBytes(of: (ra | rb << 48).littleEndian, as: UInt64.self)
                    o.storeBytes(of: (rb >> 16 | rc << 32).littleEndian, toByteOffset: 8, as: UInt64.self)
                    o.storeBytes(of: (rc >> 32 | rd << 16).littleEndian, toByteOffset: 16, as: UInt64.self)
                } else {
                    for k in x..<(x &+ 8) { single(k) }
                }
                x &+= 8
            }
            while x < x1 {
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
}
