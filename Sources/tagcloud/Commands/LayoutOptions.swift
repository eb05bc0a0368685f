import TagCloud
import TrueType

/// The library's defaults, which the options below show and apply.
private let defaults = TagCloud.LayoutOptions()

/// The layout options shared by every command.
enum LayoutOptions {
    /// `--size WxH`.
    static let size = Option<PixelSize>(
        "size", help: "The image size in pixels.",
        default: .value("\(Int(Cloud.defaultViewport.width))x\(Int(Cloud.defaultViewport.height))"), parser: .size)

    /// `--rotate AXIS:DEG`, repeatable, applied in order.
    static let rotate = Option<RotationSpec>(
        "rotate", valueName: "AXIS:DEG",
        help: "Turn the sphere DEG degrees (or RAD with a rad suffix, as in y:0.5rad) about "
            + "the view axis x, y or z, by the right-hand rule: x:15 tips the top towards "
            + "you. Several turns apply in order.",
        repeats: true, parser: .custom(placeholder: "AXIS:DEG") { try RotationSpec.parse($0) })

    /// `--projection orthographic|perspective`: the library's projection by
    /// its name; a perspective's distance comes from `--camera-distance`.
    static let projection = Option<TagCloud.LayoutOptions.Projection>(
        "projection", help: "Parallel projection, or a perspective camera.",
        default: .value(defaults.projection.name),
        parser: .choice([.orthographic, .perspective(distance: defaultCameraDistance)], named: \.name))

    /// How a font size's default is told: `the shorter image side ÷ 50
    /// (14.4 at 1280x720); with --globe ÷ 65 (11.1)`, from the library's rules.
    static func sizeDefault(_ end: KeyPath<ClosedRange<Double>, Double>) -> String {
        let size = Cloud.defaultViewport, side = min(size.width, size.height)
        let cloud = TagCloud.LayoutOptions.sizeRange(for: size)[keyPath: end]
        let map = TagCloud.LayoutOptions.mapSizeRange(for: size)[keyPath: end]
        func tenth(_ value: Double) -> String { Quoting.number((value * 10).rounded() / 10) }
        return "the shorter image side ÷ \(Quoting.number((side / cloud).rounded())) (\(tenth(cloud)) at "
            + "\(Int(size.width))x\(Int(size.height))); with --globe ÷ \(Quoting.number((side / map).rounded())) "
            + "(\(tenth(map)))"
    }

    /// The eye's distance without `--camera-distance`, in sphere radii.
    static let defaultCameraDistance = TagCloud.LayoutOptions.defaultCameraDistance

    /// `--camera-distance D` in sphere radii.
    static let cameraDistance = Option<Double>(
        "camera-distance", valueName: "D",
        help: "With --projection perspective: the eye's distance from the sphere's centre, "
            + "in sphere radii (more than 1).",
        default: .value(Quoting.number(defaultCameraDistance)), parser: .number(above: 1, upTo: 1000))

    /// `--radius PX`.
    static let radius = Option<Double>(
        "radius", valueName: "PX", help: "The sphere's radius in pixels.",
        default: .described("fit the image inside --padding"), parser: .number(above: 0, upTo: 1_000_000))

    /// `--padding F`.
    static let padding = Option<Double>(
        "padding", valueName: "F",
        help: "The margin kept free at each edge when the sphere is fitted to the image, as a "
            + "fraction of the shorter image side.",
        default: .value(Quoting.number(defaults.padding)), parser: .number(in: 0...0.45))

    /// `--stretch fill|X[,Y]`: the sphere stretched on screen into an ellipsoid.
    static let stretch = Option<StretchChoice>(
        "stretch", valueName: "fill|X[,Y]",
        help: "Stretch the sphere on screen into an ellipsoid, as TagCanvas's stretchX and "
            + "stretchY do: label positions move X times as far from the centre across and Y "
            + "times up and down (labels keep their size); 1 is a round sphere. fill stretches "
            + "it along the image's longer side until it reaches all four edges. The fit, the "
            + "placements and --fit all see the stretch; the layout JSON records it as "
            + "\"stretch\". Not with --globe.",
        default: .described("fill for a still image, 1 (round) for an animation"),
        parser: .custom(placeholder: "fill|X[,Y]") { try StretchChoice.parse($0) })

    /// `--min-size PX`.
    static let minSize = Option<Double>(
        "min-size", valueName: "PX", help: "The font size of the lightest tag, in pixels.",
        default: .described(sizeDefault(\.lowerBound)),
        parser: .number(above: 0, upTo: 2000))

    /// `--max-size PX`.
    static let maxSize = Option<Double>(
        "max-size", valueName: "PX", help: "The font size of the heaviest tag, in pixels.",
        default: .described(sizeDefault(\.upperBound)),
        parser: .number(above: 0, upTo: 2000))

    /// `--scale-by linear|sqrt|log`.
    static let scaleBy = Option<TagCloud.LayoutOptions.SizeScaling>(
        "scale-by", help: "How weights map to font sizes between --min-size and --max-size; rank: "
            + "4 classes as map styles size places (the 10 heaviest, the next 20, the next 70, the rest).",
        default: .described("\(defaults.scaleBy.rawValue); rank with --globe"), parser: .choice(TagCloud.LayoutOptions.SizeScaling.self))

    /// `--min-scale F`.
    static let minScale = Option<Double>(
        "min-scale", valueName: "F",
        help: "The size factor at the back of the sphere; 1 turns depth scaling off.",
        default: .value(Quoting.number(defaults.minScale)), parser: .number(above: 0, upTo: 1))

