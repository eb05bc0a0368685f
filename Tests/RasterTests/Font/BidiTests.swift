import Raster
import TrueType
import EmbeddedFont
import Testing

// Expected visual orders are worked out by hand from the rules of UAX #9
// (each case notes the rule it exercises); none is copied from this code.

@Suite struct BidiTests {
    /// The scalars of `text` in visual order, mirrored at odd levels, without
    /// the controls rule X9 removes.
    func visual(_ text: String, direction: TextDirection = .auto) -> String {
        let scalars = Array(text.unicodeScalars)
        let paragraph = BidiParagraph(scalars, direction: direction)
        var out = String.UnicodeScalarView()
        for i in BidiParagraph.visualOrder(levels: paragraph.levels) where !BidiClass(scalars[i]).isRemovedByRuleX9 {
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

    @Test func callerSetsTheDirection() {  // P2–P3 skipped; N1 with sos/eos R
        #expect(BidiParagraph("abc".unicodeScalars, direction: .rightToLeft).baseLevel == 1)
        #expect(BidiParagraph("אב".unicodeScalars, direction: .leftToRight).baseLevel == 0)
        // "!" between L and eos R takes the embedding direction.
        #expect(BidiParagraph("abc!".unicodeScalars, direction: .rightToLeft).levels == [2, 2, 2, 1])
        #expect(visual("abc!", direction: .rightToLeft) == "!abc")
        #expect(visual("אב!", direction: .leftToRight) == "בא!")
        #expect(visual("אב!") == "!בא")
        #expect(visual("abc 12 דה", direction: .rightToLeft) == "הד abc 12")
    }

    @Test func firstStrongSkipsIsolates() {  // P2, BD9
        #expect(BidiParagraph("\u{2067}אב\u{2069} abc".unicodeScalars).baseLevel == 0)
        #expect(BidiParagraph("\u{2066}abc\u{2069} אב".unicodeScalars).baseLevel == 1)
        // An isolate without a PDI runs to the end of the paragraph.
        #expect(BidiParagraph("\u{2068}אב".unicodeScalars).baseLevel == 0)
        #expect(BidiParagraph("\u{2069}אב".unicodeScalars).baseLevel == 1)
    }

    @Test func isolatesResolveApart() {  // X5a, X6a, X10: eos of the isolate is R
        // Inside RLI…PDI (level 1) "!" sits between L and the isolate's eos R.
        #expect(BidiParagraph("a\u{2067}b!\u{2069}".unicodeScalars).levels == [0, 0, 2, 1, 0])
        #expect(visual("a\u{2067}b!\u{2069}") == "a\u{2067}!b\u{2069}")
        // FSI takes the direction of its own first strong letter.
        #expect(BidiParagraph("a \u{2068}אב!\u{2069} c".unicodeScalars).levels == [0, 0, 0, 1, 1, 1, 0, 0, 0])
        // The number after the isolate follows "a", not the Hebrew inside it (W2 does not see it).
        #expect(visual("a \u{2067}ب\u{2069} 12") == "a \u{2067}ب\u{2069} 12")
    }

    @Test func embeddingsAndOverrides() {  // X2–X5, X7, X9
        #expect(visual("\u{202E}abc\u{202C} d") == "cba d")          // RLO…PDF
        #expect(visual("\u{202D}אבג\u{202C}") == "אבג")              // LRO: kept as written
        #expect(visual("\u{202B}a!\u{202C}") == "!a")                // RLE: "!" at level 1
        let p = BidiParagraph("x\u{202B}a\u{202C}y".unicodeScalars)
        #expect([p.levels[0], p.levels[2], p.levels[4]] == [0, 2, 0])
    }

    @Test func overflowIsCountedNotCrashed() {  // BD2: at most 125 levels
        let text = String(repeating: "\u{202B}", count: 200) + "a" + String(repeating: "\u{202C}", count: 200) + "b"
        let p = BidiParagraph(text.unicodeScalars)
        #expect(p.levels[200] == 126)  // RLE reaches 125; "a" is L at an odd level
        #expect(p.levels[401] == 0)
        let isolates = String(repeating: "\u{2067}", count: 130) + "a" + String(repeating: "\u{2069}", count: 130)
        #expect(BidiParagraph(isolates.unicodeScalars).levels.max() == 126)
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
        #expect(!BidiParagraph.mayReorder("\u{202A}a\u{202C}\u{2066}b\u{2069}".unicodeScalars))
        #expect(BidiParagraph.mayReorder("a ب".unicodeScalars))
        #expect(BidiParagraph.mayReorder("\u{0661}".unicodeScalars))
        #expect(BidiParagraph.mayReorder("\u{202E}ab".unicodeScalars))
        #expect(BidiParagraph.mayReorder("ab".unicodeScalars, direction: .rightToLeft))
    }

    @Test func mirrorsFromBidiMirroring() {  // L4
        #expect(BidiParagraph.mirrored("(") == ")" && BidiParagraph.mirrored("»") == "«")
        #expect(BidiParagraph.mirrored("\u{2208}") == "\u{220B}")  // ∈ and ∋
        #expect(BidiParagraph.mirrored("a") == "a" && BidiParagraph.mirrored("\u{221A}") == "\u{221A}")
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

    @Test func shapingTakesTheDirection() {
        let font = Font.embedded
        let glyphs = { (text: String) in text.unicodeScalars.compactMap { font.glyph(for: $0) } }
        #expect(font.shape("abc!", pixelSize: 20).glyphs.map(\.glyph) == glyphs("abc!"))
        #expect(font.shape("abc!", pixelSize: 20, direction: .rightToLeft).glyphs.map(\.glyph) == glyphs("!abc"))
        var chain = FontChain(font)
        chain.direction = .rightToLeft
        #expect(chain.shape("abc!", pixelSize: 20).glyphs.map(\.glyph) == glyphs("!abc"))
        #expect(chain.measure("abc!", pixelSize: 20) == font.measure("abc!", pixelSize: 20))
        // The chain's direction survives a font appended to it.
        #expect(chain.ending(with: font).direction == .rightToLeft)
    }
}
