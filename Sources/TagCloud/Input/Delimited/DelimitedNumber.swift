/// Numbers as spreadsheets write them into delimited files.
///
/// Two conventions: a decimal point with commas grouping thousands
/// (`1,234.50`, as in English), and a decimal comma with points, spaces or
/// apostrophes grouping them (`1.234,5`, `1 234,5`, as in most of Europe,
/// whose spreadsheets then separate fields with semicolons). Groups after the
/// first have exactly three digits. Plain numbers (`1234`, `0.5`, `1e3`,
/// `-3`) read in both. `nan`, `inf`, hexadecimal and anything else are not numbers.
enum DelimitedNumber {
    /// Which character separates the decimals.
    enum Convention: Hashable {
        /// `1,234.5`.
        case decimalPoint
        /// `1.234,5`.
        case decimalComma
    }

    /// The value of `text` (already trimmed) in `convention`, nil when it is not a number.
    static func value(_ text: Substring.UTF8View, _ convention: Convention) -> Double? {
        let decimal: UInt8 = convention == .decimalPoint ? UInt8(ascii: ".") : UInt8(ascii: ",")
        var plain: [UInt8] = []
        var i = text.startIndex
        if i < text.endIndex, text[i] == UInt8(ascii: "-") || text[i] == UInt8(ascii: "+") {
            plain.append(text[i])
            i = text.index(after: i)
        }
        // The integer part: digits, maybe grouped.
        var groupDigits = 0, groups = 0, digits = 0
        var separator: UInt8?
        while i < text.endIndex {
            let c = text[i]
            if c >= 0x30, c <= 0x39 {
                plain.append(c)
                groupDigits += 1
                digits += 1
            } else if c != decimal, isGroupSeparator(c, convention), separator == nil || separator == c {
                // A group separator: what came before is a group of 1-3 (first) or exactly 3 digits.
                guard groupDigits >= 1, groupDigits <= 3, groups == 0 || groupDigits == 3 else { return nil }
                separator = c
                groups += 1
                groupDigits = 0
            } else {
                break
            }
            i = text.index(after: i)
        }
        if groups > 0, groupDigits != 3 { return nil }
        // The fraction and exponent.
        if i < text.endIndex, text[i] == decimal {
            plain.append(UInt8(ascii: "."))
            i = text.index(after: i)
            while i < text.endIndex, text[i] >= 0x30, text[i] <= 0x39 {
                plain.append(text[i])
                digits += 1
                i = text.index(after: i)
            }
        }
        guard digits > 0 else { return nil }
        if groups == 0, i < text.endIndex, text[i] == UInt8(ascii: "e") || text[i] == UInt8(ascii: "E") {
            plain.append(UInt8(ascii: "e"))
            i = text.index(after: i)
            if i < text.endIndex, text[i] == UInt8(ascii: "-") || text[i] == UInt8(ascii: "+") {
                plain.append(text[i])
                i = text.index(after: i)
            }
            var exponentDigits = 0
            while i < text.endIndex, text[i] >= 0x30, text[i] <= 0x39 {
                plain.append(text[i])
                exponentDigits += 1
                i = text.index(after: i)
            }
            guard exponentDigits > 0 else { return nil }
        }
        guard i == text.endIndex else { return nil }
        return Double(String(decoding: plain, as: UTF8.self))
    }

    /// The value of a field's text (trimmed, as ``DelimitedScanner/text(_:)`` gives it).
    static func value(_ text: String, _ convention: Convention) -> Double? {
        // A non-breaking or narrow non-breaking space groups thousands in French: make it a space.
        var utf8: [UInt8] = []
        for s in text.unicodeScalars {
            if s == "\u{A0}" || s == "\u{202F}" { utf8.append(0x20) } else { UTF8.encode(s) { utf8.append($0) } }
        }
        return value(Substring(String(decoding: utf8, as: UTF8.self)).utf8, convention)
    }

    /// Whether `c` may group thousands in `convention`.
    private static func isGroupSeparator(_ c: UInt8, _ convention: Convention) -> Bool {
        switch convention {
        case .decimalPoint: c == UInt8(ascii: ",")
        case .decimalComma: c == UInt8(ascii: ".") || c == UInt8(ascii: " ") || c == UInt8(ascii: "'")
        }
    }
}
