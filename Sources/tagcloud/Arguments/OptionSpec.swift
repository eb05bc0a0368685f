/// How many times an option may appear and whether it takes a value.
enum OptionArity: Hashable, Sendable {
    /// A switch without a value (`--relax`); at most once.
    case flag
    /// An option with one value (`--size 640x480`); at most once.
    case single
    /// An option with a value that may repeat; values keep their order.
    case repeating
}

/// The default an option shows in help, and whether the parser applies it.
enum OptionDefault: Hashable, Sendable {
    /// A value the parser applies when the option is absent, parsed with the
    /// option's own value parser (so help and behaviour cannot disagree).
    case value(String)
    /// A description only, for defaults computed at run time
    /// ("number of CPU cores"); the command decides the value.
    case described(String)
}

/// The type-erased declaration of one option: everything the parser and the
/// help formatter need. Commands declare typed ``Option`` and ``Flag`` values
/// and the specs come from those.
struct OptionSpec: Sendable {
    /// The long name without dashes (`size` for `--size`).
    let name: String
    /// The short alias without the dash (`o` for `-o`), if any.
    let short: Character?
    /// The value placeholder shown in help (`WxH`); nil for flags.
    let valueName: String?
    /// One or more sentences of help.
    let help: String
    /// The default, shown in help and possibly applied.
    let defaultValue: OptionDefault?
    /// Flag, single value, or repeating.
    let arity: OptionArity
    /// Whether the command refuses to run without it.
    let isRequired: Bool
    /// Parses one value; the result is stored type-erased and read back
    /// through the typed ``Option``.
    let parse: @Sendable (String) throws(ValueError) -> any Sendable

    /// `--name`.
    var longFlag: String { "--" + name }

    /// `-o, --output` or `--size`, for help and messages.
    var displayName: String {
        if let short { return "-\(short), --\(name)" }
        return "--\(name)"
    }
}

/// A typed option that takes a value: `--size 640x480`, `--rotate x:15`.
///
/// Declare options as static constants on a command or option set and read
/// them back with ``ParsedArguments/value(_:)`` or ``ParsedArguments/values(_:)``.
struct Option<Value: Sendable>: Sendable {
    /// The declaration the parser and help use.
    let spec: OptionSpec

    /// Declares an option.
    /// - Parameters:
    ///   - name: the long name without dashes.
    ///   - short: an optional one-letter alias.
    ///   - valueName: the placeholder in help; defaults to the parser's
    ///     (`ppm|pam|png` for a choice) or `VALUE`.
    ///   - help: what the option does, in sentences.
    ///   - defaultValue: a default to show (and, for `.value`, to apply).
    ///   - repeats: whether the option may be given more than once.
    ///   - required: whether the command needs it.
    ///   - parser: turns the text into a `Value` or explains what is wrong.
    init(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
        default defaultValue: OptionDefault? = nil, repeats: Bool = false, required: Bool = false,
        parser: ValueParser<Value>
    ) {
        let parse = parser.parse
        spec = OptionSpec(
            name: name, short: short,
            valueName: valueName ?? parser.placeholder ?? "VALUE",
            help: help, defaultValue: defaultValue,
            arity: repeats ? .repeating : .single, isRequired: required,
            parse: { (text: String) throws(ValueError) -> any Sendable in try parse(text) }
        )
    }
}

/// A switch without a value: `--relax`, `--guides`.
struct Flag: Sendable {
    /// The declaration the parser and help use.
    let spec: OptionSpec

    /// Declares a flag.
    init(_ name: String, short: Character? = nil, help: String) {
        spec = OptionSpec(
            name: name, short: short, valueName: nil, help: help, defaultValue: nil,
            arity: .flag, isRequired: false,
            parse: { (_: String) throws(ValueError) -> any Sendable in true }
        )
    }
}
