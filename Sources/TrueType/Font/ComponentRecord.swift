import Raster

/// One component record of a composite glyph in `glyf`: which glyph it
/// places, how (offset or matched points, and a 2×2 matrix), and where the
/// next record starts.
struct ComponentRecord: Sendable {
    /// Flag bits of a component record.
    enum Flag {
        static let argsAreWords: UInt16 = 0x0001
        static let argsAreXYValues: UInt16 = 0x0002
        static let haveScale: UInt16 = 0x0008
        static let moreComponents: UInt16 = 0x0020
        static let haveXYScale: UInt16 = 0x0040
        static let haveTwoByTwo: UInt16 = 0x0080
        static let useMyMetrics: UInt16 = 0x0200
        static let overlapCompound: UInt16 = 0x0400
        static let scaledComponentOffset: UInt16 = 0x0800
        static let unscaledComponentOffset: UInt16 = 0x1000
    }

    /// The record's flags.
    let flags: UInt16
    /// The glyph the component places.
    let glyph: Int
    /// The arguments: signed (x, y) offsets, or unsigned point numbers
    /// (glyph built so far, then component) when ``isOffset`` is false.
    let arg1: Int, arg2: Int
    /// The component's linear transform (no translation).
    let matrix: AffineTransform
    /// The offset, within the glyph's data, just past this record.
    let end: Int

    /// Reads the record starting at `start` of a composite glyph's data `r`.
    init(_ r: ByteReader, at start: Int) throws(FontError) {
        flags = try r.u16(at: start)
        glyph = try r.int16u(at: start + 2)
        var at = start + 4
        let xy = flags & Flag.argsAreXYValues != 0
        if flags & Flag.argsAreWords != 0 {
            arg1 = xy ? Int(try r.i16(at: at)) : try r.int16u(at: at)
            arg2 = xy ? Int(try r.i16(at: at + 2)) : try r.int16u(at: at + 2)
            at += 4
        } else {
            arg1 = xy ? Int(try r.i8(at: at)) : Int(try r.u8(at: at))
            arg2 = xy ? Int(try r.i8(at: at + 1)) : Int(try r.u8(at: at + 1))
            at += 2
        }
        var m = AffineTransform.identity
        if flags & Flag.haveScale != 0 {
            m.a = try r.f2dot14(at: at)
            m.d = m.a
            at += 2
        } else if flags & Flag.haveXYScale != 0 {
            m.a = try r.f2dot14(at: at)
            m.d = try r.f2dot14(at: at + 2)
            at += 4
        } else if flags & Flag.haveTwoByTwo != 0 {
            m.a = try r.f2dot14(at: at)
            m.b = try r.f2dot14(at: at + 2)
            m.c = try r.f2dot14(at: at + 4)
            m.d = try r.f2dot14(at: at + 6)
            at += 8
        }
        matrix = m
        end = at
    }

    /// True when the arguments are an (x, y) offset, false for point numbers.
    var isOffset: Bool { flags & Flag.argsAreXYValues != 0 }
    /// True when another record follows this one.
    var hasMore: Bool { flags & Flag.moreComponents != 0 }
    /// True when the component lends the composite its metrics (USE_MY_METRICS).
    var usesOwnMetrics: Bool { flags & Flag.useMyMetrics != 0 }
}
