/// The one pass that checks a JSON document's syntax (see ``JSONText``).
struct JSONChecker {
    /// A syntax error: what is wrong and the offset of the byte where it is.
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    let bytes: [UInt8]
    /// The next byte to read.
    var i = 0
    /// The open containers, innermost last: `{` or `[`.
    var open: [UInt8] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
    }

    /// Checks the whole document; returns the offset of its top value.
    mutating func check() throws(Failure) -> Int {
        skipBlanks()
        let root = i
        var expectingValue = true
        while true {
            if expectingValue {
                expectingValue = try value()
                continue
            }
            skipBlanks()
            guard let top = open.last else {
                guard i == bytes.count else { throw fail("unexpected \(found) after the end of the JSON document") }
                return root
            }
            let close: UInt8 = top == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
            if peek == UInt8(ascii: ",") {
                i += 1
                skipBlanks()
                if top == UInt8(ascii: "{") { try key() }
                expectingValue = true
            } else if peek == close {
                i += 1
                open.removeLast()
            } else {
                let what = top == UInt8(ascii: "{") ? "',' or '}' in an object" : "',' or ']' in an array"
                throw fail("expected \(what), found \(found)")
            }
        }
    }

    /// The byte at `i`, nil at the end.
    private var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

    /// The byte at `i` as messages name it.
    var found: String {
        guard let c = peek else { return "the end of the file" }
        if c >= 0x21, c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
        return c == 0x20 ? "a space" : "byte 0x" + String(c, radix: 16, uppercase: true)
    }

    private func fail(_ message: String) -> Failure { Failure(message: message, offset: i) }

    private mutating func skipBlanks() {
        while let c = peek, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { i += 1 }
    }

    /// One value. A non-empty container is opened (its first key read) and
    /// true returned: the caller's loop reads its first value, so nesting
    /// takes no stack.
    private mutating func value() throws(Failure) -> Bool {
        skipBlanks()
        switch peek {
        case UInt8(ascii: "{"):
            i += 1
            skipBlanks()
            if peek == UInt8(ascii: "}") { i += 1; return false }
            open.append(UInt8(ascii: "{"))
            try key()
            return true
        case UInt8(ascii: "["):
            i += 1
            skipBlanks()
            if peek == UInt8(ascii: "]") { i += 1; return false }
            open.append(UInt8(ascii: "["))
            return true
        case UInt8(ascii: "\""): try string()
        case .some(UInt8(ascii: "-")), .some(UInt8(ascii: "0")...UInt8(ascii: "9")): try number()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default:
            throw fail("expected a JSON value (an object, array, string, number, true, false or null), found \(found)")
        }
        return false
    }

    /// An object key and its colon.
    private mutating func key() throws(Failure) {
        guard peek == UInt8(ascii: "\"") else { throw fail("expected a key in double quotes, found \(found)") }
        try string()
        skipBlanks()
        guard peek == UInt8(ascii: ":") else { throw fail("expected ':' after the key, found \(found)") }
        i += 1
    }

    private mutating func literal(_ word: String) throws(Failure) {
        for c in word.utf8 {
            guard peek == c else { throw fail("expected '\(word)', found \(found)") }
            i += 1
        }
    }

    private mutating func digits() -> Int {
        let start = i
        while let c = peek, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { i += 1 }
        return i - start
    }

    private mutating func number() throws(Failure) {
        if peek == UInt8(ascii: "-") { i += 1 }
        if peek == UInt8(ascii: "0") {
            i += 1
            if let c = peek, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") {
                throw fail("a JSON number has no leading zeros")
            }
        } else if digits() == 0 {
            throw fail("expected digits in a number, found \(found)")
        }
        if peek == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw fail("expected digits after the decimal point, found \(found)") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            i += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw fail("expected digits in the exponent, found \(found)") }
        }
    }

    private mutating func string() throws(Failure) {
        let start = i
        i += 1
        while true {
            guard let c = peek else {
                i = start
                throw fail("this string has no closing quote")
            }
            switch c {
            case UInt8(ascii: "\""):
                i += 1
                return
            case UInt8(ascii: "\\"):
                try escape()
            case ..<0x20:
                throw fail("a control character in a string must be escaped, as \\n or \\u00"
                    + (c < 0x10 ? "0" : "") + String(c, radix: 16, uppercase: true))
            case ..<0x80:
                i += 1
            default:
                guard let n = UTF8Sequence.length(bytes, at: i) else { throw fail("invalid UTF-8") }
                i += n
            }
        }
    }

    /// A backslash escape, `\u` surrogates paired.
    private mutating func escape() throws(Failure) {
        i += 1
        guard let c = peek else { throw fail("the file ends inside an escape") }
        guard c == UInt8(ascii: "u") else {
            guard "\"\\/bfnrt".utf8.contains(c) else {
                i -= 1
                throw fail("invalid escape; JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
            }
            i += 1
            return
        }
        i -= 1
        let unit = try hexEscape()
        if (0xDC00...0xDFFF).contains(unit) {
            i -= 6
            throw fail("a low surrogate escape without a high one before it")
        }
        if (0xD800...0xDBFF).contains(unit) {
            let message = "a high surrogate escape must be followed by a low one (\\uDC00 to \\uDFFF)"
            guard peek == UInt8(ascii: "\\") else { throw fail(message) }
            guard (0xDC00...0xDFFF).contains(try hexEscape()) else {
                i -= 6
                throw fail(message)
            }
        }
    }

    /// Reads `\uXXXX` at `i`; returns the unit.
    private mutating func hexEscape() throws(Failure) -> Int {
        guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "u") else { throw fail("expected \\u") }
        guard i + 6 <= bytes.count, let v = JSONChecker.hexValue(bytes[(i + 2)..<(i + 6)]) else {
            throw fail("\\u needs four hexadecimal digits")
        }
        i += 6
        return v
    }

    /// The value of hexadecimal digits, nil if one is not.
    static func hexValue(_ digits: ArraySlice<UInt8>) -> Int? {
        var v = 0
        for c in digits {
            guard let d = Character(Unicode.Scalar(c)).hexDigitValue else { return nil }
            v = v << 4 | d
        }
        return v
    }
}
