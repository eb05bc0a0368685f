import Foundation
import Testing

/// The warning about scripts drawn without shaping: Arabic and Hebrew are
/// shaped now and are not named; Devanagari still is.
@Suite struct ShapedScriptWarningTests {
    func stderr(_ tags: String) throws -> String {
        let result = try TagCloudProcess.run(["layout", "--tags", "-"], stdin: Array(tags.utf8))
        #expect(result.status == 0)
        return result.stderr
    }

    @Test func arabicAndHebrewAreNotWarnedAbout() throws {
        #expect(!(try stderr("جامعة\nעברית\nسلام\n")).contains("approximately"))
        let indic = try stderr("नमस्ते\nجامعة\n")
        #expect(indic.contains("Devanagari") && indic.contains("approximately"))
        #expect(!indic.contains("Arabic"))
    }
}
