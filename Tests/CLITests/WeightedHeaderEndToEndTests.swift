import Foundation
import Testing

/// Issue 14, section 7: a first weighted line whose weight is not a number
/// (`a,nan`) was dropped as a header; only a header word is.
@Suite struct WeightedHeaderEndToEndTests {
    @Test(arguments: ["nan", "inf", "0x10"])
    func aBadFirstWeightIsAnErrorAtItsPlace(_ weight: String) throws {
        let result = try TagCloudProcess.run(["layout", "--tags", "-"], stdin: Array("a,\(weight)\nb,2\n".utf8))
        #expect(!result.signaled && result.status == 2)
        #expect(result.stderr == "tagcloud: <stdin>:1:3: weight must be a positive number, got '\(weight)'\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func aHeaderWordIsStillSkipped() throws {
        let result = try TagCloudProcess.run(["layout", "--tags", "-"], stdin: Array("tag,count\nb,2\n".utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any]
        let texts = (object?["tags"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
        #expect(texts == ["b"])
    }
}
