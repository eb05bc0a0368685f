import Foundation
import Raster
import TrueType
import EmbeddedFont
import Testing

// The fallback font is Debian's fonts-droid-fallback (installed by .ci/run).

@Suite struct FontChainTests {
    static let droidPath = "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"
    /// Whether the tests that need it run (see ``SystemFonts/usable(_:)``).
    static let droidUsable = SystemFonts.usable(droidPath)

    func droid() throws -> Font {
        let data = try #require(FileManager.default.contents(atPath: Self.droidPath), "install fonts-droid-fallback")
        return try Font(bytes: [UInt8](data))
    }

    @Test(.enabled(if: droidUsable, "fonts-droid-fallback is not installed"))
    func latinIsUnchangedByFallbacks() throws {
        let chain = FontChain(.embedded, fallbacks: [try droid()])
        for text in ["Tokyo WAVE", "café naïve", "AV To", ""] {
            let alone = Font.embedded.shape(text, pixelSize: 37)
            let chained = chain.shape(text, pixelSize: 37)
            #expect(chained.glyphs == alone.glyphs, "\(text)")
            #expect(chained.advance == alone.advance && chained.extent == alone.extent)
        }
    }

    @Test(.enabled(if: droidUsable, "fonts-droid-fallback is not installed"))
    func eachClusterTakesTheFirstFontThatHasIt() throws {
        let droid = try droid()
        #expect(Font.embedded.glyph(for: "中") == nil)  // else this test proves nothing
        let run = FontChain(.embedded, fallbacks: [droid]).shape("a中b", pixelSize: 20)
        #expect(run.glyphs.map(\.font) == [0, 1, 0])
        #expect(run.glyphs[1].glyph == droid.glyph(for: "中"))
        #expect(run.missingCharacters.isEmpty)
        // Each font is scaled to the same pixel size.
        let droidScale = 20 / Double(droid.unitsPerEm)
        #expect(run.fontScales == [20 / Double(Font.embedded.unitsPerEm), droidScale])
        #expect(abs(run.glyphs[2].x - run.glyphs[1].x - run.glyphs[1].advance) < 1e-9)
        // The line is as tall as the taller of the two fonts used.
        let droidAscent = Double(droid.metrics.ascender) * droidScale
        let ownAscent = Double(Font.embedded.metrics.ascender) * run.scale
        #expect(run.ascent == max(droidAscent, ownAscent))
        // A label the fallback draws alone takes its metrics alone.
        let cjk = FontChain(.embedded, fallbacks: [droid]).shape("中", pixelSize: 20)
        #expect(cjk.ascent == droidAscent)
        #expect(cjk.resized(to: 40).glyphs[0].advance == cjk.glyphs[0].advance * 2)
    }

    @Test(.enabled(if: droidUsable, "fonts-droid-fallback is not installed"))
    func missingListsOnlyWhatNoFontHas() throws {
        let run = FontChain(.embedded, fallbacks: [try droid()]).shape("中\u{E000}", pixelSize: 20)
        #expect(run.missingCharacters == ["\u{E000}"])
        #expect(run.glyphs.last?.glyph == .notdef && run.glyphs.last?.font == 0)
        #expect(Font.embedded.shape("中", pixelSize: 20).missingCharacters == ["中"])
    }

    @Test(.enabled(if: droidUsable, "fonts-droid-fallback is not installed"))
    func embeddedLastOnlyOnce() throws {
        #expect(FontChain(.embedded).ending(with: .embedded).fonts.count == 1)
        #expect(FontChain(try droid()).ending(with: .embedded).fonts.count == 2)
    }

    @Test(.enabled(if: droidUsable, "fonts-droid-fallback is not installed"))
    func rendererDrawsEveryFontOfTheChain() throws {
        let chain = FontChain(.embedded, fallbacks: [try droid()])
        let renderer = TextRenderer(fonts: chain)
        var canvas = try Canvas(width: 60, height: 30, background: .black)
        renderer.draw(chain.shape("中", pixelSize: 24), at: Point(x: 4, y: 24), color: .white, into: &canvas)
        var inked = 0
        for y in 0..<30 { for x in 0..<60 where (canvas.pixel(x: x, y: y)?.r ?? 0) > 128 { inked += 1 } }
        #expect(inked > 40)  // the CJK glyph's strokes, not an empty or missing outline
    }

    @Test func unshapedScriptsAreNamedAndDrawnWithoutTrouble() {
        // Arabic, Hebrew, the Indic scripts, Sinhala, Khmer and Myanmar are shaped now, so they are not named.
        #expect(ComplexScript.scripts(in: "བོད་ नमस्ते ᠮᠣᠩᠭᠣᠯ আমি abc جامعة".unicodeScalars) == ["Tibetan", "Mongolian"])
        #expect(ComplexScript.scripts(in: "Tokyo עברית 中文 جامعة नमस्ते தமிழ் ខ្មែរ မြန်မာ සිංහල กรุงเทพ ລາວ".unicodeScalars).isEmpty)
        let text = String(repeating: "क्षि", count: 50) + "\u{0D4D}\u{200D}" + String(repeating: "\u{093F}", count: 100)
        let run = Font.embedded.shape(text, pixelSize: 16)
        #expect(run.glyphs.count <= text.unicodeScalars.count)
    }
}
