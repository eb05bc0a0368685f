/// A command-line option whose value is one of a few words (`--fit`, `--backface`).
protocol OptionWord: RawRepresentable, CaseIterable where RawValue == String {}

extension OptionWord {
    /// The case named `text`, or an error listing the words `option` accepts.
    static func parse(_ text: String, option: String) throws(SpecError) -> Self {
        if let value = Self(rawValue: text) { return value }
        var words = allCases.map(\.rawValue)
        let last = words.popLast() ?? ""
        let list = words.isEmpty ? last : words.joined(separator: ", ") + " or " + last
        throw SpecError("expected \(list) for \(option), got \(text.quotedForMessage)")
    }
}
