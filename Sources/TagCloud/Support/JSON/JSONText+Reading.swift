/// Reading checked values in place. Every function here assumes the
/// document passed ``JSONText/init(_:file:)``.
extension JSONText {
    /// The kinds of JSON value.
    enum Kind: Hashable {
        case object, array, string, number, bool, null

        /// `an object`, as messages name the kind.
        var named: String {
            switch self {
            case .object: "an object"
            case .array: "an array"
            case .string: "a string"
            case .number: "a number"
            case .bool: "true or false"
            case .null: "null"
            }
        }
    }

    /// The kind of `value`.
    func kind(_ value: JSONValue) -> Kind {
        switch bytes[value.offset] {
        case UInt8(ascii: "{"): .object
        case UInt8(ascii: "["): .array
        case UInt8(ascii: "\""): .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): .bool
        case UInt8(ascii: "n"): .null
        default: .number
        }
    }

    /// Throws `expected WHAT, found KIND` unless `value` is of `kind`.
    func require(_ value: JSONValue, is kind: Kind, _ what: String) throws(InputError) {
        let actual = self.kind(value)
        guard actual == kind else { throw error("expected \(what), found \(actual.named)", at: value) }
    }

    /// The offset just after blanks from `i`.
    private func skipBlanks(_ i: Int) -> Int {
        var i = i
        while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 }
        return i
    }

    /// The offset just after the string whose opening quote is at `i`.
    private func endOfString(_ i: Int) -> Int {
        var i = i + 1
        while bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
        return i + 1
    }

    /// The offset just after the value starting at `i`, found by scanning
    /// (without recursion: a container's brackets are counted).
    func end(ofValueAt i: Int) -> Int {
        switch bytes[i] {
        case UInt8(ascii: "\""):
            return endOfString(i)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0, i = i
            repeat {
                switch bytes[i] {
                case UInt8(ascii: "\""): i = endOfString(i); continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                default: break
                }
                i += 1
            } while depth > 0
            return i
        default:
            var i = i
            while i < bytes.count, !",]} \n\r\t".utf8.contains(bytes[i]) { i += 1 }
            return i
        }
    }

    /// The members of an object, by key; a key given twice is an error at its
    /// second place. `what` names the object in the error when it is not one.
    /// With `only`, other keys are skipped (and may repeat), so an object of a
    /// million keys costs nothing but the scan; without it each key costs its
    /// text and an offset.
    func members(_ object: JSONValue, _ what: String = "an object",
                 only: Set<String>? = nil) throws(InputError) -> JSONMembers {
        try require(object, is: .object, what)
        var offsets: [String: Int] = [:]
        var i = skipBlanks(object.offset + 1)
        while bytes[i] != UInt8(ascii: "}") {
            let keyStart = i
            let key = decodeString(at: i)
            i = skipBlanks(endOfString(i))  // at ':'
            i = skipBlanks(i + 1)
            if only?.contains(key) ?? true {
                if offsets[key] != nil {
                    let value = JSONValue(offset: i, parentPath: object.path, component: .key(key))
                    throw error("the key \(key.quotedForMessage) appears twice", at: value, offset: keyStart)
                }
                offsets[key] = i
            }
            i = skipBlanks(end(ofValueAt: i))
            if bytes[i] == UInt8(ascii: ",") { i = skipBlanks(i + 1) }
        }
        return JSONMembers(offsets: offsets, path: object.path)
    }

    /// The first `limit` elements of an array (the rest are skipped). `what` names the array in the error when it is not one.
    func elements(_ array: JSONValue, _ what: String, limit: Int) throws(InputError) -> [JSONValue] {
        var all: [JSONValue] = []
        try forEachElement(array, what) { if all.count < limit { all.append($0) } }
        return all
    }

    /// Calls `body` with each element of an array, in order, and returns
    /// their number. `what` names the array in the error when it is not one.
    @discardableResult
    func forEachElement(_ array: JSONValue, _ what: String,
                        _ body: (JSONValue) throws(InputError) -> Void) throws(InputError) -> Int {
        try require(array, is: .array, what)
        let path = array.path
        var i = skipBlanks(array.offset + 1), index = 0
        while bytes[i] != UInt8(ascii: "]") {
            try body(JSONValue(offset: i, parentPath: path, component: .index(index)))
            index += 1
            i = skipBlanks(end(ofValueAt: i))
            if bytes[i] == UInt8(ascii: ",") { i = skipBlanks(i + 1) }
        }
        return index
    }

    /// The elements of a small array (a position, a short list).
    func elements(_ array: JSONValue, _ what: String) throws(InputError) -> [JSONValue] {
        var all: [JSONValue] = []
        try forEachElement(array, what) { all.append($0) }
        return all
    }

    /// The text of a string value. `what` names it in the error when it is not one.
    func string(_ value: JSONValue, _ what: String) throws(InputError) -> String {
        try require(value, is: .string, what)
        return decodeString(at: value.offset)
    }

    /// The number a number value holds (infinite when it overflows).
    func number(_ value: JSONValue, _ what: String) throws(InputError) -> Double {
        try require(value, is: .number, what)
        let text = String(decoding: bytes[value.offset..<end(ofValueAt: value.offset)], as: UTF8.self)
        return Double(text) ?? .nan
    }

    /// The first two numbers of an array holding only numbers, and its length;
    /// nil for anything else (then read it element by element for the error).
    /// The quick path for the millions of positions of a long track.
    func numberPair(_ array: JSONValue) -> (first: Double, second: Double, count: Int)? {
        guard bytes[array.offset] == UInt8(ascii: "[") else { return nil }
        var values = (0.0, 0.0), count = 0
        var i = skipBlanks(array.offset + 1)
        while bytes[i] != UInt8(ascii: "]") {
            let c = bytes[i]
            guard c == UInt8(ascii: "-") || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) else { return nil }
            let end = end(ofValueAt: i)
            if count < 2 {
                guard let v = Double(String(decoding: bytes[i..<end], as: UTF8.self)) else { return nil }
                if count == 0 { values.0 = v } else { values.1 = v }
            }
            count += 1
            i = skipBlanks(end)
            if bytes[i] == UInt8(ascii: ",") { i = skipBlanks(i + 1) }
        }
        return (values.0, values.1, count)
    }

    /// The text of the string whose opening quote is at `i`, escapes decoded.
    private func decodeString(at i: Int) -> String {
        let end = endOfString(i) - 1
        var scalars = String.UnicodeScalarView()
        var i = i + 1, run = i
        func flush(_ upTo: Int) { scalars.append(contentsOf: String(decoding: bytes[run..<upTo], as: UTF8.self).unicodeScalars) }
        while i < end {
            guard bytes[i] == UInt8(ascii: "\\") else { i += 1; continue }
            flush(i)
            let (scalar, length) = escape(at: i)
            scalars.append(scalar)
            i += length
            run = i
        }
        flush(end)
        return String(scalars)
    }

    /// The scalar a checked escape at `i` stands for, and its length in bytes.
    private func escape(at i: Int) -> (Unicode.Scalar, Int) {
        switch bytes[i + 1] {
        case UInt8(ascii: "b"): return ("\u{08}", 2)
        case UInt8(ascii: "f"): return ("\u{0C}", 2)
        case UInt8(ascii: "n"): return ("\n", 2)
        case UInt8(ascii: "r"): return ("\r", 2)
        case UInt8(ascii: "t"): return ("\t", 2)
        case UInt8(ascii: "u"):
            let unit = JSONChecker.hexValue(bytes[(i + 2)..<(i + 6)]) ?? 0xFFFD
            if (0xD800...0xDBFF).contains(unit) {
                let low = JSONChecker.hexValue(bytes[(i + 8)..<(i + 12)]) ?? 0xDC00
                let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                return (Unicode.Scalar(UInt32(value)) ?? "\u{FFFD}", 12)
            }
            return (Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}", 6)
        default: return (Unicode.Scalar(bytes[i + 1]), 2)
        }
    }

    /// The offset in the file of the scalar at `index` of the string `value`
    /// (the closing quote when past the end), for errors inside a string.
    func offset(ofScalar index: Int, inString value: JSONValue) -> Int {
        let end = endOfString(value.offset) - 1
        var i = value.offset + 1, k = 0
        while i < end, k < index {
            if bytes[i] == UInt8(ascii: "\\") {
                i += escape(at: i).1
            } else {
                i += UTF8Sequence.length(bytes, at: i) ?? 1
            }
            k += 1
        }
        return min(i, end)
    }
}
