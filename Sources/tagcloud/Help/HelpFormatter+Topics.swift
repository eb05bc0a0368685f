extension HelpFormatter {
    /// `tagcloud help TOPIC`: the topic's introduction, then each of its
    /// options with the line `--help` shows for it (and its default), the
    /// commands that take it, and its longer account, then the notes.
    static func topic(_ topic: HelpTopic, commands: [CommandSpec] = CommandRegistry.specs) -> String {
        var lines = TextWrapping.wrap("tagcloud help \(topic.name): \(topic.summary)")
        if !topic.intro.isEmpty { lines += [""] + blocks(topic.intro, indent: 0) }
        if !topic.entries.isEmpty { lines += ["", "Options:"] }
        for entry in topic.entries {
            lines.append("")
            lines += optionStory(entry, commands: commands)
        }
        if !topic.notes.isEmpty { lines += [""] + blocks(topic.notes, indent: 0) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `Help topics:` rows of `tagcloud --help`.
    static func topicRows() -> [(String, String)] {
        HelpTopic.all.map { ("  help " + $0.name, capitalizedSentence($0.summary)) }
    }

    /// `input, layout, …`: the topic names for a one-line pointer.
    static var topicNames: String { HelpTopic.all.map(\.name).joined(separator: ", ") }

    /// One option on a topic page: its label, the `--help` line of each
    /// command that declares it differently, where it applies, the story.
    private static func optionStory(_ entry: HelpTopic.Entry, commands: [CommandSpec]) -> [String] {
        let owners = commands.compactMap { spec in spec.options.first { $0.name == entry.option }.map { (spec.name, $0) } }
        guard !owners.isEmpty else { return ["  --\(entry.option)"] }
        // Commands that declare the option alike share one help line; a
        // label that differs (-o FILE, -o OUT) is shown with its own.
        var variants: [(names: [String], label: String, help: String)] = []
        for (name, spec) in owners {
            let label = optionLabel(spec).trimmingLeadingSpaces, help = optionHelp(spec)
            if let index = variants.firstIndex(where: { $0.label == label && $0.help == help }) {
                variants[index].names.append(name)
            } else {
                variants.append(([name], label, help))
            }
        }
        let oneLabel = Set(variants.map(\.label)).count == 1
        var lines: [String] = []
        for variant in variants {
            if lines.isEmpty || !oneLabel {
                lines.append("  " + variant.label)
            }
            let prefix = variants.count > 1 ? variant.names.joined(separator: ", ") + ": " : ""
            lines += TextWrapping.paragraphs(prefix + variant.help, indent: 6)
        }
        if variants.count == 1 {
            lines += TextWrapping.paragraphs("Commands: " + owners.map(\.0).joined(separator: ", ") + ".", indent: 6)
        }
        if !entry.details.isEmpty { lines += [""] + blocks(entry.details, indent: 6) }
        return lines
    }

    /// Paragraphs wrapped at `indent`; a paragraph whose lines all start
    /// with four spaces (a table, a command) is kept as written.
    static func blocks(_ text: String, indent: Int) -> [String] {
        var lines: [String] = []
        for (index, paragraph) in text.split(separator: "\n\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { lines.append("") }
            let rows = paragraph.split(separator: "\n")
            if !rows.isEmpty, rows.allSatisfy({ $0.hasPrefix("    ") }) {
                lines += rows.map { String(repeating: " ", count: indent) + $0 }
            } else {
                lines += TextWrapping.paragraphs(String(paragraph), indent: indent)
            }
        }
        return lines
    }

    /// "where the tags come from." → "Where the tags come from."
    static func capitalizedSentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}

extension String {
    /// The string without its leading spaces.
    fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
