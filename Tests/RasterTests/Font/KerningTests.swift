import Raster
import TrueType
import Testing

// Expected kerning values are the ones written into the hand-built tables;
// expected positions are sums of the 500-unit advances and those values.

/// Glyphs 1–6 (squares, advance 500) for A, V, T, o, x, Ж; 1000 units per em.
func kerningFont(gpos: [UInt8]? = nil, kern: [UInt8]? = nil) throws -> Font {
    var builder = FontBuilder()
    for character in ["A", "V", "T", "o", "x", "Ж"] as [Character] {
        _ = builder.add(squareGlyph, advance: 500, character: character)
    }
    builder.extraTables["GPOS"] = gpos
    builder.extraTables["kern"] = kern
    return try Font(bytes: builder.build())
}

/// A GPOS table with one kern lookup holding `subtables`.
func gposTable(_ subtables: [[UInt8]], extensions: Bool = false) -> [UInt8] {
    var gpos = GPOSBuilder()
    gpos.lookups = [(2, subtables)]
    gpos.useExtensions = extensions
    return gpos.build()
}

@Suite struct KerningTests {
    let pairs = GPOSBuilder.pairFormat1([(1, 2, [-50], []), (3, 4, [-80], [])])

    func xs(_ font: Font, _ text: String) -> [Double] {
        font.shape(text, pixelSize: 1000).glyphs.map(\.x)
    }

    @Test(arguments: [false, true])
    func pairFormat1(extensions: Bool) throws {
        let font = try kerningFont(gpos: gposTable([pairs], extensions: extensions))
        #expect(font.kerning == .glyphPositioning)
        #expect(xs(font, "AVTo") == [0, 450, 950, 1370])
        #expect(xs(font, "VA") == [0, 500])
        #expect(font.shape("AVTo", pixelSize: 1000).advance == 1870)
    }

    @Test(arguments: [false, true])
    func pairFormat2Classes(ranged: Bool) throws {
        let table = GPOSBuilder.pairFormat2(coverage: [1, 3], classes1: [1: 1, 3: 2], classes2: [2: 1, 4: 2],
                                            values: [[0, 0, 0], [0, -10, -20], [0, -30, -40]], ranged: ranged)
        let font = try kerningFont(gpos: gposTable([table]))
        let g = { (c: Unicode.Scalar) in font.glyph(for: c)! }
        #expect(font.kerningAdjustment(between: g("A"), and: g("V")) == -10)
        #expect(font.kerningAdjustment(between: g("A"), and: g("o")) == -20)
        #expect(font.kerningAdjustment(between: g("T"), and: g("V")) == -30)
        #expect(font.kerningAdjustment(between: g("T"), and: g("o")) == -40)
        #expect(font.kerningAdjustment(between: g("V"), and: g("A")) == 0)
        #expect(font.kerningAdjustment(between: g("A"), and: g("x")) == 0)
    }

    @Test func firstApplicableSubtableWins() throws {
        // A second subtable also kerns A V, but the first one already applied.
        let later = GPOSBuilder.pairFormat1([(1, 2, [-999], []), (2, 1, [-7], [])])
        let font = try kerningFont(gpos: gposTable([pairs, later]))
        #expect(xs(font, "AVA") == [0, 450, 943])
    }

    @Test func secondValueRecordPlacesAndConsumesTheSecondGlyph() throws {
        // Value format 2 = XPlacement: V is drawn 30 units right, and the pair after it is skipped.
        let table = GPOSBuilder.pairFormat1([(1, 2, [-50], [30]), (2, 2, [-100], [0])],
                                            valueFormat1: 0x0004, valueFormat2: 0x0001)
        let font = try kerningFont(gpos: gposTable([table]))
        #expect(xs(font, "AVV") == [0, 480, 950])
        #expect(xs(font, "VV") == [0, 400])
    }

    @Test func gposIsPreferredOverTheKernTable() throws {
        let kern = FontBuilder.kern([(1, 2, -500)])
        var font = try kerningFont(gpos: gposTable([pairs]), kern: kern)
        #expect(font.availableKerning == [.glyphPositioning, .kernTable])
        #expect(xs(font, "AV") == [0, 450])
        font.kerning = .kernTable
        #expect(xs(font, "AV") == [0, 0])
        font.kerning = .none
        #expect(xs(font, "AV") == [0, 500])
    }

    @Test func gposWithoutKernFeatureFallsBackToTheKernTable() throws {
        // The pair lookup hangs from a feature shaping does not turn on
        // (ss01), so only the kern table moves the pair.
        var gpos = GPOSBuilder()
        gpos.features = [("ss01", [0])]
        gpos.lookups = [(2, [pairs])]
        let font = try kerningFont(gpos: gpos.build(), kern: FontBuilder.kern([(1, 2, -500)]))
        #expect(font.kerning == .kernTable)
        #expect(font.availableKerning == [.kernTable])
        #expect(xs(font, "AV") == [0, 0])
    }

    @Test func scriptSelectsItsKernLookups() throws {
        // DFLT kerns A V by −50 (lookup 0); latn by −70 (lookup 1).
        var gpos = GPOSBuilder()
        gpos.scripts = [("DFLT", [0]), ("latn", [1])]
        gpos.features = [("kern", [0]), ("kern", [1])]
        gpos.lookups = [(2, [pairs]), (2, [GPOSBuilder.pairFormat1([(1, 2, [-70], [])])])]
        let font = try kerningFont(gpos: gpos.build())
        #expect(xs(font, "AV") == [0, 430])
        // A Cyrillic first letter picks cyrl, which is absent, so DFLT applies.
        #expect(xs(font, "ЖAV") == [0, 500, 950])
    }

    @Test func kernTableVariants() throws {
        // Unsorted pairs still work (linear scan).
        let unsorted = try kerningFont(kern: FontBuilder.kern([(3, 4, -80), (1, 2, -50)]))
        #expect(unsorted.kerning == .kernTable)
        #expect(xs(unsorted, "AVTo") == [0, 450, 950, 1370])
        // Cross-stream subtables (coverage bit 2) are not horizontal kerning.
        let crossStream = try kerningFont(kern: FontBuilder.kern([(1, 2, -50)], coverage: 0x0005))
        #expect(crossStream.kerning == .none)
        // Apple header: version 1.0, nTables u32, subtable length u32, coverage, tupleIndex.
        var w = ByteWriter()
        w.u32(0x0001_0000); w.u32(1)
        w.u32(8 + 8 + 6); w.u16(0x0000); w.u16(0)
        w.u16(1); w.u16(0); w.u16(0); w.u16(0)
        w.u16(1); w.u16(2); w.u16(-60)
        #expect(xs(try kerningFont(kern: w.bytes), "AV") == [0, 440])
    }

    @Test func malformedGPOSIsReported() throws {
        // A feature that names lookup 7 of 1.
        var gpos = GPOSBuilder()
        gpos.features = [("kern", [7])]
        gpos.lookups = [(2, [pairs])]
        let error = fontError { try kerningFont(gpos: gpos.build()) }
        #expect(error?.kind == .malformed)
        #expect(error?.table == "GPOS")
        // A class matrix claiming 200 × 200 records.
        var table = GPOSBuilder.pairFormat2(coverage: [1], classes1: [1: 1], classes2: [2: 1], values: [[0, 0], [0, -10]])
        table[12...15] = [0, 200, 0, 200]
        #expect(fontError { try kerningFont(gpos: gposTable([table])) }?.kind == .truncated)
    }
}
