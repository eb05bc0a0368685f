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
/// var cloud = Cloud(tags: try TagInput.parse(bytes, file: "words.txt"))
/// cloud.place()
/// let png = try cloud.encoded(as: .png)
/// ```
///
/// Every default here is the command line's default: those of
/// `tagcloud render`, or of `tagcloud animate` for a cloud made with a
/// ``CloudMotion/spin(_:)`` ``motion``.
public struct Cloud: Sendable {
    /// The image size when none is given: 1280×720 pixels.
    public static let defaultViewport = Viewport(width: 1280, height: 720)

    /// The tags, heaviest first.
    public let tags: [Tag]
    /// How the cloud moves, which chose its shape, its ``style``'s
    /// declutter and how ``place(_:)`` places the tags.
    public let motion: CloudMotion
    /// Whether the tags keep the points they were given (a globe's places),
    /// so that ``place(_:)`` leaves them.
    let keepsPoints: Bool
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
    /// The most tags a cloud keeps unless told otherwise, the heaviest: 100,
    /// as `tagcloud --max-tags` keeps (more crowd the sphere past reading).
    public static let defaultMaxTags = 100

    /// Places the heaviest `maxTags` of `tags` (ties in their order; nil
    /// keeps them all) on the sphere, at `points` when given (one per tag,
    /// as for a globe) or else on `lattice`, and lays them out in `viewport`
    /// with `options`: by default ``LayoutOptions/init(for:motion:minSize:maxSize:)``,
    /// font sizes that suit the viewport and the sphere's shape for
    /// `motion`. Each character cluster is drawn with the first of `font`,
    /// `fallbacks` and the embedded DejaVu Sans that has it (see
    /// ``/TrueType/FontChain``); each label is set in `direction` (by default from its
    /// first strong letter; see ``/TrueType/FontChain/direction``). The ``style`` is
    /// ``SceneStyle/init(for:viewport:theme:)`` for `motion` and `viewport`. Call ``place(_:)`` once the
    /// cloud is framed to place the tags as the command line does.
    public init(tags: [Tag], points: [Vector3]? = nil, motion: CloudMotion = .still,
                maxTags: Int? = Cloud.defaultMaxTags, viewport: Viewport = Cloud.defaultViewport,
                options: LayoutOptions? = nil, lattice: SphereLattice = .fibonacci, font: Font = .embedded,
                fallbacks: [Font] = [], direction: TextDirection = .auto) {
        let kept = TagTally.heaviestFirst(tags.map(\.weight), maxTags: maxTags)
        let tags = kept.map { tags[$0] }
        self.tags = tags
        self.motion = motion
        keepsPoints = points != nil
        style = SceneStyle(for: motion, viewport: viewport)
        var chain = FontChain(font, fallbacks: fallbacks)
        chain.direction = direction
        self.fonts = chain.ending(with: .embedded)
        let points = points.map { given in kept.map { given[$0] } }
            ?? TagPlacement.positions(for: tags.map(\.weight), lattice: lattice)
        layout = Layout(tags: tags, points: points, viewport: viewport,
                        options: options ?? LayoutOptions(for: viewport, motion: motion), measurer: fonts)
    }

    /// A globe: `places` ranked by ``GeoTag/ranked(_:maxTags:)`` (heaviest
    /// first, cut to `maxTags`), each drawn at its latitude and longitude, on
    /// a round sphere (any ``LayoutOptions/stretch`` is dropped); by default
    /// with a map's label sizes (``LayoutOptions/init(forMap:minSize:maxSize:)``).
    public init(places: [GeoTag], maxTags: Int? = Cloud.defaultMaxTags, viewport: Viewport = Cloud.defaultViewport,
                options: LayoutOptions? = nil, font: Font = .embedded, fallbacks: [Font] = [],
                direction: TextDirection = .auto) {
        let kept = GeoTag.ranked(places, maxTags: maxTags)
        // A map keeps its shape: never stretched.
        var round = options ?? LayoutOptions(forMap: viewport)
        (round.fillsFrame, round.stretch) = (false, .none)
        self.init(tags: kept.map { Tag(text: $0.name, weight: $0.weight) }, points: kept.map(\.coordinate.unitVector),
                  maxTags: nil, viewport: viewport, options: round, font: font, fallbacks: fallbacks, direction: direction)
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
    /// and, for a still (``CloudMotion/fillsFrame``), the sphere stretched
    /// to fill the frame (``fillsFrame``), as `tagcloud render` and `layout`
    /// draw it; round for an animation, as `tagcloud animate` draws it.
    public init(for viewport: Viewport, motion: CloudMotion = .still, minSize: Double? = nil,
                maxSize: Double? = nil) {
        self.init()
        let range = Self.sizeRange(for: viewport)
        self.minSize = minSize ?? Swift.min(range.lowerBound, maxSize ?? .infinity)
        self.maxSize = maxSize ?? Swift.max(range.upperBound, minSize ?? 0)
        fillsFrame = motion.fillsFrame
    }
}

extension LayoutOptions {
    /// The default options for a map in `viewport`: label sizes in a few
    /// classes by rank (``SizeScaling/rank``) from ``mapSizeRange(for:)``,
    /// bent to meet a size that is given as ``init(for:motion:minSize:maxSize:)``
    /// does, on a round sphere.
    public init(forMap viewport: Viewport, minSize: Double? = nil, maxSize: Double? = nil) {
        self.init()
        let range = Self.mapSizeRange(for: viewport)
        self.minSize = minSize ?? Swift.min(range.lowerBound, maxSize ?? .infinity)
        self.maxSize = maxSize ?? Swift.max(range.upperBound, minSize ?? 0)
        scaleBy = .rank
    }

    /// A map's label sizes for a viewport: from its shorter side ÷ 65 to its
    /// shorter side ÷ 42 (11.1 to 17.1 px at 1280×720, 16.6 to 25.7 px at
    /// 1920×1080), never below ``smallestDefaultSize`` (7 px): a map names
    /// many places, so its names are smaller than a cloud's words (chosen by
    /// looking at maps of a country, a continent and the world at both sizes).
    public static func mapSizeRange(for viewport: Viewport) -> ClosedRange<Double> {
        let side = Swift.min(viewport.width, viewport.height)
        let low = Swift.max(smallestDefaultSize, side / 65)
        return low...Swift.max(low, side / 42)
    }
}
