extension HelpFormatter {
    /// Whether another of `commands` has `group` too: the same title and the
    /// same options, so a command's help can summarise it in one line.
    static func isShared(_ group: OptionGroup, by spec: CommandSpec, among commands: [CommandSpec]) -> Bool {
        let names = group.options.map(\.name)
        return commands.contains { other in
            other.name != spec.name
                && other.groups.contains { $0.title == group.title && $0.options.map(\.name) == names }
        }
    }

    /// `  Tag input        12 options: --tags, --input-format, …`, cut to
    /// 80 columns at a whole option name.
    static func summaryLine(_ group: OptionGroup, column: Int) -> String {
        let label = "  " + group.title
        let start = label.count + 2 > column ? label + "  " : label + String(repeating: " ", count: column - label.count)
        let count = group.options.count
        var text = start + "\(count) option\(count == 1 ? "" : "s"):"
        for (index, option) in group.options.enumerated() {
            let word = (index == 0 ? " " : ", ") + option.longFlag
            // Room for this name and, if more follow, the ", …".
            if text.count + word.count + (index == count - 1 ? 0 : 3) > TextWrapping.width {
                return text + (index == 0 ? " …" : ", …")
            }
            text += word
        }
        return text
    }

    /// `tagcloud help options`: every option group once, in full, titled
    /// with the commands that take it.
    static func allOptions(_ commands: [CommandSpec]) -> String {
        var seen: [(group: OptionGroup, owners: [String])] = []
        for spec in commands {
            for group in spec.groups {
                let names = group.options.map(\.name)
                if let index = seen.firstIndex(where: { $0.group.title == group.title && $0.group.options.map(\.name) == names }) {
                    seen[index].owners.append(spec.name)
                } else {
                    seen.append((group, [spec.name]))
                }
            }
        }
        let sections = seen.map { entry in
            ("\(entry.group.title) (\(entry.owners.joined(separator: ", "))):",
             entry.group.options.map { (optionLabel($0), optionHelp($0)) })
        } + [("Every command:", otherRows)]
        let column = columnWidth(sections.flatMap { $0.1.map(\.label) })
        var lines = TextWrapping.wrap(
            "tagcloud: every option of every command, by group; after each group's title, the commands "
                + "that take it.")
        for (title, entries) in sections {
            lines += ["", title] + rows(entries, column: column)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
