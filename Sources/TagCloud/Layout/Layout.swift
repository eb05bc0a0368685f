import Homogeneous
import Raster
import TrueType

/// The layout pass: from tags on the sphere and an orientation to screen
/// positions, sizes, opacities and a draw order.
///
/// Prepare once per tag set and viewport (font sizes, text extents and the
/// fitted radius are computed here), then call ``frame(orientation:)`` per
/// frame; or use ``compute(tags:points:orientation:viewport:options:measurer:)``
/// for a single frame.
///
/// Per tag, with v = orientation·p the view-space point (z toward the viewer):
/// depth = v.z; scale and alpha grow linearly with depth (see
/// ``LayoutOptions``); the projection gives the screen centre
/// (cx + R·f·X·v.x, cy − R·f·Y·v.y) with f the magnification and X, Y the
/// ``LayoutOptions/stretch``; the label is drawn
/// at fontSize × scale × f. Extents are measured once at the font size and
/// scaled linearly, which matches how outline fonts scale.
public struct Layout: Sendable {
    /// The tags, in input order.
    public let tags: [Tag]
    /// Each tag's point on the unit sphere (model coordinates).
    public let points: [Vector3]
    /// The viewport.
    public let viewport: Viewport
    /// The options, sanitised; with ``LayoutOptions/fillsFrame``, ``LayoutOptions/stretch`` is the one chosen.
    public let options: LayoutOptions
    /// Each tag's weight-mapped font size in pixels.
    public let fontSizes: [Double]
    /// Each label's extent at its font size.
    public let extents: [TextExtent]
    /// The radius before zoom: ``LayoutOptions/radius`` if given, else the fitted radius.
    public let baseRadius: Double
    /// Tags whose label is too large for the viewport even at the centre
    /// front: no radius keeps them unclipped, so the fit ignores them. A front
    /// end may warn about these (a smaller maximum size would help).
    public let oversized: [Int]
    /// The factor every label was shrunk by so that the labels fit their
    /// view (see ``ViewPlacement``); nil when the points were not placed for a view.
    public let sizeFactor: Double?
    /// The labels faded because nearer ones cover them in the view the
    /// tags were placed for (see ``fadingCovered(orientation:zoom:share:alpha:)``);
    /// empty unless that was called.
    public private(set) var covered: Set<Int> = []
    /// The opacity a ``covered`` label is drawn with at most.
    public private(set) var coveredAlpha: Double = 0

    /// Prepares a layout.
    ///
    /// - Precondition: `points.count == tags.count`.
    public init(tags: [Tag], points: [Vector3], viewport: Viewport,
                options: LayoutOptions = LayoutOptions(), measurer: some TextMeasuring) {
        precondition(points.count == tags.count, "one point per tag")
        var o = options.sanitized
        let sizes = Self.fontSizes(for: tags.map(\.weight), options: o)
        let extents = zip(tags, sizes).map { tag, size in
            let e = measurer.measure(tag.text, pixelSize: size)
            return TextExtent(width: Self.clean(e.width), ascent: Self.clean(e.ascent), descent: Self.clean(e.descent))
        }
        self.tags = tags
        self.points = points
        self.viewport = Viewport(width: Self.clean(viewport.width), height: Self.clean(viewport.height))
        if o.fillsFrame { o.stretch = Self.fillingStretch(extents: extents, viewport: self.viewport, options: o) }
        self.options = o
        self.fontSizes = sizes
        self.extents = extents
        self.baseRadius = Self.baseRadius(extents: extents, viewport: self.viewport, options: o)
        self.oversized = Self.oversizedLabels(extents: extents, viewport: self.viewport, options: o)
        self.sizeFactor = nil
    }

    /// This layout with the tags at `points` and every label's font size
    /// and extent times `sizeFactor` (extents scale linearly with the size).
    /// A fitted radius is fitted again to the new extents
    /// (``baseRadius(sizeFactor:)``), so labels that shrank leave the sphere
    /// more of the frame; a given ``LayoutOptions/radius`` stays. The
    /// oversized labels are those of the new extents.
    ///
    /// - Precondition: `points.count == tags.count`.
    public func placed(at points: [Vector3], sizeFactor: Double) -> Layout {
        precondition(points.count == tags.count, "one point per tag")
        let f = sizeFactor.isFinite && sizeFactor > 0 ? sizeFactor : 1
        let base = self.sizeFactor ?? 1
        let scaled = Self.scaled(extents, from: base, to: f)
        return Layout(tags: tags, points: points, viewport: viewport, options: options,
                      fontSizes: fontSizes.map { $0 / base * f }, extents: scaled,
                      baseRadius: Self.baseRadius(extents: scaled, viewport: viewport, options: options),
                      oversized: Self.oversizedLabels(extents: scaled, viewport: viewport, options: options),
                      sizeFactor: f)
    }

