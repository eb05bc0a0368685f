import Homogeneous
import Raster
import TrueType
import EmbeddedFont
import TagCloud

/// What every command starts from: the library's ``Cloud`` built from the
/// arguments (the tags read and placed on the sphere, on the lattice or at
/// their places with `--globe`; the font; the layout fitted to `--size`; the
/// links and routes; and the framing of `--fit`, `--look-at` and `--rotate`).
/// Its members read through to the cloud.
@dynamicMemberLookup
struct CloudSetup {
    /// The cloud the arguments describe.
    var cloud: Cloud
    /// The places the route files mark (GPX waypoints, GeoJSON points);
    /// on a map with `--waypoints show` they are also its ``GlobeMap/marks``.
    var waypoints: [Waypoint] = []
    /// What messages call each of the cloud's routes: its file (`FILE path
    /// K` for one of several paths in it) or `--route-polyline`.
    var routeNames: [String] = []

    /// A member of ``cloud``.
    subscript<T>(dynamicMember path: KeyPath<Cloud, T>) -> T { cloud[keyPath: path] }

    /// Reads the tags, the font, the links and the routes named by the
    /// arguments, places the tags, fits the layout to `--size` and frames
    /// the sphere. Warns (once each) about labels too large to fit, about
    /// characters the font cannot draw, and about routes with one place.
    /// `motion` chooses the library's defaults the options change: the
    /// sphere's shape without `--stretch`, the placement without
    /// `--placement` (``TagCloud/Cloud/place(_:)``) and the declutter.
    static func load(_ context: CommandContext, motion: CloudMotion = .still) throws -> CloudSetup {
        let arguments = context.arguments
        let (tags, places) = try arguments.isSet(GeoOptions.globe) ? readPlaces(context) : (readTags(context), nil)
        var catalog: FontCatalog?
        let given = try loadNamedFonts(context, fontPaths(context), catalog: &catalog)
        var loaded = given.isEmpty ? [LoadedFont(font: Font.embedded, name: "the embedded font")] : given
        let systemFonts = !arguments.isSet(LayoutOptions.noSystemFonts)
        if systemFonts {
            loaded += systemFallbacks(for: uncovered(tags, chain: loaded.map(\.font)), catalog: &catalog,
                                      context: context)
        }
        var fonts = loaded.map(\.font)
        if arguments.isSet(LayoutOptions.noLigatures) {
            // Every font of the chain, the built-in last one included.
            fonts = (fonts + [Font.embedded]).map { font in
                var font = font
                font.ligatures = false
                return font
            }
        }
        let font = fonts[0]
        let lattice: SphereLattice = arguments.isSet(LayoutOptions.relax) ? .relaxed : .fibonacci
        let viewport = viewport(arguments)
        // A globe is a map and keeps its shape; else --stretch, or the motion's default.
        var options = layoutOptions(arguments, viewport: viewport, motion: motion)
        if let shape = places != nil ? .factors(.none) : arguments.value(LayoutOptions.stretch) {
            options = shape.applied(to: options)
        }
        let keep = arguments.value(TagInputOptions.maxTags, or: Cloud.defaultMaxTags)
        var cloud = Cloud(tags: tags, points: places, motion: motion, maxTags: keep > 0 ? keep : nil,
                          viewport: viewport, options: options,
                          lattice: lattice, font: font,
                          fallbacks: Array(fonts.dropFirst()), direction: arguments.value(LayoutOptions.direction, or: .auto))
        cloud.maxRoutePoints = arguments.value(GeoOptions.maxRoutePoints, or: GeoOptions.defaultMaxRoutePoints)
        cloud.style = RenderOptions.style(arguments, motion: motion)
        cloud.map = MapOptions.map(arguments)
        cloud.maxPixels = arguments.value(RenderOptions.maxPixels, or: Limits.defaultMaxPixels)
        cloud.glyphCache = arguments.value(RenderOptions.glyphCache, or: TextRenderer.defaultOutlineCacheLimit)
        cloud.links = try readLinks(context, tags: tags)
        let routes = try readRoutes(context, layout: cloud.layout)
        cloud.routes = routes.paths
        if MapOptions.showsWaypoints(arguments) { cloud.map = cloud.map?.marking(routes.waypoints) }
        cloud.map?.style.markColor = cloud.style.routeColor
        Framing.apply(arguments, to: &cloud)
        if places == nil {
            // Arcs join the tags' points, so a fit to them keeps the points it framed.
            let fitsArcs = [.links, .all].contains(arguments.value(GeoOptions.fit))
            switch arguments.value(LayoutOptions.placement) ?? (fitsArcs ? .sphere : nil) {
            case .view?: warnAboutShrinking(cloud.placeForView(viewPlacement(arguments)), tags: tags.count, context: context)
            case .spin?: cloud.placeForSpin(about: AnimationLength.spin(arguments).axis)
            case .sphere?: break
            case nil:
                // The library's placement for the motion; a still's shrinking is worth a word.
                if let placed = cloud.place(viewPlacement(arguments)), motion == .still {
                    warnAboutShrinking(placed, tags: tags.count, context: context)
                }
            }
        }
        warnAboutOversizedLabels(cloud.layout, context: context)
        // One shaping of every label serves both font warnings.
        let use = cloud.glyphUse
        warnAboutMissingCharacters(use.missingCharacters, fonts: cloud.fonts, systemFonts: systemFonts, context: context)
        warnAboutUnshapedScripts(cloud, context: context)
        for (index, (chainFont, used)) in zip(cloud.fonts.fonts, use.glyphs).enumerated() {
            warnAboutDamagedGlyphs(used, tags: tags, font: chainFont,
                                   fontName: index < loaded.count ? loaded[index].name : "the embedded font",
                                   context: context)
        }
        return CloudSetup(cloud: cloud, waypoints: routes.waypoints, routeNames: routes.names)
    }

