extension CompositeKernel {
    /// Blends one row of 8-bit RGB pixels (3 bytes each, all opaque: an
    /// image with no alpha channel) at `pixels`, as ``linearRow(coverage:pixels:count:table:)``
    /// or ``srgbRow(coverage:pixels:count:table:)`` blend opaque RGBA pixels:
    /// the same bytes, less the alpha byte. With a `table`, pixels equal to
    /// its key (in R, G, B) take their result from it.
    @inline(__always)
    func opaqueRGBRow(coverage: UnsafePointer<UInt8>, pixels: UnsafeMutablePointer<UInt8>, count: Int,
                      table: Table?, blend: BlendSpace) {
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
    /// opaque case this is; a block of eight zero coverages is skipped at once).
    @inline(__always)
    func opaqueRGBRow(coverage: UnsafePointer<UInt8>, pixels: UnsafeMutablePointer<UInt8>, count: Int, table: Table?,
                      _ sr: Int, _ sg: Int, _ sb: Int, decode: (UInt8) -> Int, encode: (Int) -> UInt8) {
        // The key's memory bytes R, G, B as the low three bytes of a word.
        // (Pixels are read and written a byte at a time: a word would
        // overlap the next pixel, whose load would then wait for the store.)
        let key = table.map { UInt32(littleEndian: $0.key) & 0xFF_FFFF }
        @inline(__always) func one(_ i: Int) {
            let p = pixels + i &* 3
            let c = coverage[i]
            if let table, let key, UInt32(p[0]) | UInt32(p[1]) &<< 8 | UInt32(p[2]) &<< 16 == key {
                // Coverage 0 looks up the key itself, so this stores what was there.
                let result = UInt32(littleEndian: table.results[Int(c)])
                p[0] = UInt8(truncatingIfNeeded: result)
                p[1] = UInt8(truncatingIfNeeded: result &>> 8)
                p[2] = UInt8(truncatingIfNeeded: result &>> 16)
                return
            }
            // As `blendPixel` blends an opaque pixel: d + (s − d)·w, rounded.
            if c == 0 { return }
            let w = (Int(c) &* k &+ 128) &>> 8
            if w == 0 { return }
            if w == 65536 {
                p[0] = UInt8(truncatingIfNeeded: r)
                p[1] = UInt8(truncatingIfNeeded: g)
                p[2] = UInt8(truncatingIfNeeded: b)
                return
            }
            @inline(__always) func mix(_ s: Int, _ d: UInt8) -> UInt8 {
                let dv = decode(d)
                return encode(dv &+ (((s &- dv) &* w &+ 32768) &>> 16))
            }
            p[0] = mix(sr, p[0])
            p[1] = mix(sg, p[1])
            p[2] = mix(sb, p[2])
        }
        var i = 0
        while i &+ 8 <= count {
            if UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt64.self) != 0 {
                for k in i..<(i &+ 8) { one(k) }
            }
            i &+= 8
        }
        while i < count {
            one(i)
            i &+= 1
        }
    }
}
