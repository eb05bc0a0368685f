/// Finds tags by name the way the gesture `tap` command does: an exact match
/// wins, else the only case-insensitive one.
struct TagNameIndex {
    /// The tag names, in tag order.
    let names: [String]
    /// The first index of each exact name.
    private let exact: [String: Int]
    /// The indices of the distinct names that fold to each lowercased name.
    private let folded: [String: [Int]]

    /// How a name resolved.
    enum Resolution: Equatable {
        /// The tag at this index.
        case found(Int)
        /// Several tags match ignoring case (their names, sorted); none exactly.
        case ambiguous([String])
        /// No tag matches; the nearest name, if one is close.
        case unknown(suggestion: String?)
    }

    /// Indexes `names`; a repeated name resolves to its first occurrence.
    init(_ names: [String]) {
        self.names = names
        var exact: [String: Int] = [:]
        var folded: [String: [Int]] = [:]
        for (i, name) in names.enumerated() where exact[name] == nil {
            exact[name] = i
            folded[name.lowercased(), default: []].append(i)
        }
        self.exact = exact
        self.folded = folded
    }

    /// Resolves `name`.
    func resolve(_ name: String) -> Resolution {
        if let i = exact[name] { return .found(i) }
        let matches = folded[name.lowercased()] ?? []
        if matches.count == 1, let only = matches.first { return .found(only) }
        if matches.count > 1 { return .ambiguous(matches.map { names[$0] }.sorted()) }
        // Sorted candidates, so the suggestion never depends on dictionary order.
        return .unknown(suggestion: Suggestion.nearest(to: name, in: exact.keys.sorted()))
    }

    /// The error message for a name that did not resolve (nil when it did).
    static func message(for name: String, _ resolution: Resolution) -> String? {
        switch resolution {
        case .found:
            return nil
        case .ambiguous(let matches):
            let list = matches.prefix(5).map(\.quotedForMessage).joined(separator: ", ")
            return "tag \(name.quotedForMessage) is ambiguous: it matches \(list); write it exactly"
        case .unknown(let guess?):
            return "unknown tag \(name.quotedForMessage); did you mean \(guess.quotedForMessage)?"
        case .unknown(nil):
            return "unknown tag \(name.quotedForMessage): no tag in the cloud has this text"
        }
    }
}
