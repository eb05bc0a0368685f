/// "Did you mean …?" suggestions in error messages: the edit distance of
/// tag names (links, `tap`), gesture commands, and the command line's
/// commands, options and choices. (Raster, below this module, suggests
/// colour names with its own.)
///
/// Only names of at most ``maximumLength`` scalars are compared, and only
/// with candidates as short, so a suggestion costs at most
/// ``maximumLength``² steps per candidate, whatever the length of the name
/// that was not found (a megabyte-long name gets no suggestion at once).
package enum Suggestion {
    /// The longest name, in Unicode scalars, that gets suggestions or is
    /// suggested: longer ones are not typos of a name anyone types.
    package static let maximumLength = 64

    /// The name's scalars, lowercased, or nil when it is empty or longer
    /// than ``maximumLength`` (found without reading past that length).
    package static func comparable(_ name: String) -> [Unicode.Scalar]? {
        var count = 0
        for _ in name.unicodeScalars {
            count += 1
            if count > maximumLength { return nil }
        }
        guard count > 0 else { return nil }
        return Array(name.lowercased().unicodeScalars)
    }

    /// The edit distance between `a` and `b`, counting an insertion, a
    /// deletion, a substitution or a swap of neighbours as one edit (optimal
    /// string alignment), so `wiat` is one edit from `wait`. Takes
    /// `a.count × b.count` steps and three rows of memory.
    package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
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
                // A swap of two neighbours.
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, older[j - 2] + 1)
                }
                current[j] = best
            }
            (older, previous, current) = (previous, current, older)
        }
        return previous[b.count]
    }

    /// The candidate nearest to `word` (ignoring case) within `maximumDistance`
    /// edits, ties going to the earliest candidate; nil when none is that
    /// near, or when `word` is longer than ``maximumLength``.
    package static func nearest(to word: String, in candidates: [String], maximumDistance: Int = 2) -> String? {
        guard let w = comparable(word) else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            // The distance is at least the difference in length.
            guard let c = comparable(candidate), abs(c.count - w.count) <= maximumDistance else { continue }
            let d = editDistance(w, c)
            if d <= maximumDistance, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }
}
