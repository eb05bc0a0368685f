import Raster
import TrueType

/// One thing to draw: a label or a stroke, already in pixels.
public enum DrawItem: Hashable, Sendable {
    /// A label: the text run set at its drawn size, its pen origin (left
    /// end of the baseline), colour and opacity.
    case label(LabelDraw)
    /// A stroke: a polyline in pixels with a width, colour and opacity.
    case stroke(StrokeDraw)
    /// A filled shape: land, or a place's marker.
    case shape(ShapeDraw)
}

/// A label ready to draw.
public struct LabelDraw: Hashable, Sendable {
    /// The tag's index in the scene's tag list.
    public var tag: Int
    /// The shaped text at its drawn pixel size.
    public var run: ShapedText
    /// The left end of the baseline, in px.
    public var origin: Point
    /// The colour.
    public var color: Color
    /// The opacity factor from depth (1 when the colour already carries the fade).
    public var alpha: Double
    /// The width in px of a halo drawn around the text first, in
    /// ``haloColor`` (0: none), so a line under the label stays legible.
    public var halo: Double = 0
    /// The halo's colour (on a globe, the background).
    public var haloColor: Color = .transparent
}

/// A stroke ready to draw.
public struct StrokeDraw: Hashable, Sendable {
    /// The polyline's points in px.
    public var points: [Point]
    /// The width in px.
    public var width: Double
    /// The colour.
    public var color: Color
    /// The opacity factor.
    public var alpha: Double
}

/// A filled shape ready to draw.
public struct ShapeDraw: Hashable, Sendable {
    /// The outline in px, filled with non-zero winding.
    public var path: Path
    /// The colour.
    public var color: Color
    /// The opacity factor.
    public var alpha: Double
    /// Where the path's contours may overlap (``/Raster/OverlapHint``):
    /// ``/Raster/OverlapHint/anywhere`` (exact everywhere) unless the maker
    /// of the shape knows better.
    public var overlaps: OverlapHint

    /// Creates a shape.
    public init(path: Path, color: Color, alpha: Double = 1, overlaps: OverlapHint = .anywhere) {
        self.path = path
        self.color = color
        self.alpha = alpha
        self.overlaps = overlaps
    }
}

/// Everything a frame draws, back to front, over ``background``.
public struct DrawList: Hashable, Sendable {
    /// The frame's width in px.
    public var width: Int
    /// The frame's height in px.
    public var height: Int
    /// What the frame starts as.
    public var background: Color
    /// Where colours are mixed.
    public var blend: BlendSpace
    /// The items in drawing order: the first is farthest.
    public var items: [DrawItem]

    /// Creates a draw list.
    public init(width: Int, height: Int, background: Color, blend: BlendSpace = .linear, items: [DrawItem]) {
        self.width = width
        self.height = height
        self.background = background
        self.blend = blend
        self.items = items
    }
}
