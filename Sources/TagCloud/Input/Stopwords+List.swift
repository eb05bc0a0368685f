extension Stopwords {
    /// The words of a stopword list: one word per line, read by the one
    /// line reader of every input; spaces and tabs around a word are dropped, and blank
    /// lines and lines starting with `#` are skipped.
    ///
    /// - Throws: ``InputError`` in `file` at the line and column of the first
    ///   invalid UTF-8 sequence.
    public static func parseList(_ bytes: some Collection<UInt8>, file: String) throws(InputError) -> [String] {
        var words: [String] = []
        try LineReader.forEachLine(bytes, file: file) { line throws(InputError) in
            let isBlank = { (s: Unicode.Scalar) in s == " " || s == "\t" }
            guard let first = line.scalars.firstIndex(where: { !isBlank($0) }),
                  let last = line.scalars.lastIndex(where: { !isBlank($0) }),
                  line.scalars[first] != "#" else { return }
            words.append(String(String.UnicodeScalarView(line.scalars[first...last])))
        }
        return words
    }
}
