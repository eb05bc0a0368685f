import Foundation
import Raster
import TrueType
import Testing

/// Fonts damaged by hand (with a table reader written here, not the
/// library's): glyph data the renderer cannot decode is named in one
/// warning, and a bad collection face offset is located at its entry.
@Suite struct DamagedFontTests {
    /// DejaVu Sans, as the binary embeds it.
    static let dejaVu: [UInt8] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/CEmbeddedFont/DejaVuSans.ttf")
        return (try? [UInt8](Data(contentsOf: url))) ?? []
    }()

    static func u16(_ b: [UInt8], _ at: Int) -> Int { Int(b[at]) << 8 | Int(b[at + 1]) }
    static func u32(_ b: [UInt8], _ at: Int) -> Int { u16(b, at) << 16 | u16(b, at + 2) }
    static func put32(_ b: inout [UInt8], _ at: Int, _ v: Int) {
        for i in 0..<4 { b[at + i] = UInt8(v >> (24 - 8 * i) & 0xFF) }
    }

    /// Table offsets by tag, and where each table record sits.
    static func tables(_ font: [UInt8]) -> [String: (offset: Int, record: Int)] {
        var tables: [String: (offset: Int, record: Int)] = [:]
        for i in 0..<u16(font, 4) {
            let record = 12 + 16 * i
            tables[String(decoding: font[record..<record + 4], as: UTF8.self)] = (u32(font, record + 8), record)
        }
        return tables
    }

    /// The Droid Sans Fallback font (CJK) that Debian's fonts-droid-fallback installs.
    static let droidPath = "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"
    /// Whether the tests that need it run: where fonts-droid-fallback is
    /// installed, and always under .ci/run, which installs it and sets
    /// TAGCLOUD_REQUIRE_FONTS, so that there a missing font fails them.
    static let droidUsable = FileManager.default.fileExists(atPath: droidPath)
        || ProcessInfo.processInfo.environment["TAGCLOUD_REQUIRE_FONTS"] != nil

    /// DejaVu (or the TrueType font `original`) with the outline of each of
    /// `characters` damaged: its contour count set to 32767, so its contour
    /// end list runs far past its data.
    static func damaging(_ characters: String, in original: [UInt8] = dejaVu) throws -> (bytes: [UInt8], glyphs: [Int]) {
        var font = original
        let t = tables(font)
        let longLoca = u16(font, try #require(t["head"]).offset + 50) == 1
        let loca = try #require(t["loca"]).offset, glyf = try #require(t["glyf"]).offset
        let reader = try Font(bytes: original)
        var glyphs: [Int] = []
        for scalar in characters.unicodeScalars {
            let glyph = Int(try #require(reader.glyph(for: scalar)).rawValue)
            let start = longLoca ? u32(font, loca + 4 * glyph) : 2 * u16(font, loca + 2 * glyph)
            font[glyf + start] = 0x7F
            font[glyf + start + 1] = 0xFF
            glyphs.append(glyph)
        }
        return (font, glyphs)
    }

    func render(font: [UInt8], name: String, tags: String, extra: [String] = []) throws
        -> (result: ProcessResult, files: [String], image: Data?) {
        try render(fonts: [(name, font)], tags: tags, extra: extra)
    }

    /// Renders `tags` with `--font` given for each of `fonts`, in order (the
    /// first is the primary font, the others its fallbacks).
    func render(fonts: [(name: String, bytes: [UInt8])], tags: String, extra: [String] = []) throws
        -> (result: ProcessResult, files: [String], image: Data?) {
        let directory = try TemporaryDirectory()
        try directory.write("tags.txt", tags)
        for font in fonts { try Data(font.bytes).write(to: directory.url.appendingPathComponent(font.name)) }
        let result = try TagCloudProcess.run(
            ["render", "--tags", "tags.txt"] + fonts.flatMap { ["--font", $0.name] }
                + ["--size", "160x90", "-o", "cloud.png"] + extra,
            in: directory.url)
        return (result, try directory.contents(), try? Data(contentsOf: directory.url.appendingPathComponent("cloud.png")))
    }

    @Test func damagedGlyphsAreNamedInOneWarning() throws {
        try #require(!Self.dejaVu.isEmpty)
        let clean = try render(font: Self.dejaVu, name: "clean.ttf", tags: "swift\nsphere\n")
        #expect(clean.result.status == 0 && clean.result.stderr.isEmpty, "\(clean.result.stderr)")

        let (bytes, glyphs) = try Self.damaging("sw")
        let damaged = try render(font: bytes, name: "damaged.ttf", tags: "swift\nsphere\n")
        #expect(damaged.result.status == 0, "\(damaged.result.stderr)")
        let lines = damaged.result.stderrLines
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("tagcloud: warning: damaged.ttf: damaged outline data for "
                                       + "'s' (glyph \(glyphs[0])), 'w' (glyph \(glyphs[1])); drawn empty (offset ") == true)
        #expect(lines.first?.contains(" (glyf): ") == true)
        // The image is written, without the damaged letters.
        #expect(damaged.files == ["cloud.png", "damaged.ttf", "tags.txt"])
        #expect(damaged.image != nil && damaged.image != clean.image)
    }

    @Test func manyDamagedGlyphsAreCountedNotListed() throws {
        try #require(!Self.dejaVu.isEmpty)
        let (bytes, glyphs) = try Self.damaging("abcdefghij")
        let damaged = try render(font: bytes, name: "damaged.ttf", tags: "abcdefghij\n")
        #expect(damaged.result.status == 0, "\(damaged.result.stderr)")
        let named = zip("abcdef", glyphs).map { "'\($0)' (glyph \($1))" }.joined(separator: ", ")
        #expect(damaged.result.stderrLines.count == 1)
        #expect(damaged.result.stderr.hasPrefix(
            "tagcloud: warning: damaged.ttf: damaged outline data for \(named) and 4 more; drawn empty (offset "))
    }

    /// Glyphs a label draws from a fallback font are checked too, and the
    /// warning names that font: here DejaVu has no '中', so it comes from
    /// the damaged Droid Sans Fallback, while DejaVu's own glyphs are sound.
    @Test(.enabled(if: droidUsable, "fonts-droid-fallback is not installed"))
    func damagedGlyphsOfAFallbackFontAreNamed() throws {
        try #require(!Self.dejaVu.isEmpty)
        let droid = try #require(FileManager.default.contents(atPath: Self.droidPath), "install fonts-droid-fallback")
        let (bytes, glyphs) = try Self.damaging("中", in: [UInt8](droid))
        let tags = "swift\n中文\n"
        let clean = try render(fonts: [("dejavu.ttf", Self.dejaVu), ("fallback.ttf", [UInt8](droid))], tags: tags)
        #expect(clean.result.status == 0 && clean.result.stderr.isEmpty, "\(clean.result.stderr)")
        let damaged = try render(fonts: [("dejavu.ttf", Self.dejaVu), ("fallback.ttf", bytes)], tags: tags)
        #expect(damaged.result.status == 0, "\(damaged.result.stderr)")
        #expect(damaged.result.stderrLines.count == 1)
        #expect(damaged.result.stderr.hasPrefix("tagcloud: warning: fallback.ttf: damaged outline data for "
                                                + "'中' (glyph \(glyphs[0])); drawn empty (offset "), "\(damaged.result.stderr)")
        #expect(damaged.image != nil && damaged.image != clean.image)
    }

    /// A two-face collection of DejaVu whose second face's offset is `face1`.
    static func collection(face1: Int) -> [UInt8] {
        var ttc: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 2]
        ttc += [0, 0, 0, 20, 0, 0, 0, 0]
        put32(&ttc, 16, face1)
        var body = dejaVu
        // Table offsets in a collection count from the start of the file.
        for (_, table) in tables(dejaVu) { put32(&body, table.record + 8, table.offset + 20) }
        return ttc + body
    }

    @Test func badCollectionFaceOffsetIsReportedAtItsEntry() throws {
        try #require(!Self.dejaVu.isEmpty)
        let past = Self.collection(face1: 0x7FFF_FFFF)
        let first = try render(font: past, name: "font.ttc", tags: "swift\n", extra: ["--font-index", "0"])
        #expect(first.result.status == 0 && first.result.stderr.isEmpty, "\(first.result.stderr)")
        let second = try render(font: past, name: "font.ttc", tags: "swift\n", extra: ["--font-index", "1"])
        #expect(second.result.status == 2)
        #expect(second.result.stderrLines == ["tagcloud: font.ttc: offset 16 (ttcf): face 1 starts at offset "
                                              + "2147483647, past the end of the file (\(past.count) bytes)"])
        #expect(second.files == ["font.ttc", "tags.txt"])
        // An offset inside the file that lands on something else: the face count at byte 8.
        let garbage = try render(font: Self.collection(face1: 8), name: "font.ttc", tags: "swift\n",
                                 extra: ["--font-index", "1"])
        #expect(garbage.result.status == 2)
        #expect(garbage.result.stderrLines == ["tagcloud: font.ttc: offset 16 (ttcf): face 1 starts at offset 8, "
                                               + "which is not a TrueType or OpenType font (sfnt version 0x2)"])
    }
}
