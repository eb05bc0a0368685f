import Raster
import TrueType
import Testing

/// A font with `count` square glyphs and the given cmap table.
func fontWithCmap(_ cmap: [UInt8], glyphs count: Int = 10) throws(FontError) -> Font {
    var builder = FontBuilder()
    for _ in 0..<count { _ = builder.add(squareGlyph) }
    builder.cmapTable = cmap
    return try Font(bytes: builder.build())
}

/// The font error a throwing expression gives, or nil when it succeeds.
/// Any other error type is recorded as a test failure.
func fontError<T>(_ body: () throws -> T) -> FontError? {
    do {
        _ = try body()
        return nil
    } catch let error as FontError {
        return error
    } catch {
        Issue.record("expected a FontError, got \(error)")
        return nil
    }
}

@Suite struct CharacterMapTests {
    @Test func format4DeltaAndGlyphArraySegments() throws {
        // 'A'–'C' → 1–3 (idDelta); 'x', 'y' → 7, 5 (glyph id array); U+20AC → 9.
        let f = try fontWithCmap(FontBuilder.cmapFormat4(
            [0x41: 1, 0x42: 2, 0x43: 3, 0x78: 7, 0x79: 5, 0x20AC: 9]))
        let expected: [(Unicode.Scalar, UInt16?)] = [
            ("A", 1), ("B", 2), ("C", 3), ("D", nil), ("x", 7), ("y", 5), ("z", nil),
            ("\u{20AC}", 9), ("\u{1F600}", nil), ("\u{FFFF}", nil),
        ]
        for (scalar, glyph) in expected { #expect(f.glyph(for: scalar)?.rawValue == glyph, "\(scalar)") }
        #expect(FontBuilder.format4([0x78: 7, 0x79: 5]).count > FontBuilder.format4([0x78: 7, 0x79: 8]).count,
                "the builder uses the glyph id array for non-consecutive glyphs")
    }

