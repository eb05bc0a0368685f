import Testing
@testable import TagCloud

/// `foldCase` for the list form (issue 19 A.7).
@Suite struct FoldCaseTests {
    static func parse(_ text: String, fold: Bool, maxTags: Int? = nil, cap: Int = TagInputOptions.defaultTagCap)
        throws(InputError) -> [TagCloud.Tag] {
        var options = TagInputOptions(format: .list, maxTags: maxTags, tagCap: cap)
        options.foldCase = fold
        return try TagInput.parse(text, file: "list.txt", options: options)
    }

    @Test func caseVariantsCountAsOneTagInTheMostCommonSpelling() throws {
        let text = "License\nlicense\nLICENSE\nlicense\nMIT\nmit\nNew  York\nnew york\n"
        #expect(try Self.parse(text, fold: true) == [
            TagCloud.Tag(text: "license", weight: 4), TagCloud.Tag(text: "MIT", weight: 2), TagCloud.Tag(text: "New York", weight: 2),
        ])
        // Without it, every spelling is its own tag.
        #expect(try Self.parse(text, fold: false).count == 7)
    }

    @Test func foldingKeepsTheCapsAndTheStopwords() throws {
        // Three spellings of one tag are one distinct tag under a cap of 2.
        #expect(try Self.parse("A\na\nB\n", fold: true, cap: 2).count == 2)
        #expect(throws: InputError.self) { try Self.parse("A\na\nB\n", fold: false, cap: 2) }
        var options = TagInputOptions(format: .auto, extraStopwords: ["the"])
        options.foldCase = true
        let tags = try TagInput.parse("The\nSwift\nswift\nSWIFT\n", file: "list.txt", options: options)
        #expect(tags == [TagCloud.Tag(text: "Swift", weight: 3)])
    }
}
