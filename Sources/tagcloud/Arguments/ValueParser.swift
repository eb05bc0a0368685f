import TagCloud

/// Turns an option's text into a typed value, or explains in one line what
/// is wrong (without the option name, which the parser adds).
///
/// Built-ins cover strings, ranged integers and numbers, word choices,
/// sizes, durations and frame ranges; ``custom(_:)`` wraps any throwing
/// function, such as a library's colour or rotation parser.
struct ValueParser<Value: Sendable>: Sendable {
    /// A placeholder for help when the option does not name one
    /// (a choice shows its words: `ppm|pam|png`).
    let placeholder: String?
    /// The parsing function.
    let parse: @Sendable (String) throws(ValueError) -> Value

    /// Creates a parser from a function.
    init(placeholder: String? = nil, _ parse: @escaping @Sendable (String) throws(ValueError) -> Value) {
        self.placeholder = placeholder
        self.parse = parse
    }

    /// A parser that passes values through `body`, reporting any error it
    /// throws as the option's message: a ``ValueError``'s message, a
    /// `LocatedError`'s message (the column is about the value, not a file),
    /// or the error's description.
    static func custom(placeholder: String? = nil, _ body: @escaping @Sendable (String) throws -> Value) -> Self {
        ValueParser(placeholder: placeholder) { (text: String) throws(ValueError) -> Value in
            do {
                return try body(text)
            } catch let error as ValueError {
                throw error
            } catch let error as any LocatedError {
                throw ValueError(error.message)
            } catch {
                throw ValueError(String(describing: error))
            }
        }
    }

    /// This parser followed by a check that can reject the parsed value.
    func checked(_ check: @escaping @Sendable (Value, String) throws(ValueError) -> Void) -> Self {
        let parse = self.parse
        return ValueParser(placeholder: placeholder) { (text: String) throws(ValueError) -> Value in
            let value = try parse(text)
            try check(value, text)
            return value
        }
    }
}

extension ValueParser where Value == String {
    /// Any text, unchanged (file names, or values a library parses later).
    static var string: Self {
        ValueParser { (text: String) throws(ValueError) -> String in text }
    }

    /// A file path; `-` means standard input or output. Refuses an empty path.
    static var path: Self {
        ValueParser { (text: String) throws(ValueError) -> String in
            if text.isEmpty { throw ValueError("expected a file name (or - for standard input/output), got ''") }
            return text
        }
    }
}

extension ValueParser where Value == Int {
    /// A decimal integer within `range`.
    static func integer(in range: ClosedRange<Int>) -> Self {
        ValueParser { (text: String) throws(ValueError) -> Int in
            guard let value = Int(text), range.contains(value) else {
                throw ValueError("expected an integer from \(range.lowerBound) to \(range.upperBound), got \(Quoting.quoted(text))")
            }
            return value
        }
    }
}

extension ValueParser where Value == Double {
    /// A finite decimal number within `range`.
    static func number(in range: ClosedRange<Double>) -> Self {
        let wanted = "a number from \(Quoting.number(range.lowerBound)) to \(Quoting.number(range.upperBound))"
        return number(wanted) { range.contains($0) }
    }

    /// A finite decimal number greater than `lower` and at most `upper`.
    static func number(above lower: Double, upTo upper: Double) -> Self {
        let wanted = "a number greater than \(Quoting.number(lower)) and at most \(Quoting.number(upper))"
        return number(wanted) { $0 > lower && $0 <= upper }
    }

    /// A finite number accepted by `accepts`, described as `wanted` in errors.
    private static func number(_ wanted: String, accepts: @escaping @Sendable (Double) -> Bool) -> Self {
        ValueParser { (text: String) throws(ValueError) -> Double in
            // Only plain decimal notation: no "inf", "nan" or hex floats.
            let allowed = text.unicodeScalars.allSatisfy { "0123456789.eE+-".unicodeScalars.contains($0) }
            guard allowed, let value = Double(text), value.isFinite, accepts(value) else {
                throw ValueError("expected \(wanted), got \(Quoting.quoted(text))")
            }
            return value
        }
    }
}

extension ValueParser {
    /// One word naming one of `values` (case-insensitive), with a "did you
    /// mean" hint for near misses; help and errors list the words in order.
    static func choice(_ values: [Value], named name: (Value) -> String) -> Self {
        let words = values.map(name)
        let table = Dictionary(zip(words, values), uniquingKeysWith: { first, _ in first })
        return ValueParser(placeholder: words.joined(separator: "|")) { (text: String) throws(ValueError) -> Value in
            if let match = table[text.lowercased()] { return match }
            let hint = Suggestions.hint(Suggestions.closest(to: text, in: words))
            throw ValueError("expected one of \(words.joined(separator: ", ")), got \(Quoting.quoted(text))\(hint)")
        }
    }
}

extension ValueParser where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// One of a library enumeration's cases by its raw value, in `order`
    /// (declaration order by default), as ``choice(_:named:)`` reads it.
    static func choice(_ type: Value.Type, order: [Value] = Array(Value.allCases)) -> Self {
        choice(order, named: \.rawValue)
    }
}
