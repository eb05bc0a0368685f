/// Lookup flag bits.
enum LookupFlag {
    static let rightToLeft = 0x0001
    static let ignoreBase = 0x0002
    static let ignoreLigatures = 0x0004
    static let ignoreMarks = 0x0008
    static let ignoreFlags = 0x000E
    static let useMarkFilteringSet = 0x0010
    static let markAttachmentType = 0xFF00
}
