/// The implicit part of UAX #9 for a paragraph without explicit embeddings:
/// one isolating run sequence at the base level, with sos and eos both the
/// base direction.
extension BidiParagraph {
    /// The most bracket openings kept on the stack (BD16).
    static let bracketStackLimit = 63

    /// Resolves every scalar's level (W1–W7, N0–N2, I1–I2, L1).
    static func resolveLevels(scalars: [Unicode.Scalar], classes: [BidiClass], baseLevel: UInt8) -> [UInt8] {
        // X9: embeddings, overrides, PDF and boundary neutrals are left out.
        let kept = classes.indices.filter { !isRemoved(classes[$0]) }
        var types: [BidiClass] = kept.map { neutralized(classes[$0]) }
        let edge: BidiClass = baseLevel % 2 == 0 ? .leftToRight : .rightToLeft
        resolveWeak(&types, sos: edge)
        resolveBrackets(&types, scalars: kept.map { scalars[$0] }, original: kept.map { classes[$0] },
                        embedding: edge, sos: edge)
        resolveNeutrals(&types, embedding: edge, sos: edge)
        // I1–I2.
        var levels = [UInt8](repeating: baseLevel, count: classes.count)
        for (k, index) in kept.enumerated() {
            let t = types[k]
            if baseLevel % 2 == 0 {
                levels[index] = t == .rightToLeft ? 1 : (t == .arabicNumber || t == .europeanNumber) ? 2 : 0
            } else {
                levels[index] = (t == .leftToRight || t == .europeanNumber || t == .arabicNumber) ? 2 : 1
            }
        }
        // Removed characters take the level of the character before them.
        var previous = baseLevel
        for i in classes.indices {
            if isRemoved(classes[i]) { levels[i] = previous } else { previous = levels[i] }
        }
        // L1: separators, and whitespace before them or at the end, go to the base level.
        var trailing = true
        for i in classes.indices.reversed() {
            switch classes[i] {
            case .segmentSeparator, .paragraphSeparator:
                levels[i] = baseLevel
                trailing = true
            case .whitespace, .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate,
                 .popDirectionalIsolate, .boundaryNeutral, .leftToRightEmbedding, .rightToLeftEmbedding,
                 .leftToRightOverride, .rightToLeftOverride, .popDirectionalFormat:
                if trailing { levels[i] = baseLevel }
            default:
                trailing = false
            }
        }
        return levels
    }

    /// True for the classes rule X9 removes.
    private static func isRemoved(_ c: BidiClass) -> Bool {
        switch c {
        case .boundaryNeutral, .leftToRightEmbedding, .rightToLeftEmbedding, .leftToRightOverride,
             .rightToLeftOverride, .popDirectionalFormat: true
        default: false
        }
    }

    /// Isolate marks are treated as plain neutrals (isolates are not applied).
    private static func neutralized(_ c: BidiClass) -> BidiClass {
        switch c {
        case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate, .popDirectionalIsolate: .otherNeutral
        default: c
        }
    }

