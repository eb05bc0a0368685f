import Raster

extension Scene {
    /// How finely the opacity of merged base lines is kept: eighths.
    static let mergedAlphaSteps = 8.0

    /// The side, in px, of the squares of the frame that merged lines are
    /// gathered by (see ``merged(_:)``).
    static let mergedTile = 128.0

    /// The coasts, grid and guides as filled shapes: each line's outline
    /// (``ThinLine``: they are thin) gathered into one path per colour,
    /// width and opacity (in eighths) and per square of the frame
    /// ``mergedTile`` px across. One fill of many thin lines costs far less
    /// than a fill each, whose coverage spans its whole box; and a fill per
    /// square keeps the open sea and the sky out of every coverage box (a
    /// world's coasts in one path would span the whole frame). A line is
    /// cut into runs of the segments whose middles lie in one square; the
    /// runs meet edge to edge (``ThinLine/append(run:of:width:to:)``).
    ///
    /// The fills skip the rasterizer's overlap checks
    /// (``/Raster/OverlapHint/nowhere``): where two lines meet, or one folds
    /// at a sharp corner, a pixel or two of a thin line comes out a shade
    /// off, which no one sees, and the checks would cost most of a map frame.
    ///
    /// Runs wholly outside `frame` (the image's box) are left out.
    static func merged(_ strokes: [StrokeDraw], frame: Rect) -> [DrawItem] {
        // Per look (colour, width, opacity), in the order first drawn: its
        // squares' paths, in the order first met.
        var looks: [(key: StrokeDraw, tiles: [SIMD2<Int32>: Int], paths: [Path])] = []
        for stroke in strokes where stroke.points.count >= 2 {
            var key = stroke
            key.points = []
            key.alpha = (stroke.alpha * mergedAlphaSteps).rounded() / mergedAlphaSteps
            guard key.alpha > 0 else { continue }
            let k = looks.firstIndex { $0.key == key } ?? {
                looks.append((key, [:], []))
                return looks.count - 1
            }()
            let line = ThinLine.cleaned(stroke.points)
            var start = 0
            // Runs of segments in one square: a run ends where the next segment's square differs.
            for end in 1 ..< max(1, line.count) {
                let square = tile(line[end - 1], line[end])
                if end + 1 < line.count, tile(line[end], line[end + 1]) == square { continue }
                defer { start = end }
                guard meets(line[start ... end], frame, by: stroke.width) else { continue }
                let slot = looks[k].tiles[square] ?? {
                    looks[k].paths.append(Path())
                    looks[k].tiles[square] = looks[k].paths.count - 1
                    return looks[k].paths.count - 1
                }()
                ThinLine.append(run: start ..< end + 1, of: line, width: stroke.width, to: &looks[k].paths[slot])
            }
        }
        return looks.flatMap { look in
            look.paths.map { .shape(ShapeDraw(path: $0, color: look.key.color, alpha: look.key.alpha, overlaps: .nowhere)) }
        }
    }

    /// Whether the box round `points`, grown by `width` (more than a thin
    /// line's mitres reach), meets `frame`.
    static func meets(_ points: ArraySlice<Point>, _ frame: Rect, by width: Double) -> Bool {
        guard let box = points.withUnsafeBufferPointer({ Rect(enclosing: $0) }) else { return false }
        return box.minX - width < frame.maxX && frame.minX < box.maxX + width
            && box.minY - width < frame.maxY && frame.minY < box.maxY + width
    }

    /// The square of ``mergedTile`` px holding the middle of the segment from `a` to `b`.
    static func tile(_ a: Point, _ b: Point) -> SIMD2<Int32> {
        // Clamped, so a point far off the frame still has a square.
        func index(_ v: Double) -> Int32 { Int32(min(1e6, max(-1e6, (v / mergedTile).rounded(.down)))) }
        return SIMD2(index((a.x + b.x) / 2), index((a.y + b.y) / 2))
    }
}
