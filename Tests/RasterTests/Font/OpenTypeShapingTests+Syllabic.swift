import Testing
@testable import TrueType

/// The syllabic shapers (issue 46) against HarfBuzz, a few words per script
/// in its Noto Sans face (expected values from harfbuzz-expectations.py), and
/// the pieces they are made of: the generated character tables and the
/// syllable grammars.
extension OpenTypeShapingTests {
    @Test func indicScriptsReorderAndFormConjuncts() throws {
        typealias E = HarfBuzzExpectations
        for expected in [E.devanagari, E.devanagariJoiners, E.bengali, E.gurmukhi, E.gujarati, E.oriya, E.tamil,
                         E.telugu, E.kannada, E.malayalam] {
            try check(expected)
        }
    }

    @Test func sinhalaKhmerAndMyanmar() throws {
        try check(HarfBuzzExpectations.sinhala)
        try check(HarfBuzzExpectations.khmer)
        try check(HarfBuzzExpectations.myanmar)
    }

    /// Thai and Lao SARA AM is decomposed, its NIKHAHIT before a tone mark, as HarfBuzz's Thai shaper does.
    @Test func thaiAndLaoSaraAm() throws {
        try check(HarfBuzzExpectations.thaiSaraAm)
        try check(HarfBuzzExpectations.laoSaraAm)
    }

    @Test func oldSpecificationFontsAndFontsWithoutPositioning() throws {
        try check(HarfBuzzExpectations.devanagariOldSpec)
        // No GPOS: the Indic shaper zeroes no mark advance (ொ's pieces keep theirs).
        try check(HarfBuzzExpectations.tamilWithoutPositioning)
    }

    @Test func characterTablesFollowUnicodeAndTheSpecifications() {
        let cases: [(UInt32, SyllabicCategory, SyllabicPosition)] = [
            (0x0915, .consonant, .baseConsonant), (0x0930, .ra, .baseConsonant), (0x093F, .matra, .preMatra),
            (0x0940, .matra, .afterSubjoined), (0x094D, .halant, .belowConsonant), (0x0902, .syllableModifier, .syllableModifier),
            (0x09C7, .matra, .preMatra), (0x0BBE, .matra, .afterPost), (0x0C3F, .matra, .beforeSubjoined),
            (0x0D4E, .repha, .end), (0x200D, .zwj, .end), (0x25CC, .dottedCircle, .baseConsonant),
            (0x00A0, .placeholder, .baseConsonant), (0x17D2, .halant, .end), (0x17C1, .vowelPre, .preConsonant),
            (0x179A, .ra, .baseConsonant), (0x103C, .medialRa, .end), (0x103A, .asat, .end), (0x0041, .other, .end),
        ]
        for (scalar, category, position) in cases {
            let found = SyllabicCharacter.properties(scalar)
            #expect(found.0 == category && found.1 == position, "U+\(String(scalar, radix: 16, uppercase: true))")
        }
        let universal: [(UInt32, UniversalCategory)] = [
            (0x0D9A, .base), (0x0DCA, .halantOrVowelModifier), (0x0DD9, .vowelPre), (0x0DCF, .vowelPost),
            (0x0D82, .vowelModifierPost), (0x200D, .cgj), (0x200C, .zwnj), (0x25CC, .base), (0x0041, .other),
        ]
        for (scalar, category) in universal {
            #expect(UniversalCategory.of(scalar) == category, "U+\(String(scalar, radix: 16, uppercase: true))")
        }
    }

    /// The Indic grammar cuts text where the specification says syllables end.
    @Test func indicSyllables() {
        func kinds(_ text: String) -> [String] {
            let categories = text.unicodeScalars.map { SyllabicCharacter.properties($0.value).0.rawValue }
            var start = 0
            return SyllableGrammar.indic.syllables(categories).map { end, kind in
                defer { start = end }
                return "\(end - start)\(IndicSyllable(rawValue: kind).map { "\($0)" } ?? "?")"
            }
        }
        #expect(kinds("क्षि") == ["4consonant"])
        #expect(kinds("हिन्दी") == ["2consonant", "4consonant"])
        #expect(kinds("कर्म") == ["1consonant", "3consonant"])   // र्म: reph on its consonant
        #expect(kinds("क्\u{200C}ष") == ["3consonant", "1consonant"])   // ZWNJ ends the syllable
        #expect(kinds("ि क") == ["1broken", "1nonIndic", "1consonant"])
        #expect(kinds("आ") == ["1vowel"])
        let khmer = "ស្រី".unicodeScalars.map { SyllabicCharacter.properties($0.value).0.rawValue }
        #expect(SyllableGrammar.khmer.syllables(khmer).map(\.end) == [4])
    }

    /// A run of one font is shaped a piece per script where a syllabic script
    /// meets another, as HarfBuzz applications itemize text (a font with Latin
    /// and Devanagari would otherwise shape "Hindi हिन्दी" all as Latin).
    @Test func runsAreCutWhereASyllabicScriptBegins() {
        func pieces(_ text: String) -> [String] {
            let scalars = Array(text.unicodeScalars)
            return UnicodeScript.pieces(scalars).map { range in
                var piece = ""
                piece.unicodeScalars.append(contentsOf: scalars[range])
                return piece
            }
        }
        #expect(pieces("Hindi हिन्दी (2024)") == ["Hindi ", "हिन्दी (2024)"])
        #expect(pieces("तमिल தமிழ் ខ្មែរ") == ["तमिल ", "தமிழ் ", "ខ្មែរ"])
        #expect(pieces("Ωмега office") == ["Ωмега office"])   // no syllabic script: one piece, as before
        #expect(pieces("१२३ कर्म") == ["१२३ कर्म"])
    }
}
