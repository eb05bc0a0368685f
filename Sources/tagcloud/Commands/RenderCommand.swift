import ImageCodecs
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

    /// `--format ppm|pam|png|gif|apng`.
    static let format = Option<ImageFormat>(
        "format", help: "The image format: PPM (RGB), PAM (RGB with alpha), PNG, GIF (at most 256 "
            + "colours, no partial transparency) or APNG (a one-frame animated PNG).",
        default: .described("from the -o extension, else ppm"), parser: .choice(ImageFormat.self))

    /// The format when neither `--format` nor an extension says.
    static let defaultFormat = ImageFormat.ppm

    /// The declaration.
    static let spec = CommandSpec(
        name: "render",
        abstract: "draw a tag cloud into one image (PPM, PAM, PNG, GIF or APNG).",
        discussion: """
            Reads the tags, places them on a sphere (or, with --globe, at their latitude \
            and longitude), turns it to --look-at or --fit and then by each --rotate in \
            order, and draws the labels back to front with anti-aliased text, with link \
            arcs and routes interleaved by depth.
            """,
        groups: [
            TagInputOptions.group, LayoutOptions.group, GeoOptions.globeGroup, GeoOptions.curvesGroup,
            RenderOptions.appearanceGroup, MapOptions.group,
            OptionGroup("Output", [
                output.spec, format.spec, RenderOptions.maxPixels.spec, RenderOptions.glyphCache.spec,
            ]),
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
                summary: "Cities on a globe (NAME<TAB>LAT,LON[<TAB>WEIGHT] lines) with Europe in front "
                    + "and a flight route drawn along its great circle:",
                command: """
                    tagcloud render --globe --tags cities.tsv --look-at 45,20 \\
                        --route flight.csv -o globe.png
                    """),
            HelpExample(
                summary: "Zoom in on a route given as an encoded polyline (Google's format), centred "
                    + "and north up:",
                command: """
                    tagcloud render --globe --tags cities.tsv \\
                        --route-polyline '_p~iF~ps|U_ulLnnqC_mqNvxq`@' --fit routes -o trip.png
                    """),
            HelpExample(
                summary: "Draw links between tags ('Jupiter -> Io, 2' lines) as arcs among the labels:",
                command: """
                    tagcloud render --tags words.txt --links links.txt --rotate x:50 \\
                        -o links.png
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
            try MapOptions.validate(arguments)
            try GeoOptions.validate(arguments)
            try RenderOptions.validatePixelCap(arguments)
            try RenderOptions.validateSingleStandardStream(arguments, RenderOptions.inputFiles, stream: "standard input")
        })

    /// Renders the tags, links and routes at the starting orientation and
    /// zoom (`--fit`, `--look-at`, `--rotate`) and writes the image.
    static func run(_ context: CommandContext) throws {
        let arguments = context.arguments
        let image = try context.openImageOutput(output, format: format, defaultFormat: defaultFormat)
        let style = RenderOptions.style(arguments)
        try RenderOptions.validateAlpha(style, format: image.format)
        let setup = try CloudSetup.load(context)
        let scene = try setup.scene(style: style)
        let list = scene.drawList(orientation: setup.orientation, zoom: setup.zoom)
        if setup.map != nil, arguments.value(MapOptions.hiddenNames, or: .show) == .show,
           let note = MapOptions.hiddenNamesNote(scene.placedLabels(orientation: setup.orientation, zoom: setup.zoom),
                                                 width: Double(list.width), height: Double(list.height)) {
            context.warn(note)
        }
        try MemoryBudget.checkImage(width: list.width, height: list.height, format: image.format, style: style,
                                    limits: context.environment.memory)
        try RenderOptions.validateSize(width: list.width, height: list.height, format: image.format)
        let canvas = try setup.cloud.render(list)
        try image.write(RenderOptions.encode(canvas, as: image.format, style: style))
    }
}
