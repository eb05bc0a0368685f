/// `tagcloud render`: one image.
enum RenderCommand: Command {
    /// `-o, --output FILE`.
    static let output = Option<String>(
        "output", short: "o", valueName: "FILE",
        help: "Write the image to FILE, replacing it only once complete; - writes to "
            + "standard output.",
        default: .described("standard output if it is a pipe or file, else tagcloud.<format>"),
        parser: .path)

    /// `--format ppm|pam|png`.
    static let format = Option<OutputFormat>(
        "format", help: "The image format: PPM (RGB), PAM (RGB with alpha) or PNG.",
        default: .described("from the -o extension, else png"), parser: .choice(OutputFormat.self))

    /// The format when neither `--format` nor an extension says.
    static let defaultFormat = OutputFormat.png

    /// The declaration.
    static let spec = CommandSpec(
        name: "render",
        abstract: "draw a tag cloud into one image (PPM, PAM or PNG).",
        discussion: """
            Reads the tags, places them on a sphere, turns it by each --rotate in order, \
            and draws the labels back to front with anti-aliased text.
            """,
        groups: [
            TagInputOptions.group, LayoutOptions.group, RenderOptions.appearanceGroup,
            OptionGroup("Output", [output.spec, format.spec, RenderOptions.maxPixels.spec]),
        ],
        examples: [
            HelpExample(
                summary: "Render words.txt tipped 15° about the x axis, as a PNG:",
                command: "tagcloud render --tags words.txt --rotate x:15 -o cloud.png"),
            HelpExample(
                summary: "Count the words of an essay, skip common ones, keep the 60 most frequent:",
                command: """
                    tagcloud render --tags essay.txt --text-input --stopwords stop.txt \\
                        --max-tags 60 -o essay.png
                    """),
            HelpExample(
                summary: "Weighted tags from standard input, PPM on standard output:",
                command: """
                    printf 'swift 8\\nsphere 5\\nmatrix 3\\n' |
                        tagcloud render --tags - --input-format weighted --format ppm >cloud.ppm
                    """),
            HelpExample(
                summary: "A 4K perspective view with a gradient on a dark background:",
                command: """
                    tagcloud render --tags words.txt --size 3840x2160 --projection perspective \\
                        --gradient '#60a5fa,#f472b6' --background '#111827' -o cloud-4k.png
                    """),
        ],
        positionalHint: "tags",
        validate: { (arguments: ParsedArguments) throws(UsageError) in
            try TagInputOptions.validate(arguments)
            try LayoutOptions.validate(arguments)
            try RenderOptions.validatePixelCap(arguments)
            try RenderOptions.validateSingleStandardStream(arguments, RenderOptions.inputFiles, stream: "standard input")
        })

    /// Not wired to the libraries yet: checks the output and the input,
    /// then reports that rendering is not implemented (exit 1).
    static func run(_ context: CommandContext) throws {
        let image = try context.openImageOutput(output, format: format, defaultFormat: defaultFormat)
        _ = try context.readInput(context.arguments.value(TagInputOptions.tags, or: "-"))
        _ = image
        throw CLIError.runtime("render: not implemented yet")
    }
}
