import Raster
import TagCloud

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
        default: .described("from the -o extension, else ppm"), parser: .choice(OutputFormat.self))

    /// The format when neither `--format` nor an extension says.
    static let defaultFormat = OutputFormat.ppm

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
                summary: "Render words.txt tipped 15° about the x axis (PPM; to a file named "
                    + "tagcloud.ppm when standard output is a terminal):",
                command: "tagcloud render --tags words.txt --rotate x:15 -o cloud.ppm"),
            HelpExample(
                summary: "The same as a PNG, turned further about y, with guides:",
                command: """
                    tagcloud render --tags words.txt --rotate x:15 --rotate y:-30 --guides \\
                        -o cloud.png
                    """),
            HelpExample(
                summary: "Count the words of an essay, skip common ones, keep the 60 most frequent:",
                command: """
                    tagcloud render --tags essay.txt --text-input --stopwords stop.txt \\
                        --max-tags 60 -o essay.png
                    """),
            HelpExample(
                summary: "Weighted tags from standard input, PPM on standard output:",
                command: """
                    printf 'swift,8\\nsphere,5\\nmatrix,3\\n' |
                        tagcloud render --tags - --input-format weighted >cloud.ppm
                    """),
            HelpExample(
                summary: "A 4K perspective view, heavy tags red to light ones blue, on a transparent background:",
                command: """
                    tagcloud render --tags words.txt --size 3840x2160 --projection perspective \\
                        --gradient '#f00,#ff0,#0f0,#00f' --background transparent \\
                        -o cloud-4k.png
                    """),
        ],
        positionalHint: "tags",
        validate: { (arguments: ParsedArguments) throws(UsageError) in
            try TagInputOptions.validate(arguments)
            try LayoutOptions.validate(arguments)
            try RenderOptions.validatePixelCap(arguments)
            try RenderOptions.validateSingleStandardStream(arguments, RenderOptions.inputFiles, stream: "standard input")
        })

    /// Renders the tags at the `--rotate` orientation and writes the image.
    static func run(_ context: CommandContext) throws {
        let arguments = context.arguments
        let image = try context.openImageOutput(output, format: format, defaultFormat: defaultFormat)
        let style = RenderOptions.style(arguments)
        try RenderOptions.validateAlpha(style, format: image.format)
        let setup = try CloudSetup.load(context)
        let scene = Scene(layout: setup.layout, font: setup.font, style: style)
        let list = scene.drawList(orientation: setup.orientation)
        let canvas = try SceneRenderer(font: setup.font)
            .render(list, maxPixels: arguments.value(RenderOptions.maxPixels, or: Canvas.defaultMaxPixels))
        try image.write(RenderOptions.encode(canvas, as: image.format, style: style))
    }
}
