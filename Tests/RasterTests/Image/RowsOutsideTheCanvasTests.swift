import Testing
@testable import Raster
@testable import ImageCodecs

/// ``Canvas/fill(_:rows:)``, ``Canvas/composite(_:rows:windowTop:)`` and
/// ``RowEncoder/encode(rows:of:windowTop:into:)`` say that rows outside the
/// canvas (or the image) are ignored. A range that lies wholly outside and
/// does not touch the canvas's edge once trapped (each clamped its range as
/// `max(lower, top) ..< min(upper, bottom)`, not a valid range when `lower >
/// bottom` or `upper < top`). Each case runs in a child process (an exit
/// test) that must exit normally with the canvas and the encoded bytes
/// unchanged.
@Suite struct RowsOutsideTheCanvasTests {
    /// A batch of one 4 × 50 mask at the origin.
    static func batch() -> CoverageBatch {
        var batch = CoverageBatch()
        let mask = CoverageMask(originX: 0, originY: 0, width: 4, height: 50, coverage: [UInt8](repeating: 90, count: 200))
        CoverageBatchTests.record([CoverageBatchTests.Draw(mask: mask, color: .white, alpha: 1, blend: .linear)],
                                  into: &batch, background: nil)
        return batch
    }

    /// Filling rows wholly below or wholly above the canvas changes nothing.
    @Test func fillingRowsOutside() async {
        await #expect(processExitsWith: .success) {
            var canvas = try Canvas(width: 10, height: 45)
            let before = canvas
            canvas.fill(.white, rows: 46 ..< 48)
            canvas.fill(.white, rows: -9 ..< -3)
            precondition(canvas == before)
        }
    }

    /// Compositing rows wholly outside the canvas, or outside the window
    /// it shows, changes nothing.
    @Test func compositingRowsOutside() async {
        await #expect(processExitsWith: .success) {
            var canvas = try Canvas(width: 10, height: 45)
            let before = canvas
            canvas.composite(RowsOutsideTheCanvasTests.batch(), rows: 46 ..< 48)
            canvas.composite(RowsOutsideTheCanvasTests.batch(), rows: -9 ..< -3)
            precondition(canvas == before)
        }
        await #expect(processExitsWith: .success) {
            var window = try Canvas(width: 10, height: 16)
            let before = window
            window.composite(RowsOutsideTheCanvasTests.batch(), rows: 40 ..< 44, windowTop: 16)
            window.composite(RowsOutsideTheCanvasTests.batch(), rows: 0 ..< 10, windowTop: 20)
            precondition(window == before)
        }
    }

    /// Encoding rows wholly outside the image, or outside the window the
    /// canvas shows, writes nothing.
    @Test func encodingRowsOutside() async {
        await #expect(processExitsWith: .success) {
            let canvas = try Canvas(width: 10, height: 45)
            var frame = EncodedFrame()
            PPMEncoder().begin(canvas, into: &frame)
            let before = frame.bytes
            PPMEncoder().encode(rows: 46 ..< 48, of: canvas, into: &frame)
            precondition(frame.bytes == before)
        }
        await #expect(processExitsWith: .success) {
            let window = try Canvas(width: 10, height: 16)
            var frame = EncodedFrame()
            PAMEncoder().begin(window, height: 45, into: &frame)
            let before = frame.bytes
            PAMEncoder().encode(rows: 0 ..< 10, of: window, windowTop: 20, into: &frame)
            precondition(frame.bytes == before)
        }
    }
}
