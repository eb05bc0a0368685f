import Raster
import TrueType
import EmbeddedFont
import Testing

// Expected visual orders are worked out by hand from the rules of UAX #9
// (each case notes the rule it exercises); none is copied from this code.

@Suite struct BidiTests {
    /// The scalars of `text` in visual order, mirrored at odd levels.
    func visual(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let paragraph = BidiParagraph(scalars)
        var out = String.UnicodeScalarView()
        for i in BidiParagraph.visualOrder(levels: paragraph.levels) {
            out.append(paragraph.levels[i] % 2 == 1 ? BidiParagraph.mirrored(scalars[i]) : scalars[i])
        }
        return String(out)
    }

    @Test func classesFromTheTable() {
        #expect(BidiClass("a") == .leftToRight)
        #expect(BidiClass("א") == .rightToLeft)
        #expect(BidiClass("ب") == .arabicLetter)
        #expect(BidiClass("7") == .europeanNumber)
        #expect(BidiClass("\u{0663}") == .arabicNumber)
        #expect(BidiClass("+") == .europeanSeparator)
        #expect(BidiClass("$") == .europeanTerminator)
        #expect(BidiClass(",") == .commonSeparator)
        #expect(BidiClass("\u{0301}") == .nonspacingMark)
        #expect(BidiClass(" ") == .whitespace)
        #expect(BidiClass("\t") == .segmentSeparator)
        #expect(BidiClass("(") == .otherNeutral)
        #expect(BidiClass("\u{200D}") == .boundaryNeutral)
        #expect(BidiClass("\u{2067}") == .rightToLeftIsolate)
        #expect(BidiClass("中") == .leftToRight)
        #expect(BidiClass("\u{10FFFF}") == .boundaryNeutral)  // a noncharacter
        #expect(BidiClass("\u{05FF}") == .rightToLeft)      // unassigned, in the Hebrew block
    }

    @Test func baseDirectionFromFirstStrong() {  // P2–P3
        #expect(BidiParagraph("123 abc".unicodeScalars).baseLevel == 0)
        #expect(BidiParagraph("123 אבג abc".unicodeScalars).baseLevel == 1)
        #expect(BidiParagraph("؟ جامعة".unicodeScalars).baseLevel == 1)
        #expect(BidiParagraph("!?".unicodeScalars).baseLevel == 0)
    }

    @Test func runsReorder() {  // N1, I1–I2, L2
        #expect(visual("abc") == "abc")
        #expect(visual("אבג") == "גבא")
        #expect(visual("abc אבג def") == "abc גבא def")
        #expect(visual("abc אבג 123 דהו xyz") == "abc והד 123 גבא xyz")
    }

    @Test func numbersKeepTheirOrder() {  // W2, W5, W7, I2
        #expect(visual("עברית 7") == "7 תירבע")
        #expect(visual("אבג 123 דה") == "הד 123 גבא")
        #expect(visual("مرحبا ١٢٣") == "١٢٣ ابحرم")
        #expect(visual("ب 12") == "12 ب")
        #expect(visual("א $12") == "$12 א")
        // An Arabic number in a left-to-right line: level 2, reversed twice.
        #expect(visual("x \u{0664}\u{066B}\u{0665}") == "x \u{0664}\u{066B}\u{0665}")
    }

    @Test func separatorsBetweenNumbers() {  // W4: without it "2+1 א"
        #expect(visual("א 1+2") == "1+2 א")
        #expect(visual("א 1,5") == "1,5 א")
    }

    @Test func bracketsMirrorAndPair() {  // N0 and L4
        #expect(visual("אב(גד)") == "(דג)בא")
        #expect(visual("אב (abc) גד") == "דג (abc) בא")
        // The pair holds only R and the context before it is R: both brackets
        // are R (rule N1 alone would make ")" L and give "a ג)ב)d").
        #expect(visual("a ב(ג)d") == "a (ג)בd")
        #expect(visual("א [ב]") == "[ב] א")
    }

    @Test func marksFollowTheirBase() {  // W1
        let p = BidiParagraph("אֳב".unicodeScalars)
        #expect(p.levels == [1, 1, 1])
    }

    @Test func trailingWhitespaceAtParagraphLevel() {  // L1
        let p = BidiParagraph("אב 12 ".unicodeScalars)
        #expect(p.levels == [1, 1, 1, 2, 2, 1])
        let q = BidiParagraph("ab\tאב".unicodeScalars)
        #expect(q.levels == [0, 0, 0, 1, 1])
    }

    @Test func latinNeedsNoPass() {
        #expect(!BidiParagraph.mayReorder("Tokyo 2026 (café)".unicodeScalars))
        #expect(BidiParagraph.mayReorder("a ب".unicodeScalars))
        #expect(BidiParagraph.mayReorder("\u{0661}".unicodeScalars))
    }

    @Test func deepBracketNestingIsSafe() {  // BD16's stack limit
        let text = String(repeating: "(", count: 200) + "א" + String(repeating: ")", count: 200)
        let p = BidiParagraph(text.unicodeScalars)
        #expect(p.levels.count == 401)
        #expect(BidiParagraph.visualOrder(levels: p.levels).sorted() == Array(0..<401))
    }

    @Test func shapedHebrewIsDrawnRightToLeft() {
        // The embedded font has Hebrew: the glyphs come out in visual order.
        let font = Font.embedded
        let run = font.shape("אב", pixelSize: 20)
        #expect(run.glyphs.map(\.glyph) == [font.glyph(for: "ב"), font.glyph(for: "א")].compactMap { $0 })
        #expect(run.glyphs[0].x == 0 && run.glyphs[1].x > 0)
        let mirrored = font.shape("א(ב)", pixelSize: 20).glyphs.map(\.glyph)
        #expect(mirrored == ["(", "ב", ")", "א"].compactMap { font.glyph(for: $0) })
    }
}
