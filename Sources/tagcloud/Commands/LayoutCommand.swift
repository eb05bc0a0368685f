import TagCloud

/// `tagcloud layout`: label positions as JSON, without drawing.
enum LayoutCommand: Command {
    /// `-o, --output FILE`.
    static let output = Option<String>(
        "output", short: "o", valueName: "FILE",
        help: "Write the JSON to FILE, replacing it only once complete; - writes to "
            + "standard output.",
        default: .described("standard output"), parser: .path)

    /// The declaration.
    static let spec = CommandSpec(
        name: "layout",
        abstract: "compute where each label goes and write it as JSON.",
        discussion: """
            Runs the same layout pass as render (sphere placement, rotation, projection, \
            depth scaling, label sizes) and writes each label's position, size, depth, \
            scale, opacity and draw order, for use in other programs.
            """,
        groups: [
            TagInputOptions.group, LayoutOptions.group, GeoOptions.globeGroup, GeoOptions.curvesGroup,
            MapOptions.placementGroup, OptionGroup("Output", [output.spec]),
        ],
        examples: [
            HelpExample(
                summary: "Lay out words.txt turned 30° about y and save the JSON:",
                command: "tagcloud layout --tags words.txt --rotate y:30 -o layout.json"),
            HelpExample(
                summary: "Where the labels of a globe of cities go when it is fitted to them:",
                command: "tagcloud layout --globe --tags cities.tsv --fit tags -o layout.json"),
            HelpExample(
                summary: "The layout of a text's 20 most frequent words, in perspective:",
                command: """
                    tagcloud layout --tags notes.txt --text-input --max-tags 20 \\
                        --projection perspective --size 800x800
                    """),
        ],
        positionalHint: "tags",
        validate: { (arguments: ParsedArguments) throws(UsageError) in
            try TagInputOptions.validate(arguments)
            try LayoutOptions.validate(arguments)
            try GeoOptions.validate(arguments)
            try MapOptions.validate(arguments)
            try RenderOptions.validateSingleStandardStream(arguments, RenderOptions.inputFiles, stream: "standard input")
        })

    /// Lays out the tags at the starting orientation and zoom (`--fit`,
    /// `--look-at`, `--rotate`) and writes the JSON. Links and routes are
    /// not in the JSON; they matter here to `--fit` and, on a globe, to
    /// where labels go: there each place's box is its placed label, with
    /// its marker, whether it is shown and why not.
    static func run(_ context: CommandContext) throws {
        let file = try context.openTextOutput(context.arguments.value(output))
        let setup = try CloudSetup.load(context)
        var result = setup.layout.frame(orientation: setup.orientation, zoom: setup.zoom)
        var map: [PlacedLabel]?
        if setup.map != nil {
            let placed = try setup.scene(style: setup.style).placedLabels(orientation: setup.orientation,
                                                                           zoom: setup.zoom)
            for place in placed {
                let ascent = result.tags[place.index].baseline - result.tags[place.index].box.minY
                result.tags[place.index].box = place.box
                result.tags[place.index].baseline = place.box.minY + ascent
            }
            map = placed
        }
        try file.write(Array(result.json(map: map).utf8) + [UInt8(ascii: "\n")])
        try file.commit()
    }
}
