import Raster

extension TagInput {
    /// The keys of a word object that may hold its weight, in the order they are looked for.
    static let jsonWeightKeys = ["weight", "size", "value", "count"]

    /// Whether `bytes` starts, after a BOM and blanks, with `[` and then `[`
    /// or `{` (or `]`): the shape of a JSON word list, which auto-detection
    /// then reads as one (see ``TagFormat/json``). Reads a few bytes only.
    static func looksLikeJSONList(_ bytes: [UInt8]) -> Bool {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skipBlanks() { while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 } }
        skipBlanks()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "[") else { return false }
        i += 1
        skipBlanks()
        return i < bytes.count && [UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "]")].contains(bytes[i])
    }

    /// Reads a JSON word list (``TagFormat/json``): an array of `[text,
    /// weight]` pairs (wordcloud2.js) or of objects with `text` and one of
    /// `weight`, `size`, `value` or `count` (d3-cloud), each with an optional
    /// `color`. Errors name the element's path and place.
    static func parseJSON(_ bytes: [UInt8], file: String, options: TagInputOptions,
                          dropping drop: Set<String>) throws(InputError) -> [Tag] {
        let json = try JSONText(bytes, file: file)
        var tally = TagTally(options: options)
        try json.forEachElement(json.root, "an array of words") { (element: JSONValue) throws(InputError) in
            let text: String, weight: Double, color: Color?
            let textValue: JSONValue
            switch json.kind(element) {
            case .array:
                let parts = try json.elements(element, "[text, weight]", limit: 3)
                guard parts.count >= 2 else {
                    throw json.error("expected [text, weight], found an array of \(parts.count)", at: element)
                }
                textValue = parts[0]
                text = try json.string(parts[0], "the text, a string")
                weight = try jsonWeight(json, parts[1])
                color = try parts.count > 2 ? jsonColor(json, parts[2]) : nil
            case .object:
                let keys = ["text", "color"] + jsonWeightKeys
                let members = try json.members(element, "an object", only: Set(keys))
                guard let value = members["text"] else {
                    throw json.error("a word needs a \"text\"", at: element)
                }
                guard let weightKey = jsonWeightKeys.first(where: { members[$0] != nil }) else {
                    throw json.error("a word needs a \"weight\", \"size\", \"value\" or \"count\"", at: element)
                }
                textValue = value
                text = try json.string(value, "a string")
                weight = try jsonWeight(json, members[weightKey]!)
                color = try members["color"].flatMap { (value: JSONValue) throws(InputError) -> Color? in
                    try jsonColor(json, value)
                }
            default:
                throw json.error("expected [text, weight] or {\"text\": …, \"weight\": …}, found "
                                 + json.kind(element).named, at: element)
            }
            let tag = TagSource.collapsed(text.unicodeScalars)
            guard !tag.isEmpty else { throw json.error("empty text", at: textValue) }
            if drop.contains(Stopwords.key(tag)) { return }
            try tally.add(tag, weight: weight, color: color) { (message: String, cap: InputError.Cap?) in
                json.error(message, at: textValue, exceededCap: cap)
            }
        }
        return tally.ranked(maxTags: options.maxTags)
    }

    /// A word's weight: a positive finite number, or a string holding one.
    private static func jsonWeight(_ json: JSONText, _ value: JSONValue) throws(InputError) -> Double {
        let number: Double?
        switch json.kind(value) {
        case .number: number = try json.number(value, "a number")
        case .string:
            let text = try json.string(value, "a number")
            number = isDecimalNumber(ArraySlice(text.unicodeScalars)) ? Double(text) : nil
        default: throw json.error("expected the weight, a number, found \(json.kind(value).named)", at: value)
        }
        guard let number, number > 0 else {
            throw json.error("weight must be a positive number", at: value)
        }
        guard number.isFinite else { throw json.error("weight is too large", at: value) }
        return number
    }

    /// A word's colour: a CSS colour string; null for none.
    private static func jsonColor(_ json: JSONText, _ value: JSONValue) throws(InputError) -> Color? {
        if json.kind(value) == .null { return nil }
        let text = try json.string(value, "a colour string")
        do throws(ColorParseError) {
            return try Color(parsing: text)
        } catch {
            throw json.error("bad colour: \(error)", at: value)
        }
    }
}
