/// Rules W1–W7 of UAX #9: weak types resolved in one isolating run sequence.
extension BidiParagraph {
    /// W1–W7 on the types `t` of one isolating run sequence that starts with `sos`.
    static func resolveWeak(_ t: inout [BidiClass], sos: BidiClass) {
        // W1: a nonspacing mark takes the type of the character before it
        // (sos at the start), or ON after an isolate initiator or PDI.
        for i in t.indices where t[i] == .nonspacingMark {
            t[i] = i == 0 ? sos : t[i - 1].isIsolateControl ? .otherNeutral : t[i - 1]
        }
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
        for i in t.indices {
            switch t[i] {
            case .europeanSeparator, .europeanTerminator, .commonSeparator: t[i] = .otherNeutral
            default: break
            }
        }
        // W7: European numbers after left-to-right context are left to right.
        lastStrong = sos
        for i in t.indices {
            if t[i] == .leftToRight || t[i] == .rightToLeft { lastStrong = t[i] }
            if t[i] == .europeanNumber && lastStrong == .leftToRight { t[i] = .leftToRight }
        }
    }
}
