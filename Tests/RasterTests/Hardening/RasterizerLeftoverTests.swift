@testable import Raster
import Testing

/// A fill must leave the rasterizer's accumulation cells all zero, or the
/// next fill starts from another's leftovers. The `raster` fuzz target found
/// `fill(into:)` disagreeing with `fill` on the same path after 2.5 million
/// inputs: an earlier input had left cells behind. Exact rows interpolate x
/// at their cuts, which can round a hair outside the row's span, and the
/// emit step cleared only the span and what lies right of it.
@Suite struct RasterizerLeftoverTests {
    /// An input from the fuzz corpus that left one cell at 1.4e-14 (a nearly
    /// singular transform squeezes its curves into a 5 × 5 mask).
    func squeezedCurves() -> (Path, AffineTransform) {
        let t = AffineTransform(a: 0.5, b: Double(bitPattern: 0x3FD0_0000_D000_0000),
                                c: Double(bitPattern: 0x03E0_00BF_D000_0000), d: Double(bitPattern: 0x0000_003F_E000_0000),
                                tx: Double(bitPattern: 0x0000_0000_0000_40E0), ty: Double(bitPattern: 0x9700_0000_0000_0002))
        var path = Path()
        path.cubic(control1: Point(x: 2, y: 32.1875), control2: Point(x: -512, y: 512.1875), to: Point(x: -511.875, y: 0.125))
        path.cubic(control1: Point(x: -511.8125, y: -511.875), control2: Point(x: 0.1875, y: -511.875), to: Point(x: 2, y: 62))
        path.move(to: Point(x: 0.125, y: 518.25))
        path.move(to: Point(x: 2, y: 64))
        path.quad(control: Point(x: 0, y: -1023.875), to: Point(x: -1023.75, y: 0))
        return (path, t)
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func exactRowsLeaveNoCellsBehind(rule: FillRule) {
        let (path, t) = squeezedCurves()
        let rasterizer = Rasterizer()
        let mask = rasterizer.fill(path, transform: t, clip: PixelRect(x: -4, y: -4, width: 72, height: 72), rule: rule)
        #expect(mask.width == 5 && mask.height == 5)
        let base = rasterizer.core.cells.base, capacity = rasterizer.core.cells.capacity
        let left = (0 ..< capacity).filter { base[$0] != 0 }
        #expect(left.isEmpty, "cells left non-zero: \(left.prefix(8)) = \(left.prefix(8).map { base[$0] })")
    }
}
