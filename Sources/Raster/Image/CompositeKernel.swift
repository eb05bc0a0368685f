/// The per-call constants and per-row loops of ``Canvas`` compositing.
///
/// Opacity is fixed point: a pixel's weight is `w = (coverage × k + 128) >> 8`
/// in 0...65536 (65536 = opaque), where `k = opacity × 65536 × 256 / 255`.
/// Pixels with `w == 0` are skipped, `w == 65536` over anything is a direct
/// store, and an opaque destination (the usual case) needs no division.
/// Over an opaque canvas background, a call first blends the background once
/// per coverage value its mask holds (``Table``), so each row is a lookup
/// and a store per pixel with no branch on coverage, which at glyph edges
/// would mispredict about every other pixel.
struct CompositeKernel {
    /// The source colour as memory-ordered RGBA with alpha 255, for direct stores.
    let opaquePacked: UInt32
    /// The source colour's sRGB bytes.
    let r: Int, g: Int, b: Int
    /// The source colour in fixed-point linear light (× `SRGB.linearOne`).
    let linR: Int, linG: Int, linB: Int
    /// Opacity scale: `w = (coverage × k + 128) >> 8`.
    let k: Int

    /// The kernel drawing `color` at extra opacity `alpha` (clamped to
    /// 0...1; NaN draws nothing), or nil when that draws nothing at all.
    init?(color: Color, alpha: Double) {
        // Total opacity scaled so that w = (cov × k + 128) >> 8 spans 0...65536.
        let opacity = alpha.isNaN ? 0 : min(max(alpha, 0), 1) * Double(color.a) / 255
        let k = Int((opacity * 65536 * 256 / 255).rounded())
        guard k > 0 else { return nil }
        self.init(color: color, k: k)
    }

    init(color: Color, k: Int) {
        opaquePacked = color.withAlpha(255).packedRGBA
        r = Int(color.r); g = Int(color.g); b = Int(color.b)
        linR = Int(SRGB.linear16(color.r)); linG = Int(SRGB.linear16(color.g))
        linB = Int(SRGB.linear16(color.b))
        self.k = k
    }

    /// Fills `table` for every coverage value in `rows`, blending in `blend`.
    @inline(__always)
    func fill(_ table: Table, coverage rows: MaskRows, blend: BlendSpace) {
        switch blend {
        case .linear: linearTable(key: table.key, coverage: rows, into: table.results)
        case .srgb: srgbTable(key: table.key, coverage: rows, into: table.results)
        }
    }

    /// Fills a ``Table``'s results over the opaque pixel `key` for every
    /// coverage value that the mask rows hold, blending in linear light.
    @inline(__always)
    func linearTable(key: UInt32, coverage rows: MaskRows, into results: UnsafeMutablePointer<UInt32>) {
        SRGB.decodeTable.withUnsafeBufferPointer { dec in
            SRGB.encodeTable.withUnsafeBufferPointer { enc in
                table(key: key, coverage: rows, into: results, linR, linG, linB,
                      decode: { Int(dec[Int($0)]) }, encode: { enc[SRGB.encodeIndex($0)] })
            }
        }
    }

    /// ``linearTable(key:coverage:into:)`` mixing the sRGB bytes directly.
    @inline(__always)
    func srgbTable(key: UInt32, coverage rows: MaskRows, into results: UnsafeMutablePointer<UInt32>) {
        table(key: key, coverage: rows, into: results, r, g, b,
              decode: { Int($0) }, encode: { UInt8(truncatingIfNeeded: $0) })
    }

    /// Blends one row in linear light. `pixels` points at RGBA bytes; see
    /// ``blendRow(coverage:pixels:count:table:_:_:_:decode:encode:)`` for `table`.
    @inline(__always)
    func linearRow(coverage: UnsafePointer<UInt8>, pixels: UnsafeMutablePointer<UInt8>, count: Int,
                   table: Table? = nil) {
        SRGB.decodeTable.withUnsafeBufferPointer { dec in
            SRGB.encodeTable.withUnsafeBufferPointer { enc in
                blendRow(coverage: coverage, pixels: pixels, count: count, table: table, linR, linG, linB,
                         decode: { Int(dec[Int($0)]) }, encode: { enc[SRGB.encodeIndex($0)] })
            }
        }
    }

