/// The validated result of parsing one command's arguments.
///
/// Values are already parsed into their types (and defaults from
/// ``OptionDefault/value(_:)`` applied), so reading them cannot fail:
/// ```swift
/// let size = arguments.value(LayoutOptions.size)       // PixelSize (has a default)
/// let turns = arguments.values(LayoutOptions.rotate)   // [String], in command-line order
/// let relax = arguments.isSet(LayoutOptions.relax)     // Bool
/// ```
struct ParsedArguments: Sendable {
    /// The command these arguments belong to.
    let command: String
    /// Positional arguments, in order.
    var positionals: [String]
    /// Parsed values by option name, in command-line order.
    private var storage: [String: [any Sendable]] = [:]
    /// How the user wrote each given option (`-o` or `--output`), by name.
    private var spellings: [String: String] = [:]

    /// Creates an empty set of arguments.
    init(command: String, positionals: [String] = []) {
        self.command = command
        self.positionals = positionals
    }

    /// The value of a single-value option: the given one, else its default,
    /// else nil. For a repeating option, the last value given.
    func value<Value>(_ option: Option<Value>) -> Value? {
        storage[option.spec.name]?.last as? Value
    }

    /// The value of an option, or `fallback` when it has none.
    func value<Value>(_ option: Option<Value>, or fallback: Value) -> Value {
        value(option) ?? fallback
    }

    /// Every value of a repeating option, in command-line order.
    func values<Value>(_ option: Option<Value>) -> [Value] {
        (storage[option.spec.name] ?? []).compactMap { $0 as? Value }
    }

    /// Whether a flag was given.
    func isSet(_ flag: Flag) -> Bool {
        storage[flag.spec.name] != nil
    }

    /// Whether the user gave this option (as opposed to a default applying).
    func wasGiven(_ spec: OptionSpec) -> Bool {
        spellings[spec.name] != nil
    }

    /// The option as the user spelled it (`-o` or `--output`), for messages;
    /// the long form when it was not given.
    func spelling(of spec: OptionSpec) -> String {
        spellings[spec.name] ?? spec.longFlag
    }

    /// Records one occurrence given on the command line.
    mutating func append(_ value: any Sendable, for spec: OptionSpec, spelledAs spelling: String) {
        storage[spec.name, default: []].append(value)
        spellings[spec.name] = spelling
    }

    /// Records a default value for an option that was not given.
    mutating func applyDefault(_ value: any Sendable, for spec: OptionSpec) {
        storage[spec.name] = [value]
    }

    /// Whether an option has a stored value (given or defaulted).
    func hasValue(_ spec: OptionSpec) -> Bool {
        storage[spec.name] != nil
    }
}

extension ParsedArguments {
    /// Whether the user gave this option.
    func wasGiven<Value>(_ option: Option<Value>) -> Bool { wasGiven(option.spec) }

    /// The option as the user spelled it.
    func spelling<Value>(of option: Option<Value>) -> String { spelling(of: option.spec) }

    /// The option as the user spelled it.
    func spelling(of flag: Flag) -> String { spelling(of: flag.spec) }
}