    /// The radius before zoom with every label at `sizeFactor` times its
    /// current size: ``LayoutOptions/radius`` if given, else the fitted
    /// radius of the scaled extents (``fitRadius(extents:viewport:options:)``),
    /// which grows as the labels shrink. What ``placed(at:sizeFactor:)``
    /// gives its layout, so a placement can separate labels at the radius
    /// they will be drawn at.
    public func baseRadius(sizeFactor: Double) -> Double {
        let f = sizeFactor.isFinite && sizeFactor > 0 ? sizeFactor : 1
        guard f != 1 else { return baseRadius }
        return Self.baseRadius(extents: Self.scaled(extents, from: 1, to: f), viewport: viewport, options: options)
    }

    /// The radius before zoom for labels of `extents`: ``LayoutOptions/radius``
    /// if given, else ``fitRadius(extents:viewport:options:)``.
    private static func baseRadius(extents: [TextExtent], viewport: Viewport, options: LayoutOptions) -> Double {
        options.radius ?? fitRadius(extents: extents, viewport: viewport, options: options)
    }

    /// `extents`, measured at size factor `base`, at size factor `f`.
    private static func scaled(_ extents: [TextExtent], from base: Double, to f: Double) -> [TextExtent] {
        extents.map {
            TextExtent(width: $0.width / base * f, ascent: $0.ascent / base * f, descent: $0.descent / base * f)
        }
    }

    /// Every stored property as given.
    private init(tags: [Tag], points: [Vector3], viewport: Viewport, options: LayoutOptions, fontSizes: [Double],
                 extents: [TextExtent], baseRadius: Double, oversized: [Int], sizeFactor: Double?) {
        self.tags = tags
        self.points = points
        self.viewport = viewport
        self.options = options
        self.fontSizes = fontSizes
        self.extents = extents
        self.baseRadius = baseRadius
        self.oversized = oversized
        self.sizeFactor = sizeFactor
    }

    /// The on-screen sphere radius at `zoom`, in pixels.
    public func radius(zoom: Double) -> Double {
        baseRadius * Self.zoomFactor(zoom)
    }

    /// The on-screen sphere radius at `zoom` with every label at
    /// `sizeFactor` times its size (``baseRadius(sizeFactor:)``), in pixels.
    public func radius(zoom: Double, sizeFactor: Double) -> Double {
        baseRadius(sizeFactor: sizeFactor) * Self.zoomFactor(zoom)
    }

    /// `zoom` made safe: 1 unless finite and positive.
    private static func zoomFactor(_ zoom: Double) -> Double {
        zoom.isFinite && zoom > 0 ? zoom : 1
    }

    /// The on-screen sphere radius at the options' zoom, in pixels.
    public var radius: Double { radius(zoom: options.zoom) }

    /// Lays out one frame at the options' zoom.
    public func frame(orientation: Matrix4) -> LayoutResult {
        frame(orientation: orientation, zoom: options.zoom)
    }

