/// `--max-input-size SIZE`: the largest input file any command reads.
enum InputLimitOptions {
    /// `--max-input-size SIZE`.
    static let maxInputSize = Option<Int>(
        "max-input-size", valueName: "SIZE",
        help: "Refuse an input file (tags, links, routes, script, stopwords, font) larger than SIZE "
            + "bytes; K, M and G count KiB, MiB and GiB (256M is 256 MiB).",
        default: .value("\(Limits.maximumInputBytes >> 20)M"), parser: .byteCount)

    /// The cap for the run: `--max-input-size`, or the default.
    static func limit(_ arguments: ParsedArguments) -> Int {
        arguments.value(maxInputSize, or: Limits.maximumInputBytes)
    }

    /// `--max-input-size raises the cap`, as the user spelled the option.
    static func raising(_ arguments: ParsedArguments) -> String {
        "\(arguments.spelling(of: maxInputSize)) raises the cap"
    }
}