    /// How a view placement goes: the library's, with `--max-view-tags`.
    static func viewPlacement(_ arguments: ParsedArguments) -> ViewPlacement {
        var settings = ViewPlacement()
        settings.maximumTags = arguments.value(LayoutOptions.maxViewTags, or: settings.maximumTags)
        return settings
    }

    /// The image size: `--size`, else the library's default.
    static func viewport(_ arguments: ParsedArguments) -> Viewport {
        arguments.value(LayoutOptions.size).map { Viewport(width: $0.width, height: $0.height) } ?? Cloud.defaultViewport
    }

    /// How an animation moves: by its gesture script, else by its spin
    /// (`--spin`, or the library's default).
    static func motion(_ arguments: ParsedArguments) -> CloudMotion {
        arguments.wasGiven(AnimateCommand.script) ? .script : .spin(AnimationLength.spin(arguments))
    }

    /// The layout options the arguments ask for: the library's defaults for
    /// the viewport otherwise (``TagCloud/LayoutOptions/init(for:motion:minSize:maxSize:)``, or
    /// ``TagCloud/LayoutOptions/init(forMap:minSize:maxSize:)`` with `--globe`).
    static func layoutOptions(_ arguments: ParsedArguments, viewport: Viewport,
                              motion: CloudMotion = .still) -> TagCloud.LayoutOptions {
        let (low, high) = (arguments.value(LayoutOptions.minSize), arguments.value(LayoutOptions.maxSize))
        var options = arguments.isSet(GeoOptions.globe)
            ? TagCloud.LayoutOptions(forMap: viewport, minSize: low, maxSize: high)
            : TagCloud.LayoutOptions(for: viewport, motion: motion, minSize: low, maxSize: high)
        if let value = arguments.value(LayoutOptions.minScale) { options.minScale = value }
        if let value = arguments.value(LayoutOptions.minAlpha) { options.minAlpha = value }
        if let value = arguments.value(LayoutOptions.minDrawnSize) { options.minDrawnSize = value }
        if let value = arguments.value(LayoutOptions.padding) { options.padding = value }
        options.radius = arguments.value(LayoutOptions.radius)
        options.scaleBy = arguments.value(LayoutOptions.scaleBy, or: options.scaleBy)
        if case .perspective = arguments.value(LayoutOptions.projection, or: options.projection) {
            let distance = arguments.value(LayoutOptions.cameraDistance, or: LayoutOptions.defaultCameraDistance)
            options.projection = .perspective(distance: distance)
        }
        return options
    }

