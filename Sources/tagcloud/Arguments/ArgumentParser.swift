/// What a command's arguments asked for.
enum CommandParse: Sendable {
    /// Run the command with these arguments.
    case run(ParsedArguments)
    /// Show the command's help (`--help` or `-h` was given).
    case help
    /// Show the command's help with every shared option in full (`--help-all`).
    case helpAll
    /// Print the version (`--version` was given).
    case version
}

/// Parses one command's arguments against its declaration.
///
/// Pure: no I/O, no globals, no exits, never traps, and the same input always
/// gives the same result, so a fuzz harness can call ``parse(_:)`` directly.
///
/// Accepted forms: `--opt value`, `--opt=value`, `-o value`, `-ovalue` (a
/// short option's value attached, the GNU way), flags, `--` to end options,
/// and `-` as a value or positional (standard input/output).
/// A value is taken from the next word unless that word is `--something` or
/// a declared short option, so `--tags --size 1x1` reports the missing value
/// instead of reading a file called `--size`; write `--tags=--odd` for that.
struct ArgumentParser: Sendable {
    /// The command being parsed.
    let spec: CommandSpec
    /// The other commands, to say which one has an option this one lacks.
    let siblings: [CommandSpec]

    /// Creates a parser for a command.
    init(_ spec: CommandSpec, siblings: [CommandSpec] = []) {
        self.spec = spec
        self.siblings = siblings
    }

    /// Parses `arguments` (the words after the command name).
    ///
    /// On the first error the parser keeps scanning only for `--help`/`-h`,
    /// so `tagcloud render --bogus --help` still shows help.
    func parse(_ arguments: [String]) -> Result<CommandParse, UsageError> {
        var state = State(spec: spec, siblings: siblings)
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if state.firstError != nil {
                // After an error, only --help can change the outcome.
                if word == "--" { break }
                if let request = Self.request(word) { return .success(request) }
                continue
            }
            if word == "--", !state.optionsEnded {
                state.optionsEnded = true
                continue
            }
            if state.optionsEnded || !Self.looksLikeOption(word) {
                state.positionals.append(word)
                continue
            }
            if let request = Self.request(word) { return .success(request) }
            do throws(UsageError) {
                try state.consumeOption(word, from: arguments, at: &index)
            } catch {
                state.firstError = error
            }
        }
        if let error = state.firstError { return .failure(error) }
        do throws(UsageError) {
            return .success(.run(try state.finish()))
        } catch {
            return .failure(error)
        }
    }

    /// What `--help`, `-h`, `--help-all` and `--version` ask for; nil for
    /// any other word.
    static func request(_ word: String) -> CommandParse? {
        switch word {
        case "--help", "-h": .help
        case "--help-all": .helpAll
        case "--version": .version
        default: nil
        }
    }

    /// Whether a word is an option rather than a value or positional:
    /// it starts with `-`, is not `-` alone, and is not a negative number.
    static func looksLikeOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word != "-" else { return false }
        if word == "--" { return true }
        let rest = word.dropFirst()
        if let first = rest.first, first.isASCII, first.isNumber || first == "." {
            return false
        }
        return true
    }
}

/// The parser's working state for one command line.
private struct State {
    let spec: CommandSpec
    let siblings: [CommandSpec]
    let byName: [String: OptionSpec]
    let byShort: [Character: OptionSpec]
    var arguments: ParsedArguments
    var positionals: [String] = []
    var optionsEnded = false
    var firstError: UsageError?

    init(spec: CommandSpec, siblings: [CommandSpec]) {
        self.spec = spec
        self.siblings = siblings
        var byName: [String: OptionSpec] = [:]
        var byShort: [Character: OptionSpec] = [:]
        for option in spec.options {
            byName[option.name] = byName[option.name] ?? option
            if let short = option.short { byShort[short] = byShort[short] ?? option }
        }
        self.byName = byName
        self.byShort = byShort
        arguments = ParsedArguments(command: spec.name)
    }

    /// Handles one option word, taking its value from `arguments[index]`
    /// (advancing `index`) when it needs one and has no `=value`.
    mutating func consumeOption(_ word: String, from words: [String], at index: inout Int) throws(UsageError) {
        let (option, spelling, inline) = try resolve(word)
        if option.arity == .flag {
            if inline != nil { throw UsageError("\(spelling) does not take a value") }
            try record(true, for: option, spelling: spelling)
            return
        }
        let text: String
        if let inline {
            text = inline
        } else if index < words.count, !isOptionWord(words[index]) {
            text = words[index]
            index += 1
        } else {
            throw UsageError("\(spelling) needs a value (\(option.valueName ?? "VALUE"))")
        }
        let value: any Sendable
        do throws(ValueError) {
            value = try option.parse(text)
        } catch {
            throw UsageError("\(spelling): \(error.message)")
        }
        try record(value, for: option, spelling: spelling)
    }

