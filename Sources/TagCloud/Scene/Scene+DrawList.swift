#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Homogeneous
import Raster

extension Scene {
    /// One frame's draw list at `orientation` and `zoom`: labels back to
    /// front, with every curve cut into pieces that each sit between two
    /// labels in depth, so a label in front of an arc covers it and an arc in
    /// front of a label covers the label. In ``BackfaceMode/hide`` mode labels
    /// behind the sphere are left out too (see ``labelVisibility(depth:)``).
    /// A scene with a ``map`` is drawn as a map instead (see
    /// ``mapDrawList(orientation:zoom:labels:)``).
    ///
    /// With ``Declutter/fade``, labels fade by their covered share averaged
    /// over the frames at `declutterPoses` (an animation passes the poses of
    /// ``declutterWindow`` around its own), by default this frame's alone
    /// (see ``declutterFactors(poses:)``).
    public func drawList(orientation: Matrix4, zoom: Double = 1,
                         declutterPoses: [(orientation: Matrix4, zoom: Double)]? = nil) -> DrawList {
        if map != nil { return mapDrawList(orientation: orientation, zoom: zoom) }
        let frame = layout.frame(orientation: orientation, zoom: zoom)
        // Labels in drawing order, with the depth curves are sorted against.
        let ordered = frame.drawOrder.compactMap { visible(frame.tags[$0]) }
        let factors = style.declutter == .fade ? declutterFactors(poses: declutterPoses ?? [(orientation, zoom)]) : nil
        let keys = ordered.map { $0.depth + Self.labelDepthBias }
        // Curve pieces by the number of labels they are in front of.
        var buckets = [[StrokeDraw]](repeating: [], count: ordered.count + 1)
        for curve in curves {
            for piece in pieces(of: curve, orientation: orientation, zoom: zoom, labelKeys: keys) {
                buckets[piece.bucket].append(piece.stroke)
            }
        }
        var items: [DrawItem] = []
        items.reserveCapacity(ordered.count + curves.count + 1)
        if style.guides { items.append(.stroke(outline(zoom: zoom))) }
        for (position, tag) in ordered.enumerated() {
            items.append(contentsOf: buckets[position].map(DrawItem.stroke))
            items.append(.label(label(tag, fade: factors?[tag.index] ?? 1)))
        }
        items.append(contentsOf: buckets[ordered.count].map(DrawItem.stroke))
        return DrawList(width: Int(layout.viewport.width), height: Int(layout.viewport.height),
                        background: style.background, blend: style.blend, items: items)
    }

    /// A label's draw: its run at the drawn size, at the box's left end of the
    /// baseline, faded by depth as the style says, made to stand out from
    /// the background as ``SceneStyle/legibility`` asks (unless the layout
    /// faded it as covered; on a transparent background with the outline
    /// of ``Legibility/outline(on:depth:)`` near the front), then its opacity times `fade`.
    func label(_ tag: LaidOutTag, fade: Double = 1) -> LabelDraw {
        let run = runs[tag.index].resized(to: tag.drawnSize)
        let origin = Point(x: tag.box.minX, y: tag.baseline)
        let (color, alpha) = paint(tag)
        var draw = LabelDraw(tag: tag.index, run: run, origin: origin, color: color, alpha: alpha * fade)
        // On a transparent background, the nearest labels carry an outline that stands out on a dark page.
        if let legibility = style.legibility, !layout.covered.contains(tag.index),
           let outline = legibility.outline(on: style.background, depth: tag.depth) {
            draw.halo = Legibility.outlineWidth(size: tag.drawnSize)
            draw.haloColor = outline
        }
        return draw
    }

    /// The colour and opacity a label is drawn with before any declutter
    /// fade: faded by depth as the style says (translucent, or with
    /// ``SceneStyle/DepthFade/blend`` on an opaque background mixed toward
    /// the background and opaque), then made legible against the
    /// background (``SceneStyle/legibility``) unless it is covered.
    func paint(_ tag: LaidOutTag) -> (color: Color, alpha: Double) {
        var color = colors[tag.index]
        var alpha = tag.alpha
        if style.depthFade == .blend, style.background.isOpaque {
            // Mix toward the background and draw opaque.
            color = Gradient([style.background, color]).color(at: tag.alpha)
            alpha = 1
        }
        if let legibility = style.legibility, !layout.covered.contains(tag.index) {
            (color, alpha) = legibility.legible(color, alpha: alpha, depth: tag.depth, size: tag.drawnSize,
                                                background: style.background, blend: style.blend)
        }
        return (color, alpha)
    }

