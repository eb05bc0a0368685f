/// A regular pattern over character categories (a category is a number below 64).
indirect enum SyllablePattern: Sendable {
    /// One character whose category is in the set (bit `1 << category`).
    case one(UInt64)
    /// The patterns one after another.
    case sequence([SyllablePattern])
    /// One of the patterns.
    case choice([SyllablePattern])
    /// The pattern, or nothing.
    case optional(SyllablePattern)
    /// The pattern any number of times, none included.
    case many(SyllablePattern)

    /// The pattern one or more times.
    static func some(_ p: SyllablePattern) -> SyllablePattern { .sequence([p, .many(p)]) }
}

/// Cuts a run of categories into syllables the way a Ragel scanner does (as
/// HarfBuzz's syllable machines are written): from each position, the longest
/// text any of the kinds' patterns matches is one syllable, the first kind
/// listed winning a tie; a position nothing matches is a syllable of one
/// character of kind ``fallback``. The patterns are compiled once into a
/// nondeterministic automaton, which a scan simulates state set by state set.
struct SyllableGrammar: Sendable {
    /// One automaton state: a move on a set of categories, empty moves, and
    /// the priority of the pattern it accepts (or -1).
    private struct State: Sendable {
        var symbols: UInt64 = 0
        var target = -1
        var empty: [Int] = []
        var accepts = -1
    }

    private var states: [State] = []
    /// Each state with the states its empty moves reach.
    private var closures: [[Int]] = []
    private var start = 0
    /// The kind each pattern gives, by priority.
    private var kinds: [UInt8] = []
    /// The kind of a character no pattern matches.
    let fallback: UInt8

    /// A scanner for `kinds`, in priority order: each a pattern and the kind number it gives.
    init(_ kinds: [(SyllablePattern, UInt8)], fallback: UInt8) {
        self.fallback = fallback
        start = add(State())
        for (priority, (pattern, kind)) in kinds.enumerated() {
            let (first, last) = compile(pattern)
            states[start].empty.append(first)
            let accept = add(State(accepts: priority))
            states[last].empty.append(accept)
            self.kinds.append(kind)
        }
        closures = states.indices.map(closure)
    }

    private mutating func add(_ state: State) -> Int {
        states.append(state)
        return states.count - 1
    }

    /// Thompson's construction: the entry and exit states of `pattern`.
    private mutating func compile(_ pattern: SyllablePattern) -> (Int, Int) {
        switch pattern {
        case .one(let symbols):
            let exit = add(State())
            return (add(State(symbols: symbols, target: exit)), exit)
        case .sequence(let parts):
            let entry = add(State())
            var last = entry
            for part in parts {
                let (first, end) = compile(part)
                states[last].empty.append(first)
                last = end
            }
            return (entry, last)
        case .choice(let parts):
            let entry = add(State()), exit = add(State())
            for part in parts {
                let (first, end) = compile(part)
                states[entry].empty.append(first)
                states[end].empty.append(exit)
            }
            return (entry, exit)
        case .optional(let part):
            let (first, end) = compile(part)
            let entry = add(State(empty: [first])), exit = add(State())
            states[entry].empty.append(exit)
            states[end].empty.append(exit)
            return (entry, exit)
        case .many(let part):
            let (first, end) = compile(part)
            let entry = add(State(empty: [first])), exit = add(State())
            states[entry].empty.append(exit)
            states[end].empty.append(contentsOf: [first, exit])
            return (entry, exit)
        }
    }

    private func closure(_ state: Int) -> [Int] {
        var seen = Set([state]), stack = [state], out: [Int] = []
        while let s = stack.popLast() {
            out.append(s)
            for t in states[s].empty where seen.insert(t).inserted { stack.append(t) }
        }
        return out
    }

    /// The syllables of `categories`: for each, its end (exclusive) and kind, in order.
    func syllables(_ categories: [UInt8]) -> [(end: Int, kind: UInt8)] {
        var out: [(end: Int, kind: UInt8)] = []
        var marks = [Int](repeating: -1, count: states.count)
        var from = 0, generation = 0
        while from < categories.count {
            var current = closures[start]
            var best: (end: Int, kind: Int)?
            var p = from
            while true {
                var accepted = Int.max
                for s in current where states[s].accepts >= 0 { accepted = min(accepted, states[s].accepts) }
                if accepted != Int.max, p > from { best = (p, accepted) }
                guard p < categories.count, categories[p] < 64 else { break }
                let bit = UInt64(1) << UInt64(categories[p])
                generation += 1
                var next: [Int] = []
                for s in current where states[s].symbols & bit != 0 {
                    for t in closures[states[s].target] where marks[t] != generation {
                        marks[t] = generation
                        next.append(t)
                    }
                }
                if next.isEmpty { break }
                current = next
                p += 1
            }
            let (end, kind) = best.map { ($0.end, kinds[$0.kind]) } ?? (from + 1, fallback)
            out.append((end, kind))
            from = end
        }
        return out
    }
}

extension SyllablePattern {
    /// One character of any of `categories`.
    static func of(_ categories: SyllabicCategory...) -> SyllablePattern {
        .one(categories.reduce(0) { $0 | $1.bit })
    }

    /// One character of any of the Universal Shaping Engine's `categories`.
    static func use(_ categories: UniversalCategory...) -> SyllablePattern {
        .one(categories.reduce(0) { $0 | $1.bit })
    }

    /// Any one character.
    static let any = SyllablePattern.one(~0)

    /// The patterns one after another.
    static func seq(_ parts: SyllablePattern...) -> SyllablePattern { .sequence(parts) }

    /// One of the patterns.
    static func alt(_ parts: SyllablePattern...) -> SyllablePattern { .choice(parts) }

    /// This pattern, or nothing.
    var opt: SyllablePattern { .optional(self) }

    /// This pattern any number of times.
    var star: SyllablePattern { .many(self) }

    /// This pattern at least once.
    var plus: SyllablePattern { .some(self) }
}
