import Raster

/// The glyph programs of a `CFF ` or `CFF2` table: charstrings, global and
/// local subroutines, and (for CID-keyed fonts and CFF2) which font DICT, and
/// so which local subroutines, each glyph uses.
///
/// Loading reads the header, the top DICT, the INDEXes and every private
/// DICT; each glyph's charstring is checked as it is run by
/// ``CharstringInterpreter``.
struct CFFOutlines: Sendable {
    /// One font DICT's private data: its local subroutines.
    struct Private: Sendable {
        /// The local subroutines (empty when the private DICT has none).
        let subroutines: CFFIndex
        /// The variation data index for `blend` (CFF2).
        let vsindex: Int
        /// What the FontMatrix entries do to this font DICT's glyphs (nil: nothing).
        var transform: AffineTransform? = nil
    }

    /// True for a `CFF2` table.
    let cff2: Bool
    /// The table.
    let table: ByteReader
    /// One charstring per glyph.
    let charStrings: CFFIndex
    /// Subroutines shared by all glyphs.
    let globalSubroutines: CFFIndex
    /// The private data of each font DICT (one for a font that is not CID-keyed).
    let privates: [Private]
    /// Where the FDSelect is in `table`, when glyphs pick among several font DICTs.
    let fdSelect: Int?
    /// The number of variation regions of each item variation data (CFF2).
    let regionCounts: [Int]
    /// True when the top DICT has a ROS: the charset holds CIDs, not glyph names.
    let cidKeyed: Bool
    /// The charset: 0, 1 or 2 for a predefined one, else its offset in `table`.
    let charset: Int

    /// Reads the `CFF ` table `r`, or a `CFF2` table when `cff2` is true;
    /// `unitsPerEm` (from `head`) places glyphs of font DICTs whose
    /// FontMatrix is not under a top DICT one.
    init(_ r: ByteReader, cff2: Bool, unitsPerEm: Int = 1000) throws(FontError) {
        self.cff2 = cff2
        table = r
        let major = Int(try r.u8(at: 0)), headerSize = Int(try r.u8(at: 2))
        guard major == (cff2 ? 2 : 1) else {
            throw r.error(.unsupported, at: 0, "CFF major version \(major) in a '\(r.table?.description ?? "CFF ")' table")
        }
        let top: CFFDict
        if cff2 {
            let length = try r.int16u(at: 3)
            top = try CFFDict(r.window(at: headerSize, length: length, "the top DICT"))
            globalSubroutines = try CFFIndex(r, at: headerSize + length, cff2: true)
        } else {
            let names = try CFFIndex(r, at: headerSize, cff2: false)
            let tops = try CFFIndex(r, at: names.end, cff2: false)
            guard tops.count >= 1 else { throw r.error(.malformed, at: names.end, "the CFF table has no top DICT") }
            top = try CFFDict(tops.object(0))
            let strings = try CFFIndex(r, at: tops.end, cff2: false)
            globalSubroutines = try CFFIndex(r, at: strings.end, cff2: false)
        }
        let type = top.number(1206, 2)
        guard type == 2 else { throw r.error(.unsupported, at: 0, "charstring type \(type) (only type 2 is read)") }
        guard let charStringsAt = top.offset(17) else {
            throw r.error(.malformed, at: 0, "the top DICT has no CharStrings offset")
        }
        charStrings = try CFFIndex(r, at: charStringsAt, cff2: cff2)
        cidKeyed = top.entries[1230] != nil
        charset = top.offset(15) ?? 0
        let topMatrix = Self.fontMatrix(top)
        var regionCounts: [Int] = []
        if cff2, let store = top.offset(24) { regionCounts = try Self.regionCounts(r, at: store + 2) }
        self.regionCounts = regionCounts
        var privates: [Private] = []
        if let fdArrayAt = top.offset(1236) {
            let fdArray = try CFFIndex(r, at: fdArrayAt, cff2: cff2)
            guard fdArray.count > 0 else { throw r.error(.malformed, at: fdArrayAt, "the FDArray is empty") }
            for i in 0..<fdArray.count {
                let fontDict = try CFFDict(fdArray.object(i))
                var p = try Self.readPrivate(r, of: fontDict, cff2: cff2, regionCounts)
                p.transform = Self.glyphTransform(top: topMatrix, sub: Self.fontMatrix(fontDict), unitsPerEm: unitsPerEm)
                privates.append(p)
            }
            fdSelect = top.offset(1237)
            if fdSelect == nil && fdArray.count > 1 {
                throw r.error(.malformed, at: 0, "the FDArray has \(fdArray.count) font DICTs but no FDSelect")
            }
        } else {
            guard !cff2 else { throw r.error(.malformed, at: 0, "the CFF2 top DICT has no FDArray") }
            var p = try Self.readPrivate(r, of: top, cff2: false, regionCounts)
            p.transform = Self.glyphTransform(top: topMatrix, sub: nil, unitsPerEm: unitsPerEm)
            privates.append(p)
            fdSelect = nil
        }
        self.privates = privates
    }

