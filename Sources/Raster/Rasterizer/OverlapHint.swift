/// What the caller of a fill knows about where the path's contours may
/// overlap, so the rasterizer can skip its overlap checks where none can be.
///
/// A pixel can come out wrong under plain signed-area accumulation only where
/// the path's winding number takes more than two neighbouring values inside
/// it (contours crossing, covering one another or running the opposite way
/// side by side, like {0, 1, 2} or {−1, 0, 1}). ``anywhere`` looks for such
/// pixels everywhere; the other cases let the caller say that they cannot
/// occur, or only inside a box.
///
/// A hint that lies cannot crash, hang or leave the mask: it only makes the
/// pixels where contours do overlap outside the promised box come out as
/// plain accumulation gives them (overlapping areas counted twice, or
/// opposite ones cancelling, before the clamp to 0…255).
public enum OverlapHint: Hashable, Sendable {
    /// Contours may overlap anywhere: every pixel is checked, and overlaps are
    /// resolved exactly. The default, right for any path.
    case anywhere
    /// The winding number is 0 or +1 everywhere, or 0 or −1 everywhere: no
    /// contour crosses or covers another or itself, every hole is wound
    /// opposite to the contour around it, and separate shapes are all wound
    /// the same way. True of a well-made TrueType glyph (unless its font sets
    /// the glyph's overlap flag) and of a run of such glyphs whose boxes do not
    /// intersect. The fastest case: plain accumulation.
    case nowhere
    /// As ``nowhere`` outside this box (in pixels, after the fill's
    /// transform); pixels meeting the box are checked as with ``anywhere``.
    /// A box with a NaN side is taken as ``anywhere``.
    case inside(Rect)
}
