/// A hand-written minimal sfnt writer for tests: head, hhea, maxp, hmtx,
/// cmap, loca and glyf (plus optional extra tables), with knobs for making
/// malformed fonts. It shares no code with the reader under test.
struct FontBuilder {
    /// A point of a simple glyph.
    struct P {
        var x: Int, y: Int, on: Bool
        init(_ x: Int, _ y: Int, _ on: Bool = true) { self.x = x; self.y = y; self.on = on }
    }

    /// One component of a composite glyph.
    struct Component {
        var glyph: Int
        var arg1 = 0, arg2 = 0
        /// False: arg1/arg2 are point numbers to match, not offsets.
        var xy = true
        var words = false
        /// Transform fields: nil, [s], [sx, sy] or [a, b, c, d] (as F2Dot14 reals).
        var scale: [Double]? = nil
        var extraFlags = 0
    }

    enum Glyph {
        case empty
        case simple([[P]])
        case composite([Component])
        case raw([UInt8])
    }

    var unitsPerEm = 1000
    var ascender = 800, descender = -200, lineGap = 0
    var glyphs: [Glyph] = [.empty]
    var advances: [Int] = [500]
    var longLoca = true
    var sfntVersion = 0x0001_0000
    /// Character → glyph mapping written as a (3, 1) format 4 subtable unless `cmapTable` is set.
    var characters: [UInt32: Int] = [:]
    /// A complete cmap table to use instead.
    var cmapTable: [UInt8]? = nil
    var extraTables: [String: [UInt8]] = [:]
    var omitTables: Set<String> = []
    var numGlyphsOverride: Int? = nil
    var numberOfHMetricsOverride: Int? = nil
    /// loca entries to use instead of the computed ones.
    var locaOverride: [Int]? = nil

    mutating func add(_ glyph: Glyph, advance: Int = 500, character: Character? = nil) -> Int {
        glyphs.append(glyph)
        advances.append(advance)
        if let character { characters[character.unicodeScalars.first!.value] = glyphs.count - 1 }
        return glyphs.count - 1
    }

    /// The whole font file.
    func build() -> [UInt8] {
        Self.sfnt(version: sfntVersion, tables: tableSet())
    }

    /// Every table of the font by tag.
    func tableSet() -> [String: [UInt8]] {
        var tables = extraTables
        let (loca, glyf) = glyphTables()
        tables["head"] = head()
        tables["hhea"] = hhea()
        tables["maxp"] = maxp()
        tables["hmtx"] = hmtx()
        tables["loca"] = loca
        tables["glyf"] = glyf
        tables["cmap"] = cmapTable ?? Self.cmapFormat4(characters)
        for tag in omitTables { tables[tag] = nil }
        return tables
    }

    /// Wraps tables in an sfnt directory, sorted by tag, each 4-byte aligned.
    static func sfnt(version: Int, tables: [String: [UInt8]], start: Int = 0) -> [UInt8] {
        let tags = tables.keys.sorted()
        var w = ByteWriter()
        w.u32(version)
        w.u16(tags.count)
        w.u16(16); w.u16(0); w.u16(0)  // search fields are not used by readers
        var offset = 12 + 16 * tags.count
        for tag in tags {
            let data = tables[tag]!
            w.tag(tag)
            w.u32(checksum(data))
            w.u32(start + offset)
            w.u32(data.count)
            offset += (data.count + 3) / 4 * 4
        }
        for tag in tags {
            w.append(tables[tag]!)
            w.pad(to: 4)
        }
        return w.bytes
    }

    /// A `.ttc` holding the given fonts.
    static func collection(_ fonts: [FontBuilder]) -> [UInt8] {
        var w = ByteWriter()
        w.tag("ttcf"); w.u16(1); w.u16(0); w.u32(fonts.count)
        let headerSize = 12 + 4 * fonts.count
        var bodies: [[UInt8]] = []
        var offset = headerSize
        for font in fonts {
            w.u32(offset)
            // Table offsets in a collection count from the start of the file.
            let body = sfnt(version: font.sfntVersion, tables: font.tableSet(), start: offset)
            bodies.append(body)
            offset += body.count
        }
        for body in bodies { w.append(body) }
        return w.bytes
    }

    static func checksum(_ data: [UInt8]) -> Int {
        var sum: UInt32 = 0
        for i in stride(from: 0, to: data.count, by: 4) {
            var word: UInt32 = 0
            for j in 0..<4 { word = word << 8 | UInt32(i + j < data.count ? data[i + j] : 0) }
            sum &+= word
        }
        return Int(sum)
    }

    func head() -> [UInt8] {
        var w = ByteWriter()
        w.u32(0x0001_0000); w.u32(0x0001_0000); w.u32(0); w.u32(0x5F0F_3CF5)
        w.u16(0); w.u16(unitsPerEm)
        w.u32(0); w.u32(0); w.u32(0); w.u32(0)  // created, modified
        w.u16(-100); w.u16(-200); w.u16(1000); w.u16(900)  // bounding box
        w.u16(0); w.u16(8); w.u16(2)
        w.u16(longLoca ? 1 : 0); w.u16(0)
        return w.bytes
    }

    func hhea() -> [UInt8] {
        var w = ByteWriter()
        w.u32(0x0001_0000); w.u16(ascender); w.u16(descender); w.u16(lineGap)
        w.u16(advances.max() ?? 0)
        for _ in 0..<11 { w.u16(0) }  // min bearings, extent, caret, reserved, format
        w.u16(numberOfHMetricsOverride ?? glyphs.count)
        return w.bytes
    }

    func maxp() -> [UInt8] {
        var w = ByteWriter()
        w.u32(0x0000_5000); w.u16(numGlyphsOverride ?? glyphs.count)
        return w.bytes
    }

    /// Left side bearings to write instead of each glyph's header `xMin`, by glyph.
    var leftSideBearings: [Int: Int] = [:]

    /// One (advance, lsb) record per glyph; the lsb is the `xMin` in the
    /// glyph's header (0 for an empty one), as font editors write it.
    func hmtx() -> [UInt8] {
        var w = ByteWriter()
        for (index, advance) in advances.enumerated() {
            let data = index < glyphs.count ? Self.encode(glyphs[index]) : []
            let xMin = data.count >= 4 ? Int(Int16(bitPattern: UInt16(data[2]) << 8 | UInt16(data[3]))) : 0
            w.u16(advance); w.u16(leftSideBearings[index] ?? xMin)
        }
        return w.bytes
    }

    /// loca and glyf for the glyph list.
    func glyphTables() -> (loca: [UInt8], glyf: [UInt8]) {
        var glyf = ByteWriter()
        var offsets = [0]
        for glyph in glyphs {
            glyf.append(Self.encode(glyph))
            glyf.pad(to: longLoca ? 4 : 2)
            offsets.append(glyf.count)
        }
        var loca = ByteWriter()
        for offset in locaOverride ?? offsets {
            if longLoca { loca.u32(offset) } else { loca.u16(offset / 2) }
        }
        return (loca.bytes, glyf.bytes)
    }
}
