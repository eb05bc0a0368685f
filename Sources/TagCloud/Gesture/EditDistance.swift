/// Helpers for "did you mean …?" suggestions in error messages.
enum Suggestion {
    /// The edit distance between `a` and `b` in Unicode scalars, counting an
    /// insertion, a deletion, a substitution or a swap of neighbours as one
    /// edit (optimal string alignment), so `wiat` is one edit from `wait`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        // d[i][j]: the distance between the first i scalars of x and the first j of y.
        var d = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { d[i][0] = i }
        for j in 0...y.count { d[0][j] = j }
        for i in stride(from: 1, through: x.count, by: 1) {
            for j in stride(from: 1, through: y.count, by: 1) {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                // A swap of two neighbours.
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[x.count][y.count]
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
