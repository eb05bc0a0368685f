import Homogeneous
import Raster

/// Where and how one tag is drawn in one frame.
///
/// The label box is centred on ``screen``: with w the advance width and h the
/// line height (ascent + descent) at ``drawnSize``, `box` is
/// [x − w/2, y − h/2, x + w/2, y + h/2] and the baseline is at
/// `y − h/2 + ascent`.
public struct LaidOutTag: Hashable, Sendable {
    /// The tag's position in the input list.
    public var index: Int
    /// The label.
    public var text: String
    /// The tag's weight.
    public var weight: Double
    /// The tag's point on the unit sphere, in sphere (model) coordinates.
    public var point: Vector3
    /// The label centre on screen, in pixels (x right, y down), subpixel.
    public var screen: Point
    /// View-space z of the point: −1 at the very back, +1 at the very front.
    public var depth: Double
    /// The depth scale, from ``LayoutOptions/minScale`` (back) to 1 (front).
    public var scale: Double
    /// The projection's magnification at this depth (1 for orthographic).
    public var magnification: Double
    /// The opacity, from ``LayoutOptions/minAlpha`` (back) to 1 (front).
    public var alpha: Double
    /// The font size the weight maps to, in pixels.
    public var fontSize: Double
    /// The size the label is drawn at: `fontSize × scale × magnification`,
    /// or ``LayoutOptions/minDrawnSize`` where that is more (see
    /// ``LayoutOptions/drawnFactor(atDepth:size:requestedSize:shrink:)``).
    public var drawnSize: Double
    /// The label's box in pixels (see the type's description).
    public var box: Rect
    /// The y of the text baseline in pixels.
    public var baseline: Double
    /// The position in the back-to-front draw order; 0 is drawn first (farthest).
    public var order: Int
    /// The colour the label is drawn in: its ``SceneStyle/gradient`` colour
    /// by size, mixed toward the background by depth with
    /// ``SceneStyle/DepthFade/blend``, and made legible against the
    /// background (``SceneStyle/legibility``). Nil in a ``Layout``'s frame,
    /// which knows no style; ``Scene/drawnFrame(orientation:zoom:declutterPoses:)``
    /// and ``Cloud/drawnFrame(at:)`` set it.
    public var color: Color?
    /// The opacity the label is drawn with, from 0 (left out) to 1: its
    /// depth fade (``alpha``, or 1 with ``SceneStyle/DepthFade/blend``, whose
    /// ``color`` carries the fade), made legible, times its fade at an opaque
    /// sphere's rim and its declutter fade. (The per-frame `opacity` of
    /// `tagcloud layout`'s JSON Lines is the factor on ``alpha``.) Nil in a
    /// ``Layout``'s frame; set with ``color``.
    public var opacity: Double?

    /// Creates a laid-out tag.
    public init(index: Int, text: String, weight: Double, point: Vector3, screen: Point, depth: Double,
                scale: Double, magnification: Double, alpha: Double, fontSize: Double, drawnSize: Double,
                box: Rect, baseline: Double, order: Int) {
        self.index = index
        self.text = text
        self.weight = weight
        self.point = point
        self.screen = screen
        self.depth = depth
        self.scale = scale
        self.magnification = magnification
        self.alpha = alpha
        self.fontSize = fontSize
        self.drawnSize = drawnSize
        self.box = box
        self.baseline = baseline
        self.order = order
    }
}

/// One frame of layout: every tag placed, and the order to draw them in.
public struct LayoutResult: Hashable, Sendable {
    /// The viewport laid out in.
    public var viewport: Viewport
    /// The sphere radius used, in pixels (fitted or given, times the zoom).
    public var radius: Double
    /// The tags, in input order.
    public var tags: [LaidOutTag]
    /// Tag indices from back to front (ascending depth, ties by index):
    /// `tags[drawOrder[k]].order == k`.
    public var drawOrder: [Int]
    /// The factor the labels were shrunk by to fit their view (see
    /// ``ViewPlacement``); nil when the points were not placed for a view.
    public var sizeFactor: Double?
    /// The sphere's stretch on screen (see ``LayoutOptions/stretch``).
    public var stretch: Stretch = .none
    /// How many labels were faded because nearer ones cover them (see
    /// ``Layout/fadingCovered(orientation:zoom:share:alpha:)``); nil when none were looked for.
    public var faded: Int?

    /// Creates a result.
    public init(viewport: Viewport, radius: Double, tags: [LaidOutTag], drawOrder: [Int]) {
        self.viewport = viewport
        self.radius = radius
        self.tags = tags
        self.drawOrder = drawOrder
    }
}
