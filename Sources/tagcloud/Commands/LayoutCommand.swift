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
            scale, opacity and draw order, for use in other programs. With any of --spin, \
            --script, --duration, --fps, --frames or --declutter it lays out the frames animate would \
            draw instead, one JSON document per line (JSON Lines), each with its frame \
            number, its time and each label's visibility and opacity (the factor on its \
            alpha that frame draws it with, --declutter's fade included).
            """,
        groups: [
            TagInputOptions.group, LayoutOptions.group, GeoOptions.globeGroup, GeoOptions.curvesGroup,
            OptionGroup("Animation (one JSON line per frame)", [
                AnimateCommand.script.spec, AnimateCommand.spin.spec, AnimateCommand.duration.spec,
                AnimateCommand.fps.spec, AnimateCommand.frames.spec, AnimateCommand.inertia.spec,
                AnimateCommand.maxFrames.spec, AnimateCommand.declutter.spec,
            ]),
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
            HelpExample(
                summary: "Every frame of a turn at 30° a second, 10 frames a second, as JSON Lines:",
                command: "tagcloud layout --tags words.txt --spin y:30 --fps 10 -o frames.jsonl"),
        ],
        positionalHint: "tags",
        validate: { (arguments: ParsedArguments) throws(UsageError) in
            try TagInputOptions.validate(arguments)
            try LayoutOptions.validate(arguments)
            try GeoOptions.validate(arguments, extraInputs: [AnimateCommand.script])
            try MapOptions.validate(arguments)
            try AnimateCommand.validateMotion(arguments)
            try AnimateCommand.validateFrames(arguments)
            try RenderOptions.validateSingleStandardStream(arguments, RenderOptions.inputFiles, stream: "standard input")
        })

    /// Lays out the tags at the starting orientation and zoom (`--fit`,
    /// `--look-at`, `--rotate`) and writes the JSON. With `--route`, the
    /// routes' projected polylines and the files' waypoints follow the tags
    /// (``Cloud/routeLayoutJSON(waypoints:orientation:zoom:)``); links are
    /// not in the JSON. On a globe each place's box is its placed label, with
    /// its marker, whether it is shown and why not. With an animation
    /// option, one JSON line per frame.
    static func run(_ context: CommandContext) throws {
        let file = try context.openTextOutput(context.arguments.value(output))
        guard isAnimated(context.arguments) else {
            let setup = try CloudSetup.load(context)
            var result = setup.layout.frame(orientation: setup.orientation, zoom: setup.zoom)
            var map: [PlacedLabel]?
            if setup.map != nil {
                let placed = try setup.scene(style: setup.style).placedLabels(orientation: setup.orientation,
                                                                               zoom: setup.zoom)
                result.place(placed)
                map = placed
            }
            var json = result.json(map: map)
            if !setup.routes.isEmpty || !setup.waypoints.isEmpty {
                // Added inside the layout's closing brace.
                let routes: String
                do throws(RoutePointsError) {
                    routes = try setup.cloud.routeLayoutJSON(
                        waypoints: setup.waypoints, marked: MapOptions.showsWaypoints(context.arguments))
                } catch {
                    throw setup.routePointsError(error)
                }
                while json.hasSuffix("\n") { json.removeLast() }
                if json.hasSuffix("}") { json = String(json.dropLast()) + ",\n" + routes + "}" }
            }
            try file.write(Array(json.utf8) + [UInt8(ascii: "\n")])
            try file.commit()
            return
        }
        // The frames animate would draw, placed as animate places them.
        let run = AnimationRun(context)
        let script = try run.loadScript()
        let setup = try run.loadSetup()
        let (replay, length) = try run.makeReplay(setup, script: script)
        do {
            try setup.cloud.frameLayouts(of: replay, frames: length.frames(context.arguments)) { line in
                try file.write(Array(line.utf8))
            }
        } catch let error as RoutePointsError {
            throw setup.routePointsError(error)
        }
        try file.commit()
    }

    /// Whether an animation option was given, so each frame is laid out.
    static func isAnimated(_ arguments: ParsedArguments) -> Bool {
        [AnimateCommand.script.spec, AnimateCommand.spin.spec, AnimateCommand.duration.spec,
         AnimateCommand.fps.spec, AnimateCommand.frames.spec, AnimateCommand.declutter.spec]
            .contains { arguments.wasGiven($0) }
    }
}