    /// `--min-alpha F`.
    static let minAlpha = Option<Double>(
        "min-alpha", valueName: "F",
        help: "The opacity at the back of the sphere; 1 turns depth fading off.",
        default: .value(Quoting.number(defaults.minAlpha)), parser: .number(in: 0...1))

    /// `--min-drawn-size PX`.
    static let minDrawnSize = Option<Double>(
        "min-drawn-size", valueName: "PX",
        help: "The smallest size a label is drawn at: depth and shrinking to fit never draw a label "
            + "smaller (nor larger than its own font size); 0 turns the floor off.",
        default: .value(Quoting.number(defaults.minDrawnSize)), parser: .number(in: 0...1000))

    /// `--max-view-tags N`.
    static let maxViewTags = Option<Int>(
        "max-view-tags", valueName: "N",
        help: "With --placement view, place at most this many tags for the view; with more, the tags "
            + "keep their even places (with a warning) and only labels nearer ones cover fade.",
        default: .value(String(ViewPlacement().maximumTags)), parser: .integer(in: 0...10_000_000))

    /// `--relax`.
    static let relax = Flag(
        "relax", help: "Spread the points more evenly (a longer relaxation of the sphere "
            + "lattice), so fewer labels overlap.")

    /// `--placement view|spin|sphere`.
    static let placement = Option<PlacementChoice>(
        "placement",
        help: "view places the tags for the picture's view (after --fit, --look-at and every "
            + "--rotate): the heaviest in front, no two front labels overlapping, all labels "
            + "shrunk by one factor where they cannot fit. spin places them for a spin about "
            + "the --spin axis, so labels crossing the front together keep apart. sphere "
            + "spreads them evenly for any view (the default with --fit links or all, which "
            + "frame arcs between the tags' points). Globes keep their places.",
        default: .described("view for a still image, spin for a spin, sphere for --script"),
        parser: .choice(PlacementChoice.self))

    /// `--font PATH`, repeatable: the font chain, primary first.
    static let font = Option<String>(
        "font", valueName: "PATH|NAME",
        help: "A font to draw with: a .ttf, .otf or .ttc file (see --font-index), or an installed "
            + "font by name, as \"Noto Sans CJK JP\" or \"DejaVu Serif Bold\" (family, and style if "
            + "not Regular), found in the system, local and user font folders. Repeat it for "
            + "fallbacks: each character is drawn with the first font that has it, and the built-in "
            + "DejaVu Sans is always tried last. The TAGCLOUD_FONT environment variable sets the list "
            + "too, separated by colons; this option wins.",
        default: .described("the built-in DejaVu Sans"), repeats: true, parser: .path)

    /// `--no-system-fonts`.
    static let noSystemFonts = Flag(
        "no-system-fonts",
        help: "Draw characters that no font of the chain has as the missing-glyph box, instead of "
            + "with an installed font that has them (picked by script in a fixed order: Noto Sans "
            + "<Script>, Noto Sans CJK, Noto Sans, DejaVu Sans, then any), for output that must not "
            + "depend on the fonts of the machine.")

    /// `--no-ligatures`.
    static let noLigatures = Flag(
        "no-ligatures", help: "Draw letters that a font's standard ligatures would join "
            + "(fi, fl, ffi) one by one: turns off the OpenType liga and clig features. "
            + "Ligatures a script requires, such as Arabic lam-alef, are kept.")

    /// `--direction auto|ltr|rtl`: the paragraph direction labels are set in.
    static let direction = Option<TextDirection>(
        "direction", help: "The direction each label is read in: auto takes it from the label's "
            + "first strong letter (Hebrew or Arabic: right to left), ltr and rtl set it. It orders a "
            + "label's runs of left-to-right and right-to-left text and places the punctuation between "
            + "them: with rtl, \"Python 3 למתחילים\" starts at the right with \"Python 3\". Bidi "
            + "controls in labels (U+202A-U+202E, U+2066-U+2069) apply in every mode.",
        default: .value(TextDirection.auto.rawValue), parser: .choice(TextDirection.self))

    /// `--font-index N`.
    static let fontIndex = Option<Int>(
        "font-index", valueName: "N", help: "Which face of the first --font's collection to use, from 0.",
        default: .value("0"), parser: .integer(in: 0...65_535))

    /// The help section.
    static var group: OptionGroup {
        OptionGroup("Layout", [
            size.spec, rotate.spec, projection.spec, cameraDistance.spec, radius.spec,
            padding.spec, stretch.spec, minSize.spec, maxSize.spec, scaleBy.spec, minScale.spec,
            minAlpha.spec, minDrawnSize.spec, maxViewTags.spec, relax.spec, placement.spec, font.spec, fontIndex.spec,
            noSystemFonts.spec, noLigatures.spec, direction.spec,
        ])
    }

    /// Refuses `--min-size` above `--max-size`, and `--stretch` on a globe.
    static func validate(_ arguments: ParsedArguments) throws(UsageError) {
        if arguments.wasGiven(stretch), arguments.isSet(GeoOptions.globe) {
            throw UsageError("--stretch cannot be used with --globe: a map keeps its shape")
        }
        if let low = arguments.value(minSize), let high = arguments.value(maxSize), low > high {
            throw UsageError(
                "--min-size \(Quoting.number(low)) is larger than --max-size \(Quoting.number(high))")
        }
    }
}
