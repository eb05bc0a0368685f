import Homogeneous
import Raster
import TrueType
import EmbeddedFont

/// One tag cloud and what to draw of it: the tags, the font, the fitted
/// layout, the links and routes, the starting orientation and zoom, the
/// look and the caps. The command-line tool builds one of these from its
/// flags; a library user gets the same picture with the same values:
///
/// ```swift
/// let tags = try TagInput.parse(bytes, file: "words.txt")
/// let png = try Cloud(tags: tags).encoded(as: .png)
/// ```
///
/// Every default here is the command line's default.
public struct Cloud: Sendable {
    /// The image size when none is given: 1280×720 pixels.
    public static let defaultViewport = Viewport(width: 1280, height: 720)

    /// The tags, heaviest first.
    public let tags: [Tag]
    /// The fonts labels are measured and drawn with: ``font``, the
    /// fallbacks, and the embedded DejaVu Sans last.
    public let fonts: FontChain
    /// The primary font labels are measured and drawn with.
    public var font: Font { fonts.primary }
    /// The layout: placement, label extents and the fitted radius.
    public internal(set) var layout: Layout
    /// The starting orientation (model → view); identity puts latitude 0,
    /// longitude 0 in front.
    public var orientation: Matrix4 = .identity
    /// The starting zoom: the sphere's radius is the layout's times this.
    public var zoom: Double = 1
    /// What ``fit(_:padding:)`` found (nil before it is called).
    public var fit: FitResult?
    /// The links between tags, drawn as arcs among the labels.
    public var links: [TagLink] = []
    /// The routes, drawn along great circles.
    public var routes: [[GeoCoordinate]] = []
    /// The most points the routes may take to draw.
    public var maxRoutePoints: Int = Cloud.defaultMaxRoutePoints
    /// The look: colours, blending, depth fade, guides, curve widths.
    public var style = SceneStyle()
    /// When set, the globe is drawn as a map: places marked, labels placed
    /// beside the marks without colliding, routes and links beneath them,
    /// and the land if given (see ``GlobeMap``).
    public var map: GlobeMap?
    /// The largest image drawn, in pixels.
    public var maxPixels: Int = Canvas.defaultMaxPixels
    /// The glyph outlines the text renderer keeps decoded.
    public var glyphCache: Int = TextRenderer.defaultOutlineCacheLimit

    /// The default ``maxRoutePoints``: 200,000.
    public static let defaultMaxRoutePoints = 200_000

    /// Places `tags` on the sphere (at `points` when given, as for a globe,
    /// else on `lattice`) and lays them out in `viewport` with `options`
    /// (by default ``LayoutOptions/init(for:minSize:maxSize:)``: font sizes
    /// that suit the viewport). Each character cluster is drawn with the
    /// first of `font`, `fallbacks` and the embedded DejaVu Sans that has it
    /// (see ``FontChain``); each label is set in `direction` (by default
    /// from its first strong letter; see ``FontChain/direction``).
    public init(tags: [Tag], points: [Vector3]? = nil, viewport: Viewport = Cloud.defaultViewport,
                options: LayoutOptions? = nil, lattice: SphereLattice = .fibonacci, font: Font = .embedded,
                fallbacks: [Font] = [], direction: TextDirection = .auto) {
        self.tags = tags
        var chain = FontChain(font, fallbacks: fallbacks)
        chain.direction = direction
        self.fonts = chain.ending(with: .embedded)
        let points = points ?? TagPlacement.positions(for: tags.map(\.weight), lattice: lattice)
        layout = Layout(tags: tags, points: points, viewport: viewport,
                        options: options ?? LayoutOptions(for: viewport), measurer: fonts)
    }

    /// A globe: `places` ranked by ``GeoTag/ranked(_:maxTags:)`` (heaviest
    /// first, cut to `maxTags`), each drawn at its latitude and longitude, on
    /// a round sphere (any ``LayoutOptions/stretch`` is dropped).
    public init(places: [GeoTag], maxTags: Int? = nil, viewport: Viewport = Cloud.defaultViewport,
                options: LayoutOptions? = nil, font: Font = .embedded, fallbacks: [Font] = [],
                direction: TextDirection = .auto) {
        let kept = GeoTag.ranked(places, maxTags: maxTags)
        // A map keeps its shape: never stretched.
        var round = options ?? LayoutOptions(for: viewport)
        (round.fillsFrame, round.stretch) = (false, .none)
        self.init(tags: kept.map { Tag(text: $0.name, weight: $0.weight) }, points: kept.map(\.coordinate.unitVector),
                  viewport: viewport, options: round, font: font, fallbacks: fallbacks, direction: direction)
    }

    /// Looks at `place`: it comes to the front, north up (zoom unchanged).
    public mutating func look(at place: GeoCoordinate) {
        orientation = Globe.orientation(lookingAt: place)
    }

    /// Turns the sphere further by each of `rotations` in order, in view space.
    public mutating func rotate(by rotations: [RotationSpec]) {
        orientation = RotationSpec.orientation(applying: rotations, to: orientation)
    }
}

extension LayoutOptions {
    /// The default options for `viewport`: the library's defaults with font
    /// sizes from ``sizeRange(for:)``, bent to meet a size that is given
    /// (a `minSize` above the range's top raises the top to it, and so on),
    /// and the sphere stretched to fill the frame (``fillsFrame``), as
    /// `tagcloud render` and `layout` draw a still image.
    public init(for viewport: Viewport, minSize: Double? = nil, maxSize: Double? = nil) {
        self.init()
        let range = Self.sizeRange(for: viewport)
        self.minSize = minSize ?? Swift.min(range.lowerBound, maxSize ?? .infinity)
        self.maxSize = maxSize ?? Swift.max(range.upperBound, minSize ?? 0)
        fillsFrame = true
    }
}
