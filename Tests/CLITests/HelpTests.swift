import Foundation
import Testing
@testable import tagcloud

@Suite struct HelpTests {
    static let helps: [(String, String)] =
        [("tagcloud", HelpFormatter.topLevelHelp(CommandRegistry.specs))]
        + CommandRegistry.specs.map { ($0.name, HelpFormatter.help(for: $0)) }
        + CommandRegistry.specs.map { ($0.name + " --help-all", HelpFormatter.help(for: $0, full: true)) }

    @Test func everyHelpFitsEightyColumnsAndHasExamples() {
        for (name, text) in Self.helps {
            #expect(text.contains("\nExamples:\n"), "\(name)")
            #expect(text.hasSuffix("\n"))
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(line.count <= 80, "\(name): \(line)")
                #expect(!line.hasSuffix(" "), "\(name): trailing space in '\(line)'")
            }
        }
    }

    @Test func commandHelpListsEveryOptionWithItsDefault() {
        for spec in CommandRegistry.specs {
            let text = HelpFormatter.help(for: spec, full: true)
            #expect(text.hasPrefix("tagcloud \(spec.name): "))
            #expect(text.contains("Usage: tagcloud \(spec.name) --tags FILE [options]"))
            for option in spec.options {
                #expect(text.contains(HelpFormatter.optionLabel(option)), "\(spec.name) \(option.name)")
                if case .value(let value)? = option.defaultValue {
                    #expect(text.contains("(default: \(value))"), "\(spec.name) \(option.name)")
                }
            }
        }
    }

    @Test func optionHelpColumnsAlign() throws {
        // Help text starts in the same column in every section.
        let lines = HelpFormatter.help(for: RenderCommand.spec, full: true).split(separator: "\n").map(String.init)
        func column(of prefix: String, text: String) throws -> Int {
            let line = try #require(lines.first { $0.hasPrefix(prefix) })
            let range = try #require(line.range(of: text))
            return line.distance(from: line.startIndex, to: range.lowerBound)
        }
        let size = try column(of: "      --size WxH", text: "The image size")
        // The widest label, "--depth-fade alpha|blend", sets the column: 6 + 24 + 2.
        #expect(size == 32)
        #expect(try column(of: "  -o, --output FILE", text: "Write the image") == size)
        #expect(try column(of: "  -h, --help", text: "Show this help") == size)
        // A label too wide for the column puts its help on the next line.
        let wide = try #require(lines.firstIndex { $0.hasPrefix("      --input-format csv|json|list|weighted|text|places|auto") })
        #expect(lines[wide + 1].hasPrefix(String(repeating: " ", count: size) + "How to read"))
    }

    @Test func declarationsAreConsistent() {
        for spec in CommandRegistry.specs {
            let names = spec.options.map(\.name)
            #expect(Set(names).count == names.count, "\(spec.name): duplicate option")
            let shorts = spec.options.compactMap(\.short)
            #expect(Set(shorts).count == shorts.count, "\(spec.name): duplicate short option")
            #expect(!shorts.contains("h"), "-h is help")
            #expect(!spec.examples.isEmpty)
            for option in spec.options {
                #expect(option.help.hasSuffix("."), "\(spec.name) --\(option.name)")
                // Every default the parser applies must parse with the option's own parser.
                if case .value(let text)? = option.defaultValue {
                    #expect((try? option.parse(text)) != nil, "\(spec.name) --\(option.name) default '\(text)'")
                }
            }
            for example in spec.examples {
                #expect(example.command.contains("tagcloud \(spec.name) "), "\(example.command)")
            }
        }
    }

    /// Each example's tagcloud invocation parses (ignoring shell pipes).
    @Test func examplesParse() {
        for spec in CommandRegistry.specs {
            for example in spec.examples {
                let joined = example.command.replacingOccurrences(of: "\\\n", with: " ")
                for line in joined.split(separator: "\n") {
                    guard let start = line.firstRange(of: "tagcloud ") else { continue }
                    var words = line[start.upperBound...].split(separator: " ").map(String.init)
                    if let pipe = words.firstIndex(where: { $0 == "|" || $0.hasPrefix(">") }) { words = Array(words[..<pipe]) }
                    words = words.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'")) }
                    if case .failure(let error) = CommandLineParser.parse(words) {
                        Issue.record("\(words): \(error.message)")
                    }
                }
            }
        }
    }

    @Test func shortUsageNamesTheCommands() {
        let text = HelpFormatter.missingCommand(CommandRegistry.specs)
        #expect(text == "missing a command; commands: render, animate, layout, help")
    }

    @Test func wrappingKeepsWordsWhole() {
        #expect(TextWrapping.wrap("aaa bbb ccc", width: 7) == ["aaa bbb", "ccc"])
        #expect(TextWrapping.wrap("aaa bbb", width: 7, firstIndent: 4, indent: 2) == ["aaa", "  bbb"])
        #expect(TextWrapping.wrap(String(repeating: "x", count: 10), width: 5) == [String(repeating: "x", count: 10)])
        #expect(TextWrapping.paragraphs("a b\n\nc", indent: 2) == ["  a b", "", "  c"])
    }
}
