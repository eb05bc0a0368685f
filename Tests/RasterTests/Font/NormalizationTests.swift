import TrueType
import Testing

// Expected forms are read from UnicodeData.txt's decomposition fields and
// CompositionExclusions.txt by hand (and the Hangul formulas of The Unicode
// Standard, 3.12); the full conformance file runs in NormalizationConformanceTests.

@Suite struct NormalizationTests {
    func nfc(_ values: UInt32...) -> [UInt32] { Normalization.nfc(values.map { Unicode.Scalar($0)! }).map(\.value) }
    func nfd(_ values: UInt32...) -> [UInt32] { Normalization.nfd(values.map { Unicode.Scalar($0)! }).map(\.value) }

    @Test func kannadaTwoPartVowelComposes() {
        // 0CCB = 0CCA 0CD5, and 0CCA = 0CC6 0CC2: composition of two starters.
        #expect(nfc(0x0C95, 0x0CCA, 0x0CD5) == [0x0C95, 0x0CCB])
        #expect(nfc(0x0CC6, 0x0CC2, 0x0CD5) == [0x0CCB])
        #expect(nfd(0x0CCB) == [0x0CC6, 0x0CC2, 0x0CD5])
    }

    @Test func hangulByArithmetic() {
        #expect(nfc(0xAC00, 0x11A8) == [0xAC01])            // LV + T
        #expect(nfc(0x1100, 0x1161, 0x11A8) == [0xAC01])    // L + V + T
        #expect(nfd(0xAC01) == [0x1100, 0x1161, 0x11A8])
        #expect(nfc(0xAC01, 0x11A8) == [0xAC01, 0x11A8])    // an LVT takes no second T
        #expect(Normalization.decomposition(of: "\u{AC01}").map { [$0.0, $0.1] } == ["\u{AC00}", "\u{11A8}"])
    }

    @Test func exclusionsAndSingletonsDoNotCompose() {
        #expect(nfc(0x0915, 0x093C) == [0x0915, 0x093C])    // 0958 is excluded
        #expect(nfc(0x212B) == [0x00C5])                    // Ångström sign: a singleton
        #expect(Normalization.decomposition(of: "\u{212B}").map { [$0.0, $0.1] } == ["\u{00C5}", nil])
        #expect(Normalization.composite("A", "\u{030A}") == "\u{00C5}")
    }

    @Test func marksInCanonicalOrderAndBlocking() {
        #expect(nfd(0x61, 0x0301, 0x0316) == [0x61, 0x0316, 0x0301])    // 220 before 230
        #expect(nfc(0x61, 0x0302, 0x0301) == [0x1EA5])                  // â, then ấ
        #expect(nfc(0x61, 0x0301, 0x0301) == [0xE1, 0x0301])            // the second is blocked
        #expect(nfc(0x0301, 0x61) == [0x0301, 0x61])                    // no starter before the mark
        #expect(Normalization.combiningClass(of: "\u{0316}") == 220)
        #expect(Normalization.combiningClass(of: "a") == 0)
    }

    @Test func latinIsUnchanged() {
        let text = Array("Sphinx of black quartz, café naïve".unicodeScalars)
        #expect(Normalization.nfc(text) == text)
        #expect(Normalization.nfd("é".unicodeScalars) == ["e", "\u{0301}"])
    }
}
