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
    /// The form is chosen from the first 64 KiB; then the file is read a
    /// line (or record) at a time. Memory follows the distinct tags kept (at
    /// most ``TagInputOptions/tagCap``) and the longest line, not the file;
    /// a JSON word list is checked whole in place.
    public static func parse(_ bytes: [UInt8], file: String,
                             options: TagInputOptions = TagInputOptions()) throws(InputError) -> [Tag] {
        let detection = try detect(bytes, file: file, options: options)
        let detector = detection.detector
        let places = detection.places
        let format = options.format == .auto ? detection.format : options.format
        let drop = Set(options.extraStopwords.map { Stopwords.key(TagSource.collapsed($0.unicodeScalars)) })
        let tags: [Tag]
        switch format {
        case .csv:
            tags = try parseDelimited(bytes, file: file, options: options, dropping: drop)
        case .json:
            tags = try parseJSON(bytes, file: file, options: options, dropping: drop)
        case .places:
            let list: [GeoTag]
            if let places {
                list = places
            } else {
                // Asked for and not a place list: read again, for its error.
                list = try GeoTagInput.parse(bytes, file: file, maximumTags: options.tagCap,
                                             maximumNameLength: options.maxTagLength, keepsNamesakes: false)
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

    /// What auto-detection found: the form, the place list when that is
    /// the form (read whole), and the detector fed the prefix's lines.
    struct Detection {
        var format: TagFormat
        var places: [GeoTag]?
        var detector: FormatDetector
    }

    /// Applies the rule documented on ``TagFormat`` to the first
    /// ``DelimitedSniffer/prefixLength`` bytes of `bytes` (cut at a line
    /// break): the cost does not grow with the file. Only a place list is
    /// then read whole, to be sure of it. When `options.format` is not auto
    /// only what that form needs is found.
    static func detect(_ bytes: [UInt8], file: String, options: TagInputOptions) throws(InputError) -> Detection {
        let end = DelimitedSniffer.prefixEnd(bytes)
        var detector = FormatDetector()
        try TagSource.forEachLine(bytes[..<end], file: file) { (source: TagSource, line: ContentLine?) throws(InputError) in
            if let line { detector.add(source, line) }
        }
        let auto = options.format == .auto
        if auto, looksLikeJSONList(bytes) { return Detection(format: .json, places: nil, detector: detector) }
        let named = options.delimiter != nil || options.tagColumn != nil || options.weightColumn != nil
            || options.colorColumn != nil
        if auto, named { return Detection(format: .csv, places: nil, detector: detector) }
        if auto || options.format == .places, let places = placeList(bytes, end: end, file, options) {
            return Detection(format: .places, places: places, detector: detector)
        }
        if auto, let sniff = DelimitedSniffer.sniff(bytes), sniff.numeric || sniff.quoted,
           sniff.delimiter == .semicolon || sniff.filledColumns >= 3 || detector.format != .weighted {
            return Detection(format: .csv, places: nil, detector: detector)
        }
        // A table with a broken row is still a table: reading it names the row.
        if auto, let sniff = DelimitedSniffer.sniffRagged(bytes), sniff.ragged, sniff.numeric,
           sniff.delimiter != .comma || sniff.columns >= 3 || sniff.quoted {
            return Detection(format: .csv, places: nil, detector: detector)
        }
        return Detection(format: detector.format, places: nil, detector: detector)
    }

    /// The places of `bytes` when ``GeoTagInput`` reads its first `end`
    /// bytes and then all of it (within the options' caps) and finds at
    /// least one; nil otherwise.
    private static func placeList(_ bytes: [UInt8], end: Int, _ file: String,
                                  _ options: TagInputOptions) -> [GeoTag]? {
        func read(_ bytes: [UInt8]) -> [GeoTag]? {
            let places = try? GeoTagInput.parse(bytes, file: file, maximumTags: options.tagCap,
                                                maximumNameLength: options.maxTagLength, keepsNamesakes: false)
            return places?.isEmpty == false ? places : nil
        }
        if end < bytes.count, read(Array(bytes[..<end])) == nil { return nil }
        return read(bytes)
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
        try detect(bytes, file: file, options: TagInputOptions()).format
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
