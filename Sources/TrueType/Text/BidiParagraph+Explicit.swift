/// The paragraph level (P2–P3) and the explicit levels and directions
/// (X1–X8) of UAX #9.
extension BidiParagraph {
    /// The isolate initiators and PDIs that match (BD9): for each index, the
    /// index of its partner, or nil. An initiator matches the first PDI after
    /// it at the same depth of isolates; a paragraph separator ends them all.
    static func isolateMatches(_ classes: [BidiClass]) -> [Int?] {
        var matches = [Int?](repeating: nil, count: classes.count)
        var open: [Int] = []
        for (i, c) in classes.enumerated() {
            if c.isIsolateInitiator {
                open.append(i)
            } else if c == .popDirectionalIsolate, let initiator = open.popLast() {
                matches[initiator] = i
                matches[i] = initiator
            } else if c == .paragraphSeparator {
                open.removeAll()
            }
        }
        return matches
    }

    /// The level of the first strong character in `start..<end` (P2–P3),
    /// skipping isolates (from an initiator to its matching PDI, or to the
    /// end when it has none) and stopping at a paragraph separator: 1 for
    /// `R` or `AL`, 0 for `L`, nil when there is none.
    static func firstStrongLevel(_ classes: [BidiClass], from start: Int, to end: Int, matches: [Int?]) -> UInt8? {
        var i = start
        while i < end {
            switch classes[i] {
            case .leftToRight: return 0
            case .rightToLeft, .arabicLetter: return 1
            case .paragraphSeparator: return nil
            case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate:
                guard let pdi = matches[i] else { return nil }
                i = pdi
            default: break
            }
            i += 1
        }
        return nil
    }

    /// One entry of the directional status stack (BD2).
    private struct Status {
        var level: UInt8
        /// The type an override gives the characters it covers (nil: none).
        var override: BidiClass?
        var isolate: Bool
    }

    /// Rules X1–X8: the embedding level of every character, and its type
    /// after overrides (isolate controls and characters an override covers
    /// become `L` or `R`). Characters X9 removes keep their own class.
    static func explicitLevels(_ classes: [BidiClass], matches: [Int?],
                               baseLevel: UInt8) -> (levels: [UInt8], types: [BidiClass]) {
        var levels = [UInt8](repeating: baseLevel, count: classes.count)
        var types = classes
        let initial = Status(level: baseLevel, override: nil, isolate: false)
        var stack = [initial]
        stack.reserveCapacity(Int(maxDepth) + 2)
        var overflowIsolates = 0, overflowEmbeddings = 0, validIsolates = 0
        for (i, c) in classes.enumerated() {
            let top = stack[stack.count - 1]
            switch c {
            case .rightToLeftEmbedding, .leftToRightEmbedding, .rightToLeftOverride, .leftToRightOverride:
                // X2–X5.
                levels[i] = top.level
                let rtl = c == .rightToLeftEmbedding || c == .rightToLeftOverride
                let level = next(after: top.level, rightToLeft: rtl)
                if level <= maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    let override: BidiClass? = c == .rightToLeftOverride ? .rightToLeft
                        : c == .leftToRightOverride ? .leftToRight : nil
                    stack.append(Status(level: level, override: override, isolate: false))
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
            case .rightToLeftIsolate, .leftToRightIsolate, .firstStrongIsolate:
                // X5a–X5c.
                levels[i] = top.level
                if let override = top.override { types[i] = override }
                var rtl = c == .rightToLeftIsolate
                if c == .firstStrongIsolate {
                    let end = matches[i] ?? classes.count
                    rtl = firstStrongLevel(classes, from: i + 1, to: end, matches: matches) == 1
                }
                let level = next(after: top.level, rightToLeft: rtl)
                if level <= maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    validIsolates += 1
                    stack.append(Status(level: level, override: nil, isolate: true))
                } else {
                    overflowIsolates += 1
                }
            case .popDirectionalIsolate:
                // X6a.
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while !stack[stack.count - 1].isolate { stack.removeLast() }
                    stack.removeLast()
                    validIsolates -= 1
                }
                let outer = stack[stack.count - 1]
                levels[i] = outer.level
                if let override = outer.override { types[i] = override }
            case .popDirectionalFormat:
                // X7.
                levels[i] = top.level
                if overflowIsolates > 0 {
                    // Inside an overflowed isolate: ignored.
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if !top.isolate && stack.count >= 2 {
                    stack.removeLast()
                }
            case .paragraphSeparator:
                // X8: a paragraph's end closes everything.
                levels[i] = baseLevel
                stack = [initial]
                (overflowIsolates, overflowEmbeddings, validIsolates) = (0, 0, 0)
            case .boundaryNeutral:
                levels[i] = top.level
            default:
                // X6.
                levels[i] = top.level
                if let override = top.override { types[i] = override }
            }
        }
        return (levels, types)
    }

    /// The least odd (right to left) or even level above `level`.
    private static func next(after level: UInt8, rightToLeft: Bool) -> UInt8 {
        rightToLeft ? (level + 1) | 1 : (level + 2) & ~1
    }
}
