/// A numbered file name for animation frames, printf-style: `cloud-%04d.png`
/// gives `cloud-0000.png`, `cloud-0001.png`, … (`%d` for no padding,
/// `%%` for a literal percent sign). Frame numbers count from 0.
struct FramePattern: Hashable, Sendable, CustomStringConvertible {
    /// The text before the number (with `%%` already unescaped).
    let prefix: String
    /// The minimum number of digits (zero-padded); 1 for `%d`.
    let width: Int
    /// The text after the number.
    let suffix: String

    /// Parses a pattern with exactly one `%d` or `%0Nd` (N from 1 to 9).
    init(parsing pattern: String) throws(CLIError) {
        var prefix = ""
        var suffix = ""
        var width: Int?
        var characters = pattern.makeIterator()
        let problem = "-o: \(Quoting.quotedPath(pattern))"
        while let character = characters.next() {
            guard character == "%" else {
                if width == nil { prefix.append(character) } else { suffix.append(character) }
                continue
            }
            var spec = ""
            while let next = characters.next() {
                spec.append(next)
                if !next.isASCII || !next.isNumber { break }
            }
            if spec == "%" {
                if width == nil { prefix.append("%") } else { suffix.append("%") }
                continue
            }
            guard width == nil else {
                throw CLIError.usage("\(problem) has more than one frame number; use one %04d")
            }
            width = try Self.width(of: spec, problem: problem)
        }
        guard let width else {
            throw CLIError.usage(
                "\(problem) has no frame number; use a pattern such as cloud-%04d.png, or -o - to stream frames")
        }
        self.prefix = prefix
        self.width = width
        self.suffix = suffix
    }

    /// The digit count from the text after `%`: `d` → 1, `04d` → 4.
    private static func width(of spec: String, problem: String) throws(CLIError) -> Int {
        let wanted = "\(problem) has a bad frame number; use %d or %0Nd such as %04d"
        guard spec.hasSuffix("d") else { throw CLIError.usage(wanted) }
        let digits = spec.dropLast()
        if digits.isEmpty { return 1 }
        guard digits.count == 2, digits.first == "0", let width = Int(digits.dropFirst()), width >= 1 else {
            throw CLIError.usage(wanted)
        }
        return width
    }

    /// The file name of frame `index` (non-negative).
    func path(for index: Int) -> String {
        let digits = String(index)
        let padding = String(repeating: "0", count: max(0, width - digits.count))
        return prefix + padding + digits + suffix
    }

    /// The pattern as written, with `%%` for literal percent signs.
    var description: String {
        let escape = { (text: String) in text.split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%") }
        return escape(prefix) + (width == 1 ? "%d" : "%0\(width)d") + escape(suffix)
    }
}
