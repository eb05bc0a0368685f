import Foundation
import Testing

/// The DocC pages show exactly the code the tests in this folder run: every
/// `swift` block of every page of the catalogs below is, line for line, the
/// next example marked for that page (`// Example: Raster.docc/Page.md` to
/// `// End of example`) in these test files, and every marked example is
/// shown. The pages' `import` lines are left out of the comparison (the
/// test files import the same modules at their top), and both sides are
/// compared unindented. No code line is longer than ``maximumLineLength``.
@Suite struct ArticleExampleTests {
    /// The catalogs (under Sources/) whose examples this folder runs.
    static let catalogs = ["Raster/Raster.docc", "ImageCodecs/ImageCodecs.docc", "TrueType/TrueType.docc",
                           "TagCloud/TagCloud.docc"]

    /// The longest code line a page may show: a code listing in a rendered
    /// page shows 77 characters in a 1280-pixel-wide window, and scrolls
    /// sideways for more.
    static let maximumLineLength = 76

    /// The lines that open and close an example in a test.
    static let opening = "// Example: ", closing = "// End of example"

    /// The folder holding this file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The `swift` code blocks of a page, without their `import` lines and
    /// the blank lines after them, unindented.
    static func codeBlocks(in page: String) -> [[String]] {
        var blocks: [[String]] = [], current: [String]?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var block = current {
                if trimmed == "```" {
                    while block.first.map({ $0.hasPrefix("import ") || $0.trimmingCharacters(in: .whitespaces).isEmpty }) ?? false {
                        block.removeFirst()
                    }
                    blocks.append(unindented(block))
                    current = nil
                } else {
                    block.append(line)
                    current = block
                }
            } else if trimmed == "```swift" {
                current = []
            }
        }
        return blocks
    }

    /// The examples marked in a test source, by page (`Raster.docc/Page.md`), in order.
    static func examples(in source: String) -> [String: [[String]]] {
        var found: [String: [[String]]] = [:], page: String?, lines: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = page {
                if trimmed == closing {
                    found[open, default: []].append(unindented(lines))
                    page = nil
                } else {
                    lines.append(line)
                }
            } else if trimmed.hasPrefix(opening) {
                page = String(trimmed.dropFirst(opening.count))
                lines = []
            }
        }
        return found
    }

    /// `lines` without the indentation they all share and without trailing blank lines.
    static func unindented(_ lines: [String]) -> [String] {
        var lines = lines
        while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty ?? false { lines.removeLast() }
        let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : String($0.dropFirst(indent)) }
    }

    /// What differs between the pages' blocks and the marked examples, one line each.
    static func mismatches(pages: [String: [[String]]], examples: [String: [[String]]]) -> [String] {
        var problems: [String] = []
        for (page, blocks) in pages.sorted(by: { $0.key < $1.key }) {
            let tested = examples[page] ?? []
            for (k, block) in blocks.enumerated() where k >= tested.count || tested[k] != block {
                let shown = block.joined(separator: "\n")
                problems.append(k < tested.count
                    ? "\(page): block \(k + 1) is not the test's example \(k + 1):\n\(shown)\n--- the test runs:\n"
                        + tested[k].joined(separator: "\n")
                    : "\(page): block \(k + 1) is not run by any test:\n\(shown)")
            }
            if tested.count > blocks.count {
                problems.append("\(page): the tests run \(tested.count) examples, the page shows \(blocks.count)")
            }
        }
        for page in examples.keys.sorted() where pages[page] == nil {
            problems.append("\(page): the tests mark examples for a page that does not exist")
        }
        return problems
    }

    @Test func pagesShowExactlyTheTestedExamples() throws {
        let sources = Self.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        var pages: [String: [[String]]] = [:]
        for catalog in Self.catalogs {
            let directory = sources.appendingPathComponent(catalog)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".md") }
            #expect(names.count >= 3, "\(catalog) has \(names.count) pages")
            for name in names {
                let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                let key = "\(URL(fileURLWithPath: catalog).lastPathComponent)/\(name)"
                pages[key] = Self.codeBlocks(in: text)
            }
        }
        var examples: [String: [[String]]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        where name.hasSuffix(".swift") {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            examples.merge(Self.examples(in: text)) { $0 + $1 }
        }
        #expect(pages.values.joined().count >= 10, "too few code blocks found: \(pages.values.joined().count)")
        let long = pages.sorted { $0.key < $1.key }.flatMap { page, blocks in
            blocks.joined().filter { $0.count > Self.maximumLineLength }.map { "\(page): \($0)" }
        }
        #expect(long.isEmpty, "code lines over \(Self.maximumLineLength) characters:\n\(long.joined(separator: "\n"))")
        let problems = Self.mismatches(pages: pages, examples: examples)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n\n"))")
    }

    /// The comparison reports a changed line, an untested block, an extra
    /// example and an example for a missing page.
    @Test func mismatchesAreReported() {
        let page = "Intro\n\n```swift\nimport Raster\n\nlet a = 1\n  let b = 2\n```\n\n```swift\nlet c = 3\n```\n"
        let blocks = Self.codeBlocks(in: page)
        #expect(blocks == [["let a = 1", "  let b = 2"], ["let c = 3"]])
        let source = """
                \(Self.opening)X.docc/P.md
                let a = 1
                  let b = 2
                \(Self.closing)
            """
        let examples = Self.examples(in: source)
        #expect(examples == ["X.docc/P.md": [["let a = 1", "  let b = 2"]]])
        #expect(Self.mismatches(pages: ["X.docc/P.md": [blocks[0]]], examples: examples).isEmpty)
        let reported = Self.mismatches(pages: ["X.docc/P.md": blocks], examples: examples)
        #expect(reported.count == 1 && reported[0].contains("block 2 is not run by any test"))
        let changed = Self.mismatches(pages: ["X.docc/P.md": [["let a = 2", "  let b = 2"]]], examples: examples)
        #expect(changed.count == 1 && changed[0].contains("block 1 is not the test's example 1"))
        let extra = Self.mismatches(pages: ["X.docc/P.md": []], examples: examples)
        #expect(extra == ["X.docc/P.md: the tests run 1 examples, the page shows 0"])
        let missing = Self.mismatches(pages: [:], examples: examples)
        #expect(missing == ["X.docc/P.md: the tests mark examples for a page that does not exist"])
    }
}
