import TagCloud

/// Parses `text` as the file `words.txt`.
func parseTags(_ text: String, _ options: TagInputOptions = TagInputOptions()) throws -> [Tag] {
    try TagInput.parse(text, file: "words.txt", options: options)
}

/// Parses `bytes` as the file `words.txt`.
func parseTags(bytes: [UInt8], _ options: TagInputOptions = TagInputOptions()) throws -> [Tag] {
    try TagInput.parse(bytes, file: "words.txt", options: options)
}

/// The error parsing `bytes` throws, or nil.
func inputError(_ bytes: [UInt8], _ options: TagInputOptions = TagInputOptions(),
                file: String = "words.txt") -> InputError? {
    do {
        _ = try TagInput.parse(bytes, file: file, options: options)
        return nil
    } catch {
        return error
    }
}

/// The error parsing `text` throws, or nil.
func inputError(_ text: String, _ options: TagInputOptions = TagInputOptions(),
                file: String = "words.txt") -> InputError? {
    inputError(Array(text.utf8), options, file: file)
}

/// `(text, weight)` pairs, for compact expectations.
func pairs(_ tags: [Tag]) -> [String] {
    tags.map { "\($0.text)=\($0.weight)" }
}
