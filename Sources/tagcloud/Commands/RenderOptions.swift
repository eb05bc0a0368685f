/// Where anti-aliased edges are blended.
enum BlendSpace: String, CaseIterable, Hashable, Sendable {
    /// In linear light: physically right, even edge weight.
    case linear
    /// In sRGB values, as most browsers do: thin dark text looks bolder.
    case srgb
}

/// The drawing options shared by `render` and `animate`. Colour values stay
/// text here; the lead swaps `.string` for the library's colour parser with
/// `.custom { try Color(parsing: $0) }` so its message shows as
/// `tagcloud: --color: <message>`.
enum RenderOptions {
    /// `--color C`.
    static let color = Option<String>(
        "color", valueName: "C",
        help: "The text colour: a name (black, navy), #rgb, #rrggbb or #rrggbbaa.",
        default: .value("#1f2937"), parser: .string)

    /// `--background C`.
    static let background = Option<String>(
        "background", valueName: "C",
        help: "The background colour; transparent (or #rrggbb00) keeps alpha in PAM and PNG.",
        default: .value("#ffffff"), parser: .string)

    /// `--gradient LIST`.
    static let gradient = Option<String>(
        "gradient", valueName: "LIST",
        help: "Colour tags by weight along comma-separated colours, lightest tag first "
            + "(for example '#94a3b8,#1d4ed8'); overrides --color.",
        parser: .string)

    /// `--blend linear|srgb`.
    static let blend = Option<BlendSpace>(
        "blend", help: "Blend anti-aliased edges in linear light or in sRGB values.",
        default: .value("linear"), parser: .choice(BlendSpace.self))

    /// `--guides`.
    static let guides = Flag(
        "guides", help: "Also draw the sphere's outline and axes, to check a layout.")

    /// `--max-pixels N`.
    static let maxPixels = Option<Int>(
        "max-pixels", valueName: "N",
        help: "Refuse images with more than N pixels (64M is 64 megapixels), so a typo in "
            + "--size cannot exhaust memory.",
        default: .value("64M"), parser: .pixelCount)

    /// The "Appearance" help section.
    static var appearanceGroup: OptionGroup {
        OptionGroup("Appearance", [color.spec, background.spec, gradient.spec, blend.spec, guides.spec])
    }

    /// Refuses a `--size` over the pixel cap.
    static func validatePixelCap(_ arguments: ParsedArguments) throws(UsageError) {
        guard let size = arguments.value(LayoutOptions.size),
              let cap = arguments.value(maxPixels), size.pixelCount > cap else { return }
        let megapixels = Quoting.megapixels(size.pixelCount)
        let limit = arguments.wasGiven(maxPixels)
            ? "the --max-pixels limit of \(cap) pixels"
            : "the \(Quoting.megapixels(cap))-megapixel cap (use --max-pixels to raise it)"
        throw UsageError("\(arguments.spelling(of: LayoutOptions.size)): \(size) (\(megapixels) megapixels) exceeds \(limit)")
    }

    /// Refuses more than one of `options` reading standard input (or, for
    /// outputs, writing standard output): there is only one of each.
    static func validateSingleStandardStream(
        _ arguments: ParsedArguments, _ options: [Option<String>], stream: String
    ) throws(UsageError) {
        let dashes = options.filter { arguments.value($0) == "-" }
        if dashes.count > 1 {
            let names = dashes.map { arguments.spelling(of: $0) }.joined(separator: " and ")
            throw UsageError("\(names) cannot both use \(stream) (-)")
        }
    }

    /// The input files that may be `-`.
    static let inputFiles: [Option<String>] = [TagInputOptions.tags, TagInputOptions.stopwords, LayoutOptions.font]
}
