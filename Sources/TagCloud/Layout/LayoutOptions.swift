/// Settings for the layout pass: depth cues, projection, label sizes and framing.
///
/// The defaults: labels at the back are drawn at 30% of their size and 20%
/// opacity, so the back of the sphere reads as a faint texture behind the
/// front labels without cluttering them (0.3 matches the render benchmark's
/// range; the seed's 0.1 leaves back labels an unreadable pixel or two). Font
/// sizes run from 12 to 36 px by the square root of the weight, which makes a
/// label's area (∝ size²) roughly proportional to its weight.
public struct LayoutOptions: Hashable, Sendable {
    /// How view space is flattened onto the screen.
    public enum Projection: Hashable, Sendable {
        /// Parallel projection: `sx = cx + R·x`, `sy = cy − R·y`.
        case orthographic
        /// A camera `distance` sphere radii from the centre (> 1): a point at
        /// view depth z is magnified by f = distance / (distance − z), which
        /// is 1 in the sphere's centre plane; positions and labels both scale by f.
        case perspective(distance: Double)
    }

    /// How a weight maps to a font size between ``minSize`` and ``maxSize``.
    public enum SizeScaling: String, Hashable, Sendable, CaseIterable {
        /// Proportional to the weight.
        case linear
        /// Proportional to the square root of the weight (the default).
        case sqrt
        /// Proportional to the logarithm of the weight.
        case log
        /// A few size classes by rank, as map styles size place names:
        /// see ``Layout/rankClasses`` (the default for a globe drawn as a map).
        case rank
    }

    /// The label scale at the very back (depth −1); 1 at the front. In [0, 1].
    public var minScale: Double
    /// The label opacity at the very back; 1 at the front. In [0, 1].
    public var minAlpha: Double
    /// Orthographic or perspective.
    public var projection: Projection
    /// The font size of the lightest tag, in pixels.
    public var minSize: Double
    /// The font size of the heaviest tag, in pixels.
    public var maxSize: Double
    /// The weight-to-size curve.
    public var scaleBy: SizeScaling
    /// The sphere radius in pixels; `nil` fits it to the viewport (see ``Layout/fitRadius(extents:viewport:options:)``).
    public var radius: Double?
    /// A factor on the radius (fitted or given); gesture pinches change it. Default 1.
    public var zoom: Double
    /// The margin kept free at each edge when fitting, as a fraction of the
    /// viewport's smaller side. Default 0.02.
    public var padding: Double
    /// The sphere's stretch on screen into an ellipsoid (see ``Stretch``). Default none.
    public var stretch: Stretch = .none
    /// Whether the layout chooses the stretch itself so that the sphere
    /// fills the frame (see ``Layout/fillingStretch(extents:viewport:options:)``);
    /// ``stretch`` is then ignored. Default false; true in
    /// ``init(for:motion:minSize:maxSize:)``, the defaults for a still image.
    public var fillsFrame = false
    /// The smallest size a label is drawn at, in pixels: where depth and
    /// shrinking to fit would draw it smaller it is drawn at this size (or at
    /// its own font size, when that is smaller), so the back of the sphere
    /// keeps its look through alpha and a compressed scale, not through
    /// unreadable specks. Default 7 (see ``drawnFactor(atDepth:size:requestedSize:shrink:)``).
    public var minDrawnSize: Double = 7

    /// Creates options; every parameter has a default. The 12–36 px sizes
    /// suit no image in particular: ``init(for:motion:minSize:maxSize:)`` gives the
    /// sizes that suit an image, the defaults ``Cloud`` and the command line use.
    public init(minScale: Double = 0.3, minAlpha: Double = 0.2, projection: Projection = .orthographic,
                minSize: Double = 12, maxSize: Double = 36, scaleBy: SizeScaling = .sqrt,
                radius: Double? = nil, zoom: Double = 1, padding: Double = 0.02) {
        self.minScale = minScale
        self.minAlpha = minAlpha
        self.projection = projection
        self.minSize = minSize
        self.maxSize = maxSize
        self.scaleBy = scaleBy
        self.radius = radius
        self.zoom = zoom
        self.padding = padding
    }
}

extension LayoutOptions {
    /// Font sizes that suit a viewport: from its shorter side ÷ 50 to its
    /// shorter side ÷ 13 (14.4 to 55.4 px at 1280×720), never below
    /// ``smallestDefaultSize`` (7 px), so that a small image has no specks.
    /// The command-line tool uses this range unless `--min-size` or
    /// `--max-size` is given.
    public static func sizeRange(for viewport: Viewport) -> ClosedRange<Double> {
        let side = min(viewport.width, viewport.height)
        let low = max(smallestDefaultSize, side / minSizeDivisor)
        return low...max(low, side / maxSizeDivisor)
    }

    /// The smallest font size a default range gives, at any image size: 7 px,
    /// below which a label is a speck (as ``minDrawnSize`` for depth).
    public static let smallestDefaultSize = 7.0

    /// The shorter image side over the default ``minSize``: 50 (see ``sizeRange(for:)``).
    public static let minSizeDivisor = 50.0
    /// The shorter image side over the default ``maxSize``: 13 (see ``sizeRange(for:)``).
    public static let maxSizeDivisor = 13.0
    /// The eye's distance for ``Projection/perspective(distance:)`` when
    /// none is given (as by `tagcloud --projection perspective`), in sphere radii: 4.
    public static let defaultCameraDistance = 4.0
}
