/// The per-call constants and per-row loops of ``Canvas`` compositing.
///
/// Opacity is fixed point: a pixel's weight is `w = (coverage × k + 128) >> 8`
/// in 0...65536 (65536 = opaque), where `k = opacity × 65536 × 256 / 255`.
/// Pixels with `w == 0` are skipped, `w == 65536` over anything is a direct
/// store, and an opaque destination (the usual case) needs no division.
struct CompositeKernel {
    /// The source colour as memory-ordered RGBA with alpha 255, for direct stores.
    let opaquePacked: UInt32
    /// The source colour's sRGB bytes.
    let r: Int, g: Int, b: Int
    /// The source colour in fixed-point linear light (× `SRGB.linearOne`).
    let linR: Int, linG: Int, linB: Int
    /// Opacity scale: `w = (coverage × k + 128) >> 8`.
    let k: Int

    init(color: Color, k: Int) {
        opaquePacked = color.withAlpha(255).packedRGBA
        r = Int(color.r); g = Int(color.g); b = Int(color.b)
        linR = Int(SRGB.linear16(color.r)); linG = Int(SRGB.linear16(color.g))
        linB = Int(SRGB.linear16(color.b))
        self.k = k
    }

    /// Blends one row in linear light. `pixels` points at RGBA bytes; see
    /// ``blendRow(coverage:pixels:count:memo:_:_:_:decode:encode:)`` for `memo`.
    @inline(__always)
    func linearRow(coverage: UnsafePointer<UInt8>, pixels: UnsafeMutablePointer<UInt8>, count: Int,
                   memo: Memo? = nil) {
        SRGB.decodeTable.withUnsafeBufferPointer { dec in
            SRGB.encodeTable.withUnsafeBufferPointer { enc in
                blendRow(coverage: coverage, pixels: pixels, count: count, memo: memo, linR, linG, linB,
                         decode: { Int(dec[Int($0)]) }, encode: { enc[SRGB.encodeIndex($0)] })
            }
        }
    }

    /// Blends one row mixing the sRGB bytes directly. `pixels` points at RGBA bytes.
    @inline(__always)
    func srgbRow(coverage: UnsafePointer<UInt8>, pixels: UnsafeMutablePointer<UInt8>, count: Int,
                 memo: Memo? = nil) {
        blendRow(coverage: coverage, pixels: pixels, count: count, memo: memo, r, g, b,
                 decode: { Int($0) }, encode: { UInt8(truncatingIfNeeded: $0) })
    }

    /// Results kept during one composite call: over the opaque pixel `key`
    /// (the canvas background), the blend at coverage c is `results[c]` once
    /// computed (0 until then; a result is opaque, so never 0). The blend
    /// depends only on the destination pixel and the coverage, so reusing it
    /// gives the same bytes; most blended pixels lie over the background.
    struct Memo {
        /// The destination pixel the results are for.
        let key: UInt32
        /// 256 results by coverage byte, 0 where not computed yet.
        let results: UnsafeMutablePointer<UInt32>
    }

    /// The row loop, for source components `sr, sg, sb` already in the blend
    /// space that `decode` maps destination bytes into and `encode` maps back
    /// from. Opaque destination pixels equal to `memo`'s key take their result
    /// from it, and leave it there when first blended.
    @inline(__always)
    func blendRow(coverage: UnsafePointer<UInt8>, pixels: UnsafeMutablePointer<UInt8>, count: Int, memo: Memo?,
                  _ sr: Int, _ sg: Int, _ sb: Int, decode: (UInt8) -> Int, encode: (Int) -> UInt8) {
        for i in 0..<count {
            blendPixel(coverage[i], pixels + i &* 4, memo: memo, sr, sg, sb, decode: decode, encode: encode)
        }
    }

    /// Blends one pixel `p` (RGBA bytes) at coverage `c`; see ``blendRow(coverage:pixels:count:memo:_:_:_:decode:encode:)``.
    /// An opaque pixel is read and written as one word (byte stores followed
    /// by a word load would stall on store forwarding).
    @inline(__always)
    func blendPixel(_ c: UInt8, _ p: UnsafeMutablePointer<UInt8>, memo: Memo?,
                    _ sr: Int, _ sg: Int, _ sb: Int, decode: (UInt8) -> Int, encode: (Int) -> UInt8) {
        if c == 0 { return }
        let w = (Int(c) &* k &+ 128) &>> 8
        if w == 0 { return }
        let raw = UnsafeMutableRawPointer(p)
        if w == 65536 {
            raw.storeBytes(of: opaquePacked, as: UInt32.self)
            return
        }
        let old = raw.load(as: UInt32.self)
        // Memory bytes R, G, B, A, whatever the byte order.
        let bytes = UInt32(littleEndian: old)
        guard bytes >= 0xFF00_0000 else {
            blendTranslucent(p, w: w, da: Int(bytes &>> 24), sr, sg, sb, decode: decode, encode: encode)
            return
        }
        let memoized = memo.map { old == $0.key } ?? false
        if memoized, let memo {
            let known = memo.results[Int(c)]
            if known != 0 {
                raw.storeBytes(of: known, as: UInt32.self)
                return
            }
        }
        // Opaque destination: d + (s − d)·w, rounded; alpha stays 255.
        @inline(__always) func mix(_ s: Int, _ d: UInt32) -> UInt32 {
            let dv = decode(UInt8(truncatingIfNeeded: d))
            return UInt32(encode(dv &+ (((s &- dv) &* w &+ 32768) &>> 16)))
        }
        let blended = (mix(sr, bytes) | mix(sg, bytes &>> 8) &<< 8 | mix(sb, bytes &>> 16) &<< 16
            | 0xFF00_0000).littleEndian
        raw.storeBytes(of: blended, as: UInt32.self)
        if memoized, let memo { memo.results[Int(c)] = blended }
    }

    /// Source over a destination with alpha `da` < 255, storing straight colour:
    /// `ao = as + ad(1 − as)`, `c = (cs·as + cd·ad(1 − as)) / ao`, with colours
    /// in the blend space given by `decode`/`encode` (source already decoded).
    @inline(__always)
    func blendTranslucent(_ p: UnsafeMutablePointer<UInt8>, w: Int, da: Int, _ sr: Int, _ sg: Int, _ sb: Int,
                          decode: (UInt8) -> Int, encode: (Int) -> UInt8) {
        // Weights in units of (alpha byte × 1/65536): source w·255, destination da·(1 − w).
        let ws = w &* 255
        let wd = da &* (65536 &- w)
        let ao = ws &+ wd
        let half = ao &>> 1
        @inline(__always) func mix(_ s: Int, _ d: UInt8) -> UInt8 {
            encode((s &* ws &+ decode(d) &* wd &+ half) / ao)
        }
        p[0] = mix(sr, p[0]); p[1] = mix(sg, p[1]); p[2] = mix(sb, p[2])
        p[3] = UInt8(truncatingIfNeeded: (ao &+ 32768) &>> 16)
    }
}
