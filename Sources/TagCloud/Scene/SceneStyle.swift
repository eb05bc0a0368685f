import Raster

/// How a scene looks: background, label colours, blending, depth fade, and
/// the strokes drawn among the labels.
///
/// The defaults draw light labels on a dark blue-black background, coloured
/// by weight from a coral red for the heaviest tags through sunflower yellow
/// and sea green to a cornflower blue for the lightest, blended in linear light.
public struct SceneStyle: Hashable, Sendable {
    /// How labels fade with depth.
    public enum DepthFade: String, Hashable, Sendable, CaseIterable {
        /// Labels at the back are translucent (the layout's alpha); what is
        /// behind them shows through.
        case alpha
        /// Labels at the back are mixed toward the background colour and
        /// drawn opaque, so nearer labels still hide farther ones.
        case blend
    }

    /// The background; `Color.transparent` keeps the image's alpha (PAM and PNG).
    public var background: Color
    /// Label colours by weight: the heaviest tag takes the gradient's first
    /// colour and the lightest its last, as TagCanvas's `weightGradient` does
    /// (its stop 0 is the heaviest). A one-stop gradient colours every label alike.
    public var gradient: Gradient
    /// Where colours are mixed when labels are composited.
    public var blend: BlendSpace
    /// How depth fades labels.
    public var depthFade: DepthFade
    /// Whether to draw a faint sphere outline and equator.
    public var guides: Bool
    /// The colour of the guides.
    public var guideColor: Color
    /// The colour of link arcs between tags.
    public var linkColor: Color
    /// The width of link arcs, in px.
    public var linkWidth: Double
    /// The colour of routes.
    public var routeColor: Color
    /// The width of routes, in px.
    public var routeWidth: Double
    /// What happens to strokes behind the sphere.
    public var backface: BackfaceMode
    /// Whether labels covered by nearer ones fade, frame by frame. Default off.
    public var declutter: Declutter = .off
    /// The contrast front labels keep against the background (see
    /// ``Legibility``); nil draws every label in its gradient colour as is.
    public var legibility: Legibility? = Legibility()

    /// The default background: a dark blue-black.
    public static let defaultBackground = Color(r: 0x0e, g: 0x12, b: 0x1b)
    /// The default label gradient, heaviest first.
    public static let defaultGradient = Gradient([
        Color(r: 0xff, g: 0x6b, b: 0x6b), Color(r: 0xf9, g: 0xd5, b: 0x6e),
        Color(r: 0x43, g: 0xc6, b: 0xac), Color(r: 0x5b, g: 0x8d, b: 0xef),
    ])

    /// Creates a style; every parameter has a default.
    public init(background: Color = SceneStyle.defaultBackground, gradient: Gradient = SceneStyle.defaultGradient,
                blend: BlendSpace = .linear, depthFade: DepthFade = .alpha, guides: Bool = false,
                guideColor: Color = Color(r: 0x8a, g: 0x98, b: 0xb8, a: 0x60),
                linkColor: Color = Color(r: 0xc8, g: 0xd4, b: 0xf0, a: 0xb0), linkWidth: Double = 1.5,
                routeColor: Color = Color(r: 0xff, g: 0xb8, b: 0x4d), routeWidth: Double = 2.5,
                backface: BackfaceMode = .fade) {
        self.background = background
        self.gradient = gradient
        self.blend = blend
        self.depthFade = depthFade
        self.guides = guides
        self.guideColor = guideColor
        self.linkColor = linkColor
        self.linkWidth = linkWidth
        self.routeColor = routeColor
        self.routeWidth = routeWidth
        self.backface = backface
    }
}

extension SceneStyle {
    /// The default style for `motion` in `viewport`, the command line's:
    /// `theme`'s colours (see ``init(theme:)``) and the defaults above, with covered labels fading for a gesture script
    /// (``CloudMotion/declutter``), and link and route widths that follow
    /// the image's shorter side as the default font sizes do (1.5 and
    /// 2.5 px at 1280×720; see ``linkWidthPerSide``).
    public init(for motion: CloudMotion, viewport: Viewport = Cloud.defaultViewport,
                theme: Theme = SceneStyle.defaultTheme) {
        self.init(theme: theme)
        declutter = motion.declutter
        let side = min(viewport.width, viewport.height)
        linkWidth = max(Self.minimumLinkWidth, side * Self.linkWidthPerSide)
        routeWidth = max(Self.minimumRouteWidth, side * Self.routeWidthPerSide)
    }

    /// The theme without `--theme`: ``Theme/dark``.
    public static let defaultTheme = Theme.dark
    /// The default link width per pixel of the image's shorter side: 1/480.
    public static let linkWidthPerSide = 1.0 / 480
    /// The narrowest default link width: 0.75 px.
    public static let minimumLinkWidth = 0.75
    /// The default route width per pixel of the image's shorter side: 1/288.
    public static let routeWidthPerSide = 1.0 / 288
    /// The narrowest default route width: 1 px.
    public static let minimumRouteWidth = 1.0
}
