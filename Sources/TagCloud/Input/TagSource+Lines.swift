/// A line that is neither blank nor a comment, trimmed of surrounding whitespace.
struct ContentLine {
    /// The 1-based line number.
    var number: Int
    /// The line's scalars without surrounding whitespace; never empty.
    var range: Range<Int>
}

extension TagSource {
    /// True for Unicode white space (space, tab, CR, NBSP, ...).
    static func isSpace(_ s: Unicode.Scalar) -> Bool {
        if s.value < 0x80 { return s == " " || (s.value >= 0x09 && s.value <= 0x0D) }
        return s.properties.isWhitespace
    }

    /// `range` without leading and trailing white space.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lo = range.lowerBound
        var hi = range.upperBound
        while lo < hi, Self.isSpace(scalars[lo]) { lo += 1 }
        while hi > lo, Self.isSpace(scalars[hi - 1]) { hi -= 1 }
        return lo..<hi
    }

    /// The scalars in `range` as a string, each run of white space made one space.
    func collapsedString(_ range: Range<Int>) -> String {
        Self.collapsed(scalars[range])
    }

    /// `scalars` as a string, trimmed, each inner run of white space made one space.
    static func collapsed<S: Sequence<Unicode.Scalar>>(_ scalars: S) -> String {
        var utf8: [UInt8] = []
        var pendingSpace = false
        for s in scalars {
            if isSpace(s) {
                pendingSpace = !utf8.isEmpty
            } else {
                if pendingSpace { utf8.append(0x20) }
                pendingSpace = false
                UTF8.encode(s) { utf8.append($0) }
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The number of scalars ``collapsedString(_:)`` would return for
    /// `range`, counted without making the string.
    func collapsedCount(_ range: Range<Int>) -> Int {
        var count = 0
        var pendingSpace = false
        for s in scalars[range] {
            if Self.isSpace(s) {
                pendingSpace = count > 0
            } else {
                count += pendingSpace ? 2 : 1
                pendingSpace = false
            }
        }
        return count
    }

    /// The scalars in `range` as a string, unchanged.
    func string(_ range: Range<Int>) -> String {
        // Encoding to UTF-8 bytes first is much faster than appending scalars one by one.
        var utf8: [UInt8] = []
        utf8.reserveCapacity(range.count)
        for s in scalars[range] { UTF8.encode(s) { utf8.append($0) } }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The number of white-space-separated words in `range`.
    func wordCount(_ range: Range<Int>) -> Int {
        var count = 0
        var inWord = false
        for s in scalars[range] {
            let space = Self.isSpace(s)
            if !space, !inWord { count += 1 }
            inWord = !space
        }
        return count
    }
}
