/// Renders help for commands and for the tool, wrapped to 80 columns.
enum HelpFormatter {
    /// The widest option column before help text moves to its own line.
    static let maximumOptionColumn = 30

    /// Help for one command: description, usage, discussion, its own option
    /// groups, and examples. Groups it shares with another of `commands`
    /// (the same title and options) get one summary line each, unless
    /// `full` asks for every option (`--help-all`); required options of a
    /// shared group are always shown in full.
    static func help(for spec: CommandSpec, among commands: [CommandSpec] = CommandRegistry.specs,
                     full: Bool = false) -> String {
        var lines: [String] = []
        lines += TextWrapping.wrap("tagcloud \(spec.name): \(spec.abstract)")
        lines += ["", "Usage: " + usage(for: spec)]
        if !spec.discussion.isEmpty {
            lines += [""] + TextWrapping.paragraphs(spec.discussion)
        }
        let shared = full ? [] : spec.groups.filter { isShared($0, by: spec, among: commands) }
        let sharedTitles = Set(shared.map(\.title))
        // One column width for every section, so all help text lines up.
        var sections: [(title: String, rows: [(label: String, help: String)])] = []
        if !spec.positionals.isEmpty {
            sections.append(("Arguments", spec.positionals.map { ("  " + $0.name, $0.help) }))
        }
        let required = shared.flatMap(\.options).filter(\.isRequired)
        if !required.isEmpty {
            sections.append(("Required", required.map { (optionLabel($0), optionHelp($0)) }))
        }
        for group in spec.groups where !sharedTitles.contains(group.title) {
            sections.append((group.title, group.options.map { (optionLabel($0), optionHelp($0)) }))
        }
        sections.append(("Other", otherRows))
        let column = columnWidth(sections.flatMap { $0.rows.map(\.label) })
        for section in sections {
            lines += ["", section.title + ":"] + rows(section.rows, column: column)
        }
        if !shared.isEmpty {
            lines += [""] + TextWrapping.wrap(
                "Shared with other commands, one line a group ('tagcloud \(spec.name) --help-all' or "
                    + "'tagcloud help options' shows them in full):")
            lines += shared.map { summaryLine($0, column: column) }
        }
        lines += [""] + TextWrapping.wrap(
            "Each option's whole story: 'tagcloud help TOPIC', TOPIC one of \(topicNames).")
        lines += examples(spec.examples)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The options every command has.
    static let otherRows: [(label: String, help: String)] = [
        ("  -h, --help", "Show this help and exit."),
        ("      --help-all", "Show this help with every option in full ('tagcloud help options' "
            + "lists every command's)."),
        ("      --version", "Print the version and exit."),
    ]

    /// `tagcloud render --tags FILE [options]`.
    static func usage(for spec: CommandSpec) -> String {
        var parts = ["tagcloud", spec.name]
        for option in spec.options where option.isRequired {
            parts.append(option.longFlag + (option.valueName.map { " " + $0 } ?? ""))
        }
        if spec.options.contains(where: { !$0.isRequired }) { parts.append("[options]") }
        for positional in spec.positionals {
            parts.append(positional.isRequired ? positional.name : "[\(positional.name)]")
        }
        return parts.joined(separator: " ")
    }

    /// The left column: `  -o, --output FILE` or `      --size WxH`.
    static func optionLabel(_ option: OptionSpec) -> String {
        let prefix = option.short.map { "  -\($0), " } ?? "      "
        return prefix + option.longFlag + (option.valueName.map { " " + $0 } ?? "")
    }

    /// The right column: help, then required/repeatable notes and the default.
    static func optionHelp(_ option: OptionSpec) -> String {
        var text = option.help
        if option.isRequired { text += " Required." }
        if option.arity == .repeating { text += " Repeatable." }
        switch option.defaultValue {
        // A value stays whole on one line; a description may wrap after its first word.
        case .value(let value)?: text += " (default:" + TextWrapping.noBreak + TextWrapping.unbreakable(value) + ")"
        case .described(let value)?: text += " (default:" + TextWrapping.noBreak + "\(value))"
        case nil: break
        }
        return text
    }

    /// Where help text starts: two spaces after the widest label that fits.
    static func columnWidth(_ labels: [String]) -> Int {
        let fitting = labels.map(\.count).filter { $0 <= maximumOptionColumn }
        return (fitting.max() ?? maximumOptionColumn) + 2
    }

    /// Two aligned columns; a label too wide for the column puts its help
    /// on the next line.
    static func rows(_ entries: [(label: String, help: String)], column: Int) -> [String] {
        var lines: [String] = []
        for (label, help) in entries {
            if label.count + 2 > column {
                lines.append(label)
                lines += TextWrapping.wrap(help, firstIndent: column, indent: column)
                    .enumerated().map { $0.offset == 0 ? String(repeating: " ", count: column) + $0.element : $0.element }
            } else {
                let padded = label + String(repeating: " ", count: column - label.count)
                lines += TextWrapping.wrap(help, firstIndent: column, indent: column)
                    .enumerated().map { $0.offset == 0 ? padded + $0.element : $0.element }
            }
        }
        return lines
    }

    /// The "Examples:" section.
    static func examples(_ examples: [HelpExample]) -> [String] {
        guard !examples.isEmpty else { return [] }
        var lines = ["", "Examples:"]
        for (index, example) in examples.enumerated() {
            if index > 0 { lines.append("") }
            lines += TextWrapping.wrap(example.summary, firstIndent: 2, indent: 2).enumerated().map {
                $0.offset == 0 ? "  " + $0.element : $0.element
            }
            lines += example.command.split(separator: "\n").map { "    " + $0 }
        }
        return lines
    }
}
