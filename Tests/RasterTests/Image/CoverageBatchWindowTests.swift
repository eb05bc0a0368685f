import Testing
@testable import Raster
@testable import ImageCodecs

/// A ``CoverageBatch`` composited through a window (a canvas showing image
/// rows `windowTop ..< windowTop + height`, with
/// ``Canvas/composite(_:rows:windowTop:)``) must put batch row y on canvas
/// row y − windowTop, with exactly the pixels that compositing each mask in
/// turn gives there. Two independent references: the mask-by-mask image
/// (``CoverageBatchTests/reference(_:width:height:background:)``), which the
/// bands copied out of one reused window must assemble into, and, for each
/// window on its own, the masks moved up by `windowTop` and composited mask by
/// mask onto a canvas of the window's size (which also says what rows above
/// or below the image show).
@Suite struct CoverageBatchWindowTests {
    typealias Draw = CoverageBatchTests.Draw

    /// The reference for a window of `height` rows whose row 0 is image row
    /// `top`: every draw moved up by `top`, composited mask by mask. A mask
    /// whose moved origin overflows lies astronomically far from the window
    /// and is left out.
    static func windowReference(_ draws: [Draw], width: Int, top: Int, height: Int, background: Color) -> Canvas {
        let moved = draws.compactMap { draw -> Draw? in
            let (y, overflow) = draw.mask.originY.subtractingReportingOverflow(top)
            guard !overflow else { return nil }
            var draw = draw
            draw.mask.originY = y
            return draw
        }
        return CoverageBatchTests.reference(moved, width: width, height: height, background: background)
    }

    /// Row `y` of `canvas`.
    static func row(_ canvas: Canvas, _ y: Int) -> ArraySlice<UInt32> {
        canvas.pixels[(y * canvas.width) ..< ((y + 1) * canvas.width)]
    }

    /// Nil when rows `rows` of `a` and `b` are equal; else the first
    /// differing pixel (x, row of `a`).
    static func rowMismatch(_ a: Canvas, _ b: Canvas, rows: Range<Int>) -> String? {
        for y in rows where row(a, y) != row(b, y) {
            let (ra, rb) = (Array(row(a, y)), Array(row(b, y)))
            let x = ra.indices.first { ra[$0] != rb[$0] } ?? 0
            return "row \(y), x \(x): \(Color(packedRGBA: ra[x])) vs \(Color(packedRGBA: rb[x])); "
                + "\(zip(ra, rb).count { $0 != $1 }) pixels of the row differ"
        }
        return nil
    }

    /// Image bands of `bandHeight` rows that cover the image from up to a
    /// band above row 0 to past its last row (so the first and last windows
    /// lie partly outside the image), in a shuffled order.
    static func bands(height: Int, bandHeight: Int, _ rng: inout SplitMix64) -> [Range<Int>] {
        let start = -Int.random(in: 0..<bandHeight, using: &rng)
        return stride(from: start, to: height, by: bandHeight).map { $0 ..< $0 + bandHeight }.shuffled(using: &rng)
    }