    /// Blends one row mixing the sRGB bytes directly. `pixels` points at RGBA bytes.
    @inline(__always)
    func srgbRow(coverage: UnsafePointer<UInt8>, pixels: UnsafeMutablePointer<UInt8>, count: Int,
                 table: Table? = nil) {
        blendRow(coverage: coverage, pixels: pixels, count: count, table: table, r, g, b,
                 decode: { Int($0) }, encode: { UInt8(truncatingIfNeeded: $0) })
    }

    /// The rows of a mask that one composite call reads: `count` rows of
    /// `width` coverage bytes, `stride` apart from `first`.
    typealias MaskRows = (first: UnsafePointer<UInt8>, stride: Int, count: Int, width: Int)

    /// The blends over one opaque pixel, `key` (the canvas background), by
    /// coverage: `results[c]` is what ``blendPixel(_:_:_:_:_:decode:encode:)``
    /// makes of `key` at coverage `c`, for every `c` the call's mask holds
    /// (other entries are undefined). Most blended pixels lie over the
    /// background, so a row then needs one load and one store per pixel, and
    /// no branch on coverage.
    struct Table {
        /// The destination pixel the results are for.
        let key: UInt32
        /// 256 results by coverage byte.
        let results: UnsafeMutablePointer<UInt32>
    }