    /// W1–W7.
    static func resolveWeak(_ t: inout [BidiClass], sos: BidiClass) {
        // W1: a nonspacing mark takes the type of the character before it.
        for i in t.indices where t[i] == .nonspacingMark { t[i] = i == 0 ? sos : t[i - 1] }
        // W2 and W3: European numbers after Arabic letters are Arabic numbers; AL becomes R.
        var lastStrong = sos
        for i in t.indices {
            switch t[i] {
            case .leftToRight, .rightToLeft, .arabicLetter: lastStrong = t[i]
            case .europeanNumber where lastStrong == .arabicLetter: t[i] = .arabicNumber
            default: break
            }
        }
        for i in t.indices where t[i] == .arabicLetter { t[i] = .rightToLeft }
        // W4: one separator between two numbers of the same kind joins them.
        for i in t.indices.dropFirst().dropLast() {
            let before = t[i - 1], after = t[i + 1]
            if t[i] == .europeanSeparator, before == .europeanNumber, after == .europeanNumber {
                t[i] = .europeanNumber
            } else if t[i] == .commonSeparator, before == after,
                      before == .europeanNumber || before == .arabicNumber {
                t[i] = before
            }
        }
        // W5: terminators next to European numbers become European numbers.
        var i = 0
        while i < t.count {
            guard t[i] == .europeanTerminator else { i += 1; continue }
            var j = i
            while j < t.count && t[j] == .europeanTerminator { j += 1 }
            if (i > 0 && t[i - 1] == .europeanNumber) || (j < t.count && t[j] == .europeanNumber) {
                for k in i..<j { t[k] = .europeanNumber }
            }
            i = j
        }
        // W6: remaining separators and terminators are neutral.
        for i in t.indices where [.europeanSeparator, .europeanTerminator, .commonSeparator].contains(t[i]) {
            t[i] = .otherNeutral
        }
        // W7: European numbers after left-to-right context are left to right.
        lastStrong = sos
        for i in t.indices {
            if t[i] == .leftToRight || t[i] == .rightToLeft { lastStrong = t[i] }
            if t[i] == .europeanNumber && lastStrong == .leftToRight { t[i] = .leftToRight }
        }
    }

    /// The strong direction a resolved type counts as for N0–N1 (numbers count as R), or nil.
    private static func strongDirection(_ c: BidiClass) -> BidiClass? {
        switch c {
        case .leftToRight: .leftToRight
        case .rightToLeft, .arabicLetter, .europeanNumber, .arabicNumber: .rightToLeft
        default: nil
        }
    }

    /// N0: paired brackets take the embedding direction when it occurs between
    /// them, else the opposite direction found between them when the context
    /// before the opening bracket has it too.
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
                // Marks that followed the bracket take its new type.
                var k = position + 1
                while k < t.count && original[k] == .nonspacingMark { t[k] = direction; k += 1 }
            }
        }
    }

    /// BD16: the positions of matched bracket pairs, sorted by their openings.
    private static func bracketPairPositions(_ t: [BidiClass], scalars: [Unicode.Scalar]) -> [(Int, Int)] {
        var stack: [(closing: UInt32, position: Int)] = []
        var pairs: [(Int, Int)] = []
        for i in t.indices where t[i] == .otherNeutral {
            let v = canonicalBracket(scalars[i].value)
            if let pair = bracketPairs.first(where: { $0.0 == v }) {
                guard stack.count < bracketStackLimit else { break }
                stack.append((canonicalBracket(pair.1), i))
            } else if bracketPairs.contains(where: { $0.1 == v }) {
                if let match = stack.lastIndex(where: { $0.closing == v }) {
                    pairs.append((stack[match].position, i))
                    stack.removeSubrange(match...)
                }
            }
        }
        return pairs.sorted { $0.0 < $1.0 }
    }

    /// The angle brackets U+2329 and U+232A are canonically U+3008 and U+3009.
    private static func canonicalBracket(_ v: UInt32) -> UInt32 {
        v == 0x2329 ? 0x3008 : v == 0x232A ? 0x3009 : v
    }

    /// N1–N2: a run of neutrals between two strong types of one direction
    /// takes it; other neutrals take the embedding direction.
    static func resolveNeutrals(_ t: inout [BidiClass], embedding e: BidiClass, sos: BidiClass) {
        var i = 0
        while i < t.count {
            guard strongDirection(t[i]) == nil else { i += 1; continue }
            var j = i
            while j < t.count && strongDirection(t[j]) == nil { j += 1 }
            let before = i == 0 ? sos : strongDirection(t[i - 1]) ?? sos
            let after = j == t.count ? sos : strongDirection(t[j]) ?? sos
            let direction = before == after ? before : e
            for k in i..<j { t[k] = direction }
            i = j
        }
    }
}
