/// Reads tags from the bytes of a tag file.
///
/// See ``TagFormat`` for the four forms and how ``TagFormat/auto`` picks
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
    /// - Throws: ``InputError`` for invalid UTF-8, NUL bytes, bad weights,
    ///   unterminated quotes, too many or too long tags (see
    ///   ``InputError/exceededCap``), or no tags at all.
    ///
    /// The file is read twice, a line at a time: once to check that it is
    /// text and to choose the form, once to count its tags. Memory follows
    /// the distinct tags kept (at most ``TagInputOptions/tagCap``) and the
    /// longest line, not the file.
    public static func parse(_ bytes: [UInt8], file: String,
                             options: TagInputOptions = TagInputOptions()) throws(InputError) -> [Tag] {
        var detector = FormatDetector()
        try TagSource.forEachLine(bytes, file: file) { (source: TagSource, line: ContentLine?) throws(InputError) in
            if let line { detector.add(source, line) }
        }
        // A place list is read whole here, once, both to detect it and for its tags.
        let places = options.format == .auto || options.format == .places ? placeList(bytes, file, options) : nil
        let format = options.format == .auto ? (places != nil ? .places : detector.format) : options.format
        let drop = Set(options.extraStopwords.map { Stopwords.key(TagSource.collapsed($0.unicodeScalars)) })
        let tags: [Tag]
        switch format {
        case .places:
            // Asked for and not a place list: read again, for its error.
            let list: [GeoTag]
            if let places {
                list = places
            } else {
                list = try GeoTagInput.parse(bytes, file: file, maximumTags: options.tagCap,
                                             maximumNameLength: options.maxTagLength)
            }
            let kept = list.filter { !drop.contains(Stopwords.key($0.name)) }
            tags = TagTally.ranked(texts: kept.map(\.name), weights: kept.map(\.weight), maxTags: options.maxTags)
        case .text:
            var counter = WordCounter(options: options)
            let stopwords = Stopwords.english.union(drop)
            try TagSource.forEachLine(bytes, file: file) { (source: TagSource, line: ContentLine?) throws(InputError) in
                guard let line else { return }
                try countWords(source, line, minLength: options.minWordLength, maxLength: options.maxTagLength,
                               stopwords: stopwords, into: &counter)
            }
            tags = counter.tags(maxTags: options.maxTags)
        case .weighted:
            var tally = TagTally(options: options)
            var first = true
            try TagSource.forEachLine(bytes, file: file) { (source: TagSource, line: ContentLine?) throws(InputError) in
                guard let line else { return }
                // A first line like `tag,weight`, with more lines after it, is a header.
                if first, detector.count > 1, isHeader(source, try splitWeighted(source, line)) {
                    first = false
                    return
                }
                first = false
                try parseWeighted(source, line, dropping: drop, into: &tally)
            }
            tags = TagTally.ranked(texts: tally.texts, weights: tally.weights, maxTags: options.maxTags)
        case .list where options.foldCase, .auto where options.foldCase:
            var counter = WordCounter(options: options)
            let limit = max(0, options.maxTagLength)
            try TagSource.forEachLine(bytes, file: file) { (source: TagSource, line: ContentLine?) throws(InputError) in
                guard let line else { return }
                try TagTally.checkLength(source.collapsedCount(line.range), limit: limit,
                                         source: source, line: line.number, at: line.range.lowerBound)
                let tag = source.collapsedString(line.range)
                let key = Stopwords.key(tag)
                if drop.contains(key) { return }
                try counter.add(tag, key: key, source: source, line: line.number, at: line.range.lowerBound)
            }
            tags = counter.tags(maxTags: options.maxTags)
        case .list, .auto:
            var tally = TagTally(options: options)
            try TagSource.forEachLine(bytes, file: file) { (source: TagSource, line: ContentLine?) throws(InputError) in
                guard let line else { return }
                // Refuse a runaway line before copying it.
                try TagTally.checkLength(source.collapsedCount(line.range), limit: tally.lengthLimit,
                                         source: source, line: line.number, at: line.range.lowerBound)
                let tag = source.collapsedString(line.range)
                if drop.contains(Stopwords.key(tag)) { return }
                try tally.add(tag, weight: 1, source: source, line: line.number, at: line.range.lowerBound)
            }
            tags = TagTally.ranked(texts: tally.texts, weights: tally.weights, maxTags: options.maxTags)
        }
        guard !tags.isEmpty else {
            let reason = format == .text
                ? " (no word of \(options.minWordLength)+ characters outside the stopwords)" : ""
            throw InputError("no tags in \(TagSource.displayName(file))\(reason)",
                             at: SourceLocation(file: file, line: 1, column: 1))
        }
        return tags
    }

    /// The places of `bytes` when ``GeoTagInput`` reads it whole (within the
    /// options' caps) and finds at least one; nil otherwise.
    private static func placeList(_ bytes: [UInt8], _ file: String, _ options: TagInputOptions) -> [GeoTag]? {
        let places = try? GeoTagInput.parse(bytes, file: file, maximumTags: options.tagCap,
                                            maximumNameLength: options.maxTagLength)
        return places?.isEmpty == false ? places : nil
    }

    /// Parses tags from text already in memory, like the byte-array form.
    public static func parse(_ text: String, file: String,
                             options: TagInputOptions = TagInputOptions()) throws(InputError) -> [Tag] {
        try parse(Array(text.utf8), file: file, options: options)
    }

    /// The form ``TagFormat/auto`` would choose for `bytes`.
    ///
    /// - Throws: ``InputError`` when the bytes are not valid UTF-8 text.
    public static func detectFormat(_ bytes: [UInt8], file: String) throws(InputError) -> TagFormat {
        var detector = FormatDetector()
        try TagSource.forEachLine(bytes, file: file) { (source: TagSource, line: ContentLine?) throws(InputError) in
            if let line { detector.add(source, line) }
        }
        return placeList(bytes, file, TagInputOptions()) != nil ? .places : detector.format
    }
}

/// The auto-detection rule documented on ``TagFormat``, fed one content
/// line at a time, keeping only what the rule needs.
struct FormatDetector {
    /// The content lines seen.
    private(set) var count = 0
    /// Their white-space-separated words.
    private var words = 0
    /// Whether the first line ends in a number after a tab or comma.
    private var firstNumeric = false
    /// Whether the first line's field after its last tab or comma has a letter (a header).
    private var firstHasLetter = false
    /// Whether every later line ends in a number after a tab or comma.
    private var restNumeric = true

    /// Takes one content line of `source` into account.
    mutating func add(_ source: TagSource, _ line: ContentLine) {
        // The text after the line's last tab or comma, if it has one.
        let field = line.range.last(where: { source.scalars[$0] == "\t" || source.scalars[$0] == "," })
            .map { source.scalars[source.trimmed($0 + 1..<line.range.upperBound)] }
        let numeric = field.map(TagInput.isDecimalNumber) ?? false
        if count == 0 {
            firstNumeric = numeric
            firstHasLetter = field?.contains(where: TagInput.isLetter) ?? false
        } else if !numeric {
            restNumeric = false
        }
        words += source.wordCount(line.range)
        count += 1
    }

    /// The form chosen for the lines so far.
    var format: TagFormat {
        guard count > 0 else { return .list }
        if restNumeric, firstNumeric || (count >= 2 && firstHasLetter) { return .weighted }
        return words > 4 * count ? .text : .list
    }
}
