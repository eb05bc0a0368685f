/// The character-level scanning of ``XMLTokenizer``.
extension XMLTokenizer {
    /// Whether the bytes at `i` start with `text`.
    func starts(_ text: StaticString) -> Bool {
        let n = text.utf8CodeUnitCount
        guard i + n <= bytes.count else { return false }
        return text.withUTF8Buffer { prefix in (0..<n).allSatisfy { bytes[i + $0] == prefix[$0] } }
    }

    /// The byte at `i` as messages name it.
    var found: String {
        guard i < bytes.count else { return "the end of the file" }
        let c = bytes[i]
        if c >= 0x21, c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
        return c == 0x20 ? "a space" : "byte 0x" + String(c, radix: 16, uppercase: true)
    }

    /// Skips blanks; whether there were any.
    @discardableResult
    mutating func skipBlanks() -> Bool {
        let start = i
        while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 }
        return i > start
    }

    /// Whether a range holds only blanks.
    func isBlank(_ range: Range<Int>) -> Bool { range.allSatisfy { [0x20, 0x0A, 0x0D, 0x09].contains(bytes[$0]) } }

    /// The first byte of a range that is not blank.
    func firstNonBlank(_ range: Range<Int>) -> Int {
        range.first { ![0x20, 0x0A, 0x0D, 0x09].contains(bytes[$0]) } ?? range.lowerBound
    }

    /// Consumes the ASCII `text`, or throws `expected WHAT, found ...`.
    mutating func expect(_ text: StaticString, _ what: String) throws(InputError) {
        guard starts(text) else { throw error("expected \(what), found \(found)", at: i) }
        i += text.utf8CodeUnitCount
    }

    /// Skips to just past `end`, or throws that `what` is not closed.
    mutating func skip(past end: StaticString, what: String) throws(InputError) {
        let start = i
        while i < bytes.count, !starts(end) { i += 1 }
        guard i < bytes.count else { throw error("\(what) is not closed: no '\(end)' follows", at: start) }
        i += end.utf8CodeUnitCount
    }

    /// A name: letters, digits (not first), `_`, `:`, `-`, `.` and any non-ASCII character.
    mutating func name() throws(InputError) -> String {
        let start = i
        while i < bytes.count {
            let c = bytes[i]
            let isStart = (c | 0x20 >= UInt8(ascii: "a") && c | 0x20 <= UInt8(ascii: "z")) || c == UInt8(ascii: "_")
                || c == UInt8(ascii: ":")
            let isLater = (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "-") || c == UInt8(ascii: ".")
            if c >= 0x80 {
                guard let n = UTF8Sequence.length(bytes, at: i) else { throw error("invalid UTF-8", at: i) }
                i += n
            } else if isStart || (isLater && i > start) {
                i += 1
            } else {
                break
            }
        }
        guard i > start else { throw error("expected a name, found \(found)", at: i) }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    /// Text up to the next `<`: characters and entity references checked.
    mutating func scanText() throws(InputError) {
        while i < bytes.count, bytes[i] != UInt8(ascii: "<") {
            if starts("]]>") { throw error("']]>' is not allowed in text", at: i) }
            try checkCharacter()
        }
    }

    /// Checks the characters of a CDATA section.
    func checkCharacters(_ range: Range<Int>) throws(InputError) {
        var k = range.lowerBound
        while k < range.upperBound {
            let c = bytes[k]
            if c < 0x20, c != 0x09, c != 0x0A, c != 0x0D { throw error("control character 0x\(String(c, radix: 16)) in XML", at: k) }
            guard let n = UTF8Sequence.length(bytes, at: k) else { throw error("invalid UTF-8", at: k) }
            k += n
        }
    }

    /// Checks and passes one character of text or of an attribute value (an
    /// entity reference whole).
    mutating func checkCharacter() throws(InputError) {
        let c = bytes[i]
        if c == UInt8(ascii: "&") {
            guard let (_, length) = entity(at: i) else {
                throw error("unknown or malformed entity: XML text has &lt; &gt; &amp; &apos; &quot; and "
                    + "character references such as &#233; or &#xE9;", at: i)
            }
            i += length
            return
        }
        if c < 0x20, c != 0x09, c != 0x0A, c != 0x0D { throw error("control character 0x\(String(c, radix: 16)) in XML", at: i) }
        guard let n = UTF8Sequence.length(bytes, at: i) else { throw error("invalid UTF-8", at: i) }
        i += n
    }

    /// The scalar an entity reference at `k` stands for and its length, nil if it is not one.
    func entity(at k: Int) -> (Unicode.Scalar, Int)? {
        var end = k + 1
        while end < bytes.count, end - k < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return nil }
        let body = String(decoding: bytes[(k + 1)..<end], as: UTF8.self)
        let named: [String: Unicode.Scalar] = ["lt": "<", "gt": ">", "amp": "&", "apos": "'", "quot": "\""]
        if let scalar = named[body] { return (scalar, end - k + 1) }
        guard body.hasPrefix("#") else { return nil }
        let hex = body.hasPrefix("#x")
        let digits = body.dropFirst(hex ? 2 : 1)
        guard !digits.isEmpty, digits.allSatisfy({ hex ? $0.isHexDigit : $0.isASCII && $0.isNumber }),
              let value = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(value),
              value >= 0x20 || [0x09, 0x0A, 0x0D].contains(value), value != 0xFFFE, value != 0xFFFF else { return nil }
        return (scalar, end - k + 1)
    }

    /// Checked text with its entity references replaced.
    func decode(_ range: Range<Int>) -> String {
        var scalars = String.UnicodeScalarView()
        var k = range.lowerBound, run = k
        while k < range.upperBound {
            guard bytes[k] == UInt8(ascii: "&"), let (scalar, length) = entity(at: k) else { k += 1; continue }
            scalars.append(contentsOf: String(decoding: bytes[run..<k], as: UTF8.self).unicodeScalars)
            scalars.append(scalar)
            k += length
            run = k
        }
        scalars.append(contentsOf: String(decoding: bytes[run..<range.upperBound], as: UTF8.self).unicodeScalars)
        return String(scalars)
    }
}