    /// The number of regions of each item variation data of the store at `at`.
    private static func regionCounts(_ r: ByteReader, at start: Int) throws(FontError) -> [Int] {
        let count = try r.int16u(at: start + 6)
        var counts: [Int] = []
        for i in 0..<count {
            let data = start + (try r.int32u(at: start + 8 + 4 * i))
            counts.append(try r.int16u(at: data + 4))
        }
        return counts
    }

    /// The private data named by font DICT `dict`.
    private static func readPrivate(_ r: ByteReader, of dict: CFFDict, cff2: Bool,
                                    _ regionCounts: [Int]) throws(FontError) -> Private {
        guard let size = dict.offset(18, at: 0), let at = dict.offset(18, at: 1) else {
            return Private(subroutines: CFFIndex(empty: r), vsindex: 0)
        }
        let privateDict = try CFFDict(r.window(at: at, length: size, "a private DICT")) { index in
            index < regionCounts.count ? regionCounts[index] : 0
        }
        var subroutines = CFFIndex(empty: r)
        if let subrs = privateDict.offset(19) { subroutines = try CFFIndex(r, at: at + subrs, cff2: cff2) }
        return Private(subroutines: subroutines, vsindex: privateDict.offset(22) ?? 0)
    }

    /// The index in ``privates`` of the font DICT glyph `glyph` uses.
    func fontDict(of glyph: Int) throws(FontError) -> Int {
        guard let at = fdSelect else { return 0 }
        let r = table
        let format = try r.u8(at: at)
        var fd: Int
        switch format {
        case 0:
            fd = Int(try r.u8(at: at + 1 + glyph))
        case 3, 4:
            let wide = format == 4
            let count = wide ? try r.int32u(at: at + 1) : try r.int16u(at: at + 1)
            let header = wide ? 5 : 3, size = wide ? 6 : 3
            // Binary search for the last range whose first glyph is <= glyph.
            var (low, high) = (0, count - 1)
            fd = -1
            while low <= high {
                let mid = (low + high) / 2, rec = at + header + mid * size
                let first = wide ? try r.int32u(at: rec) : try r.int16u(at: rec)
                if first <= glyph {
                    fd = wide ? try r.int16u(at: rec + 4) : Int(try r.u8(at: rec + 2))
                    low = mid + 1
                } else {
                    high = mid - 1
                }
            }
        default:
            throw r.error(.unsupported, at: at, "FDSelect format \(format)")
        }
        guard fd >= 0, fd < privates.count else {
            throw r.error(.malformed, at: at, "FDSelect gives glyph \(glyph) font DICT \(fd) of \(privates.count)")
        }
        return fd
    }

    /// The number added to a subroutine number to index an INDEX of `count` subroutines.
    static func bias(_ count: Int) -> Int {
        count < 1240 ? 107 : count < 33900 ? 1131 : 32768
    }
}
