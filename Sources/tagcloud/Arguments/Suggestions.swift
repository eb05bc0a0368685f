import TagCloud

/// "Did you mean ...?" hints for commands, options and choices, by the
/// library's edit distance (``Suggestion``).
enum Suggestions {
    /// The candidates closest to `word`, best first, at most `limit` of them.
    ///
    /// A candidate qualifies when its optimal-string-alignment distance to
    /// `word` is at most a third of the longer length (at least 1, at most 3),
    /// or when one is a prefix of the other and the prefix has 3+ characters.
    /// Ties keep the candidates' given order, so the result is deterministic.
    static func closest(to word: String, in candidates: [String], limit: Int = 3) -> [String] {
        // Words longer than Suggestion.maximumLength get none, so the work stays bounded.
        guard let target = Suggestion.comparable(word) else { return [] }
        var scored: [(distance: Int, index: Int, name: String)] = []
        for (index, candidate) in candidates.enumerated() {
            guard let other = Suggestion.comparable(candidate) else { continue }
            let longest = max(target.count, other.count)
            let allowed = min(3, max(1, longest / 3))
            var distance = Suggestion.editDistance(target, other)
            // A clear prefix ("--rot" for "--rotate") counts as close.
            let shorter = min(target.count, other.count)
            if distance > allowed, shorter >= 3,
               target.starts(with: other) || other.starts(with: target) {
                distance = allowed
            }
            if distance <= allowed {
                scored.append((distance, index, candidate))
            }
        }
        scored.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
        guard let best = scored.first?.distance else { return [] }
        return scored.prefix { $0.distance == best }.prefix(limit).map(\.name)
    }

    /// `" (did you mean --a or --b?)"`, or an empty string without candidates.
    static func hint(_ names: [String]) -> String {
        switch names.count {
        case 0: return ""
        case 1: return " (did you mean \(names[0])?)"
        default:
            let head = names.dropLast().joined(separator: ", ")
            return " (did you mean \(head) or \(names[names.count - 1])?)"
        }
    }
}
