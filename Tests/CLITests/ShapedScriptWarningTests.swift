import Foundation
import Testing

/// The warning about scripts drawn without shaping: Arabic, Hebrew, the Indic
/// scripts, Sinhala, Khmer and Myanmar are shaped now and are not named;
/// Tibetan still is.
@Suite struct ShapedScriptWarningTests {
    func stderr(_ tags: String) throws -> String {
        let result = try TagCloudProcess.run(["layout", "--tags", "-"], stdin: Array(tags.utf8))
        #expect(result.status == 0)
        return result.stderr
    }

    @Test func shapedScriptsAreNotWarnedAbout() throws {
        #expect(!(try stderr("جامعة\nעברית\nسلام\nनमस्ते\nதமிழ்\nខ្មែរ\nမြန်မာ\nසිංහල\n")).contains("approximately"))
        let tibetan = try stderr("བོད་ཡིག\nनमस्ते\nجامعة\n")
        #expect(tibetan.contains("Tibetan") && tibetan.contains("approximately"))
        #expect(!tibetan.contains("Arabic") && !tibetan.contains("Devanagari"))
    }
}