    /// Lays out one frame. A non-finite orientation is treated as the identity.
    public func frame(orientation: Matrix4, zoom: Double) -> LayoutResult {
        let m = orientation.isFinite ? orientation : .identity
        let r = radius(zoom: zoom)
        var laid: [LaidOutTag] = []
        laid.reserveCapacity(tags.count)
        for (i, tag) in tags.enumerated() {
            let p = projected(i, m, r)
            laid.append(LaidOutTag(
                index: i, text: tag.text, weight: tag.weight.isFinite ? tag.weight : 0, point: points[i],
                screen: p.screen, depth: p.z, scale: p.scale, magnification: p.f,
                alpha: covered.contains(i) ? min(coveredAlpha, options.alpha(atDepth: p.z)) : options.alpha(atDepth: p.z),
                fontSize: fontSizes[i], drawnSize: fontSizes[i] * p.k, box: p.box,
                baseline: p.box.minY + extents[i].ascent * p.k, order: 0))
        }
        // Back to front: ascending depth, ties by index.
        let drawOrder = laid.indices.sorted { a, b in
            laid[a].depth < laid[b].depth || (laid[a].depth == laid[b].depth && a < b)
        }
        for (position, i) in drawOrder.enumerated() { laid[i].order = position }
        var result = LayoutResult(viewport: viewport, radius: r, tags: laid, drawOrder: drawOrder)
        result.sizeFactor = sizeFactor
        if !covered.isEmpty { result.faded = covered.count }
        result.stretch = options.stretch
        return result
    }

    /// Each label's box and view depth in the frame at `orientation` and
    /// `zoom`, in tag order: those of ``frame(orientation:zoom:)``, without
    /// the rest of each tag or the drawing order.
    public func labelBoxes(orientation: Matrix4, zoom: Double) -> (boxes: [Rect], depths: [Double]) {
        let m = orientation.isFinite ? orientation : .identity
        let r = radius(zoom: zoom)
        var (boxes, depths) = ([Rect](), [Double]())
        boxes.reserveCapacity(tags.count)
        depths.reserveCapacity(tags.count)
        for i in tags.indices {
            let p = projected(i, m, r)
            boxes.append(p.box)
            depths.append(p.z)
        }
        return (boxes, depths)
    }

    /// Tag `i` under the orientation `m` at on-screen radius `r`: its view
    /// depth z, screen point, depth scale, magnification f, drawn size factor
    /// k = scale × f and its label box, centred on the point.
    private func projected(_ i: Int, _ m: Matrix4, _ r: Double)
        -> (z: Double, screen: Point, scale: Double, f: Double, k: Double, box: Rect) {
        let (cx, cy) = viewport.center
        let v = m.transformDirection(points[i])
        let z = min(1, max(-1, v.z))
        let scale = options.scale(atDepth: z)
        let f = options.magnification(atDepth: z)
        let x = cx + r * f * options.stretch.x * v.x
        let y = cy - r * f * options.stretch.y * v.y
        // The label box, centred on the point, from the extent at the drawn size.
        let k = options.drawnFactor(atDepth: z, size: fontSizes[i], requestedSize: fontSizes[i] / (sizeFactor ?? 1))
        let e = extents[i]
        let w = e.width * k, h = e.height * k
        let top = y - h / 2
        return (z, Point(x, y), scale, f, k, Rect(minX: x - w / 2, minY: top, maxX: x + w / 2, maxY: top + h))
    }

    /// This layout with every label that nearer labels cover in the frame
    /// at `orientation` and `zoom` drawn at opacity `alpha` at most (see
    /// ``CoveredLabels``): no two labels left share more than `share` of the
    /// smaller one's box. The heaviest tags (``ViewPlacement/heavyCount(tags:)``)
    /// are kept first, then the rest from the front back.
    public func fadingCovered(orientation: Matrix4, zoom: Double, share: Double, alpha: Double) -> Layout {
        let (boxes, depths) = labelBoxes(orientation: orientation, zoom: zoom)
        let weights = tags.map { $0.weight.isFinite ? $0.weight : 0 }
        var copy = self
        copy.covered = CoveredLabels.covered(boxes: boxes, depths: depths, weights: weights,
                                             heavy: ViewPlacement.heavyCount(tags: tags.count), share: share)
        copy.coveredAlpha = alpha.isFinite ? min(1, max(0, alpha)) : 0
        return copy
    }

    /// Lays out a single frame.
    public static func compute(tags: [Tag], points: [Vector3], orientation: Matrix4, viewport: Viewport,
                               options: LayoutOptions = LayoutOptions(),
                               measurer: some TextMeasuring) -> LayoutResult {
        Layout(tags: tags, points: points, viewport: viewport, options: options, measurer: measurer)
            .frame(orientation: orientation)
    }

    /// A length made safe: not finite or negative becomes 0, and at most 10¹² pixels.
    private static func clean(_ v: Double) -> Double {
        v.isFinite && v > 0 ? min(v, 1e12) : 0
    }
}
