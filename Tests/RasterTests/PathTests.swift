import Raster
import Testing

@Test func controlBoundsIncludeControlPoints() {
    var p = Path()
    p.move(to: Point(1, 2))
    p.quad(control: Point(5, -3), to: Point(3, 4))
    p.close()
    #expect(p.controlBounds == Rect(minX: 1, minY: -3, maxX: 5, maxY: 4))
    #expect(Path().controlBounds == nil)
}
