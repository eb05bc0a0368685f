/// Tells, from the start of a file, whether it is a delimited table
/// (``TagFormat/csv``) and which delimiter it uses.
///
/// Only the first ``prefixLength`` bytes are read, cut at their last line
/// break, so detection costs the same for any file size. A delimiter fits
/// when every record of that prefix splits into the same number (two or
/// more) of fields. Tab is tried first, then semicolon, then comma: a
/// character in every line the same number of times is the strongest sign,
/// and a semicolon file's decimal commas would fool the comma.
struct DelimitedSniffer {
    /// How many bytes from the start of the file are examined.
    static let prefixLength = 1 << 16

    /// What the prefix shows.
    struct Finding {
        /// The delimiter that fits.
        var delimiter: Delimiter
        /// Fields per record.
        var columns: Int
        /// Columns that hold something in some record.
        var filledColumns: Int
        /// Whether some field is quoted.
        var quoted: Bool
        /// Whether some column holds numbers in at least half the records after the first.
        var numeric: Bool
        /// Whether some records (no more than match the first record) differ in width.
        var ragged = false
    }

    /// The end of the prefix of `bytes` that detection reads: all of a small
    /// file, else up to the last line break in the first ``prefixLength`` bytes
    /// (or that length, backed off to a UTF-8 boundary, when there is none).
    static func prefixEnd(_ bytes: [UInt8]) -> Int {
        guard bytes.count > prefixLength else { return bytes.count }
        if let newline = bytes[..<prefixLength].lastIndex(of: 0x0A) { return newline + 1 }
        var end = prefixLength
        while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return end
    }

    /// The first delimiter, in the order tab, semicolon, comma, that fits the
    /// prefix of `bytes`; or `only`'s finding when it is given and fits.
    static func sniff(_ bytes: [UInt8], only: Delimiter? = nil) -> Finding? {
        let end = prefixEnd(bytes)
        for delimiter in only.map({ [$0] }) ?? [.tab, .semicolon, .comma] {
            if let finding = examine(bytes, end: end, delimiter: delimiter) { return finding }
        }
        return nil
    }

    /// Like ``sniff(_:only:)``, but a minority of records may differ in width
    /// from the first: a table with a broken row, which reading then reports
    /// at that row. The finding says ``Finding/ragged`` when that is so.
    static func sniffRagged(_ bytes: [UInt8]) -> Finding? {
        let end = prefixEnd(bytes)
        for delimiter in [Delimiter.tab, .semicolon, .comma] {
            if let finding = examine(bytes, end: end, delimiter: delimiter, tolerant: true) { return finding }
        }
        return nil
    }

    /// The finding for `delimiter` over `bytes[..<end]`; nil when records
    /// differ in width, or with `tolerant`, when more differ than match after the first.
    private static func examine(_ bytes: [UInt8], end: Int, delimiter: Delimiter,
                                tolerant: Bool = false) -> Finding? {
        var scanner = DelimitedScanner(bytes, delimiter: delimiter.byte, file: "", end: end)
        var columns = 0, records = 0, quoted = false, firstHasNumber = false, misfits = 0
        var filled: [Bool] = [], numbers: [Int] = [], values: [Int] = []
        while true {
            let next: DelimitedScanner.Record?
            do { next = try scanner.next() } catch { return nil }
            guard let record = next else { break }
            if record.fields.allSatisfy(scanner.isEmpty) { continue }
            if records == 0 {
                columns = record.fields.count
                guard columns >= 2 else { return nil }
                filled = Array(repeating: false, count: columns)
                numbers = Array(repeating: 0, count: columns)
                values = numbers
            } else if record.fields.count != columns {
                guard tolerant else { return nil }
                misfits += 1
                continue
            }
            for (k, field) in record.fields.enumerated() where !scanner.isEmpty(field) {
                filled[k] = true
                quoted = quoted || field.quoted
                let text = scanner.text(field)
                let number = DelimitedNumber.value(text, .decimalPoint) != nil
                    || DelimitedNumber.value(text, .decimalComma) != nil
                guard records > 0 else {
                    firstHasNumber = firstHasNumber || number
                    continue
                }
                values[k] += 1
                if number { numbers[k] += 1 }
            }
            records += 1
        }
        guard records > 0, misfits == 0 || (records > 1 && misfits <= records - 1) else { return nil }
        let numeric = records == 1 ? firstHasNumber : zip(numbers, values).contains { $0 > 0 && 2 * $0 >= $1 }
        return Finding(delimiter: delimiter, columns: columns, filledColumns: filled.count(where: { $0 }),
                       quoted: quoted, numeric: numeric, ragged: misfits > 0)
    }
}
