import Raster

extension TagInput {
    /// The fields of one weighted line.
    struct WeightedFields {
        /// The tag, trimmed, inner white space collapsed, quotes resolved.
        var tag: String
        /// Where the tag starts, for messages.
        var tagStart: Int
        /// The weight's scalars, trimmed (possibly empty).
        var weight: Range<Int>
    }

    /// Reads one `tag<TAB>weight` / `tag,weight` line into `tally` (the
    /// caller has already skipped a header line).
    static func parseWeighted(_ source: TagSource, _ line: ContentLine, dropping drop: Set<String>,
                              into tally: inout TagTally) throws(InputError) {
        let fields = try splitWeighted(source, line)
        let weight = try parseWeight(source, fields.weight, line: line.number)
        guard !fields.tag.isEmpty else {
            throw source.error("empty tag before the weight", line: line.number, at: fields.tagStart)
        }
        if drop.contains(Stopwords.key(fields.tag)) { return }
        try tally.add(fields.tag, weight: weight, source: source, line: line.number, at: fields.tagStart)
    }

    /// Splits a line at its separator: after a CSV-quoted tag, or else at the
    /// line's last tab or comma.
    static func splitWeighted(_ source: TagSource, _ line: ContentLine) throws(InputError) -> WeightedFields {
        let s = source.scalars
        let r = line.range
        guard s[r.lowerBound] == "\"" else {
            // Unquoted: the weight follows the last tab or comma.
            guard let sep = r.last(where: { s[$0] == "\t" || s[$0] == "," }) else {
                throw source.error("missing weight: expected 'tag<TAB>weight' or 'tag,weight'",
                                   line: line.number, at: r.upperBound)
            }
            return WeightedFields(tag: source.collapsedString(r.lowerBound..<sep), tagStart: r.lowerBound,
                                  weight: source.trimmed(sep + 1..<r.upperBound))
        }
        // Quoted: read to the closing quote, CSV style ("" stands for one quote).
        var scanner = FieldScanner(s)
        scanner.i = r.lowerBound
        guard let text = scanner.quotedText() else {
            throw source.error("unterminated quote", line: line.number, at: r.lowerBound)
        }
        var i = scanner.i
        // Then optional spaces and the separator.
        while i < r.upperBound, s[i] != "\t", TagSource.isSpace(s[i]) { i += 1 }
        guard i < r.upperBound, s[i] == "\t" || s[i] == "," else {
            throw source.error("expected a tab or comma after the quoted tag", line: line.number, at: i)
        }
        let tag = TagSource.collapsed(text.unicodeScalars)
        return WeightedFields(tag: tag, tagStart: r.lowerBound, weight: source.trimmed(i + 1..<r.upperBound))
    }

    /// True when the weight field is a header word such as `weight` or
    /// `count` (`tag,weight`): letters, runs of them joined by single `_`,
    /// `-` or spaces (`word_count`, `times used`), optionally in double
    /// quotes as CSV exports write them. Words that number parsers read
    /// (`nan`, `inf`, `infinity`, any case) are bad weights, not headers, as
    /// is anything with a digit or other sign in it (`0x10`, `-inf`).
    static func isHeader(_ source: TagSource, _ fields: WeightedFields) -> Bool {
        var word = source.scalars[fields.weight]
        if word.count >= 2, word.first == "\"", word.last == "\"" { word = word.dropFirst().dropLast() }
        var previousIsLetter = false
        for scalar in word {
            let isLetter = TagInput.isLetter(scalar)
            guard isLetter || (previousIsLetter && "_- ".unicodeScalars.contains(scalar)) else { return false }
            previousIsLetter = isLetter
        }
        guard previousIsLetter else { return false }
        return !numberWords.contains(String(String.UnicodeScalarView(word)).lowercased())
    }

    /// Words that spell a number to some parsers (Swift's `Double("nan")`,
    /// C's `strtod`): as a weight they are errors, not header words.
    static let numberWords: Set<String> = ["nan", "snan", "inf", "infinity"]

    /// The weight in `range`: a finite, positive decimal number.
    static func parseWeight(_ source: TagSource, _ range: Range<Int>, line: Int) throws(InputError) -> Double {
        let text = source.string(range)
        guard isDecimalNumber(source.scalars[range]), let value = Double(text), value > 0 else {
            throw source.error("weight must be a positive number, got '\(messageQuote(text))'",
                               line: line, at: range.lowerBound)
        }
        guard value.isFinite else {
            throw source.error("weight is too large, got '\(messageQuote(text))'", line: line, at: range.lowerBound)
        }
        return value
    }

    /// True for `[+-]digits[.digits][e[+-]digits]` (also `.5` and `5.`).
    static func isDecimalNumber(_ s: ArraySlice<Unicode.Scalar>) -> Bool {
        var i = s.startIndex
        let end = s.endIndex
        func digits() -> Int {
            let start = i
            while i < end, s[i].value >= 0x30, s[i].value <= 0x39 { i += 1 }
            return i - start
        }
        if i < end, s[i] == "+" || s[i] == "-" { i += 1 }
        var mantissa = digits()
        if i < end, s[i] == "." {
            i += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if i < end, s[i] == "e" || s[i] == "E" {
            i += 1
            if i < end, s[i] == "+" || s[i] == "-" { i += 1 }
            guard digits() > 0 else { return false }
        }
        return i == end
    }

    /// `text` shortened (see ``MessageText``) and escaped, for quoting in a one-line message.
    static func messageQuote(_ text: String) -> String {
        text.escapedForMessage
    }
}
