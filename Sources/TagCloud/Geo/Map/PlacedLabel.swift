import Raster

/// Why a place's label is not shown.
public enum HiddenReason: String, Hashable, Sendable {
    /// The place is on the far side of the globe (or on its horizon).
    case farSide = "far side"
    /// Every position beside the marker would overlap a weightier label,
    /// a marker or a line, or leave the image (the marker is drawn).
    case collision
    /// The marker is under a weightier place's label: neither the marker
    /// nor the label is drawn.
    case covered = "under a heavier label"
}

/// Where one place's marker and label go in one frame of a map.
public struct PlacedLabel: Hashable, Sendable {
    /// The tag's index in the layout.
    public var index: Int
    /// The place on screen, in px (the marker's point).
    public var marker: Point
    /// Whether its marker is drawn: the place faces the viewer and no
    /// weightier place's label covers it.
    public var marked: Bool
    /// The label's position beside the marker; nil when hidden.
    public var position: LabelPosition?
    /// The label's box in px: where it is drawn, or for a hidden label the
    /// box it would have at its first position.
    public var box: Rect
    /// Why it is hidden (nil when shown).
    public var reason: HiddenReason?
    /// The label's opacity from fading in and out (1 in a still picture).
    public var opacity: Double
    /// The marker's opacity from fading out under a label fading in (1 in
    /// a still picture where ``marked``).
    public var markerOpacity: Double

    /// Creates a placed label.
    public init(index: Int, marker: Point, marked: Bool, position: LabelPosition?, box: Rect,
                reason: HiddenReason?, opacity: Double, markerOpacity: Double? = nil) {
        self.index = index
        self.marker = marker
        self.marked = marked
        self.position = position
        self.box = box
        self.reason = reason
        self.opacity = opacity
        self.markerOpacity = markerOpacity ?? (marked ? 1 : 0)
    }

    /// Whether the label is drawn.
    public var visible: Bool { position != nil && opacity > 0 }
}
