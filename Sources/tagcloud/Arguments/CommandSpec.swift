/// A titled section of options in help ("Tag input", "Layout", "Output").
struct OptionGroup: Sendable {
    /// The section heading.
    let title: String
    /// The options, in the order help lists them.
    let options: [OptionSpec]

    /// Creates a group.
    init(_ title: String, _ options: [OptionSpec]) {
        self.title = title
        self.options = options
    }
}

/// A positional argument (only `help [COMMAND]` has one today).
struct PositionalSpec: Hashable, Sendable {
    /// The placeholder in usage and help (`COMMAND`).
    let name: String
    /// What it is.
    let help: String
    /// Whether it must be present.
    let isRequired: Bool
}

/// One example in help: what it does, then the command line(s).
struct HelpExample: Hashable, Sendable {
    /// One sentence saying what the example does.
    let summary: String
    /// The command; long commands are written on several lines ending in
    /// ` \` so they stay within 80 columns and paste into a shell.
    let command: String
}

/// Everything declared about one command: its name, help text, options,
/// positionals, examples, and cross-option checks.
struct CommandSpec: Sendable {
    /// The command word (`render`).
    let name: String
    /// One line for command lists and the top of help.
    let abstract: String
    /// A paragraph or two of detail for help; may be empty.
    let discussion: String
    /// The option sections, in help order.
    let groups: [OptionGroup]
    /// Positional arguments, in order.
    let positionals: [PositionalSpec]
    /// Examples shown under "Examples:".
    let examples: [HelpExample]
    /// When a stray word appears, the option to suggest for it
    /// (`tags` turns `render words.txt` into "did you mean --tags words.txt?").
    let positionalHint: String?
    /// Checks that involve several options (pixel caps, conflicts); runs
    /// after parsing, still without I/O.
    let validate: @Sendable (ParsedArguments) throws(UsageError) -> Void

    /// Creates a command declaration.
    init(
        name: String, abstract: String, discussion: String = "", groups: [OptionGroup],
        positionals: [PositionalSpec] = [], examples: [HelpExample], positionalHint: String? = nil,
        validate: @escaping @Sendable (ParsedArguments) throws(UsageError) -> Void = { _ throws(UsageError) in }
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.groups = groups
        self.positionals = positionals
        self.examples = examples
        self.positionalHint = positionalHint
        self.validate = validate
    }

    /// Every option in declaration order.
    var options: [OptionSpec] { groups.flatMap(\.options) }
}
