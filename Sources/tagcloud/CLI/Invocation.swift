/// What a whole command line asks for.
enum Invocation: Sendable {
    /// Run a command with its parsed arguments.
    case run(command: String, arguments: ParsedArguments)
    /// Show help: the tool's (nil) or a command's.
    case help(command: String?)
    /// Show every option in full: a command's (`COMMAND --help-all`), or
    /// every command's (nil: `tagcloud help options`).
    case helpAll(command: String?)
    /// Show a help topic (`tagcloud help input`): its options' whole story.
    case topic(String)
    /// Print the version.
    case version
    /// No arguments at all: short usage on stderr, exit 2.
    case shortUsage
}

/// Parses a whole command line (without the program name).
///
/// Pure and total: no I/O, no globals, no traps, deterministic. This is the
/// entry point for the argument-parser fuzz harness:
/// `CommandLineParser.parse(words)` for any `[String]`.
enum CommandLineParser {
    /// Parses `arguments` against `commands`.
    static func parse(_ arguments: [String], commands: [CommandSpec] = CommandRegistry.specs) -> Result<Invocation, UsageError> {
        guard let first = arguments.first else { return .success(.shortUsage) }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            return rest.isEmpty ? .success(.help(command: nil)) : parseHelp(rest, commands: commands)
        case "help":
            return parseHelp(rest, commands: commands)
        case "--version":
            guard let extra = rest.first else { return .success(.version) }
            return .failure(UsageError("unexpected argument \(Quoting.quoted(extra)) after --version"))
        default:
            break
        }
        guard let spec = commands.first(where: { $0.name == first }) else {
            return .failure(unknownCommand(first, commands: commands))
        }
        switch ArgumentParser(spec, siblings: commands).parse(rest) {
        case .success(.help): return .success(.help(command: spec.name))
        case .success(.helpAll): return .success(.helpAll(command: spec.name))
        case .success(.version): return .success(.version)
        case .success(.run(let parsed)): return .success(.run(command: spec.name, arguments: parsed))
        case .failure(let error): return .failure(error)
        }
    }

    /// The `help` topic that lists every option of every command.
    static let optionsTopic = "options"

    /// `help [COMMAND]`, `help TOPIC`, `help options`. A topic wins over a
    /// command of the same name (`help layout` is the layout topic, which
    /// points to `tagcloud layout --help`).
    private static func parseHelp(_ rest: [String], commands: [CommandSpec]) -> Result<Invocation, UsageError> {
        guard let topic = rest.first else { return .success(.help(command: nil)) }
        if rest.count > 1 {
            return .failure(UsageError("unexpected argument \(Quoting.quoted(rest[1])) after help \(Quoting.escaped(topic))"))
        }
        if topic == optionsTopic { return .success(.helpAll(command: nil)) }
        if HelpTopic.named(topic) != nil { return .success(.topic(topic)) }
        guard commands.contains(where: { $0.name == topic }) else {
            return .failure(unknownTopic(topic, commands: commands))
        }
        return .success(.help(command: topic))
    }

    /// The error for `help WORD` when WORD is neither a topic nor a command.
    private static func unknownTopic(_ word: String, commands: [CommandSpec]) -> UsageError {
        let names = HelpTopic.all.map(\.name) + [optionsTopic] + commands.map(\.name).filter { HelpTopic.named($0) == nil }
        let hint = Suggestions.hint(Suggestions.closest(to: word, in: names))
        let tail = hint.isEmpty ? "; topics: \(names.joined(separator: ", "))" : hint
        return UsageError("unknown help topic \(Quoting.quoted(word))\(tail)")
    }

    /// The error for a word that is not a command.
    private static func unknownCommand(_ word: String, commands: [CommandSpec]) -> UsageError {
        let names = commands.map(\.name) + ["help"]
        if ArgumentParser.looksLikeOption(word) {
            return UsageError(
                "expected a command before \(Quoting.quoted(word)): one of \(names.joined(separator: ", ")) "
                    + "(see 'tagcloud --help')")
        }
        let hint = Suggestions.hint(Suggestions.closest(to: word, in: names))
        let tail = hint.isEmpty ? "; commands: \(names.joined(separator: ", "))" : hint
        return UsageError("unknown command \(Quoting.quoted(word))\(tail)")
    }
}
