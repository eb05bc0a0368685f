import Foundation
import Testing
@testable import tagcloud

/// `tagcloud help TOPIC`: every option's whole story, one topic each.
@Suite struct HelpTopicTests {
    /// Every option name any command declares, with the commands that take it.
    static var optionOwners: [(name: String, commands: [String])] {
        var owners: [(name: String, commands: [String])] = []
        for spec in CommandRegistry.specs {
            for option in spec.options {
                if let index = owners.firstIndex(where: { $0.name == option.name }) {
                    owners[index].commands.append(spec.name)
                } else {
                    owners.append((option.name, [spec.name]))
                }
            }
        }
        return owners
    }

    /// A new option fails here until it is given a topic: add
    /// `Entry("name", "its longer story")` to one of the topics in
    /// Sources/tagcloud/Help/Topics.
    @Test func everyOptionHasExactlyOneTopic() {
        for (name, commands) in Self.optionOwners {
            let topics = HelpTopic.all.filter { topic in topic.entries.contains { $0.option == name } }.map(\.name)
            #expect(topics.count == 1,
                    "--\(name) (\(commands.joined(separator: ", "))) is in \(topics.count) help topics \(topics): give it an Entry in exactly one of Sources/tagcloud/Help/Topics")
        }
    }

    @Test func everyTopicEntryIsAnOption() {
        let names = Set(Self.optionOwners.map(\.name))
        for topic in HelpTopic.all {
            #expect(!topic.entries.isEmpty, "help \(topic.name) has no options")
            for entry in topic.entries {
                #expect(names.contains(entry.option), "help \(topic.name): --\(entry.option) is no command's option")
                #expect(entry.details.isEmpty || entry.details.hasSuffix(".") || entry.details.hasSuffix(":")
                        || entry.details.last == "\n" || entry.details.split(separator: "\n").last?.hasPrefix("    ") == true,
                        "help \(topic.name) --\(entry.option): details end mid-sentence")
            }
        }
    }

    @Test func theTopicsAreTheIssuesEight() {
        #expect(HelpTopic.all.map(\.name) == ["input", "layout", "appearance", "animation", "globe", "fonts", "output", "limits"])
    }

    @Test func everyTopicFitsEightyColumns() {
        for topic in HelpTopic.all {
            let text = HelpFormatter.topic(topic)
            #expect(text.hasPrefix("tagcloud help \(topic.name): "))
            #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(line.count <= 80, "help \(topic.name): \(line.count) columns: \(line)")
                #expect(!line.hasSuffix(" "), "help \(topic.name): trailing space in '\(line)'")
            }
        }
    }

    /// A topic shows each option as --help does: its label, and the same
    /// one-line help with its default, from the same declaration.
    @Test func topicsShowTheHelpLineOfEachOption() {
        func words(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        for topic in HelpTopic.all {
            let text = words(HelpFormatter.topic(topic))
            for entry in topic.entries {
                for spec in CommandRegistry.specs {
                    guard let option = spec.options.first(where: { $0.name == entry.option }) else { continue }
                    #expect(text.contains(words(HelpFormatter.optionLabel(option))), "help \(topic.name): --\(entry.option)")
                    #expect(text.contains(words(HelpFormatter.optionHelp(option))), "help \(topic.name): --\(entry.option) help line")
                }
            }
        }
    }

    @Test func helpListsTheTopicsAndEachCommandPointsToThem() {
        let top = HelpFormatter.topLevelHelp(CommandRegistry.specs)
        for topic in HelpTopic.all { #expect(top.contains("  help \(topic.name) "), "\(topic.name)") }
        for spec in CommandRegistry.specs {
            #expect(HelpFormatter.help(for: spec).contains("'tagcloud help TOPIC'"), "\(spec.name)")
        }
    }

    @Test func helpTopicParses() throws {
        for topic in HelpTopic.all {
            guard case .success(.topic(let name)) = CommandLineParser.parse(["help", topic.name]), name == topic.name else {
                Issue.record("help \(topic.name) is not the topic")
                continue
            }
        }
        guard case .success(.help("render")) = CommandLineParser.parse(["help", "render"]) else {
            throw UsageError("help render is not the command's help")
        }
        guard case .failure(let error) = CommandLineParser.parse(["help", "globes"]) else { throw UsageError("help globes ran") }
        #expect(error.message == "unknown help topic 'globes' (did you mean globe?)")
        guard case .failure(let other) = CommandLineParser.parse(["help", "zzz"]) else { throw UsageError("help zzz ran") }
        #expect(other.message.hasPrefix("unknown help topic 'zzz'; topics: input, layout,"))
    }

    @Test func theBinaryPrintsATopic() throws {
        let result = try TagCloudProcess.run(["help", "input"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdoutText.hasPrefix("tagcloud help input: "))
        #expect(result.stdoutText.contains("\n  --max-tags N\n"))
    }
}
