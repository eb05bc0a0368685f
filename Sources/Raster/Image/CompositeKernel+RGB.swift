extension CompositeKernel {
    /// Blends one row of 8-bit RGB pixels (3 bytes each, all opaque: an
    /// image with no alpha channel) at `pixels`, as ``linearRow(coverage:pixels:count:table:)``
    /// or ``srgbRow(coverage:pixels:count:table:)`` blend opaque RGBA pixels:
    /// the same bytes, less the alpha byte. Pixels equal to the `table`'s
    /// key (in R, G, B) take their result from it.
    @inline(__always)
    func opaqueRGBRow(coverage: UnsafePointer<UInt8>, pixels: UnsafeMutablePointer<UInt8>, count: Int,
                      table: Table, blend: BlendSpace) {
        switch blend {
        case .linear:
            SRGB.decodeTable.withUnsafeBufferPointer { dec in
                SRGB.encodeTable.withUnsafeBufferPointer { enc in
                    opaqueRGBRow(coverage: coverage, pixels: pixels, count: count, table: table, linR, linG, linB,
                                 decode: { Int(dec[Int($0)]) }, encode: { enc[SRGB.encodeIndex($0)] })
                }
            }
        case .srgb:
            opaqueRGBRow(coverage: coverage, pixels: pixels, count: count, table: table, r, g, b,
                         decode: { Int($0) }, encode: { UInt8(truncatingIfNeeded: $0) })
        }
    }

    /// The RGB row loop, for source components `sr, sg, sb` already in the
    /// blend space of `decode` and `encode` (see
    /// ``blendRow(coverage:pixels:count:table:_:_:_:decode:encode:)``, whose
    /// opaque case this is).
    @inline(__always)
    func opaqueRGBRow(coverage: UnsafePointer<UInt8>, pixels: UnsafeMutablePointer<UInt8>, count: Int, table: Table,
                      _ sr: Int, _ sg: Int, _ sb: Int, decode: (UInt8) -> Int, encode: (Int) -> UInt8) {
        let load = Self.loadRGB, store = Self.storeRGB
        /// Blends pixel `i`, which is not the key, as `blendPixel` blends an
        /// opaque pixel: d + (s − d)·w, rounded.
        @inline(__always) func blend(_ i: Int) {
            let c = coverage[i]
            if c == 0 { return }
            let w = (Int(c) &* k &+ 128) &>> 8
            if w == 0 { return }
            let p = pixels + i &* 3
            if w == 65536 {
                store(UInt32(littleEndian: opaquePacked), p)
                return
            }
            @inline(__always) func mix(_ s: Int, _ d: UInt8) -> UInt32 {
                UInt32(Self.mixOpaque(s, d, w: w, decode: decode, encode: encode))
            }
            store(mix(sr, p[0]) | mix(sg, p[1]) &<< 8 | mix(sb, p[2]) &<< 16, p)
        }
        let key = UInt32(littleEndian: table.key) & 0xFF_FFFF, results = table.results
        Self.forEachIndex(skippingZeroBlocksOf: coverage, count: count) { i in
            let p = pixels + i &* 3
            if load(p) == key {
                // Coverage 0 looks up the key itself, so this stores what was there.
                store(UInt32(littleEndian: results[Int(coverage[i])]), p)
            } else {
                blend(i)
            }
        }
    }

    /// Writes one row of 8-bit RGB pixels that all hold the `table`'s key
    /// (the background, with nothing drawn over it yet): each pixel takes
    /// the result for its coverage, with no look at what it held. Over
    /// such a row, the bytes of ``opaqueRGBRow(coverage:pixels:count:table:blend:)``
    /// with less work a pixel.
    @inline(__always)
    static func backgroundRGBRow(coverage: UnsafePointer<UInt8>, pixels: UnsafeMutablePointer<UInt8>, count: Int,
                                 table: Table) {
        let results = table.results
        forEachBlock(skippingZeroBlocksOf: coverage, count: count, { i in
            // The first seven pixels as 32-bit words, each one's fourth byte
            // overwritten by the next pixel (nothing reads these bytes in
            // between), the last as three bytes.
            let p = UnsafeMutableRawPointer(pixels + i &* 3)
            for k in 0 ..< 7 {
                p.storeBytes(of: results[Int(coverage[i &+ k])], toByteOffset: 3 &* k, as: UInt32.self)
            }
            storeRGB(UInt32(littleEndian: results[Int(coverage[i &+ 7])]), pixels + (i &+ 7) &* 3)
        }, tail: { i in
            storeRGB(UInt32(littleEndian: results[Int(coverage[i])]), pixels + i &* 3)
        })
    }

    // An RGB pixel is read and written as a 16-bit word and a byte: a 32-bit
    // word would overlap the next pixel, whose load would then wait for the
    // store to finish. Memory bytes R, G, B are the value's low three bytes
    // (as they are a table key's and result's).

    /// The RGB pixel at `p`.
    @inline(__always)
    static func loadRGB(_ p: UnsafeMutablePointer<UInt8>) -> UInt32 {
        UInt32(UInt16(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt16.self))) | UInt32(p[2]) &<< 16
    }

    /// Stores the low three bytes of `v` as the RGB pixel at `p`.
    @inline(__always)
    static func storeRGB(_ v: UInt32, _ p: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(p).storeBytes(of: UInt16(truncatingIfNeeded: v).littleEndian, as: UInt16.self)
        p[2] = UInt8(truncatingIfNeeded: v &>> 16)
    }
}
