import Testing
import EmbeddedFont
@testable import TrueType

/// The shaping plans a font keeps (``ShapingPlans``): a kept plan must shape
/// exactly as one worked out afresh, and a font keeps one plan per table,
/// script and feature set, however many labels it shapes.
@Suite struct ShapingPlanTests {
    /// Texts in the scripts DejaVu Sans shapes with GSUB and GPOS: ligatures,
    /// kerning, Greek and Cyrillic kerning, Arabic joining and lam-alef,
    /// Hebrew points, and runs of both directions in one label.
    static let texts = [
        "office flow AVATAR", "Tokyo WAVE", "ΑΥΤΟ ΛΑΒΑ", "ГОРОД ТУЛА", "سلام عليكم", "لا إله",
        "שָׁלוֹם", "tag עברית cloud", "e\u{301}te\u{301}", "fi ffl",
    ]

    /// A font with nothing kept yet: its own copy of the embedded font.
    func freshFont() throws -> Font {
        try Font(bytes: Font.embedded.bytes)
    }

    @Test func keptPlansShapeAsFreshOnes() throws {
        // One font shapes every text twice (the second time from kept plans),
        // with ligatures on and, in a copy sharing its plans, off.
        let warm = try freshFont()
        var plain = warm
        plain.ligatures = false
        for text in Self.texts {
            _ = warm.shape(text, pixelSize: 31)
            _ = plain.shape(text, pixelSize: 31)
        }
        for text in Self.texts {
            for (font, ligatures) in [(warm, true), (plain, false)] {
                var fresh = try freshFont()
                fresh.ligatures = ligatures
                let kept = font.shape(text, pixelSize: 31), made = fresh.shape(text, pixelSize: 31)
                #expect(kept.glyphs == made.glyphs, "\(text), ligatures \(ligatures)")
                #expect(kept.advance == made.advance, "\(text), ligatures \(ligatures)")
            }
        }
        // The copy without ligatures really shapes differently.
        #expect(warm.shape("office", pixelSize: 31).glyphs.count < plain.shape("office", pixelSize: 31).glyphs.count)
    }

    @Test func oneKeptPlanPerTableScriptAndFeatures() throws {
        let font = try freshFont()
        #expect(font.plans.count == 0)
        // Two hundred Latin labels: one GSUB and one GPOS plan.
        for n in 0 ..< 200 {
            _ = font.shape("label \(n) office", pixelSize: Double(10 + n % 50))
        }
        #expect(font.plans.count == 2)
        // Arabic adds its own pair; shaping it again adds nothing.
        _ = font.shape("سلام", pixelSize: 20)
        #expect(font.plans.count == 4)
        _ = font.shape("عليكم", pixelSize: 40)
        #expect(font.plans.count == 4)
        // Copies share the store: a copy without ligatures adds a GSUB plan only.
        var plain = font
        plain.ligatures = false
        _ = plain.shape("office", pixelSize: 20)
        #expect(font.plans.count == 5)
    }
}
