/// "Did you mean ...?" hints, by edit distance.
enum Suggestions {
    /// Words longer than this get no suggestions (keeps the work bounded on
    /// hostile input such as a megabyte-long argument).
    static let maximumWordLength = 64

    /// The candidates closest to `word`, best first, at most `limit` of them.
    ///
    /// A candidate qualifies when its optimal-string-alignment distance to
    /// `word` is at most a third of the longer length (at least 1, at most 3),
    /// or when one is a prefix of the other and the prefix has 3+ characters.
    /// Ties keep the candidates' given order, so the result is deterministic.
    static func closest(to word: String, in candidates: [String], limit: Int = 3) -> [String] {
        let target = Array(word.lowercased().unicodeScalars)
        guard !target.isEmpty, target.count <= maximumWordLength else { return [] }
        var scored: [(distance: Int, index: Int, name: String)] = []
        for (index, candidate) in candidates.enumerated() {
            let other = Array(candidate.lowercased().unicodeScalars)
            guard other.count <= maximumWordLength else { continue }
            let longest = max(target.count, other.count)
            let allowed = min(3, max(1, longest / 3))
            var distance = editDistance(target, other)
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

    /// Optimal string alignment distance: insertions, deletions,
    /// substitutions and adjacent transpositions each cost 1.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        // Three rows of the dynamic-programming table: i-2, i-1 and i.
        var older = [Int](repeating: 0, count: width)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, older[j - 2] + 1)
                }
                current[j] = best
            }
            (older, previous, current) = (previous, current, older)
        }
        return previous[b.count]
    }
}
