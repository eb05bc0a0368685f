/// Settings for ``TagInput/parse(_:file:options:)``.
public struct TagInputOptions: Hashable, Sendable {
    /// The input form; ``TagFormat/auto`` detects it.
    public var format: TagFormat
    /// In the text form, the shortest word kept, in characters. Default 3.
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
    /// The most distinct tags accepted; more is an error (unless ``maxTags``
    /// keeps fewer). Default 100 000, which keeps layout and rendering fast.
    public var tagCap: Int

    /// The default tag cap, 100 000.
    public static let defaultTagCap = 100_000

    /// Creates options; every parameter has a sensible default.
    public init(format: TagFormat = .auto, minWordLength: Int = 3, extraStopwords: [String] = [],
                maxTags: Int? = nil, tagCap: Int = TagInputOptions.defaultTagCap) {
        self.format = format
        self.minWordLength = minWordLength
        self.extraStopwords = extraStopwords
        self.maxTags = maxTags
        self.tagCap = tagCap
    }
}
