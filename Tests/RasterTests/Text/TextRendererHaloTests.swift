import Raster
import TrueType
import EmbeddedFont
import Testing

/// ``TextRenderer/drawHaloed(_:at:radius:haloColor:color:alpha:blend:into:)``
/// draws a label over its halo from one fill of the text.
@Suite struct TextRendererHaloTests {
    static let run = Font.embedded.shape("Haloed Wq", pixelSize: 22)

    /// The label drawn with drawHaloed, and with drawHalo then draw.
    static func both(at origin: Point, radius: Double) throws -> (one: Canvas, two: Canvas) {
        var one = try Canvas(width: 140, height: 40, background: Color(r: 30, g: 40, b: 60))
        var two = one
        let halo = Color(r: 30, g: 40, b: 60), ink = Color(r: 240, g: 220, b: 120)
        TextRenderer(font: .embedded).drawHaloed(run, at: origin, radius: radius, haloColor: halo, color: ink,
                                                 alpha: 0.9, into: &one)
        let text = TextRenderer(font: .embedded)
        text.drawHalo(run, at: origin, radius: radius, color: halo, alpha: 0.9, into: &two)
        text.draw(run, at: origin, color: ink, alpha: 0.9, into: &two)
        return (one, two)
    }

    @Test(arguments: [Point(x: 10.3, y: 28.6), Point(x: 60.7, y: 30.2), Point(x: -7.5, y: 12.4)], [0.0, 1.5, 3])
    func oneFillDrawsWhatTwoDo(origin: Point, radius: Double) throws {
        // Inside the canvas, and cut by its edges (the text's fill then
        // covers the halo's reach past them, and is cut to the canvas).
        let (one, two) = try Self.both(at: origin, radius: radius)
        var worst = 0
        for (a, b) in zip(one.pixels, two.pixels) {
            let (p, q) = (Color(packedRGBA: a), Color(packedRGBA: b))
            worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
        }
        #expect(worst <= 1, "\(worst)")
        // The text was drawn: some pixel is nearly the ink.
        #expect(one.pixels.contains { Color(packedRGBA: $0).r > 200 })
    }
}
