/// A value written as one of a few words, its cases' raw values
/// (``FitTarget``, ``BackfaceMode``).
protocol WordChoice: RawRepresentable, CaseIterable where RawValue == String {
    /// What the value is, for messages: `fit target`.
    static var valueName: String { get }
}

extension WordChoice {
    /// The case named `text`, or an error listing the words the type accepts.
    static func parseWord(_ text: String) throws(SpecError) -> Self {
        if let value = Self(rawValue: text) { return value }
        var words = allCases.map(\.rawValue)
        let last = words.popLast() ?? ""
        let list = words.isEmpty ? last : words.joined(separator: ", ") + " or " + last
        throw SpecError("expected \(list) as the \(valueName), got \(text.quotedForMessage)")
    }
}
