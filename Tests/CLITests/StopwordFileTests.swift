import Foundation
import Testing

/// `--stopwords FILE` end to end: its words are dropped, and a bad file is
/// an input error at its line and column.
@Suite struct StopwordFileTests {
    private static func texts(_ stdout: [UInt8]) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(stdout)) as? [String: Any]
        return (object?["tags"] as? [[String: Any]])?.compactMap { $0["text"] as? String } ?? []
    }

    @Test func listedWordsAreDropped() throws {
        let directory = try TemporaryDirectory()
        let list = directory.path("stop.txt")
        try Data("# words to drop\r\n  banana \r\n\r\n".utf8).write(to: URL(fileURLWithPath: list))
        let text = "apple banana cherry apple banana apple cherry date elder fig grape\n"
        let result = try TagCloudProcess.run(["layout", "--tags", "-", "--text-input", "--stopwords", list],
                                             stdin: Array(text.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let words = try Self.texts(result.stdout)
        #expect(words.first == "apple" && words.contains("cherry") && !words.contains("banana"))
    }

    @Test func invalidUTF8IsAnErrorAtItsPlace() throws {
        let directory = try TemporaryDirectory()
        let list = directory.path("stop.txt")
        try Data([0x6F, 0x6B, 0x0A, 0x61, 0x62, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: list))
        let result = try TagCloudProcess.run(["layout", "--tags", "-", "--stopwords", list], stdin: Array("a\nb\n".utf8))
        #expect(result.status == 2)
        #expect(result.stderr == "tagcloud: \(list):2:3: the file is not valid UTF-8 text\n")
    }
}
