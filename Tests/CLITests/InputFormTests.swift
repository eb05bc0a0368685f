import Foundation
import Testing

/// Issue 44: tag files as spreadsheets and web pages write them, read with
/// no option. The files in InputForms/ are written by make-input-forms.py
/// with Python's csv and json modules; expected.json holds their tags.
@Suite struct InputFormTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("InputForms")

    /// Each file's expected tags as `text=weight`, heaviest first (ties in file order), as `layout` lists them.
    static let expected: [String: [String]] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("expected.json")),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: [[Any]]] else { return [:] }
        return object.mapValues { rows in
            rows.map { ($0[0] as? String ?? "", ($0[1] as? NSNumber)?.doubleValue ?? 0) }.enumerated()
                .sorted { $0.element.1 > $1.element.1 || ($0.element.1 == $1.element.1 && $0.offset < $1.offset) }
                .map { "\($0.element.0)=\($0.element.1)" }
        }
    }()

    static let names = expected.keys.sorted()

    /// `(text, weight)` pairs of a `layout` run's JSON, in its order.
    static func layoutTags(_ result: ProcessResult) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any]
        let tags = object?["tags"] as? [[String: Any]] ?? []
        return tags.map { "\($0["text"] as? String ?? "?")=\($0["weight"] as? Double ?? -1)" }
    }

    @Test func theFixturesAreThere() {
        #expect(Self.names.count >= 15)
    }

    @Test(arguments: names)
    func aFileIsReadAsTheTagsItHoldsWithNoOption(_ name: String) throws {
        let result = try TagCloudProcess.run(["layout", "--tags", Self.folder.appendingPathComponent(name).path,
                                              "--size", "400x300", "-o", "-"])
        #expect(result.status == 0, "\(name): \(result.stderr)")
        #expect(try Self.layoutTags(result) == Self.expected[name], "\(name)")
    }

    /// A file that looks delimited but has a weight that is no number is an
    /// error at that field, never a fallback to whole lines as tags.
    @Test func aBadWeightInATableIsAnErrorAtItsField() throws {
        let csv = "\"Topic\",\"Mentions\"\r\n\"Transport\",\"1,234.00\"\r\n\"Housing\",\"lots\"\r\n\"Jobs\",\"12\"\r\n"
        let result = try TagCloudProcess.run(["layout", "--tags", "-"], stdin: Array(csv.utf8))
        #expect(result.status == 2)
        #expect(result.stderr == "tagcloud: <stdin>:3:11: weight must be a positive number, got 'lots'\n")
        let semicolon = "Thema;Anzahl\nVerkehr;12,5\nWohnen;1.2.3\n"
        let second = try TagCloudProcess.run(["layout", "--tags", "-"], stdin: Array(semicolon.utf8))
        #expect(second.stderr == "tagcloud: <stdin>:3:8: weight must be a positive number, got '1.2.3'\n")
        let unterminated = "Topic,Count\n\"Transport,12\nJobs,3\n"
        let third = try TagCloudProcess.run(["layout", "--tags", "-", "--input-format", "csv"],
                                            stdin: Array(unterminated.utf8))
        #expect(third.stderr == "tagcloud: <stdin>:2:1: unterminated quote: no closing '\"' for this field\n")
    }

    @Test func aBadJSONWordIsAnErrorAtItsPlace() throws {
        let result = try TagCloudProcess.run(["layout", "--tags", "-"], stdin: Array("[[\"A\", 1],\n [\"B\", -2]]".utf8))
        #expect(result.status == 2)
        #expect(result.stderr == "tagcloud: <stdin>:2:8: [1][1]: weight must be a positive number\n")
        let syntax = try TagCloudProcess.run(["layout", "--tags", "-"], stdin: Array("[{\"text\": \"A\", \"size\": 1,}]".utf8))
        #expect(syntax.status == 2 && syntax.stderr.hasPrefix("tagcloud: <stdin>:1:26: "), "\(syntax.stderr)")
        let noWeight = try TagCloudProcess.run(["layout", "--tags", "-", "--input-format", "json"],
                                               stdin: Array("[{\"text\": \"A\", \"sizes\": 1}]".utf8))
        #expect(noWeight.stderr == "tagcloud: <stdin>:1:2: [0]: a word needs a \"weight\", \"size\", \"value\" or \"count\"\n")
    }

    @Test func optionsNameTheDelimiterAndTheColumns() throws {
        let csv = "id;Topic;Category;Count;Views\n1;Transport;Public;12;400\n2;Jobs;Economy;30;100\n"
        func tags(_ extra: [String]) throws -> [String] {
            let result = try TagCloudProcess.run(["layout", "--tags", "-", "--size", "400x300"] + extra,
                                                 stdin: Array(csv.utf8))
            #expect(result.status == 0, "\(result.stderr)")
            return try Self.layoutTags(result)
        }
        // The header names the weight (Count) among three numeric columns.
        #expect(try tags([]) == ["Jobs=30.0", "Transport=12.0"])
        #expect(try tags(["--weight-column", "views"]) == ["Transport=400.0", "Jobs=100.0"])
        #expect(try tags(["--weight-column", "5", "--tag-column", "Category"]) == ["Public=400.0", "Economy=100.0"])
        #expect(try tags(["--delimiter", "semicolon", "--tag-column", "3"]) == ["Economy=30.0", "Public=12.0"])
        let missing = try TagCloudProcess.run(["layout", "--tags", "-", "--weight-column", "Likes"], stdin: Array(csv.utf8))
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("tagcloud: <stdin>:1:1: no column named 'Likes' for the weights: the header has"))
    }
}
