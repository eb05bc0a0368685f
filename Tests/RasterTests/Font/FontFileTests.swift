import Raster
import TrueType
import Testing

@Suite struct FontFileTests {
    func font(names: [(platform: Int, encoding: Int, language: Int, id: Int, bytes: [UInt8])]?) throws -> Font {
        var builder = FontBuilder()
        builder.extraTables["name"] = names.map(FontBuilder.name)
        return try Font(bytes: builder.build())
    }

    @Test func familyNamePrefersWindowsUnicodeThenMacRoman() throws {
        let mac = (platform: 1, encoding: 0, language: 0, id: 1, bytes: [UInt8]([0x43, 0x8E]))  // "Cé" in Mac Roman
        let windows = (platform: 3, encoding: 1, language: 0x409, id: 1, bytes: FontBuilder.utf16BE("Zé 𝄞"))
        #expect(try font(names: [mac, windows]).familyName == "Zé 𝄞")
        #expect(try font(names: [mac]).familyName == "Cé")
        #expect(try font(names: nil).familyName == nil)
        // The typographic family (name ID 16) wins over ID 1.
        let typographic = (platform: 3, encoding: 1, language: 0x409, id: 16, bytes: FontBuilder.utf16BE("Family"))
        #expect(try font(names: [windows, typographic]).familyName == "Family")
    }

    @Test func badNameRecordsAreErrors() throws {
        let odd = (platform: 3, encoding: 1, language: 0x409, id: 1, bytes: [UInt8]([0, 0x41, 0]))
        let f = try font(names: [odd])
        #expect(fontError { try f.name(id: 1) }?.kind == .malformed)
        #expect(f.familyName == nil)
        var table = FontBuilder.name([(3, 1, 0x409, 1, FontBuilder.utf16BE("Name"))])
        table[15] = 200  // string length past the storage
        var builder = FontBuilder()
        builder.extraTables["name"] = table
        let g = try Font(bytes: builder.build())
        #expect(fontError { try g.name(id: 1) }?.kind == .truncated)
    }

    @Test func collectionsChooseAFaceByIndex() throws {
        var first = FontBuilder(), second = FontBuilder()
        second.unitsPerEm = 2048
        _ = first.add(squareGlyph, advance: 111, character: "A")
        _ = second.add(squareGlyph, advance: 222, character: "A")
        let ttc = FontBuilder.collection([first, second])
        #expect(try Font.faceCount(in: ttc) == 2)
        let a = try Font(bytes: ttc), b = try Font(bytes: ttc, faceIndex: 1)
        #expect(a.unitsPerEm == 1000 && b.unitsPerEm == 2048)
        #expect(a.advance(of: GlyphID(1)) == 111 && b.advance(of: GlyphID(1)) == 222)
        #expect(b.faceIndex == 1)
        #expect(try b.outline(of: GlyphID(1)) == (try a.outline(of: GlyphID(1))))
        let bad = try #require(fontError { try Font(bytes: ttc, faceIndex: 2) })
        #expect(bad.kind == .indexOutOfRange)
        #expect(bad.description == "offset 8: face index 2 is out of range: the collection has 2 faces")
        #expect(fontError { try Font(bytes: ttc, faceIndex: -1) }?.kind == .indexOutOfRange)
        #expect(fontError { try Font(bytes: first.build(), faceIndex: 1) }?.kind == .indexOutOfRange)
        // A face count far beyond the file.
        var huge = ttc
        huge[8...11] = [0x7F, 0xFF, 0xFF, 0xFF]
        #expect(fontError { try Font(bytes: huge) }?.kind == .truncated)
        #expect(fontError { try Font.faceCount(in: huge) }?.kind == .truncated)
    }

