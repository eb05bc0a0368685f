/// Helpers for "did you mean …?" suggestions in error messages.
enum Suggestion {
    /// The Levenshtein distance between `a` and `b`, counting Unicode scalars.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        guard !x.isEmpty else { return y.count }
        // One row of the dynamic-programming table at a time.
        var row = Array(0...y.count)
        for i in 1...x.count {
            var previousDiagonal = row[0]
            row[0] = i
            for j in stride(from: 1, through: y.count, by: 1) {
                let substitution = previousDiagonal + (x[i - 1] == y[j - 1] ? 0 : 1)
                previousDiagonal = row[j]
                row[j] = min(substitution, row[j] + 1, row[j - 1] + 1)
            }
        }
        return row[y.count]
    }

    /// The candidate nearest to `word` (ignoring case) within `maximumDistance`
    /// edits, ties going to the earliest candidate; nil when none is that near.
    static func nearest(to word: String, in candidates: [String], maximumDistance: Int = 2) -> String? {
        let w = word.lowercased()
        var best: (name: String, distance: Int)?
        for c in candidates {
            let d = editDistance(w, c.lowercased())
            if d <= maximumDistance, d < (best?.distance ?? .max) { best = (c, d) }
        }
        return best?.name
    }
}
