/// Which columns of a delimited table hold the tags, weights and colours,
/// found in one pass over the records (see ``TagFormat/csv``).
struct DelimitedColumns {
    /// The tag column, from 0.
    var tag: Int
    /// The weight column, from 0.
    var weight: Int
    /// The colour column, if there is one.
    var color: Int?
    /// How the weight column writes its numbers.
    var convention: DelimitedNumber.Convention
    /// Whether the first record is a header.
    var hasHeader: Bool

    /// Header words that name a weight column, lowercased.
    static let weightWords: Set<String> = [
        "weight", "count", "size", "value", "frequency", "freq", "n", "total", "score", "amount", "mentions",
        "occurrences", "hits", "views", "votes", "number", "anzahl", "häufigkeit", "wert", "nombre", "valeur",
        "poids", "cantidad", "valor", "peso", "aantal", "waarde", "numero", "quantità", "occurrence", "clicks",
        "searches", "downloads", "population", "sales", "quantity", "qty", "popularity", "importance",
    ]
    /// Header words that name a colour column, lowercased.
    static let colorWords: Set<String> = ["color", "colour", "farbe", "couleur"]

    /// Per column: how many fields hold something, and how many read as a
    /// number in each convention, over the records after the first.
    private struct Counts {
        var values = 0, points = 0, commas = 0
    }

    /// Scans every record of `scanner` (a fresh one) and chooses the columns,
    /// by `options` when they name them. `defaultConvention` breaks ties
    /// between the number conventions (decimal commas in semicolon files).
    static func choose(_ scanner: DelimitedScanner, options: TagInputOptions,
                       defaultConvention: DelimitedNumber.Convention) throws(InputError) -> DelimitedColumns {
        var scanner = scanner
        var first: [String]?
        var firstLine = 1, firstStart = 0
        var counts: [Counts] = []
        var firstNumbers: [Bool] = []
        while let record = try scanner.next() {
            if record.fields.allSatisfy(scanner.isEmpty) { continue }
            if counts.count < record.fields.count {
                counts += Array(repeating: Counts(), count: record.fields.count - counts.count)
            }
            guard first != nil else {
                first = record.fields.map(scanner.text)
                firstNumbers = first!.map { DelimitedNumber.value($0, .decimalPoint) != nil
                    || DelimitedNumber.value($0, .decimalComma) != nil }
                (firstLine, firstStart) = (record.line, record.start)
                continue
            }
            for (k, field) in record.fields.enumerated() where !scanner.isEmpty(field) {
                let text = scanner.text(field)
                counts[k].values += 1
                if DelimitedNumber.value(text, .decimalPoint) != nil { counts[k].points += 1 }
                if DelimitedNumber.value(text, .decimalComma) != nil { counts[k].commas += 1 }
            }
        }
        guard var first else {
            throw scanner.error("no tags: the file has no records", at: 0)
        }
        // A later record wider than the first: the first's missing fields are empty.
        first += Array(repeating: "", count: max(0, counts.count - first.count))
        firstNumbers += Array(repeating: false, count: max(0, counts.count - firstNumbers.count))
        let location = SourceLocation(file: scanner.file, line: firstLine, column: 1)
        let single = counts.allSatisfy { $0.values == 0 }
        // A column of numbers: at least half its values (after the first
        // record) are numbers, the rule auto-detection uses, so that a bad
        // weight is an error at its field rather than a table with no weights.
        let numeric = counts.indices.filter { k in
            let numbers = max(counts[k].points, counts[k].commas)
            return single ? firstNumbers[k] : numbers > 0 && numbers * 2 >= counts[k].values
        }
        // The first record is a header when it has no number where the others have numbers.
        let firstHasWord = first.contains { (cell: String) in cell.unicodeScalars.contains(where: TagInput.isLetter) }
        let hasHeader = !single && firstHasWord && numeric.allSatisfy { !firstNumbers[$0] }
        let names = hasHeader ? first.map { $0.lowercased() } : []
        func find(_ column: TagColumn?, _ what: String) throws(InputError) -> Int? {
            switch column {
            case nil: return nil
            case .number(let n):
                guard n <= counts.count else {
                    throw InputError("there is no column \(n) for the \(what): the file has \(counts.count)", at: location)
                }
                return n - 1
            case .name(let name):
                guard let k = names.firstIndex(of: name.lowercased()) else {
                    let list = names.isEmpty ? "the file has no header row"
                        : "the header has " + first.map(\.quotedForMessage).joined(separator: ", ")
                    throw InputError("no column named \(name.quotedForMessage) for the \(what): \(list)", at: location)
                }
                return k
            }
        }
        let color = try find(options.colorColumn, "colours") ?? names.firstIndex(where: colorWords.contains)
        let filled = counts.indices.filter { counts[$0].values > 0 || (!hasHeader && !first[$0].isEmpty) }
        let givenTag = try find(options.tagColumn, "tags")
        let textColumn = givenTag ?? filled.first { $0 != color && !numeric.contains($0) }
        var weight = try find(options.weightColumn, "weights")
        if weight == nil, numeric.count == 1 { weight = numeric[0] }
        if weight == nil {
            weight = numeric.first { (k: Int) in names.indices.contains(k) && weightWords.contains(names[k]) }
        }
        // Else the first column of numbers after the tags (`rank,word,count`, `word,count,percent`).
        if weight == nil, let textColumn { weight = numeric.first { $0 > textColumn } }
        guard let weight = weight ?? numeric.first(where: { $0 != givenTag }) else {
            throw InputError("no column of numbers for the weights: a table needs a tag column and a weight "
                             + "column", at: SourceLocation(offset: firstStart, in: scanner.bytes, file: scanner.file))
        }
        guard let tag = textColumn ?? filled.first(where: { $0 != weight && $0 != color }) else {
            throw InputError("no column for the tags: the weights are column \(weight + 1), and no other column "
                             + "has text", at: location)
        }
        let c = counts[weight]
        let convention: DelimitedNumber.Convention = c.points == c.commas ? defaultConvention
            : c.points > c.commas ? .decimalPoint : .decimalComma
        return DelimitedColumns(tag: tag, weight: weight, color: color, convention: convention, hasHeader: hasHeader)
    }
}