    @Test func format12Groups() throws {
        let f = try fontWithCmap(FontBuilder.cmap([(3, 10, FontBuilder.format12(
            [(0x41, 0x43, 1), (0x1F600, 0x1F601, 4), (0x10FFFF, 0x10FFFF, 9)]))]))
        let expected: [(Unicode.Scalar, UInt16?)] = [
            ("@", nil), ("A", 1), ("C", 3), ("D", nil), ("\u{1F5FF}", nil), ("\u{1F600}", 4),
            ("\u{1F601}", 5), ("\u{1F602}", nil), ("\u{10FFFF}", 9),
        ]
        for (scalar, glyph) in expected { #expect(f.glyph(for: scalar)?.rawValue == glyph, "\(scalar)") }
    }

    @Test func format13MapsWholeRangesToOneGlyph() throws {
        var sub = FontBuilder.format12([(0x100, 0x1FF, 3)])
        sub[1] = 13
        let f = try fontWithCmap(FontBuilder.cmap([(3, 10, sub)]))
        #expect(f.glyph(for: "\u{100}")?.rawValue == 3)
        #expect(f.glyph(for: "\u{1FF}")?.rawValue == 3)
        #expect(f.glyph(for: "\u{200}") == nil)
    }

    @Test func fullRepertoireSubtableIsPreferred() throws {
        // (3,1) format 4 maps 'A' → 1; (3,10) format 12 maps 'A' → 2. Record order must not matter.
        let bmp = FontBuilder.format4([0x41: 1]), full = FontBuilder.format12([(0x41, 0x41, 2)])
        #expect(try fontWithCmap(FontBuilder.cmap([(3, 1, bmp), (3, 10, full)])).glyph(for: "A")?.rawValue == 2)
        #expect(try fontWithCmap(FontBuilder.cmap([(3, 10, full), (3, 1, bmp)])).glyph(for: "A")?.rawValue == 2)
        // Windows BMP beats a Mac Roman table.
        let mac = [0, 6, 0, 0, 0, 0] + [UInt8](repeating: 5, count: 256)
        #expect(try fontWithCmap(FontBuilder.cmap([(1, 0, mac), (3, 1, bmp)])).glyph(for: "A")?.rawValue == 1)
    }

    @Test func symbolAndMacRomanSubtables() throws {
        // A (3,0) symbol table keyed at U+F041 answers for 'A'.
        let symbol = try fontWithCmap(FontBuilder.cmap([(3, 0, FontBuilder.format4([0xF041: 4]))]))
        #expect(symbol.glyph(for: "A")?.rawValue == 4)
        // A (1,0) format 0 table: byte 0x8E is 'é' in Mac Roman, 0x41 is 'A'.
        var table = [UInt8](repeating: 0, count: 256)
        table[0x41] = 2
        table[0x8E] = 3
        let mac = try fontWithCmap(FontBuilder.cmap([(1, 0, [0, 0, 1, 6, 0, 0] + table)]))
        #expect(mac.glyph(for: "A")?.rawValue == 2)
        #expect(mac.glyph(for: "é")?.rawValue == 3)
        #expect(mac.glyph(for: "\u{416}") == nil)
        // Format 6: first code 0x30, three entries.
        var w = ByteWriter()
        w.u16(6); w.u16(16); w.u16(0); w.u16(0x30); w.u16(3); w.u16(7); w.u16(8); w.u16(0)
        let trimmed = try fontWithCmap(FontBuilder.cmap([(0, 3, w.bytes)]))
        #expect(trimmed.glyph(for: "0")?.rawValue == 7)
        #expect(trimmed.glyph(for: "1")?.rawValue == 8)
        #expect(trimmed.glyph(for: "2") == nil)
        #expect(trimmed.glyph(for: "3") == nil)
    }

    @Test func glyphIdsPastTheGlyphCountAreUnmapped() throws {
        let f = try fontWithCmap(FontBuilder.cmapFormat4([0x41: 1, 0x42: 50]), glyphs: 3)
        #expect(f.glyph(for: "A")?.rawValue == 1)
        #expect(f.glyph(for: "B") == nil)
        let run = f.shape("AB", pixelSize: 10)
        #expect(run.glyphs.map(\.glyph) == [GlyphID(1), .notdef])
        #expect(run.missingCharacters == ["B"])
    }

    @Test func overlappingFormat12GroupsAreRejected() throws {
        // Documented behaviour: groups must be sorted and disjoint, else the font does not load.
        let overlap = FontBuilder.cmap([(3, 10, FontBuilder.format12([(0x41, 0x50, 1), (0x45, 0x60, 2)]))])
        let error = fontError { try fontWithCmap(overlap) }
        #expect(error?.kind == .malformed)
        #expect(error?.table == "cmap")
        #expect(error?.message.contains("overlaps") == true)
        let unsorted = FontBuilder.cmap([(3, 10, FontBuilder.format12([(0x60, 0x61, 1), (0x41, 0x42, 2)]))])
        #expect(fontError { try fontWithCmap(unsorted) }?.kind == .malformed)
    }

    @Test func format12GroupEndingBeforeItsStartIsRejected() throws {
        let cmap = FontBuilder.cmap([(3, 10, FontBuilder.format12([(0x50, 0x41, 1)]))])
        let error = try #require(fontError { try fontWithCmap(cmap) })
        #expect(error.kind == .malformed)
        #expect(error.message.contains("endCharCode 65 < startCharCode 80"))
    }

    @Test func format12GroupCountPastTheTableIsRejected() throws {
        var sub = FontBuilder.format12([(0x41, 0x42, 1)])
        sub[12...15] = [0x10, 0, 0, 0]  // numGroups = 268 million
        let error = fontError { try fontWithCmap(FontBuilder.cmap([(3, 10, sub)])) }
        #expect(error?.kind == .truncated)
    }

    @Test func format4ProblemsAreRejected() throws {
        // Segments out of order.
        var sub = FontBuilder.format4([0x41: 1, 0x50: 2])
        let ends = 14
        sub[ends..<(ends + 4)] = [0, 0x50, 0, 0x41]
        #expect(fontError { try fontWithCmap(FontBuilder.cmap([(3, 1, sub)])) }?.kind == .malformed)
        // A glyph id array offset pointing past the table.
        var far = FontBuilder.format4([0x78: 7, 0x79: 5])
        let segCount = readU16(far, 6) / 2
        far[16 + 6 * segCount] = 0x7F
        #expect(fontError { try fontWithCmap(FontBuilder.cmap([(3, 1, far)])) }?.kind == .truncated)
        // No usable subtable.
        let none = fontError { try fontWithCmap(FontBuilder.cmap([(7, 7, FontBuilder.format4([0x41: 1]))])) }
        #expect(none?.kind == .unsupported)
    }
}
