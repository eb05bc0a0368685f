/// Reads tags from the bytes of a tag file.
///
/// See ``TagFormat`` for the three forms and how ``TagFormat/auto`` picks
/// one. Results are deterministic: tags come heaviest first, ties in the
/// order they first appear.
///
/// ```swift
/// let tags = try TagInput.parse(bytes, file: "words.txt")
/// ```
public enum TagInput {
    /// Parses a tag file.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents, UTF-8 (a BOM is skipped; LF or CRLF lines).
    ///   - file: the name for messages; `-` means standard input.
    ///   - options: format, word filters and limits.
    /// - Returns: the distinct tags, heaviest first, ties in first-appearance
    ///   order, at most `options.maxTags` of them; never empty.
    /// - Throws: ``TagInputError`` for invalid UTF-8, NUL bytes, bad weights,
    ///   unterminated quotes, too many or too long tags (see
    ///   ``TagInputError/exceededCap``), or no tags at all.
    public static func parse(_ bytes: [UInt8], file: String,
                             options: TagInputOptions = TagInputOptions()) throws(TagInputError) -> [Tag] {
        let source = try TagSource(bytes: bytes, file: file)
        let lines = source.contentLines
        let format = options.format == .auto ? detect(source, lines) : options.format
        let drop = Set(options.extraStopwords.map { Stopwords.key(TagSource.collapsed($0.unicodeScalars)) })
        let tags: [Tag]
        switch format {
        case .text:
            var counter = WordCounter(options: options)
            try countWords(source, lines, minLength: options.minWordLength, maxLength: options.maxTagLength,
                           stopwords: Stopwords.english.union(drop), into: &counter)
            tags = counter.tags(maxTags: options.maxTags)
        case .weighted:
            var tally = TagTally(options: options)
            try parseWeighted(source, lines, dropping: drop, into: &tally)
            tags = TagTally.ranked(texts: tally.texts, weights: tally.weights, maxTags: options.maxTags)
        case .list, .auto:
            var tally = TagTally(options: options)
            for line in lines {
                let tag = source.collapsedString(line.range)
                if drop.contains(Stopwords.key(tag)) { continue }
                try tally.add(tag, weight: 1, source: source, line: line.number, at: line.range.lowerBound)
            }
            tags = TagTally.ranked(texts: tally.texts, weights: tally.weights, maxTags: options.maxTags)
        }
        guard !tags.isEmpty else {
            let reason = format == .text
                ? " (no word of \(options.minWordLength)+ characters outside the stopwords)" : ""
            throw TagInputError("no tags in \(source.displayName)\(reason)", file: file, line: 1, column: 1)
        }
        return tags
    }

    /// Parses tags from text already in memory, like the byte-array form.
    public static func parse(_ text: String, file: String,
                             options: TagInputOptions = TagInputOptions()) throws(TagInputError) -> [Tag] {
        try parse(Array(text.utf8), file: file, options: options)
    }

    /// The form ``TagFormat/auto`` would choose for `bytes`.
    ///
    /// - Throws: ``TagInputError`` when the bytes are not valid UTF-8 text.
    public static func detectFormat(_ bytes: [UInt8], file: String) throws(TagInputError) -> TagFormat {
        let source = try TagSource(bytes: bytes, file: file)
        return detect(source, source.contentLines)
    }

    /// The auto-detection rule documented on ``TagFormat``.
    static func detect(_ source: TagSource, _ lines: [ContentLine]) -> TagFormat {
        guard !lines.isEmpty else { return .list }
        // The text after each line's last tab or comma, if it has one.
        let fields = lines.map { line in
            line.range.last(where: { source.scalars[$0] == "\t" || source.scalars[$0] == "," })
                .map { source.scalars[source.trimmed($0 + 1..<line.range.upperBound)] }
        }
        let numeric = fields.map { $0.map(isDecimalNumber) ?? false }
        let header = fields.count >= 2 && fields[0].map { $0.contains(where: isLetter) } == true
        if numeric.dropFirst().allSatisfy({ $0 }), numeric[0] || header { return .weighted }
        let words = lines.reduce(0) { $0 + source.wordCount($1.range) }
        return words > 4 * lines.count ? .text : .list
    }
}
