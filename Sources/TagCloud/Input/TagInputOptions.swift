/// Settings for ``TagInput/parse(_:file:options:)-([UInt8],_,_)``.
public struct TagInputOptions: Hashable, Sendable {
    /// The input form; ``TagFormat/auto`` detects it.
    public var format: TagFormat
    /// In the text form, the shortest word kept, in characters, a wide East
    /// Asian one (Han, kana, Hangul) counting two. Default 3.
    public var minWordLength: Int
    /// Words or tags to drop, compared case-insensitively.
    ///
    /// In the text form they extend the built-in English stopword list
    /// (``Stopwords/english``); in the list and weighted forms, which use no
    /// built-in list, they remove matching tags.
    public var extraStopwords: [String]
    /// Keep only this many of the heaviest tags (ties: first appearance wins);
    /// `nil` keeps all.
    public var maxTags: Int?
    /// The most distinct tags accepted, whatever ``maxTags`` keeps: counting
    /// stops with an error at the first tag past it, so memory stays bounded.
    /// Default 100 000, which keeps layout and rendering fast.
    public var tagCap: Int
    /// The longest tag (or counted word) accepted, in Unicode scalars; a
    /// longer one is an error at its line and column. Default 256.
    public var maxTagLength: Int
    /// In the list form, count lines that differ only in case (`License`,
    /// `license`, `LICENSE`) as one tag, shown in its most common spelling
    /// (ties: the first seen), as the text form always does. Default false.
    public var foldCase: Bool = false
    /// In the csv form, the field delimiter; nil detects it.
    public var delimiter: Delimiter?
    /// In the csv form, the column of the tags; nil takes the first column of text.
    public var tagColumn: TagColumn?
    /// In the csv form, the column of the weights; nil takes the column of numbers.
    public var weightColumn: TagColumn?
    /// In the csv form, the column of colours; nil takes one headed `color` or `colour`, if any.
    public var colorColumn: TagColumn?

    /// The default ``minWordLength``: 3 characters.
    public static let defaultMinWordLength = 3
    /// The default tag cap, 100 000.
    public static let defaultTagCap = 100_000
    /// The default longest tag, 256 characters: far more than a label can
    /// show, far less than a runaway line.
    public static let defaultMaxTagLength = 256

    /// Creates options; every parameter has a sensible default.
    public init(format: TagFormat = .auto, minWordLength: Int = TagInputOptions.defaultMinWordLength, extraStopwords: [String] = [],
                maxTags: Int? = nil, tagCap: Int = TagInputOptions.defaultTagCap,
                maxTagLength: Int = TagInputOptions.defaultMaxTagLength) {
        self.format = format
        self.minWordLength = minWordLength
        self.extraStopwords = extraStopwords
        self.maxTags = maxTags
        self.tagCap = tagCap
        self.maxTagLength = maxTagLength
    }
}
