import Raster
import TrueType
import ImageCodecs
import TagCloud

/// The library's default look, which the options below show and apply.
private let defaultStyle = SceneStyle()

/// The drawing options shared by `render` and `animate`. Colours and
/// gradients go through the library's parsers, so a bad one reads
/// `tagcloud: --color: unknown colour 'blu' (did you mean 'blue'?)`.
enum RenderOptions {
    /// `--color C`.
    static let color = Option<Color>(
        "color", valueName: "C",
        help: "Draw every label in one colour: a CSS name (white, gold), #rgb, #rgba, #rrggbb, "
            + "#rrggbbaa, rgb(255 107 107), rgba(255, 107, 107, 0.5), hsl(0 100% 71%), hsla(…), or "
            + "none (transparent); the # may be left out. Overrides --gradient.",
        default: .described("the --gradient by weight"),
        parser: .custom(placeholder: "C") { try Color(parsing: $0) })

    /// `--background C`.
    static let background = Option<Color>(
        "background", valueName: "C",
        help: "The background colour; transparent keeps alpha in PAM and PNG output (the nearest "
            + "labels are then dark with a thin white outline, legible on a page of any colour).",
        default: .value(defaultStyle.background.description),
        parser: .custom(placeholder: "C") { try Color(parsing: $0) })

    /// `--gradient LIST`.
    static let gradient = Option<Gradient>(
        "gradient", valueName: "LIST",
        help: "Colour labels by weight along comma-separated colours, heaviest tag first "
            + "as in TagCanvas's weightGradient (for example '#f00,#ff0,#0f0,#00f': heavy "
            + "tags red, light ones blue), mixed in the Oklab colour space.",
        default: .value(defaultStyle.gradient.stops.map(\.description).joined(separator: ",")),
        parser: .custom(placeholder: "LIST") { try Gradient(parsing: $0) })

    /// `--theme dark|light`.
    static let theme = Option<SceneStyle.Theme>(
        "theme", help: "A background and label gradient chosen together: dark (light labels on a "
            + "blue-black) or light (deep colours on a warm white); --background, --gradient and "
            + "--color override its parts.",
        default: .value(SceneStyle.defaultTheme.rawValue), parser: .choice(SceneStyle.Theme.self))

    /// `--blend linear|srgb`.
    static let blend = Option<BlendSpace>(
        "blend", help: "Blend anti-aliased edges in linear light (even stroke weight) or in sRGB "
            + "values (as most browsers do; thin dark text looks bolder).",
        default: .value(defaultStyle.blend.rawValue), parser: .choice(BlendSpace.self))

    /// `--depth-fade alpha|blend`.
    static let depthFade = Option<SceneStyle.DepthFade>(
        "depth-fade", help: "How labels at the back fade: alpha (translucent, what is behind shows "
            + "through) or blend (mixed toward the background and opaque).",
        default: .value(defaultStyle.depthFade.rawValue), parser: .choice(SceneStyle.DepthFade.self))

    /// `--guides`.
    static let guides = Flag(
        "guides", help: "Also draw a faint sphere outline, equator and prime meridian.")

    /// `--max-pixels N`.
    static let maxPixels = Option<Int>(
        "max-pixels", valueName: "N",
        help: "Refuse images with more than N pixels (64M is 64 megapixels), so a typo in "
            + "--size cannot exhaust memory.",
        default: .value("\(Limits.defaultMaxPixels / 1_000_000)M"), parser: .pixelCount)

    /// `--glyph-cache N`.
    static let glyphCache = Option<Int>(
        "glyph-cache", valueName: "N",
        help: "Keep at most N decoded glyph outlines in memory (per thread), with up to 64 "
            + "flattened vertices each; a font with more glyphs in use than this is decoded "
            + "again as needed.",
        default: .value(String(TextRenderer.defaultOutlineCacheLimit)),
        parser: .integer(in: 1...Limits.maximumGlyphCache))

    /// A scene renderer with the `--glyph-cache` limit.
    static func sceneRenderer(_ arguments: ParsedArguments, font: Font) -> SceneRenderer {
        SceneRenderer(font: font, outlineCacheLimit: arguments.value(glyphCache, or: TextRenderer.defaultOutlineCacheLimit))
    }

    /// The "Appearance" help section.
    static var appearanceGroup: OptionGroup {
        OptionGroup("Appearance", [
            color.spec, theme.spec, background.spec, gradient.spec, blend.spec, depthFade.spec, guides.spec,
        ] + GeoOptions.appearanceSpecs)
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

    /// The scene style the arguments ask for, links and routes included,
    /// from the library's default for `motion`.
    static func style(_ arguments: ParsedArguments, motion: CloudMotion = .still) -> SceneStyle {
        var style = SceneStyle(for: motion, viewport: CloudSetup.viewport(arguments),
                               theme: arguments.value(theme, or: SceneStyle.defaultTheme))
        if arguments.wasGiven(background), let value = arguments.value(background) { style.background = value }
        if arguments.wasGiven(gradient), let value = arguments.value(gradient) { style.gradient = value }
        if let value = arguments.value(color) { style.gradient = Gradient(solid: value) }
        if let value = arguments.value(blend) { style.blend = value }
        if let value = arguments.value(depthFade) { style.depthFade = value }
        style.guides = arguments.isSet(guides)
        GeoOptions.apply(arguments, to: &style)
        return style
    }

    /// Refuses a transparent background in a format without alpha.
    static func validateAlpha(_ style: SceneStyle, format: ImageFormat) throws(CLIError) {
        if !style.background.isOpaque, format == .gif {
            throw CLIError.usage("--background \(style.background): GIF has no partial transparency; write PNG or APNG "
                                 + "(-o cloud.png, or -o cloud.apng)")
        }
        if !style.background.isOpaque, format == .ppm {
            throw CLIError.usage("--background \(style.background): PPM has no alpha channel; write PAM or PNG "
                                 + "(-o cloud.png, or --format pam)")
        }
    }

    /// Refuses a size the format cannot hold (GIF: at most 65535 a side).
    static func validateSize(width: Int, height: Int, format: ImageFormat) throws(CLIError) {
        if format == .gif, !GIFAnimationEncoder.canEncode(width: width, height: height) {
            throw CLIError.usage("--size \(width)x\(height): GIF images are at most 65535 pixels a side")
        }
    }

    /// Encodes a canvas: PAM always keeps alpha; PNG keeps it only for a
    /// background that is not opaque; PPM has none.
    static func encode(_ canvas: Canvas, as format: ImageFormat, style: SceneStyle) -> [UInt8] {
        format.encoder(ImageEncodingOptions(for: format, style: style)).encoded(canvas)
    }

    /// The input files that may be `-`.
    static let inputFiles: [Option<String>] = [TagInputOptions.tags, TagInputOptions.stopwords, LayoutOptions.font]
}
