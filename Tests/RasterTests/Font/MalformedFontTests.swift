import Raster
import TrueType
import Testing

/// Raw glyf bytes: a header with `contours`, zero bounding box, then `body`.
func rawGlyph(contours: Int, _ body: [Int]) -> FontBuilder.Glyph {
    var w = ByteWriter()
    w.u16(contours); w.u16(0); w.u16(0); w.u16(0); w.u16(0)
    body.forEach { w.u8($0) }
    return .raw(w.bytes)
}

@Suite struct MalformedFontTests {
    typealias C = FontBuilder.Component

    /// The error from decoding glyph 1 of a font whose glyphs are `glyphs`.
    func decodeError(_ glyphs: [FontBuilder.Glyph], glyph: UInt16 = 1,
                     configure: (inout FontBuilder) -> Void = { _ in }) throws -> FontError {
        var builder = FontBuilder()
        for g in glyphs { _ = builder.add(g) }
        configure(&builder)
        let font = try Font(bytes: builder.build())
        return try #require(fontError { try font.outline(of: GlyphID(glyph)) })
    }

    @Test func directoryOffsetOutOfRange() throws {
        var bytes = embeddedBytes()
        let records = tableRecords(bytes)
        let glyf = try #require(records.firstIndex { $0.tag == "glyf" })
        bytes[12 + 16 * glyf + 8] = 0x7F  // glyf offset now ~2 GB
        let error = try #require(fontError { try Font(bytes: bytes) })
        #expect(error.kind == .truncated)
        #expect(error.offset == 12 + 16 * glyf + 8)
        #expect(error.message.contains("table 'glyf'"))
        // A length that runs past the end.
        var long = embeddedBytes()
        long[12 + 16 * glyf + 12] = 0x10
        #expect(fontError { try Font(bytes: long) }?.kind == .truncated)
        // A damaged table the reader never uses does not stop the font from loading.
        var post = embeddedBytes()
        let postIndex = try #require(records.firstIndex { $0.tag == "post" })
        post[12 + 16 * postIndex + 8] = 0x7F
        #expect(try Font(bytes: post).familyName == "DejaVu Sans")
        // A damaged table that is read only on demand fails when asked for.
        var name = embeddedBytes()
        let nameIndex = try #require(records.firstIndex { $0.tag == "name" })
        name[12 + 16 * nameIndex + 12] = 0x7F
        let font = try Font(bytes: name)
        #expect(fontError { try font.name(id: 1) }?.kind == .truncated)
        #expect(font.familyName == nil)
        // A table count the file cannot hold.
        var many = embeddedBytes()
        many[4...5] = [0xFF, 0xFF]
        #expect(fontError { try Font(bytes: many) }?.kind == .truncated)
    }

    @Test func locaPastTheEndOfGlyf() throws {
        let error = try decodeError([squareGlyph]) { $0.locaOverride = [0, 0, 4000] }
        #expect(error.kind == .truncated)
        #expect(error.table == "glyf")
        #expect(error.message == "glyph 1 ends past the end of the table")
    }

    @Test func locaNotMonotonic() throws {
        let error = try decodeError([squareGlyph, squareGlyph]) { $0.locaOverride = [0, 40, 20, 60] }
        #expect(error.kind == .malformed)
        #expect(error.table == "loca")
        #expect(error.message.contains("not in order"))
    }

    @Test func glyphTooShortForItsHeader() throws {
        let error = try decodeError([.raw([0, 1, 0, 0])])
        #expect(error.kind == .truncated)
        #expect(error.message.contains("too few for its header"))
    }

    @Test func contourEndPointsOutOfOrder() throws {
        // Two contours ending at points 5 and 3.
        let error = try decodeError([rawGlyph(contours: 2, [0, 5, 0, 3, 0, 0] + [Int](repeating: 1, count: 6))])
        #expect(error.kind == .malformed)
        #expect(error.message.contains("contour 1 ends at point 3"))
    }

    @Test func flagRepeatRunsPastTheLastPoint() throws {
        // Three points; the first flag repeats 5 times.
        let error = try decodeError([rawGlyph(contours: 1, [0, 2, 0, 0, 0x01 | 0x08 | 0x10 | 0x20, 5])])
        #expect(error.kind == .malformed)
        #expect(error.message.contains("flag repeat runs past"))
    }

    @Test func flagsAndCoordinatesPastTheGlyphData() throws {
        // Three points but only one flag byte.
        let flags = try decodeError([rawGlyph(contours: 1, [0, 2, 0, 0, 0x01])])
        #expect(flags.kind == .truncated)
        // Three long x deltas announced, one byte present.
        let coordinates = try decodeError([rawGlyph(contours: 1, [0, 2, 0, 0, 0x21, 0x21, 0x21, 7])])
        #expect(coordinates.kind == .truncated)
        #expect(coordinates.message.contains("coordinates"))
        // Instructions longer than the glyph.
        let instructions = try decodeError([rawGlyph(contours: 1, [0, 0, 0xFF, 0xFF, 0x37])])
        #expect(instructions.kind == .truncated)
    }

