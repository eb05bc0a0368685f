import Homogeneous
import Testing
@testable import TagCloud

/// The links grammar, name lookup, and every error at its line and column.
@Suite struct LinkInputTests {
    static let tags = ["Swift", "Rust", "Python", "C", "C++", "C#", "JavaScript", "TypeScript", "Go", "Haskell",
                       "Kotlin", "Java", "Objective-C", "a -> b", "Hello, world", "#hashtag", "say \"hi\"", "GO lang",
                       "Machine Learning", "swift"]

    func parse(_ text: String) throws -> [TagLink] {
        try LinkInput.parse(text, file: "links.txt", tagNames: Self.tags)
    }

    func index(_ name: String) -> Int { Self.tags.firstIndex(of: name) ?? -1 }

    func expectError(_ text: String, line: Int, column: Int, _ fragment: String,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var found: InputError?
        do { _ = try LinkInput.parse(text, file: "links.txt", tagNames: Self.tags) } catch { found = error }
        expectLocated(found, file: "links.txt", line: line, column: column, fragment, sourceLocation: sourceLocation)
    }

    @Test func basicLinksWithWeightsCommentsAndBlankLines() throws {
        let links = try parse("""
            # languages
            Swift -> Rust
              Python->C, 2.5   # weighted

            Machine Learning -> Python,3
            C++ -> C#
            """)
        #expect(links == [
            TagLink(from: index("Swift"), to: index("Rust"), weight: 1, line: 2),
            TagLink(from: index("Python"), to: index("C"), weight: 2.5, line: 3),
            TagLink(from: index("Machine Learning"), to: index("Python"), weight: 3, line: 5),
            TagLink(from: index("C++"), to: index("C#"), weight: 1, line: 6),
        ])
    }

    @Test func quotedNames() throws {
        let links = try parse(#"""
            "a -> b" -> "Hello, world", 4
            "#hashtag" -> Go
            Kotlin -> "say ""hi"""
            "Objective-C"->Java
            """#)
        #expect(links.map { [$0.from, $0.to] } == [[index("a -> b"), index("Hello, world")],
                                                   [index("#hashtag"), index("Go")],
                                                   [index("Kotlin"), index("say \"hi\"")],
                                                   [index("Objective-C"), index("Java")]])
        #expect(links[0].weight == 4)
    }

    @Test func namesResolveExactlyThenUniquelyIgnoringCase() throws {
        // "swift" and "Swift" are both tags: each exact name wins.
        let exact = try parse("swift -> Rust\nSwift -> Go")
        #expect(exact.map(\.from) == [index("swift"), index("Swift")])
        // A unique case-insensitive match is accepted.
        #expect(try parse("HASKELL -> kotlin").first == TagLink(from: index("Haskell"), to: index("Kotlin"), line: 1))
        // Two tags fold to "sWiFt": ambiguous.
        expectError("sWiFt -> Go", line: 1, column: 1, "tag 'sWiFt' is ambiguous: it matches 'Swift', 'swift'; write it exactly")
    }

    @Test func unknownNamesAreErrorsAtTheName() {
        expectError("Swift -> Rust\nSwift -> Rusty", line: 2, column: 10, "unknown tag 'Rusty'; did you mean 'Rust'?")
        expectError("  Pyhton -> Go", line: 1, column: 3, "unknown tag 'Pyhton'; did you mean 'Python'?")
        expectError("Go -> \"Fortran 77\"", line: 1, column: 7,
                    "unknown tag 'Fortran 77': no tag in the cloud has this text")
    }

    @Test func selfLinksAndDuplicatesAreErrors() {
        expectError("Rust -> Rust", line: 1, column: 9, "a link from 'Rust' to itself")
        expectError("haskell -> Haskell", line: 1, column: 12, "a link from 'Haskell' to itself")
        expectError("Go -> Java\nC -> Go\nJava -> Go, 2", line: 3, column: 1,
                    "duplicate link between 'Java' and 'Go' (first on line 1)")
        expectError("Go -> Java\nGo -> Java", line: 2, column: 1, "duplicate link")
    }

    @Test func syntaxErrors() {
        expectError("Swift", line: 1, column: 6, "expected '->' and a second tag name after 'Swift'")
        expectError("Swift Rust # no arrow", line: 1, column: 12, "expected '->'")
        expectError("-> Rust", line: 1, column: 1, "missing tag name")
        expectError("Swift ->", line: 1, column: 9, "missing tag name")
        expectError("Swift ->   # nothing", line: 1, column: 12, "missing tag name")
        expectError("Swift -> Rust -> Go", line: 1, column: 15, "a second '->' in one link: quote a name that contains '->'")
        expectError("Swift -> Rust,", line: 1, column: 15, "missing weight after ','")
        expectError("Swift -> Rust, 0", line: 1, column: 16, "a weight must be greater than 0")
        expectError("Swift -> Rust, heavy", line: 1, column: 16, "expected a positive weight such as 5, got 'heavy'")
        expectError("Swift -> Rust, 2 3", line: 1, column: 16, "got '2 3'")
        expectError("\"Swift -> Rust", line: 1, column: 1, "unterminated quote")
        expectError("\"Swift\" x -> Rust", line: 1, column: 9, "expected '->'")
        expectError("Swift -> \"Rust\" x", line: 1, column: 17, "expected ',' and a weight or the end of the line")
        expectError("Sw\"ift -> Rust", line: 1, column: 3, "a quote inside a name")
        expectError("\"\" -> Rust", line: 1, column: 1, "a tag name cannot be empty")
        expectError("Swift -> Hello, world", line: 1, column: 17,
                    "expected a positive weight such as 5, got 'world' (quote a name that contains a comma)")
    }

    @Test func bomCRLFAndInvalidUTF8() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("Swift -> Rust\r\nGo -> C\r\n".utf8)
        #expect(try LinkInput.parse(bytes, file: "l", tagNames: Self.tags).count == 2)
        let bad: [UInt8] = Array("Swift -> Rust\nGo -> ".utf8) + [0xC3] + Array("C".utf8)
        var found: InputError?
        do { _ = try LinkInput.parse(bad, file: "l", tagNames: Self.tags) } catch { found = error }
        expectLocated(found, file: "l", line: 2, column: 7, "not valid UTF-8")
        // The file is checked as text before any link is judged: invalid
        // UTF-8 on line 3 is reported before the unknown tag on line 1.
        let both: [UInt8] = Array("Swift -> Nope\nGo -> C\nC -> ".utf8) + [0xFF]
        found = nil
        do { _ = try LinkInput.parse(both, file: "l", tagNames: Self.tags) } catch { found = error }
        expectLocated(found, file: "l", line: 3, column: 6, "not valid UTF-8")
    }

    @Test func arcsJoinTheTagsPoints() throws {
        let points = [geo(48.8566, 2.3522).unitVector, geo(40.7128, -74.006).unitVector]
        let arc = TagLink(from: 0, to: 1).arc(points: points)
        #expect(arc.points.first == points[0] && arc.points.last == points[1])
        #expect(arc.lifts.max() ?? 0 > 1.019)
        #expect(TagLink(from: 0, to: 5).arc(points: points).points.isEmpty)
    }
}
