extension HelpFormatter {
    /// The error line `tagcloud` alone prints (after `tagcloud: `), before
    /// ``shortUsage(_:)``, like every other usage error.
    static func missingCommand(_ commands: [CommandSpec]) -> String {
        "missing a command; commands: " + (commands.map(\.name) + ["help"]).joined(separator: ", ")
    }

    /// What `tagcloud` alone prints to stderr after its error line (before
    /// exiting with 2).
    static func shortUsage(_ commands: [CommandSpec]) -> String {
        """
        Usage: tagcloud <command> [options]
        Run 'tagcloud --help' for an overview or 'tagcloud <command> --help' for a command.

        """
    }

    /// `tagcloud --help`: what the tool does, its commands, examples, and
    /// exit statuses.
    static func topLevelHelp(_ commands: [CommandSpec]) -> String {
        var lines = TextWrapping.wrap(
            "tagcloud: lay words out on a rotating 3D sphere and render them to images, "
                + "frame sequences or a stream for ffmpeg.")
        lines += ["", "Usage: tagcloud <command> [options]", "", "Commands:"]
        var rows = commands.map { ("  " + $0.name, capitalized($0.abstract)) }
        rows.append(("  help [COMMAND]", "Show the help of a command, like COMMAND --help."))
        rows.append(("  help options", "List every option of every command in full, by group."))
        let topics = topicRows()
        let commandColumn = columnWidth(rows.map(\.0) + topics.map(\.0))
        lines += self.rows(rows, column: commandColumn)
        lines += ["", "Help topics (each option's whole story, by what it is for):"]
        lines += self.rows(topics, column: commandColumn)
        lines += ["", "Options:"]
        lines += self.rows([
            ("  -h, --help", "Show this help; after a command, the command's help."),
            ("      --version", "Print the version."),
        ], column: commandColumn)
        // The first example of each command.
        lines += examples(commands.compactMap(\.examples.first))
        lines += ["", "Exit status:"]
        lines += self.rows([
            ("  0", "Success."),
            ("  1", "Runtime failure: an output that cannot be written, a full disk, an I/O "
                + "error, or a closed pipe."),
            ("  2", "Bad usage or bad input: an unknown option, a malformed value, or a tags, "
                + "script or font file that is missing, unreadable or malformed."),
        ], column: commandColumn)
        lines += ["", "Run 'tagcloud <command> --help' for a command's options, 'tagcloud help TOPIC' "
            + "for the whole story of each."].flatMap { TextWrapping.wrap($0) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "draw a cloud." → "Draw a cloud."
    private static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
