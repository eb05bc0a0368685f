import Raster

extension TagInput {
    /// Reads a delimited table (``TagFormat/csv``): the columns are chosen
    /// by ``DelimitedColumns/choose(_:options:defaultConvention:)``, then
    /// every record after the header gives a tag, a weight and maybe a colour.
    static func parseDelimited(_ bytes: [UInt8], file: String, options: TagInputOptions,
                               dropping drop: Set<String>) throws(InputError) -> [Tag] {
        // A ragged table (a row short of fields) still has its delimiter: the
        // error then names the short row rather than the whole file.
        let delimiter = options.delimiter ?? DelimitedSniffer.sniff(bytes)?.delimiter
            ?? DelimitedSniffer.sniffRagged(bytes)?.delimiter ?? .comma
        let start = DelimitedScanner(bytes, delimiter: delimiter.byte, file: file)
        let columns = try DelimitedColumns.choose(start, options: options,
                                                  defaultConvention: delimiter == .semicolon ? .decimalComma : .decimalPoint)
        var scanner = start
        var tally = TagTally(options: options)
        var header = columns.hasHeader
        while let record = try scanner.next() {
            let fields = record.fields
            if fields.allSatisfy(scanner.isEmpty) { continue }
            if header {
                header = false
                continue
            }
            let needed = max(columns.tag, columns.weight, columns.color ?? 0) + 1
            guard fields.count >= needed else {
                let end = fields.last.map { $0.range.upperBound + ($0.quoted ? 1 : 0) } ?? record.start
                throw scanner.error("expected \(needed) fields, found \(fields.count)", at: end)
            }
            let weightField = fields[columns.weight]
            let weightText = scanner.text(weightField)
            let at = scanner.offset(of: weightField)
            guard let weight = DelimitedNumber.value(weightText, columns.convention), weight > 0 else {
                throw scanner.error("weight must be a positive number, got '\(messageQuote(weightText))'", at: at)
            }
            guard weight.isFinite else {
                throw scanner.error("weight is too large, got '\(messageQuote(weightText))'", at: at)
            }
            let tagField = fields[columns.tag]
            let tag = scanner.text(tagField)
            let tagAt = scanner.offset(of: tagField)
            var color: Color?
            if let k = columns.color, !scanner.isEmpty(fields[k]) {
                do throws(ColorParseError) {
                    color = try Color(parsing: scanner.text(fields[k]))
                } catch {
                    throw scanner.error("bad colour: \(error)", at: scanner.offset(of: fields[k]))
                }
            }
            if tag.isEmpty, tally.isTotal(weight), isLastRecord(scanner) {
                break  // An unlabelled last row holding the sum of the others: a totals row.
            }
            guard !tag.isEmpty else { throw scanner.error("empty tag before the weight", at: tagAt) }
            if drop.contains(Stopwords.key(tag)) { continue }
            try tally.add(tag, weight: weight, color: color) { (message: String, cap: InputError.Cap?) in
                var error = scanner.error(message, at: tagAt)
                error.exceededCap = cap
                return error
            }
        }
        tally.dropTotalsRow()
        return tally.ranked(maxTags: options.maxTags)
    }

    /// Whether only blank records are left in `scanner`.
    private static func isLastRecord(_ scanner: DelimitedScanner) -> Bool {
        var rest = scanner
        while let record = try? rest.next() {
            if !record.fields.allSatisfy(rest.isEmpty) { return false }
        }
        return true
    }
}
