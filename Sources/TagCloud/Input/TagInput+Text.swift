extension TagInput {
    /// Counts the words of one prose line into `counter`.
    ///
    /// A word is a run of letters, marks and decimal digits, which may contain
    /// an apostrophe (`'` or `’`) or hyphen (`-`, U+2010, U+2011) between two
    /// such characters: `don't`, `well-known`. Words without a letter (`1984`,
    /// `3-4`) are ignored. A word is dropped if it is a stopword; otherwise a
    /// possessive `'s` is removed, and it is dropped if the rest is a stopword
    /// or narrower than the minimum length (``columns(_:)``).
    static func countWords(_ source: TagSource, _ line: ContentLine, minLength: Int, maxLength: Int,
                           stopwords: Set<String>, into counter: inout WordCounter) throws(InputError) {
        let s = source.scalars
        var i = line.range.lowerBound
        let end = line.range.upperBound
        while i < end {
            guard isWordScalar(s[i]) else {
                i += 1
                continue
            }
            // Extend the word over word characters and inner joiners.
            let start = i
            var hasLetter = false
            while i < end {
                if isWordScalar(s[i]) {
                    hasLetter = hasLetter || isLetter(s[i])
                    i += 1
                } else if isJoiner(s[i]), i + 1 < end, isWordScalar(s[i + 1]) {
                    i += 1
                } else {
                    break
                }
            }
            guard hasLetter else { continue }
            // Refuse a runaway word before copying it.
            try TagTally.checkLength(i - start, limit: maxLength, source: source, line: line.number, at: start)
            try countWord(source, start..<i, line: line.number, minLength: minLength,
                          stopwords: stopwords, into: &counter)
        }
    }

    /// Applies the stopword, possessive and length rules to one word and counts it.
    private static func countWord(_ source: TagSource, _ range: Range<Int>, line: Int, minLength: Int,
                                  stopwords: Set<String>, into counter: inout WordCounter) throws(InputError) {
        let s = source.scalars
        var word = source.string(range)
        var key = Stopwords.key(word)
        if stopwords.contains(key) { return }
        // Strip a possessive 's (Kepler's → Kepler).
        let end = range.upperBound
        if range.count >= 3, s[end - 1] == "s" || s[end - 1] == "S", s[end - 2] == "'" || s[end - 2] == "\u{2019}" {
            word = source.string(range.lowerBound..<end - 2)
            key = Stopwords.key(word)
            if stopwords.contains(key) { return }
        }
        guard columns(word) >= minLength else { return }
        try counter.add(word, key: key, source: source, line: line, at: range.lowerBound)
    }

    /// How long `word` is for the minimum word length: one per character,
    /// two per wide East Asian character (``isWide(_:)``). A Chinese,
    /// Japanese or Korean word of two characters (東京, 서울) then passes the
    /// default of 3 as "cat" does, and a lone ideograph (的) is dropped as
    /// "of" is.
    static func columns(_ word: String) -> Int {
        word.reduce(0) { sum, character in
            sum + (character.unicodeScalars.first.map(isWide) == true ? 2 : 1)
        }
    }

    /// Whether `s` is East Asian Wide or Fullwidth (UAX #11), by block: Han
    /// ideographs, kana, Hangul, Yi, Tangut and the fullwidth forms.
    static func isWide(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
             0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF,
             0x1B000...0x1B2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Whether most of `tags` (and at least 3) hold 8 or more characters of
    /// scripts written without spaces between words (`isUnspaced(_:)`):
    /// such prose, counted as text, splits only at spaces and punctuation,
    /// so its "words" are phrases and it wants segmenting first.
    public static func looksUnsegmented(_ tags: [Tag]) -> Bool {
        let phrases = tags.filter { $0.text.unicodeScalars.lazy.filter(isUnspaced).count >= 8 }
        return tags.count >= 3 && 2 * phrases.count > tags.count
    }

    /// Han ideographs, kana, Thai, Lao, Myanmar and Khmer: scripts whose
    /// words are not separated by spaces.
    static func isUnspaced(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x3041...0x30FF, 0x31F0...0x31FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Letters, combining marks and decimal digits.
    static func isWordScalar(_ s: Unicode.Scalar) -> Bool {
        if s.value < 0x80 {
            return (s.value | 0x20 >= 0x61 && s.value | 0x20 <= 0x7A) || (s.value >= 0x30 && s.value <= 0x39)
        }
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
            return true
        default:
            return false
        }
    }

    /// Letters only (a word needs one to count).
    static func isLetter(_ s: Unicode.Scalar) -> Bool {
        if s.value < 0x80 { return s.value | 0x20 >= 0x61 && s.value | 0x20 <= 0x7A }
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            return true
        default:
            return false
        }
    }

    /// Apostrophes and hyphens, which may join the parts of a word.
    static func isJoiner(_ s: Unicode.Scalar) -> Bool {
        s == "'" || s == "\u{2019}" || s == "-" || s == "\u{2010}" || s == "\u{2011}"
    }
}