    /// One frame's layout as ``drawList(orientation:zoom:declutterPoses:)``
    /// draws it: every tag with the ``LaidOutTag/color`` and
    /// ``LaidOutTag/opacity`` its label is drawn with (opacity 0 for a label
    /// left out). On a map, labels keep the boxes of the layout, not the
    /// map's placing.
    public func drawnFrame(orientation: Matrix4, zoom: Double = 1,
                           declutterPoses: [(orientation: Matrix4, zoom: Double)]? = nil) -> LayoutResult {
        var frame = layout.frame(orientation: orientation, zoom: zoom)
        let factors = style.declutter == .fade ? declutterFactors(poses: declutterPoses ?? [(orientation, zoom)]) : nil
        for k in frame.tags.indices {
            let shown = visible(frame.tags[k])
            let (color, alpha) = paint(shown ?? frame.tags[k])
            frame.tags[k].color = color
            frame.tags[k].opacity = shown == nil ? 0 : alpha * (factors?[k] ?? 1)
        }
        return frame
    }

    /// The sphere's silhouette as a closed polyline (drawn behind everything):
    /// an ellipse when the sphere is stretched.
    func outline(zoom: Double) -> StrokeDraw {
        var r = layout.radius(zoom: zoom)
        if case .perspective(let d) = layout.options.projection, d > 1 {
            // The tangent cone from the eye touches the sphere at z = 1/D.
            r *= d / (d * d - 1).squareRoot()
        }
        let (cx, cy) = layout.viewport.center
        let steps = max(32, min(720, Int(r * max(layout.options.stretch.x, layout.options.stretch.y))))
        let points = (0...steps).map { i -> Point in
            let a = 2 * Double.pi * Double(i) / Double(steps)
            return Point(x: cx + r * layout.options.stretch.x * cos(a), y: cy + r * layout.options.stretch.y * sin(a))
        }
        return StrokeDraw(points: Self.thinned(points), width: 1, color: style.guideColor, alpha: 1)
    }

    /// How near, in px, consecutive points of a drawn stroke may be. A sphere
    /// fitted to a few pixels still samples its guides and arcs by the
    /// hundred; stroked, their overlapping segments and joins would cost the
    /// rasterizer's exact pass seconds for a pixel or two of ink.
    public static let minimumStrokeStep = 0.25

    /// `points` less each one within ``minimumStrokeStep`` of the last one
    /// kept in both x and y; the final point is always kept, in place of a
    /// near one.
    static func thinned(_ points: [Point]) -> [Point] {
        guard points.count > 2, let first = points.first, let final = points.last else { return points }
        var kept = [first]
        for p in points.dropFirst() {
            let last = kept[kept.count - 1]
            if max(abs(p.x - last.x), abs(p.y - last.y)) >= minimumStrokeStep { kept.append(p) }
        }
        if kept[kept.count - 1] != final {
            if kept.count > 1 { kept[kept.count - 1] = final } else { kept.append(final) }
        }
        return kept
    }

    /// A curve's visible segments, joined into polylines that each lie
    /// between the same two labels in depth and fade alike.
    func pieces(of curve: SceneCurve, orientation: Matrix4, zoom: Double,
                labelKeys: [Double]) -> [(bucket: Int, stroke: StrokeDraw)] {
        let view = curveView(zoom: zoom, strokeWidth: curve.width)
        var result: [(bucket: Int, stroke: StrokeDraw)] = []
        var current: (bucket: Int, run: Int, points: [Point], alphas: [Double])?
        func flush() {
            guard let piece = current, piece.points.count >= 2 else { return }
            let alpha = piece.alphas.reduce(0, +) / Double(piece.alphas.count)
            result.append((piece.bucket, StrokeDraw(points: Self.thinned(piece.points), width: curve.width,
                                                    color: curve.color, alpha: alpha)))
        }
        for segment in view.segments(of: curve.curve, orientation: orientation) {
            let bucket = Self.count(of: labelKeys, below: segment.depth)
            let alpha = layout.options.alpha(atDepth: min(1, max(-1, segment.depth))) * segment.alpha
            // Continue the piece if it joins on, stays between the same labels, and fades alike.
            if var piece = current, piece.run == segment.run, piece.bucket == bucket,
               piece.points.last == segment.start, abs((piece.alphas.first ?? alpha) - alpha) < 0.05 {
                piece.points.append(segment.end)
                piece.alphas.append(alpha)
                current = piece
            } else {
                flush()
                current = (bucket, segment.run, [segment.start, segment.end], [alpha])
            }
        }
        flush()
        return result
    }

    /// How curves are projected at `zoom` (see ``CurveView``).
    func curveView(zoom: Double, strokeWidth: Double) -> CurveView {
        var cameraDistance: Double?
        if case .perspective(let d) = layout.options.projection { cameraDistance = d }
        var view = CurveView(width: layout.viewport.width, height: layout.viewport.height, radius: layout.baseRadius,
                             zoom: zoom, cameraDistance: cameraDistance, backface: style.backface,
                             strokeWidth: strokeWidth)
        view.stretch = layout.options.stretch
        return view
    }

    /// How many of the ascending `keys` are below `depth` (binary search).
    static func count(of keys: [Double], below depth: Double) -> Int {
        var low = 0, high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < depth { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
