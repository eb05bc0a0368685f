import TagCloud

/// The tag-input options shared by every command.
enum TagInputOptions {
    /// `--tags FILE` (`-` for standard input).
    static let tags = Option<String>(
        "tags", valueName: "FILE",
        help: "Read the tags from FILE; - reads standard input.",
        required: true, parser: .path)

    /// `--input-format list|weighted|text|places|auto`.
    static let inputFormat = Option<TagFormat>(
        "input-format",
        help: "How to read the tags: csv (a spreadsheet's export: comma, semicolon or tab separated, "
            + "with a header), json (a word list: [[\"word\", 12], ...] or [{\"text\": \"word\", \"size\": 12}, ...]), "
            + "list (one tag per line), weighted (a tag and a weight per line), text (count the words of "
            + "running text), places (the names and weights of a --globe place list), or auto (decide "
            + "from the start of the content).",
        default: .value(TagFormat.auto.rawValue),
        parser: .choice(TagFormat.self, order: [.csv, .json, .list, .weighted, .text, .places, .auto]))

    /// `--delimiter comma|semicolon|tab`.
    static let delimiter = Option<Delimiter>(
        "delimiter",
        help: "The field delimiter of a csv file (detected when not given); implies --input-format csv.",
        parser: .choice(Delimiter.self))

    /// `--tag-column NAME|N`.
    static let tagColumn = Option<TagColumn>(
        "tag-column", valueName: "NAME|N",
        help: "The csv column of the tags, by its header or its number from 1 (default: the first "
            + "column of text); implies --input-format csv.",
        parser: .custom(placeholder: "NAME|N") { TagColumn($0) })

    /// `--weight-column NAME|N`.
    static let weightColumn = Option<TagColumn>(
        "weight-column", valueName: "NAME|N",
        help: "The csv column of the weights, by its header or its number from 1 (default: the column "
            + "of numbers, or the one headed count, weight, size or value); implies --input-format csv.",
        parser: .custom(placeholder: "NAME|N") { TagColumn($0) })

    /// `--color-column NAME|N`.
    static let colorColumn = Option<TagColumn>(
        "color-column", valueName: "NAME|N",
        help: "The csv column of each tag's colour, any colour --background takes (default: the "
            + "column headed color or colour, if any); implies --input-format csv.",
        parser: .custom(placeholder: "NAME|N") { TagColumn($0) })

    /// `--text-input`: shorthand for `--input-format text`.
    static let textInput = Flag("text-input", help: "Shorthand for --input-format text.")

    /// `--fold-case`.
    static let foldCase = Flag(
        "fold-case",
        help: "In a list, count lines that differ only in case (License, license, LICENSE) as one "
            + "tag, shown in its most common spelling, as text input always does.")

    /// `--stopwords FILE`.
    static let stopwords = Option<String>(
        "stopwords", valueName: "FILE",
        help: "When counting text, skip the words listed in FILE (one per line, # starts "
            + "a comment).",
        parser: .path)

    /// `--min-word-length N`.
    static let minWordLength = Option<Int>(
        "min-word-length", valueName: "N",
        help: "When counting text, ignore words shorter than N characters; a Chinese, Japanese or Korean "
            + "character counts two.",
        default: .value(String(TagCloud.TagInputOptions.defaultMinWordLength)), parser: .integer(in: 1...1000))

    /// `--max-tags N`.
    static let maxTags = Option<Int>(
        "max-tags", valueName: "N",
        help: "Keep only the N heaviest tags (ties keep file order); 0 keeps them all.",
        default: .value(String(Cloud.defaultMaxTags)), parser: .integer(in: 0...10_000_000))

    /// `--max-tag-count N`: the input cap.
    static let maxTagCount = Option<Int>(
        "max-tag-count", valueName: "N",
        help: "Refuse input with more than N distinct tags, whatever --max-tags keeps, a guard "
            + "against feeding in the wrong file.",
        default: .value(String(TagCloud.TagInputOptions.defaultTagCap)), parser: .integer(in: 1...100_000_000))

    /// `--max-tag-length N`: the longest tag.
    static let maxTagLength = Option<Int>(
        "max-tag-length", valueName: "N",
        help: "Refuse a tag (or, in text, a word) longer than N characters.",
        default: .value(String(TagCloud.TagInputOptions.defaultMaxTagLength)), parser: .integer(in: 1...1_000_000))

    /// The help section.
    static var group: OptionGroup {
        OptionGroup("Tag input", [
            tags.spec, inputFormat.spec, delimiter.spec, tagColumn.spec, weightColumn.spec, colorColumn.spec,
            textInput.spec, foldCase.spec, stopwords.spec,
            minWordLength.spec, maxTags.spec, maxTagCount.spec, maxTagLength.spec,
            InputLimitOptions.maxInputSize.spec,
        ])
    }

    /// A tag-input error with, when the input went over a cap, the option that raises it.
    static func explained(_ error: InputError, _ arguments: ParsedArguments) -> InputError {
        var explained = error
        explained.message += raising(error.exceededCap, arguments)
        return explained
    }

    /// `; --max-tag-count raises the cap` for a cap, else nothing.
    static func raising(_ cap: InputError.Cap?, _ arguments: ParsedArguments) -> String {
        switch cap {
        case .distinctTags: "; \(arguments.spelling(of: maxTagCount)) raises the cap"
        case .tagLength: "; \(arguments.spelling(of: maxTagLength)) raises the cap"
        case .routePoints, nil: ""  // routes: readRoutes words the whole message
        }
    }

    /// The input format in effect (`--text-input` means `text`).
    static func format(in arguments: ParsedArguments) -> TagFormat {
        arguments.isSet(textInput) ? .text : arguments.value(inputFormat, or: .auto)
    }

    /// Refuses `--text-input` together with a different `--input-format`.
    static func validate(_ arguments: ParsedArguments) throws(UsageError) {
        if arguments.isSet(textInput), arguments.wasGiven(inputFormat),
           let format = arguments.value(inputFormat), format != .text {
            throw UsageError("--text-input conflicts with \(arguments.spelling(of: inputFormat)) \(format.rawValue)")
        }
    }
}
