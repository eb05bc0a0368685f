import Foundation
import Testing
@testable import TrueType

/// Fonts whose layout tables would make shaping slow or trap: every one is
/// cut off by the operation budget and shapes to some glyphs.
@Suite struct LayoutHardeningTests {
    /// A fuzz finding (`font` target): a mutated DejaVu subset whose GSUB
    /// lookups claim tens of thousands of subtables took over a second per
    /// shape, because trying a subtable spent nothing from the budget. Each
    /// subtable tried now costs an operation, so the budget runs out.
    @Test func subtablesTriedSpendTheBudget() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tools/fuzz/seeds/font/regression-layout-subtables")
        let font = try Font(bytes: [UInt8](try Data(contentsOf: url)))
        var budget = LayoutBudget()
        budget.minimumOperations = 2000
        var left = Int.max
        let glyphs = font.shapeRun(Array("office fly AVATAR".unicodeScalars), rightToLeft: false, ligatures: true,
                                   budget: budget) { left = $0 }
        #expect(left <= 0, "the budget was not used up: \(left) left")
        #expect(glyphs.count <= 8192)
        // A well-formed font shapes well inside the same budget.
        var spare = Int.min
        _ = Font.embedded.shapeRun(Array("office fly AVATAR".unicodeScalars), rightToLeft: false, ligatures: true,
                                   budget: budget) { spare = $0 }
        #expect(spare > 0)
    }

    /// Reads past the end of the file give zeros: a GSUB offset pointing
    /// outside the file, or at itself, neither traps nor loops.
    @Test func truncatedAndSelfPointingTablesAreHarmless() throws {
        var bytes = HarfBuzzExpectations.craftedFont
        // Point every lookup subtable offset of GSUB and GPOS at the end of the file and beyond.
        let font = try Font(bytes: bytes)
        let tables = [font.layoutTables.gsub, font.layoutTables.gpos, font.layoutTables.gdef].compactMap { $0 }
        for start in tables {
            for k in stride(from: start + 4, to: min(bytes.count, start + 64), by: 2) {
                var mutated = bytes
                mutated[k] = 0xFF
                mutated[k + 1] = 0xF0 + UInt8(k % 16)
                guard let broken = try? Font(bytes: mutated) else { continue }
                _ = broken.shape("abdgjk bhi a\u{301}", pixelSize: 1000)
            }
        }
        bytes.removeLast(bytes.count - (tables.max() ?? bytes.count) - 8)
        _ = try? Font(bytes: bytes).shape("abdgjk", pixelSize: 1000)
    }
}
