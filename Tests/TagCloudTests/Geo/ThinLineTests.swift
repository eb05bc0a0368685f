import Raster
import Testing
@testable import TagCloud

/// ``ThinLine`` outlines and the merged, tiled map lines built from them
/// (``Scene/merged(_:frame:)``).
@Suite struct ThinLineTests {
    /// A zigzag with sharp and gentle turns, about 600 px long.
    static let zigzag: [Point] = (0..<40).map { i in
        Point(x: 10 + 15 * Double(i), y: 200 + (i % 2 == 0 ? 0 : 40) + Double(i % 5) * 7)
    }

    static func area(_ path: Path) -> Double { abs(path.signedArea) }

    @Test func runsOfALineMeetEdgeToEdge() {
        // Cut anywhere, the runs' outlines cover what the whole line's does:
        // ends square to their segment instead would leave a notch outside
        // each turn and an overlap inside it.
        let line = ThinLine.cleaned(Self.zigzag)
        var whole = Path()
        ThinLine.append(run: 0 ..< line.count, of: line, width: 2, to: &whole)
        for cuts in [[7], [1, 2, 3], [5, 11, 17, 30, 38]] {
            var parts = 0.0
            var start = 0
            for end in cuts + [line.count - 1] {
                var run = Path()
                ThinLine.append(run: start ..< end + 1, of: line, width: 2, to: &run)
                parts += Self.area(run)
                start = end
            }
            #expect(abs(parts - Self.area(whole)) < 1e-6, "\(cuts): \(parts) vs \(Self.area(whole))")
        }
        // The square ends the old way (each run outlined on its own) do not add up.
        var alone = 0.0
        for (start, end) in [(0, 7), (7, line.count - 1)] {
            var run = Path()
            ThinLine.append(Array(line[start...end]), width: 2, to: &run)
            alone += Self.area(run)
        }
        #expect(abs(alone - Self.area(whole)) > 0.01)
    }

    @Test func aClosedLineTurnsAtItsSeam() {
        // A 10 px square, closed, 2 px wide: the ring from 12 × 12 down to 8 × 8.
        let square = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10), Point(x: 0, y: 0)]
        var ring = Path()
        ThinLine.append(square, width: 2, to: &ring)
        #expect(abs(Self.area(ring) - (144 - 64)) < 1e-9, "\(Self.area(ring))")
        // Open (the seam a pixel apart), it ends square.
        var open = Path()
        ThinLine.append(Array(square.dropLast()) + [Point(x: 0, y: 1)], width: 2, to: &open)
        #expect(abs(Self.area(open) - 80) > 1)
    }

    @Test func mergedLinesAreCutIntoSquaresAndKeepTheirArea() {
        let stroke = StrokeDraw(points: Self.zigzag, width: 1.5, color: .white, alpha: 1)
        let frame = Rect(minX: 0, minY: 0, maxX: 800, maxY: 400)
        let items = Scene.merged([stroke], frame: frame)
        var whole = Path()
        ThinLine.append(Self.zigzag, width: 1.5, to: &whole)
        var area = 0.0
        for case .shape(let shape) in items {
            area += Self.area(shape.path)
            #expect(shape.overlaps == .nowhere && shape.color == .white && shape.alpha == 1)
        }
        // The line spans 585 px: five squares of 128 px.
        #expect(items.count == 5)
        #expect(abs(area - Self.area(whole)) < 1e-6)
        // Off the image, nothing is drawn; half off, only the half on it.
        #expect(Scene.merged([stroke], frame: Rect(minX: 0, minY: 0, maxX: 100, maxY: 100)).isEmpty)
        #expect(Scene.merged([stroke], frame: Rect(minX: 0, minY: 0, maxX: 300, maxY: 400)).count == 3)
    }

    @Test func linesMeetLabelsAsAPairwiseCheckSays() {
        // Random boxes and lines: the grid's answer is the brute-force one.
        var rng = SplitMix64(seed: 42)
        func value(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        for _ in 0..<20 {
            let boxes = (0..<30).map { _ -> Rect in
                let (x, y) = (value(-50...650), value(-50...450))
                return Rect(minX: x, minY: y, maxX: x + value(5...120), maxY: y + value(5...30))
            }
            let lines = (0..<6).map { _ in
                StrokeDraw(points: (0..<8).map { _ in Point(x: value(-100...700), y: value(-100...500)) },
                           width: value(0.5...4), color: .white, alpha: 1)
            }
            let met = Scene.labels(boxes, metBy: lines, pad: 2, width: 600, height: 400)
            for (k, box) in boxes.enumerated() {
                let expected = lines.contains { line in
                    let reach = line.width / 2 + 2
                    let padded = Rect(minX: box.minX - reach, minY: box.minY - reach,
                                      maxX: box.maxX + reach, maxY: box.maxY + reach)
                    return zip(line.points, line.points.dropFirst()).contains { CollisionGrid.segment($0, $1, meets: padded) }
                }
                #expect(met[k] == expected)
            }
        }
    }
}