    /// Finds the option a word names; returns it, its spelling, and any `=value`.
    func resolve(_ word: String) throws(UsageError) -> (OptionSpec, String, String?) {
        if let attached = try attachedShort(word) { return attached }
        var name = Substring(word)
        var inline: String?
        if let equals = word.firstIndex(of: "=") {
            name = word[..<equals]
            inline = String(word[word.index(after: equals)...])
        }
        if name.hasPrefix("--") {
            if let option = byName[String(name.dropFirst(2))] { return (option, String(name), inline) }
        } else if name.count == 2, let letter = name.last, let option = byShort[letter] {
            return (option, String(name), inline)
        }
        throw unknownOption(String(name))
    }

    /// `-ofile.png` or `-o/path`: a declared short option that takes a value,
    /// with the value attached (the GNU way). `-o=value` keeps its `=` form.
    /// A single dash before a long name (`-output`) is refused with a hint
    /// rather than read as `-o utput`.
    func attachedShort(_ word: String) throws(UsageError) -> (OptionSpec, String, String?)? {
        guard !word.hasPrefix("--"), word.count > 2 else { return nil }
        let letters = word.dropFirst()
        guard let letter = letters.first, let option = byShort[letter], option.arity != .flag else { return nil }
        let value = letters.dropFirst()
        if value.first == "=" { return nil }
        let asLong = String(letters.prefix { $0 != "=" })
        if byName[asLong] != nil {
            throw UsageError("unknown option \(Quoting.quoted(String(word.prefix { $0 != "=" }))) for \(spec.name); "
                + "did you mean '--\(asLong)'?")
        }
        return (option, "-\(letter)", String(value))
    }

    /// The error for an unknown option, with the nearest names as a hint.
    func unknownOption(_ name: String) -> UsageError {
        let longNames = spec.options.map(\.longFlag)
        // "-rotate" is almost certainly "--rotate".
        var wanted = name
        if !name.hasPrefix("--"), name.count > 2 { wanted = "-" + name }
        let hint = Suggestions.hint(Suggestions.closest(to: wanted, in: longNames))
        var tail = hint.isEmpty ? "; see 'tagcloud \(spec.name) --help'" : hint
        // An option of another command: say which.
        let owners = siblings.filter { sibling in sibling.options.contains { $0.longFlag == name } }.map(\.name)
        if hint.isEmpty, !owners.isEmpty {
            tail = " (only \(owners.joined(separator: " and ")) \(owners.count == 1 ? "has" : "have") it)"
        }
        return UsageError("unknown option \(Quoting.quoted(name)) for \(spec.name)\(tail)")
    }

    /// Whether a word following a value-taking option is itself an option,
    /// so the value is missing: `--anything` or a declared `-x`.
    func isOptionWord(_ word: String) -> Bool {
        if word.hasPrefix("--"), word.count > 2 { return true }
        if word == "-h" { return true }
        if word.count == 2, word.hasPrefix("-"), let letter = word.last { return byShort[letter] != nil }
        return false
    }

    /// Stores a value, refusing a second one for a non-repeating option.
    mutating func record(_ value: any Sendable, for option: OptionSpec, spelling: String) throws(UsageError) {
        if option.arity != .repeating, arguments.wasGiven(option) {
            throw UsageError("\(option.longFlag) was given more than once; give it once")
        }
        arguments.append(value, for: option, spelledAs: spelling)
    }

    /// Checks required options and positionals, applies defaults, and runs
    /// the command's cross-option validation.
    mutating func finish() throws(UsageError) -> ParsedArguments {
        try checkPositionals()
        for option in spec.options where option.isRequired && !arguments.wasGiven(option) {
            throw UsageError("missing \(option.longFlag) \(option.valueName ?? "") (see 'tagcloud \(spec.name) --help')")
        }
        var result = arguments
        result.positionals = positionals
        for option in spec.options where !result.hasValue(option) {
            guard case .value(let text)? = option.defaultValue else { continue }
            do throws(ValueError) {
                result.applyDefault(try option.parse(text), for: option)
            } catch {
                throw UsageError("internal error: the default of \(option.longFlag) is invalid: \(error.message)")
            }
        }
        try spec.validate(result)
        return result
    }

    /// Refuses missing or extra positional arguments.
    func checkPositionals() throws(UsageError) {
        let required = spec.positionals.filter(\.isRequired).count
        if positionals.count < required, let missing = spec.positionals.dropFirst(positionals.count).first {
            throw UsageError("missing \(missing.name) (see 'tagcloud \(spec.name) --help')")
        }
        guard positionals.count > spec.positionals.count else { return }
        let extra = positionals[spec.positionals.count]
        var hint = "; see 'tagcloud \(spec.name) --help'"
        if let name = spec.positionalHint, let option = spec.options.first(where: { $0.name == name }),
           !arguments.wasGiven(option) {
            hint = " (did you mean --\(name) \(Quoting.escaped(extra))?)"
        }
        throw UsageError("unexpected argument \(Quoting.quoted(extra))\(hint)")
    }
}