    /// Frames of random masks (partly or wholly outside the image, some at
    /// extreme origins) in one reused batch, each drawn through one reused
    /// window per height, band by band in shuffled order: each band cleared
    /// (the whole window, or only the band's rows shifted into it), then
    /// composited with the window showing the band's rows (window top at the
    /// band's first row, or a few rows above it in a taller window). Every
    /// window's band rows equal that window's own reference (also where they
    /// lie above row 0 or below the last row), its other rows are left as they
    /// were, and the bands copied out assemble into the mask-by-mask image.
    @Test(arguments: [CoverageBatchTests.opaque, Color.transparent, CoverageBatchTests.translucent])
    func bandsThroughOneWindowEqualMaskByMask(_ background: Color) throws {
        var rng = SplitMix64(state: 0x7769_6e64 ^ UInt64(background.packedRGBA))
        let (width, height) = (301, 45)
        var batch = CoverageBatch()
        var windows: [Int: Canvas] = [:]
        // (window height, band height): the band is at most the window.
        let shapes = [(16, 16), (1, 1), (5, 5), (16, 16), (64, 64), (7, 7), (45, 45), (5, 5), (16, 11), (9, 4),
                      (1, 1), (16, 16)]
        for (frame, (windowHeight, bandHeight)) in shapes.enumerated() {
            let draws = CoverageBatchTests.draws(frame % 4 == 3 ? 3 : 40, width: width, height: height, &rng)
            CoverageBatchTests.record(draws, into: &batch, background: background)
            // A new window starts in another colour (its first clear must repaint it).
            var window = try windows[windowHeight] ?? Canvas(width: width, height: windowHeight, background: .white)
            var image = [UInt32](repeating: 0x0BAD_F00D, count: width * height)
            for band in Self.bands(height: height, bandHeight: bandHeight, &rng) {
                let shift = Int.random(in: 0...(windowHeight - bandHeight), using: &rng)
                let top = band.lowerBound - shift, inWindow = shift ..< shift + bandHeight
                let whole = Bool.random(using: &rng)
                if whole {
                    window.fill(background, rows: 0 ..< window.height)
                } else {
                    window.fill(background, rows: (band.lowerBound - top) ..< (band.upperBound - top))
                }
                let before = window
                window.composite(batch, rows: band, windowTop: top)
                let expected = Self.windowReference(draws, width: width, top: top, height: windowHeight,
                                                    background: background)
                let name = "frame \(frame), window \(windowHeight) at \(top), band \(band)"
                #expect(Self.rowMismatch(window, expected, rows: inWindow) == nil, "\(name)")
                for y in 0..<windowHeight where !inWindow.contains(y) {
                    #expect(Self.row(window, y) == Self.row(before, y), "\(name): window row \(y) outside the band drawn")
                }
                for y in band where (0..<height).contains(y) {
                    image.replaceSubrange((y * width) ..< ((y + 1) * width), with: Self.row(window, y - top))
                }
            }
            windows[windowHeight] = window
            let assembled = Canvas(uncheckedWidth: width, height: height, pixels: image)
            let reference = CoverageBatchTests.reference(draws, width: width, height: height, background: background)
            #expect(CoverageBatchTests.mismatch(assembled, reference) == nil,
                    "frame \(frame): window \(windowHeight), bands of \(bandHeight)")
        }
    }

    /// Windows wholly above or below the masks, far away (as far as
    /// `Int.min`, and at `Int.max`, where the window's end overflows), and
    /// windows handed every row (`Int.min ..< Int.max`): only the rows the
    /// window shows are drawn, each as its own reference says, and nothing traps.
    @Test func windowsFarAwayOrHandedEveryRow() throws {
        var rng = SplitMix64(state: 0x6661_7277)
        let (width, height, background) = (120, 30, CoverageBatchTests.opaque)
        var batch = CoverageBatch()
        var window = try Canvas(width: width, height: 12, background: background)
        for frame in 0..<6 {
            let draws = CoverageBatchTests.draws(30, width: width, height: height, rows: frame == 5 ? nil : 0 ..< height,
                                                 &rng)
            CoverageBatchTests.record(draws, into: &batch, background: background)
            let tops = [-12, -30, -4, -11, 0, 7, height - 3, height - 1, height, height + 40, Int(Int32.min) - 3,
                        Int(Int32.max) - 3, Int.min, Int.min + 5, Int.max]
            for top in tops.shuffled(using: &rng) {
                try Self.checkWindow(at: top, draws: draws, batch: batch, into: &window, "frame \(frame)")
            }
        }
    }

    /// Draws `batch` into `window` at `top`, handed every row and then the
    /// window's own rows, and checks it against the window's reference.
    static func checkWindow(at top: Int, draws: [Draw], batch: CoverageBatch, into window: inout Canvas,
                            _ name: String) throws {
        let background = CoverageBatchTests.opaque
        let (end, overflow) = top.addingReportingOverflow(window.height)
        // Rows past Int.max do not exist: the reference's rows there mean nothing.
        let shown = 0 ..< (overflow ? Int.max - top : window.height)
        for rows in [Int.min ..< Int.max, top ..< (overflow ? Int.max : end)] {
            window.fill(background)
            window.composite(batch, rows: rows, windowTop: top)
            let expected = Self.windowReference(draws, width: window.width, top: top, height: window.height,
                                                background: background)
            #expect(Self.rowMismatch(window, expected, rows: shown) == nil, "\(name): window at \(top), rows \(rows)")
        }
    }

    /// Masks on rows beyond Int32's range (near `Int.max`, and five trillion
    /// rows up) shown by windows there: the batch indexes its masks' rows as
    /// `Int` (it once clamped them to Int32, and such windows saw nothing).
    @Test func windowsOnRowsBeyondInt32() throws {
        let (width, background) = (40, CoverageBatchTests.opaque)
        let mask = { (y: Int) in
            CoverageMask(originX: 3, originY: y, width: 20, height: 6, coverage: [UInt8](repeating: 200, count: 120))
        }
        let draws = [Int.max - 3, -5_000_000_000_000, Int(Int32.max) + 10].map {
            Draw(mask: mask($0), color: Color(r: 250, g: 10, b: 10), alpha: 1, blend: .linear)
        }
        var batch = CoverageBatch()
        CoverageBatchTests.record(draws, into: &batch, background: background)
        var window = try Canvas(width: width, height: 8, background: background)
        for top in [Int.max - 6, -5_000_000_000_000 - 2, -5_000_000_000_000 + 3, Int(Int32.max) + 12] {
            try Self.checkWindow(at: top, draws: draws, batch: batch, into: &window, "beyond Int32")
        }
    }
}
