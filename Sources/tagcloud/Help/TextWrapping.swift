/// Greedy word wrapping for help text.
enum TextWrapping {
    /// The width help is wrapped to.
    static let width = 80

    /// Wraps `text` into lines of at most `width` characters. The first line
    /// starts after `firstIndent` characters already on it; every other line
    /// is prefixed with `indent` spaces. A word longer than the room is kept
    /// whole on its own line rather than split.
    static func wrap(_ text: String, width: Int = width, firstIndent: Int = 0, indent: Int = 0) -> [String] {
        var lines: [String] = []
        var line = ""
        var used = firstIndent
        let pad = String(repeating: " ", count: indent)
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let length = word.count
            if line.isEmpty {
                line = String(word)
                used += length
            } else if used + 1 + length <= width {
                line += " " + word
                used += 1 + length
            } else {
                lines.append(line)
                line = String(word)
                used = indent + length
            }
        }
        lines.append(line)
        return lines.enumerated().map {
            ($0.offset == 0 ? $0.element : pad + $0.element).replacingOccurrences(of: noBreak, with: " ")
        }
    }

    /// A space the wrapper never breaks at (printed as a plain space).
    static let noBreak = "\u{00A0}"

    /// `text` with every space made unbreakable.
    static func unbreakable(_ text: String) -> String {
        text.replacingOccurrences(of: " ", with: noBreak)
    }

    /// Wraps each paragraph (separated by blank lines) of `text` with an indent.
    static func paragraphs(_ text: String, indent: Int = 0) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        for (index, paragraph) in text.components(separatedBy: "\n\n").enumerated() {
            if index > 0 { lines.append("") }
            let flat = paragraph.split(separator: "\n").joined(separator: " ")
            lines += wrap(flat, firstIndent: indent, indent: indent).enumerated().map {
                $0.offset == 0 ? pad + $0.element : $0.element
            }
        }
        return lines
    }
}

extension String {
    /// Splits on a multi-character separator (a small stand-in for
    /// Foundation's method, which this target does not import).
    fileprivate func components(separatedBy separator: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(self)
        while let range = rest.firstRange(of: separator) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }
}
