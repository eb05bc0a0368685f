#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Homogeneous
import Raster
import TrueType

/// A tag cloud ready to draw: the layout, each tag's shaped label and colour,
/// the style, and any curves (link arcs, routes, guides) drawn among the
/// labels. ``drawList(orientation:zoom:declutterPoses:)`` turns it into one frame's
/// back-to-front draw list; a ``SceneRenderer`` paints that into a canvas.
///
/// A scene is an immutable value, shared by every thread rendering frames.
public struct Scene: Sendable {
    /// The layout: placement, label extents and the fitted radius.
    public let layout: Layout
    /// How the scene looks.
    public let style: SceneStyle
    /// Curves drawn among the labels, in the order given (guides first).
    public let curves: [SceneCurve]
    /// Each tag's label shaped at the font's units per em, so resizing it to
    /// any size is exact (see ``ShapedText/resized(to:)``).
    let runs: [ShapedText]
    /// Each tag's colour from the gradient.
    let colors: [Color]
    /// The map the scene is drawn as, if any (see ``GlobeMap``): its
    /// curves go under everything, and the routes and links (``curves``
    /// after the guides) under the markers and placed labels.
    public let map: GlobeMap?
    /// The map's coast lines and grid.
    let baseCurves: [SceneCurve]
    /// How many of ``curves`` are the guides.
    let guideCount: Int
    /// The places the map names first (near its ``GlobeMap/leads``), found
    /// once for every frame (``leadingPlaces(of:map:)``).
    let leadingPlaces: Set<Int>

    /// How much nearer than its depth a label counts when curves are sorted
    /// among labels: a curve meeting a tag's point (a link's end, a route
    /// through a city) passes under that tag's own label, not over it.
    public static let labelDepthBias = 0.03

    /// Prepares a scene: shapes every label once and picks its colour.
    /// With a `map`, the scene is drawn as a map (see ``GlobeMap``).
    public init(layout: Layout, font: Font, style: SceneStyle = SceneStyle(), curves: [SceneCurve] = [],
                map: GlobeMap? = nil) {
        self.init(layout: layout, fonts: FontChain(font), style: style, curves: curves, map: map)
    }

    /// Prepares a scene whose labels are shaped with the chain `fonts`
    /// (see ``init(layout:font:style:curves:map:)``).
    public init(layout: Layout, fonts: FontChain, style: SceneStyle = SceneStyle(), curves: [SceneCurve] = [],
                map: GlobeMap? = nil) {
        self.layout = layout
        self.style = style
        let unitSize = Double(fonts.primary.unitsPerEm)
        self.runs = layout.tags.map { fonts.shape($0.text, pixelSize: unitSize) }
        // Colour follows size: the heaviest (largest) tag at the gradient's start.
        let (low, high) = (layout.options.minSize, layout.options.maxSize)
        // By the size before any shrinking to fit (``Layout/sizeFactor``).
        let shrunk = layout.sizeFactor ?? 1
        self.colors = zip(layout.fontSizes, layout.tags).map { drawn, tag in
            if let color = tag.color { return color }
            let size = drawn / shrunk
            let t = high > low ? (high - size) / (high - low) : 0.5
            return style.gradient.color(at: min(1, max(0, t)))
        }
        let guides = style.guides ? Self.guideCurves(style) : []
        self.curves = guides + curves
        self.guideCount = guides.count
        self.map = map
        self.baseCurves = map?.baseCurves ?? []
        self.leadingPlaces = Self.leadingPlaces(of: layout, map: map)
    }

    /// The equator and the prime meridian, as curves that turn with the sphere.
    static func guideCurves(_ style: SceneStyle) -> [SceneCurve] {
        let steps = 180
        func circle(_ point: (Double) -> Vector3) -> SceneCurve {
            let points = (0...steps).map { point(2 * Double.pi * Double($0) / Double(steps)) }
            return SceneCurve(curve: SphereCurve(points: points), color: style.guideColor, width: 1)
        }
        return [
            circle { Vector3(sin($0), 0, cos($0)) },
            circle { Vector3(0, sin($0), cos($0)) },
        ]
    }
}
