/// Builds small `CFF ` tables for tests: one font, charstrings and
/// subroutines given as Type 2 bytes, a private DICT with local subroutines,
/// and optionally a CID-keyed FDArray with an FDSelect.
struct CFFBuilder {
    var charStrings: [[UInt8]] = []
    var globalSubrs: [[UInt8]] = []
    var localSubrs: [[UInt8]] = []
    /// When set, the font is CID-keyed: one font DICT per entry (each with the
    /// local subroutines above), and this FDSelect (raw bytes, format first).
    var fdSelect: [UInt8]? = nil
    var fontDictCount = 1
    /// Extra top DICT entries (operands and operator bytes), e.g. a FontMatrix.
    var topExtra: [UInt8] = []
    /// Extra entries of each font DICT of a CID-keyed font.
    var fontDictExtra: [UInt8] = []

    /// A DICT operand (5-byte integer form).
    static func int(_ v: Int) -> [UInt8] {
        let u = UInt32(bitPattern: Int32(v))
        return [29, UInt8(u >> 24), UInt8(u >> 16 & 0xFF), UInt8(u >> 8 & 0xFF), UInt8(u & 0xFF)]
    }

    /// A DICT real operand (packed decimal nibbles) from its decimal text, e.g. "-0.0005" or "1E-3".
    static func real(_ text: String) -> [UInt8] {
        var nibbles: [UInt8] = []
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            switch chars[i] {
            case "0"..."9": nibbles.append(UInt8(String(chars[i]))!)
            case ".": nibbles.append(10)
            case "-": nibbles.append(14)
            case "E":
                if i + 1 < chars.count && chars[i + 1] == "-" { nibbles.append(12); i += 1 } else { nibbles.append(11) }
            default: break
            }
            i += 1
        }
        nibbles.append(15)
        if nibbles.count % 2 == 1 { nibbles.append(15) }
        return [30] + stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
    }

    /// A FontMatrix entry (12 7) from six decimal texts.
    static func fontMatrix(_ values: [String]) -> [UInt8] {
        values.flatMap(real) + [12, 7]
    }

    /// A charstring operand (the 3-byte 28 form).
    static func n(_ v: Int) -> [UInt8] {
        let u = UInt16(bitPattern: Int16(v))
        return [28, UInt8(u >> 8), UInt8(u & 0xFF)]
    }

    static func index(_ objects: [[UInt8]]) -> [UInt8] {
        guard !objects.isEmpty else { return [0, 0] }
        var out: [UInt8] = [UInt8(objects.count >> 8), UInt8(objects.count & 0xFF), 4]
        var offsets = [1]
        for o in objects { offsets.append(offsets.last! + o.count) }
        for v in offsets { out += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return out + objects.flatMap { $0 }
    }

    func build() -> [UInt8] {
        let header: [UInt8] = [1, 0, 4, 4]
        let name = Self.index([Array("Test".utf8)])
        let strings = Self.index([])
        let global = Self.index(globalSubrs)
        let local = Self.index(localSubrs)
        // The top DICT is sized with fixed-width operands, so its length is known up front.
        func top(charStrings: Int, privateAt: Int, privateSize: Int, fdArray: Int, fdSelectAt: Int) -> [UInt8] {
            var d = Self.int(charStrings) + [17] + topExtra
            if fdSelect != nil {
                d += Self.int(0) + Self.int(0) + Self.int(0) + [12, 30]  // ROS
                d += Self.int(fdArray) + [12, 36] + Self.int(fdSelectAt) + [12, 37]
            } else {
                d += Self.int(privateSize) + Self.int(privateAt) + [18]
            }
            return d
        }
        let privateDict = localSubrs.isEmpty ? [] : Self.int(privateSizeFixed) + [19]
        let topLength = Self.index([top(charStrings: 0, privateAt: 0, privateSize: 0, fdArray: 0, fdSelectAt: 0)]).count
        let globalAt = header.count + name.count + topLength + strings.count
        let charStringsAt = globalAt + global.count
        let charStringIndex = Self.index(charStrings)
        let privateAt = charStringsAt + charStringIndex.count
        let localAt = privateAt + privateDict.count
        var tail = charStringIndex + privateDict + local
        var fdArrayAt = 0, fdSelectAt = 0
        if let fdSelect {
            fdSelectAt = localAt + local.count
            fdArrayAt = fdSelectAt + fdSelect.count
            let fontDict = Self.int(privateDict.count) + Self.int(privateAt) + [18] + fontDictExtra
            tail += fdSelect + Self.index(Array(repeating: fontDict, count: fontDictCount))
        }
        let topDict = Self.index([top(charStrings: charStringsAt, privateAt: privateAt, privateSize: privateDict.count,
                                      fdArray: fdArrayAt, fdSelectAt: fdSelectAt)])
        return header + name + topDict + strings + global + tail
    }

    /// The private DICT's Subrs offset: the local INDEX follows the 6-byte DICT.
    private var privateSizeFixed: Int { 6 }

    /// A font with this CFF table and `glyphs` glyphs (maxp), glyph 1 mapped from "A".
    func font(glyphs: Int? = nil) -> [UInt8] {
        var b = FontBuilder()
        b.sfntVersion = 0x4F54_544F
        for _ in 1..<max(1, glyphs ?? charStrings.count) { _ = b.add(.empty) }
        b.characters[0x41] = 1
        b.omitTables = ["glyf", "loca"]
        b.extraTables["CFF "] = build()
        return b.build()
    }
}