    /// Fills `results` (see ``Table``) for the coverage values in `rows`
    /// over the opaque pixel `key`: first which values occur, then those
    /// values listed, then one blend each (listing them first keeps the
    /// branch on "occurs" out of the loop that blends).
    @inline(__always)
    func table(key: UInt32, coverage rows: MaskRows, into results: UnsafeMutablePointer<UInt32>,
               _ sr: Int, _ sg: Int, _ sb: Int, decode: (UInt8) -> Int, encode: (Int) -> UInt8) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer in
            guard let seen = buffer.baseAddress else { return }
            let values = seen + 256
            seen.initialize(repeating: 0, count: 256)
            // Which values occur (a block of eight zeros, or of eight full
            // coverages, the inside of a fill, at once). Rows with
            // no gap between them (a recorded mask's) are scanned as one, so
            // the loop does not end, often mispredicted, at each row's end.
            let joined = rows.stride == rows.width
            let (lines, width) = joined ? (1, rows.count &* rows.width) : (rows.count, rows.width)
            for row in 0..<lines {
                let line = rows.first + row &* rows.stride
                var x = 0
                while x &+ 8 <= width {
                    let block = UnsafeRawPointer(line + x).loadUnaligned(as: UInt64.self)
                    if block == 0 {
                        seen[0] = 1
                    } else if block == UInt64.max {
                        seen[255] = 1
                    } else {
                        for k in x..<(x &+ 8) { seen[Int(line[k])] = 1 }
                    }
                    x &+= 8
                }
                while x < width {
                    seen[Int(line[x])] = 1
                    x &+= 1
                }
            }
            // The values that occur, listed; then each blended over the key.
            var count = 0
            for c in 0..<256 {
                values[count] = UInt8(truncatingIfNeeded: c)
                count &+= Int(seen[c])
            }
            // Each as ``blendPixel(_:_:_:_:_:decode:encode:)`` blends over the
            // opaque key, whose channels are decoded once.
            let bytes = UInt32(littleEndian: key)
            let dr = decode(UInt8(truncatingIfNeeded: bytes)), dg = decode(UInt8(truncatingIfNeeded: bytes &>> 8))
            let db = decode(UInt8(truncatingIfNeeded: bytes &>> 16))
            let (er, eg, eb) = (sr &- dr, sg &- dg, sb &- db)
            // The weight grows with the coverage, and the values are listed
            // in order: those of weight 0 (coverage 0 among them) come first
            // and keep the key; the rest blend, and weight 65536 is the colour.
            var i = 0
            while i < count, (Int(values[i]) &* k &+ 128) &>> 8 == 0 {
                results[Int(values[i])] = key
                i &+= 1
            }
            while i < count {
                let c = values[i]
                let w = (Int(c) &* k &+ 128) &>> 8
                let r = UInt32(encode(dr &+ ((er &* w &+ 32768) &>> 16)))
                let g = UInt32(encode(dg &+ ((eg &* w &+ 32768) &>> 16)))
                let b = UInt32(encode(db &+ ((eb &* w &+ 32768) &>> 16)))
                let blended = (r | g &<< 8 | b &<< 16 | 0xFF00_0000).littleEndian
                results[Int(c)] = w == 65536 ? opaquePacked : blended
                i &+= 1
            }
        }
    }

    /// The row loop, for source components `sr, sg, sb` already in the blend
    /// space that `decode` maps destination bytes into and `encode` maps back
    /// from. With a `table`, destination pixels equal to its key take their
    /// result from it (a block of eight zero coverages is skipped at once,
    /// and one of eight full ones over the key takes one result).
    @inline(__always)
    func blendRow(coverage: UnsafePointer<UInt8>, pixels: UnsafeMutablePointer<UInt8>, count: Int, table: Table?,
                  _ sr: Int, _ sg: Int, _ sb: Int, decode: (UInt8) -> Int, encode: (Int) -> UInt8) {
        guard let table else {
            for i in 0..<count {
                blendPixel(coverage[i], pixels + i &* 4, sr, sg, sb, decode: decode, encode: encode)
            }
            return
        }
        @inline(__always) func one(_ i: Int) {
            let raw = UnsafeMutableRawPointer(pixels + i &* 4)
            if raw.load(as: UInt32.self) == table.key {
                raw.storeBytes(of: table.results[Int(coverage[i])], as: UInt32.self)
            } else {
                blendPixel(coverage[i], pixels + i &* 4, sr, sg, sb, decode: decode, encode: encode)
            }
        }
        Self.forEachBlock(skippingZeroBlocksOf: coverage, count: count, { i in
            // Eight pixels wholly covered, all still the background (inside
            // a fill): one result, stored eight times.
            if UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt64.self) == UInt64.max {
                let raw = UnsafeMutableRawPointer(pixels + i &* 4)
                if raw.loadUnaligned(as: SIMD8<UInt32>.self) == SIMD8(repeating: table.key) {
                    raw.storeBytes(of: SIMD8(repeating: table.results[255]), as: SIMD8<UInt32>.self)
                    return
                }
            }
            for k in i..<(i &+ 8) { one(k) }
        }, tail: one)
    }

    /// Calls `one` with every index below `count`, except those of a block
    /// of eight whose coverage bytes are all zero (read as one word, so the
    /// empty stretches around glyphs cost one test per eight pixels).
    @inline(__always)
    static func forEachIndex(skippingZeroBlocksOf coverage: UnsafePointer<UInt8>, count: Int, _ one: (Int) -> Void) {
        forEachBlock(skippingZeroBlocksOf: coverage, count: count, { i in
            for k in i..<(i &+ 8) { one(k) }
        }, tail: one)
    }

    /// Calls `block` with the first index of every block of eight below
    /// `count` whose coverage bytes are not all zero, then `one` with each
    /// index past the last whole block.
    @inline(__always)
    static func forEachBlock(skippingZeroBlocksOf coverage: UnsafePointer<UInt8>, count: Int,
                             _ block: (Int) -> Void, tail one: (Int) -> Void) {
        var i = 0
        while i &+ 8 <= count {
            if UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt64.self) != 0 { block(i) }
            i &+= 8
        }
        while i < count {
            one(i)
            i &+= 1
        }
    }

    /// Blends one pixel `p` (RGBA bytes) at coverage `c`; see ``blendRow(coverage:pixels:count:table:_:_:_:decode:encode:)``.
    /// An opaque pixel is read and written as one word (byte stores followed
    /// by a word load would stall on store forwarding).
    @inline(__always)
    func blendPixel(_ c: UInt8, _ p: UnsafeMutablePointer<UInt8>,
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
        // Opaque destination: alpha stays 255.
        @inline(__always) func mix(_ s: Int, _ d: UInt32) -> UInt32 {
            UInt32(Self.mixOpaque(s, UInt8(truncatingIfNeeded: d), w: w, decode: decode, encode: encode))
        }
        let blended = (mix(sr, bytes) | mix(sg, bytes &>> 8) &<< 8 | mix(sb, bytes &>> 16) &<< 16
            | 0xFF00_0000).littleEndian
        raw.storeBytes(of: blended, as: UInt32.self)
    }

    /// An opaque destination's channel byte `d` moved toward the source's
    /// `s` (in the blend space) by the weight `w` of 65536: d + (s − d)·w,
    /// rounded.
    @inline(__always)
    static func mixOpaque(_ s: Int, _ d: UInt8, w: Int, decode: (UInt8) -> Int, encode: (Int) -> UInt8) -> UInt8 {
        let dv = decode(d)
        return encode(dv &+ (((s &- dv) &* w &+ 32768) &>> 16))
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