    @Test func badCollectionFaceOffsetsAreReportedAtTheirEntry() throws {
        var first = FontBuilder(), second = FontBuilder()
        _ = first.add(squareGlyph, character: "A")
        _ = second.add(squareGlyph, character: "B")
        let ttc = FontBuilder.collection([first, second])
        // Face 1's offset is the header's second entry, at byte 16.
        func withFace1(at offset: UInt32) -> [UInt8] {
            var bytes = ttc
            bytes[16...19] = [UInt8(offset >> 24), UInt8(offset >> 16 & 0xFF), UInt8(offset >> 8 & 0xFF), UInt8(offset & 0xFF)]
            return bytes
        }
        let past = try #require(fontError { try Font(bytes: withFace1(at: 0x7FFF_FFFF), faceIndex: 1) })
        #expect(past.kind == .truncated)
        #expect(past.description
            == "offset 16 (ttcf): face 1 starts at offset 2147483647, past the end of the file (\(ttc.count) bytes)")
        let near = try #require(fontError { try Font(bytes: withFace1(at: UInt32(ttc.count - 4)), faceIndex: 1) })
        #expect(near.description == "offset 16 (ttcf): face 1 starts at offset \(ttc.count - 4), "
            + "too near the end of the file (\(ttc.count) bytes) for a font header")
        // Offset 8 holds the face count (2), not an sfnt version.
        let garbage = try #require(fontError { try Font(bytes: withFace1(at: 8), faceIndex: 1) })
        #expect(garbage.kind == .malformed)
        #expect(garbage.description
            == "offset 16 (ttcf): face 1 starts at offset 8, which is not a TrueType or OpenType font (sfnt version 0x2)")
        // Face 0 is untouched and still loads; its own bad entry is at byte 12.
        #expect(try Font(bytes: withFace1(at: 0x7FFF_FFFF)).glyph(for: "A") == GlyphID(1))
        var bad0 = ttc
        bad0[12...15] = [0x7F, 0, 0, 0]
        #expect(fontError { try Font(bytes: bad0) }?.offset == 12)
    }

    @Test func cffFontsAreReadFromTheirCFFTable() throws {
        var otto = FontBuilder()
        otto.sfntVersion = 0x4F54_544F  // 'OTTO'
        // A CFF header whose Name INDEX is cut off: the CFF table is read, and found short.
        otto.extraTables["CFF "] = [1, 0, 4, 1]
        otto.omitTables = ["glyf", "loca"]
        let error = try #require(fontError { try Font(bytes: otto.build()) })
        #expect(error.kind == .truncated)
        #expect(error.table == "CFF ")
        // A CFF table with the wrong major version is named as unsupported, whatever the sfnt version.
        otto.extraTables["CFF "] = [3, 0, 4, 1]
        otto.sfntVersion = 0x0001_0000
        #expect(fontError { try Font(bytes: otto.build()) }?.kind == .unsupported)
    }

    @Test func notAFont() {
        #expect(fontError { try Font(bytes: []) }?.kind == .truncated)
        #expect(fontError { try Font(bytes: Array("hello, world, not a font".utf8)) }?.kind == .malformed)
        var builder = FontBuilder()
        builder.sfntVersion = 0x7479_7031  // 'typ1'
        #expect(fontError { try Font(bytes: builder.build()) }?.kind == .unsupported)
    }

    @Test func missingRequiredTables() throws {
        for tag in ["head", "hhea", "maxp", "hmtx", "cmap", "loca", "glyf"] {
            var builder = FontBuilder()
            builder.omitTables = [tag]
            let error = fontError { try Font(bytes: builder.build()) }
            #expect(error?.kind == .missingTable, "\(tag)")
            #expect(error?.message.contains("'\(tag)'") == true, "\(tag)")
        }
    }

    @Test func typoMetricsWhenTheFontAsksForThem() throws {
        // OS/2 version 4, 96 bytes: fsSelection at 62, typo ascender/descender/gap at 68/70/72.
        var os2 = [UInt8](repeating: 0, count: 96)
        os2[1] = 4
        os2[62...63] = [0, 0x80]           // USE_TYPO_METRICS
        os2[68...73] = [3, 0x20, 0xFF, 0x38, 0, 50]  // 800, −200, 50
        os2[74...77] = [4, 0, 1, 0]        // win 1024 / 256
        var builder = FontBuilder()
        builder.ascender = 900
        builder.descender = -300
        builder.extraTables["OS/2"] = os2
        let typo = try Font(bytes: builder.build()).metrics
        #expect(typo.source == .typographic)
        #expect([typo.ascender, typo.descender, typo.lineGap] == [800, -200, 50])
        os2[63] = 0
        builder.extraTables["OS/2"] = os2
        #expect(try Font(bytes: builder.build()).metrics.ascender == 900)
        builder.ascender = 0
        builder.descender = 0
        os2[68...71] = [0, 0, 0, 0]
        builder.extraTables["OS/2"] = os2
        let windows = try Font(bytes: builder.build()).metrics
        #expect(windows.source == .windows)
        #expect([windows.ascender, windows.descender, windows.lineGap] == [1024, -256, 0])
    }
}
