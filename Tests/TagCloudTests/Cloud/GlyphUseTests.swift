import Foundation
import Testing
import Raster
import TrueType
import EmbeddedFont
import TagCloud

// The fallback font is Debian's fonts-droid-fallback (installed by .ci/run).

/// ``Cloud/glyphUse``: what the labels take from each font of the chain,
/// from one shaping of each label, checked against the fonts' own
/// character maps.
@Suite struct GlyphUseTests {
    static let droidPath = "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"
    /// Whether the tests that need it run: where fonts-droid-fallback is
    /// installed, and always under .ci/run, which installs it and sets
    /// TAGCLOUD_REQUIRE_FONTS, so that there a missing font fails them.
    static let droidUsable = FileManager.default.fileExists(atPath: droidPath)
        || ProcessInfo.processInfo.environment["TAGCLOUD_REQUIRE_FONTS"] != nil

    func droid() throws -> Font {
        let data = try #require(FileManager.default.contents(atPath: Self.droidPath), "install fonts-droid-fallback")
        return try Font(bytes: [UInt8](data))
    }

    /// Each font's glyphs are listed once, in order of first use, under the
    /// font that draws them; a character no font has is listed once.
    @Test(.enabled(if: droidUsable, "fonts-droid-fallback is not installed"))
    func eachFontListsTheGlyphsItDraws() throws {
        let droid = try droid()
        let latin = Font.embedded
        // Else the test proves nothing: 中 and 文 come from the fallback alone.
        #expect(latin.glyph(for: "中") == nil && latin.glyph(for: "文") == nil)
        let tags = [Tag(text: "ab中", weight: 3), Tag(text: "ba\u{E000}", weight: 2), Tag(text: "文中\u{E000}", weight: 1)]
        let cloud = Cloud(tags: tags, font: latin, fallbacks: [droid])
        let use = cloud.glyphUse
        let a = try #require(latin.glyph(for: "a")), b = try #require(latin.glyph(for: "b"))
        let zhong = try #require(droid.glyph(for: "中")), wen = try #require(droid.glyph(for: "文"))
        #expect(use.missingCharacters == ["\u{E000}"])
        #expect(use.glyphs.count == 2)
        // The missing character is drawn as the primary font's missing-glyph box (glyph 0).
        #expect(use.glyphs[0] == [a, b, GlyphID(0)])
        #expect(use.glyphs[1] == [zhong, wen])
        #expect(cloud.missingCharacters == use.missingCharacters)
    }

    /// A label of a space alone draws the space glyph and lacks nothing.
    @Test func aSpaceUsesTheSpaceGlyph() throws {
        let use = Cloud(tags: [Tag(text: " ", weight: 1)]).glyphUse
        #expect(use.missingCharacters.isEmpty)
        #expect(use.glyphs == [[try #require(Font.embedded.glyph(for: " "))]])
    }
}
