import Foundation
import Homogeneous
import Testing
import TagCloud

/// Library errors speak in library terms: no message names a command-line
/// flag (`--fit`, `--max-tags`); the CLI translates them into its flags.
@Suite struct LibraryVocabularyTests {
    /// The text of every string literal in `source`, Swift comments skipped.
    ///
    /// A small lexer: `//` and nested `/* */` comments, `"…"` with escapes,
    /// `"""…"""` and raw `#"…"#` strings. Interpolated code stays in the
    /// literal's text, which only makes the check stricter.
    static func stringLiterals(in source: String) -> [String] {
        let s = Array(source.unicodeScalars)
        var literals: [String] = []
        var i = 0
        func starts(_ text: String, at k: Int) -> Bool {
            let t = Array(text.unicodeScalars)
            return k + t.count <= s.count && Array(s[k ..< k + t.count]) == t
        }
        while i < s.count {
            if starts("//", at: i) {
                while i < s.count, s[i] != "\n" { i += 1 }
            } else if starts("/*", at: i) {
                var depth = 0
                repeat {
                    if starts("/*", at: i) { depth += 1; i += 2 } else if starts("*/", at: i) { depth -= 1; i += 2 } else { i += 1 }
                } while depth > 0 && i < s.count
            } else if s[i] == "#" || s[i] == "\"" {
                var hashes = 0
                while i + hashes < s.count, s[i + hashes] == "#" { hashes += 1 }
                guard i + hashes < s.count, s[i + hashes] == "\"" else { i += max(1, hashes); continue }
                i += hashes
                let quote = starts("\"\"\"", at: i) ? "\"\"\"" : "\""
                let close = quote + String(repeating: "#", count: hashes)
                i += quote.count
                var text = String.UnicodeScalarView()
                while i < s.count, !starts(close, at: i) {
                    if hashes == 0, s[i] == "\\", i + 1 < s.count { text.append(s[i]); i += 1 }
                    text.append(s[i])
                    i += 1
                }
                i += close.count
                literals.append(String(text))
            } else {
                i += 1
            }
        }
        return literals
    }

    /// Whether `text` names a long option: `--` followed by a letter.
    static func namesAFlag(_ text: String) -> Bool {
        text.firstRange(of: #/--[A-Za-z]/#) != nil
    }

    @Test func theLexerFindsFlagsInStringsOnly() {
        let source = #"""
            // "--fit" in a comment
            /* "--backface" /* nested */ still comment */
            let a = "uses \(x) --max-tags here"
            let b = #"raw --spin "quoted""#
            let c = "escaped \" --route-polyline"
            let d = "no flag - or -- alone"
            """#
        let literals = Self.stringLiterals(in: source)
        #expect(literals.filter(Self.namesAFlag).count == 3)
        #expect(literals.contains("no flag - or -- alone"))
        #expect(!literals.contains { $0.contains("--fit") || $0.contains("--backface") })
    }

    /// Every string literal in the library sources (every target but the
    /// CLI's) is free of flag names.
    @Test func noLibraryStringNamesAFlag() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path))
            .compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("tagcloud/") }
            .sorted()
        #expect(files.count > 100, "the scan found too few library sources: \(files.count)")
        #expect(files.contains("TagCloud/Geo/Fit/FitTarget.swift"))
        var offenders: [String] = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for literal in Self.stringLiterals(in: text) where Self.namesAFlag(literal) {
                offenders.append("\(file): \(literal)")
            }
        }
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }

    /// The errors of the parsers that once named flags, constructed and read.
    @Test func libraryErrorsNameNoFlag() {
        func description(_ body: () throws -> Void) -> String? {
            do { try body(); return nil } catch { return String(describing: error) }
        }
        let spin = RotationSpec(axis: .unitY, angle: .degrees(20))
        let descriptions = [
            description { _ = try FitTarget.parse("everything") },
            description { _ = try BackfaceMode.parse("show") },
            description { _ = try FitToContent.parsePadding("0.5") },
            description { _ = try PolylinePrecision.parse("9") },
            description { _ = try EncodedPolyline.decode("_p~iF~ps|U_ulL nnqC") },
            description { _ = try Replay(spin: spin, duration: -1, options: try ReplayOptions(sphereRadius: 100)) },
            description { _ = try ReplayOptions(sphereRadius: 100, maxFrames: 0) },
            description { _ = try TagInput.parse("a\nb\nc\n", file: "t", options: TagInputOptions(tagCap: 2)) },
            description { _ = try TagInput.parse("abcdef\n", file: "t", options: TagInputOptions(maxTagLength: 3)) },
            description { _ = try GeoTagInput.parse("a,1,2\nb,3,4\n", file: "g", maximumTags: 1) },
            description { _ = try RouteCSV.parse("1,2\n3,4\n5,6\n", file: "r", maximumPoints: 2) },
        ]
        for (k, text) in descriptions.enumerated() {
            let text = try? #require(text, "error \(k) was not thrown")
            #expect(text.map { !$0.contains("--") } == true, "error \(k): \(text ?? "")")
        }
    }
}
