import Raster
import TrueType
import EmbeddedFont
import Testing

/// A small deterministic generator (SplitMix64) so every run tries the same variants.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Loads `bytes` and, if that works, exercises everything a renderer would:
/// shaping, measuring, ink bounds, names and every glyph outline of `sample`.
/// Returns true when loading succeeded. Errors are fine; crashes and hangs are not.
@discardableResult
func exercise(_ bytes: [UInt8], sample: String) -> Bool {
    guard let font = try? Font(bytes: bytes) else { return false }
    _ = font.familyName
    var run = font.shape(sample, pixelSize: 17.3)
    _ = font.measure(sample, pixelSize: 9)
    _ = try? font.inkBounds(of: run)
    _ = try? font.runPath(run, at: Point(3.25, 40.5))
    var decoder = GlyphOutlineDecoder(font: font)
    for glyph in run.glyphs { _ = try? decoder.decode(glyph.glyph) }
    run.glyphs = (0..<min(font.glyphCount, 64)).map { PositionedGlyph(glyph: GlyphID(UInt16($0)), x: 0, y: 0, advance: 0) }
    _ = try? font.runPath(run, at: .zero)
    return true
}

/// The sample text: Latin with kerning pairs and composites, Cyrillic, Greek, a mark, an emoji.
let fuzzSample = "AVATAR Tokyo Äé q\u{301} Жук Ωμέγα ☃ \u{1F600} 0123"

@Suite struct FontFuzzTests {
    /// The tables loading reads; a cut inside any of them must fail. Cuts past
    /// them (inside `name`, `post`, `prep`) must still load.
    static let loadedTables: Set = ["head", "hhea", "maxp", "hmtx", "cmap", "loca", "glyf", "kern", "GPOS", "OS/2"]

    /// Checks one truncation of the embedded font against the rule above.
    func checkCut(_ bytes: [UInt8], at cut: Int, records: [(tag: String, offset: Int, length: Int)]) {
        let loadEnd = records.filter { Self.loadedTables.contains($0.tag) }.map { $0.offset + $0.length }.max()!
        let nameEnd = records.first { $0.tag == "name" }.map { $0.offset + $0.length }!
        let loaded = exercise(Array(bytes[..<cut]), sample: fuzzSample)
        #expect(loaded == (cut >= loadEnd), "cut at \(cut)")
        if loaded {
            let font = try? Font(bytes: Array(bytes[..<cut]))
            #expect(font?.familyName == (cut >= nameEnd ? "DejaVu Sans" : nil), "cut at \(cut)")
        }
    }

    @Test func truncatedAtEveryTableBoundary() {
        let bytes = embeddedBytes()
        let records = tableRecords(bytes)
        var cuts = [0, 1, 4, 11, 12, 13, 12 + 16 * records.count - 1, bytes.count - 1]
        for r in records { cuts += [r.offset, r.offset + 1, r.offset + r.length / 2, r.offset + r.length - 1] }
        for cut in cuts { checkCut(bytes, at: cut, records: records) }
    }

    @Test func truncatedAtRandomOffsets() {
        var rng = SplitMix64(state: 0x7461_6763)
        let bytes = embeddedBytes()
        let records = tableRecords(bytes)
        for _ in 0..<300 { checkCut(bytes, at: Int.random(in: 0..<bytes.count, using: &rng), records: records) }
    }

    @Test func randomByteFlipsInTheTablesThatAreRead() {
        // Flips land in the directory, the small tables, the kerning tables and the
        // glyph data of the sample's glyphs: the bytes the reader actually looks at.
        var rng = SplitMix64(state: 0x666F_6E74)
        let original = embeddedBytes()
        let records = tableRecords(original)
        var regions = [0..<(12 + 16 * records.count)]
        for r in records where ["head", "hhea", "maxp", "cmap", "loca", "kern", "GPOS", "name", "OS/2"].contains(r.tag) {
            regions.append(r.offset..<(r.offset + r.length))
        }
        let clean = Font.embedded
        let glyf = records.first { $0.tag == "glyf" }!, loca = records.first { $0.tag == "loca" }!
        for glyph in clean.shape(fuzzSample, pixelSize: 10).glyphs {
            let g = Int(glyph.glyph.rawValue)
            let start = readU32(original, loca.offset + 4 * g), stop = readU32(original, loca.offset + 4 * g + 4)
            if stop > start { regions.append((glyf.offset + start)..<(glyf.offset + stop)) }
        }
        var loaded = 0
        for _ in 0..<400 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                let region = regions.randomElement(using: &rng)!
                bytes[Int.random(in: region, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
            if exercise(bytes, sample: fuzzSample) { loaded += 1 }
        }
        // Many flips land in values that are free to vary, so a fair share still loads.
        #expect(loaded > 50)
    }

    @Test func randomByteFlipsInASyntheticFont() {
        // Every byte of a small font matters: composites, GPOS with extensions, kern, name.
        var builder = FontBuilder()
        let a = builder.add(squareGlyph, advance: 500, character: "A")
        let v = builder.add(.simple([[.init(0, 0, false), .init(50, 100), .init(100, 0, false)]]), character: "V")
        _ = builder.add(.composite([.init(glyph: a, arg1: 10, scale: [0.5]), .init(glyph: v, arg1: 300)]), character: "T")
        _ = builder.add(.composite([.init(glyph: 3), .init(glyph: 1, arg1: 2, arg2: 1, xy: false)]), character: "o")
        var gpos = GPOSBuilder()
        gpos.lookups = [(2, [GPOSBuilder.pairFormat1([(1, 2, [-50], [])]),
                             GPOSBuilder.pairFormat2(coverage: [3], classes1: [3: 1], classes2: [4: 1],
                                                     values: [[0, 0], [0, -9]])])]
        gpos.useExtensions = true
        builder.extraTables["GPOS"] = gpos.build()
        builder.extraTables["kern"] = FontBuilder.kern([(1, 2, -5)])
        builder.extraTables["name"] = FontBuilder.name([(3, 1, 0x409, 1, FontBuilder.utf16BE("Fuzz"))])
        let original = builder.build()
        #expect(exercise(original, sample: "AVTo"))
        var rng = SplitMix64(state: 42)
        for _ in 0..<600 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
            exercise(bytes, sample: "AVTo AV oT")
        }
    }
}
