import Foundation
import Testing

/// Issue 44: fonts by installed name, and installed fonts for the scripts
/// the chain lacks. Each test needs the fonts CI installs (fonts-dejavu,
/// fonts-noto-core, fonts-noto-cjk) and is skipped where they are missing.
@Suite struct FontByNameTests {
    static func installed(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
    static let noto = installed("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
        && installed("/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf")
    static let cities = "東京\nParis\nМосква\n서울\nשלום\nनमस्ते\nกรุงเทพ\nالقاهرة\n"

    @Test(arguments: ["DejaVu Serif", "Noto Sans CJK JP", "Noto Sans Arabic", "dejavu serif bold"])
    func aFontByNameRenders(_ name: String) throws {
        guard Self.noto, Self.installed("/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf") else { return }
        let directory = try TemporaryDirectory()
        let result = try TagCloudProcess.run(["render", "--tags", "-", "--font", name, "--size", "200x150",
                                              "-o", directory.path("out.png")], stdin: Array(Self.cities.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try directory.contents() == ["out.png"])
    }

    @Test func anUnknownNameListsTheClosest() throws {
        guard Self.noto else { return }
        let result = try TagCloudProcess.run(["layout", "--tags", "-", "--font", "Noto Sanz CJK JP"],
                                             stdin: Array("a\n".utf8))
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("tagcloud: --font: no installed font is named 'Noto Sanz CJK JP'; "
                                        + "the closest installed: 'Noto Sans CJK JP'"), "\(result.stderr)")
    }

    /// Every script of the eight cities is drawn with no --font and no
    /// missing glyph; --no-system-fonts brings the boxes (and the warning) back.
    @Test func everyScriptIsDrawnWithInstalledFonts() throws {
        guard Self.noto else { return }
        let result = try TagCloudProcess.run(["layout", "--tags", "-", "-o", "-"], stdin: Array(Self.cities.utf8))
        #expect(result.status == 0)
        #expect(!result.stderr.contains("glyph"), "\(result.stderr)")
        let off = try TagCloudProcess.run(["layout", "--tags", "-", "--no-system-fonts", "-o", "-"],
                                          stdin: Array(Self.cities.utf8))
        #expect(off.status == 0)
        #expect(off.stderr.contains("the font has no glyph for '東' (U+6771)"),
                "\(off.stderr)")
        // The same machine, the same picture.
        let again = try TagCloudProcess.run(["layout", "--tags", "-", "-o", "-"], stdin: Array(Self.cities.utf8))
        #expect(again.stdout == result.stdout)
    }

    @Test func aCharacterNoInstalledFontHasIsNamed() throws {
        guard Self.noto else { return }
        // U+10FFFD is a private-use character no font has.
        let result = try TagCloudProcess.run(["layout", "--tags", "-", "-o", "-"], stdin: Array("a\u{10FFFD}\n".utf8))
        #expect(result.status == 0)
        #expect(result.stderr.contains("no installed font has a glyph for '\u{10FFFD}' (U+10FFFD)"), "\(result.stderr)")
    }
}
