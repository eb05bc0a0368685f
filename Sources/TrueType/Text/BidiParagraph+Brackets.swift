/// Rule N0 of UAX #9: paired brackets resolved together in one isolating
/// run sequence, from BidiBrackets.txt (``brackets``).
extension BidiParagraph {
    /// The most bracket openings kept on the stack (BD16).
    static let bracketStackLimit = 63

    /// The paired-bracket property of `scalar`: the opening bracket that
    /// identifies its pair (canonical equivalents share one), and whether it
    /// opens; nil for other characters.
    static func bracket(_ scalar: Unicode.Scalar) -> (pair: UInt32, opens: Bool)? {
        guard let entry = RangeTable.entry(UInt64(scalar.value), in: brackets, shift: 22) else { return nil }
        return (UInt32(entry >> 1 & 0x1F_FFFF), entry & 1 == 1)
    }

    /// N0: a bracket pair takes the embedding direction `e` when a strong
    /// type of it occurs between them, else the opposite direction found
    /// between them when the context before the opening bracket (back to
    /// `sos`) has it too. Pairs are resolved in the order of their openings,
    /// each seeing the pairs before it resolved. Nonspacing marks after a
    /// bracket (`original`: the types before W1) take its new type.
    static func resolveBrackets(_ t: inout [BidiClass], scalars: [Unicode.Scalar], original: [BidiClass],
                                embedding e: BidiClass, sos: BidiClass) {
        for (open, close) in bracketPairPositions(t, scalars: scalars) {
            var found: BidiClass?
            for k in (open + 1)..<close {
                guard let d = strongDirection(t[k]) else { continue }
                if d == e { found = e; break }
                found = d
            }
            guard var direction = found else { continue }
            if direction != e {
                var context = sos
                for k in stride(from: open - 1, through: 0, by: -1) {
                    if let d = strongDirection(t[k]) { context = d; break }
                }
                if context != direction { direction = e }
            }
            for position in [open, close] {
                t[position] = direction
                var k = position + 1
                while k < t.count && original[k] == .nonspacingMark { t[k] = direction; k += 1 }
            }
        }
    }

    /// The strong direction a resolved type counts as in N0–N2 (numbers count as R), or nil.
    static func strongDirection(_ c: BidiClass) -> BidiClass? {
        switch c {
        case .leftToRight: .leftToRight
        case .rightToLeft, .arabicLetter, .europeanNumber, .arabicNumber: .rightToLeft
        default: nil
        }
    }

    /// BD16: the positions of matched bracket pairs among the characters of
    /// type ON, sorted by their openings. A closing bracket matches the
    /// nearest open one of its pair, closing those opened after it; past
    /// ``bracketStackLimit`` open brackets the search stops.
    private static func bracketPairPositions(_ t: [BidiClass], scalars: [Unicode.Scalar]) -> [(Int, Int)] {
        var stack: [(pair: UInt32, position: Int)] = []
        var pairs: [(Int, Int)] = []
        for i in t.indices where t[i] == .otherNeutral {
            guard let (pair, opens) = bracket(scalars[i]) else { continue }
            if opens {
                guard stack.count < bracketStackLimit else { break }
                stack.append((pair, i))
            } else if let match = stack.lastIndex(where: { $0.pair == pair }) {
                pairs.append((stack[match].position, i))
                stack.removeSubrange(match...)
            }
        }
        return pairs.sorted { $0.0 < $1.0 }
    }
}