    /// The tags from `--tags`, parsed with the tag-input options.
    private static func readTags(_ context: CommandContext) throws -> [TagCloud.Tag] {
        let arguments = context.arguments
        let path = arguments.value(TagInputOptions.tags, or: "-")
        var options = TagCloud.TagInputOptions()
        options.format = TagInputOptions.format(in: arguments)
        options.minWordLength = arguments.value(TagInputOptions.minWordLength, or: options.minWordLength)
        let keep = arguments.value(TagInputOptions.maxTags, or: 0)
        options.maxTags = keep > 0 ? keep : nil
        options.tagCap = arguments.value(TagInputOptions.maxTagCount, or: options.tagCap)
        options.maxTagLength = arguments.value(TagInputOptions.maxTagLength, or: options.maxTagLength)
        options.foldCase = arguments.isSet(TagInputOptions.foldCase)
        options.delimiter = arguments.value(TagInputOptions.delimiter)
        options.tagColumn = arguments.value(TagInputOptions.tagColumn)
        options.weightColumn = arguments.value(TagInputOptions.weightColumn)
        options.colorColumn = arguments.value(TagInputOptions.colorColumn)
        if let stopwords = arguments.value(TagInputOptions.stopwords) {
            options.extraStopwords = try Stopwords.parseList(context.readInput(stopwords), file: displayName(stopwords))
        }
        let bytes = try context.readInput(path)
        do throws(InputError) {
            let tags = try TagInput.parse(bytes, file: displayName(path), options: options)
            // Prose of Chinese, Japanese or Thai counted as text gives phrases: say why (rare, so
            // the form is detected again only then).
            if TagInput.looksUnsegmented(tags), options.format == .text
                || (options.format == .auto && (try? TagInput.detectFormat(bytes, file: path)) == .text) {
                context.warn("most words are long runs of Chinese, Japanese or Thai text, which puts no spaces "
                    + "between words, and text is split only at spaces and punctuation; put spaces between the "
                    + "words first (a segmenter such as jieba or MeCab does) or give one word per line")
            }
            return tags
        } catch {
            throw TagInputOptions.explained(error, arguments)
        }
    }

    /// The font paths given: every `--font`, else `TAGCLOUD_FONT`'s.
    static func fontPaths(_ context: CommandContext) -> [String] {
        let given = context.arguments.values(LayoutOptions.font)
        return given.isEmpty ? context.environment.fontPaths : given
    }

    /// How a path is named in messages: `<stdin>` for `-`.
    static func displayName(_ path: String) -> String {
        path == "-" ? "<stdin>" : path
    }

    /// Warns when the labels had to shrink below ``ViewPlacement/warningFactor`` to fit.
    private static func warnAboutShrinking(_ placed: ViewPlacement.Result, tags: Int, context: CommandContext) {
        let percent = Int((placed.sizeFactor * 100).rounded())
        if placed.gaveUp {
            context.warn("\(tags) tags are more than --max-view-tags places for the view; they keep their even "
                + "places and labels nearer ones cover fade (--max-tags or a larger --max-view-tags would help)")
        } else if !placed.converged {
            context.warn("front labels still overlap with every label shrunk to \(percent)%; "
                + "fewer tags (--max-tags), a larger --size or a smaller --max-size would help")
        } else if placed.sizeFactor < ViewPlacement.warningFactor {
            context.warn("every label shrunk to \(percent)% so that front labels do not overlap; "
                + "fewer tags (--max-tags), a larger --size or a smaller --max-size would help")
        }
    }

    /// Warns about labels too large for the image at any radius.
    private static func warnAboutOversizedLabels(_ layout: Layout, context: CommandContext) {
        guard !layout.oversized.isEmpty else { return }
        let names = layout.oversized.prefix(3).map { Quoting.quoted(layout.tags[$0].text) }.joined(separator: ", ")
        let more = layout.oversized.count > 3 ? " and \(layout.oversized.count - 3) more" : ""
        context.warn("\(names)\(more) too large for the image even at the front; a larger --size or a smaller --max-size would help")
    }

    /// Warns once when labels use scripts that need shaping this tool does not do.
    private static func warnAboutUnshapedScripts(_ cloud: Cloud, context: CommandContext) {
        let scripts = cloud.approximatelyShapedScripts
        guard !scripts.isEmpty else { return }
        context.warn("\(scripts.joined(separator: ", ")) text is drawn letter by letter, without the "
                     + "shaping it needs (joining, reordering, conjuncts), so it looks only approximately right")
    }

    /// Warns once, listing every character no tag's label can draw (`missing`)
    /// with any font of `fonts`.
    private static func warnAboutMissingCharacters(_ missing: [Unicode.Scalar], fonts: FontChain,
                                                   systemFonts: Bool, context: CommandContext) {
        guard !missing.isEmpty else { return }
        let list = missing.prefix(12).map { "'\($0)' (U+\(String($0.value, radix: 16, uppercase: true)))" }
        let more = missing.count > 12 ? " and \(missing.count - 12) more" : ""
        if systemFonts {
            context.warn("no installed font has a glyph for \(list.joined(separator: ", "))\(more); drawn as the "
                         + "missing-glyph box (installing a font that has them, such as the Noto fonts, or --font "
                         + "FILE, would draw them)")
            return
        }
        let which = fonts.fonts.count > 1 ? "no font (the embedded DejaVu Sans included) has a"
            : "the font has no"
        context.warn("\(which) glyph for \(list.joined(separator: ", "))\(more); drawn as the missing-glyph box "
                     + "(--font FILE or NAME adds a font that has them, such as \"Noto Sans CJK JP\" for Chinese or "
                     + "Japanese; without --no-system-fonts an installed font that has them is used)")
    }
}
