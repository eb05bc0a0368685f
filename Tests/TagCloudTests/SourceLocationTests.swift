import TagCloud
import Testing

@Test func locationPrintsLikeACompiler() {
    #expect(SourceLocation(file: "words.txt", line: 3, column: 7).description == "words.txt:3:7")
}