    @Test func compositeReferencingItself() throws {
        let error = try decodeError([.composite([C(glyph: 1)])])
        #expect(error.kind == .compositeCycle)
        #expect(error.message.contains("refers back to itself"))
    }

    @Test func compositeTwoCycle() throws {
        // A → B → A, reached from either end and from a third glyph.
        let glyphs: [FontBuilder.Glyph] = [.composite([C(glyph: 2)]), .composite([C(glyph: 1)]),
                                           .composite([C(glyph: 1, arg1: 5)])]
        for start in [1, 2, 3] as [UInt16] {
            #expect(try decodeError(glyphs, glyph: start).kind == .compositeCycle)
        }
    }

    @Test func compositeExpandingTooFar() throws {
        // 64 × 64 × 64 components: far past the component budget, found quickly.
        let fan = (0..<64).map { _ in C(glyph: 1) }
        let glyphs: [FontBuilder.Glyph] = [squareGlyph, .composite(fan.map { var c = $0; c.glyph = 1; return c }),
                                           .composite(fan.map { var c = $0; c.glyph = 2; return c }),
                                           .composite(fan.map { var c = $0; c.glyph = 3; return c })]
        #expect(try decodeError(glyphs, glyph: 4).kind == .compositeTooComplex)
    }

    @Test func compositeRecordsPastTheEnd() throws {
        // MORE_COMPONENTS set on the last record.
        let error = try decodeError([squareGlyph, .composite([C(glyph: 1, extraFlags: 0x20)])], glyph: 2)
        #expect(error.kind == .truncated)
        // Point matching with a point that does not exist.
        let matching = try decodeError([squareGlyph, .composite([C(glyph: 1), C(glyph: 1, arg1: 9, arg2: 0, xy: false)])],
                                       glyph: 2)
        #expect(matching.kind == .malformed)
    }

    @Test func glyphIdOutOfRange() throws {
        let font = try Font(bytes: FontBuilder().build())
        #expect(fontError { try font.outline(of: GlyphID(1)) }?.kind == .indexOutOfRange)
        #expect(fontError { try font.boundingBox(of: GlyphID(60000)) }?.kind == .indexOutOfRange)
        // A composite naming a glyph that does not exist.
        #expect(try decodeError([.composite([C(glyph: 500)])]).kind == .indexOutOfRange)
    }

    @Test func hugeGlyphCountWithTinyTables() throws {
        var builder = FontBuilder()
        builder.numGlyphsOverride = 65535
        let error = try #require(fontError { try Font(bytes: builder.build()) })
        #expect(error.kind == .truncated)
        #expect(error.table == "loca")
        #expect(error.message.contains("65535 glyphs"))
        // Enough loca, but hmtx claims 65535 records.
        builder.numGlyphsOverride = nil
        builder.numberOfHMetricsOverride = 65535
        #expect(try Font(bytes: builder.build()).glyphCount == 1, "numberOfHMetrics is capped at numGlyphs")
        builder.advances = []
        #expect(fontError { try Font(bytes: builder.build()) }?.table == "hmtx")
    }

    @Test func badHeaderValues() throws {
        func loadError(_ patch: (inout [String: [UInt8]]) -> Void) -> FontError? {
            var tables = FontBuilder().tableSet()
            patch(&tables)
            return fontError { try Font(bytes: FontBuilder.sfnt(version: 0x0001_0000, tables: tables)) }
        }
        #expect(loadError { $0["head"]![18...19] = [0, 0] }?.message == "unitsPerEm 0 is outside 1…16384")
        #expect(loadError { $0["head"]![50...51] = [0, 2] }?.kind == .malformed)
        #expect(loadError { $0["head"]!.removeLast(10) }?.kind == .truncated)
        #expect(loadError { $0["maxp"]![4...5] = [0, 0] }?.kind == .malformed)
        #expect(loadError { $0["hhea"]![34...35] = [0, 0] }?.kind == .malformed)
        #expect(loadError { $0["hhea"] = [0, 1] }?.kind == .truncated)
    }

    @Test func errorDescriptionsAreOneLine() throws {
        let error = try decodeError([squareGlyph]) { $0.locaOverride = [0, 0, 4000] }
        #expect(error.description.hasPrefix("offset "))
        #expect(error.description.contains(" (glyf): glyph 1 ends past the end of the table"))
        #expect(!error.description.contains("\n"))
    }
}
