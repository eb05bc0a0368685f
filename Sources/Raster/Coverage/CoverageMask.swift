/// An 8-bit coverage mask placed at an integer pixel origin on a canvas.
///
/// This is the hand-off between the rasterizer (which knows nothing of colour)
/// and the canvas (which knows nothing of geometry). A value of 255 means the
/// pixel is fully covered, 0 not at all; values are linear in covered area.
public struct CoverageMask: Hashable, Sendable {
    /// The canvas column of the mask's first column.
    public var originX: Int
    /// The canvas row of the mask's first row.
    public var originY: Int
    /// Columns in the mask.
    public var width: Int
    /// Rows in the mask.
    public var height: Int
    /// Row-major coverage, `width * height` bytes.
    public var coverage: [UInt8]

    /// Creates a mask; `coverage.count` must equal `width * height`.
    @inlinable
    public init(originX: Int, originY: Int, width: Int, height: Int, coverage: [UInt8]) {
        precondition(width >= 0 && height >= 0 && coverage.count == width * height,
                     "CoverageMask size does not match its buffer")
        self.originX = originX
        self.originY = originY
        self.width = width
        self.height = height
        self.coverage = coverage
    }

    /// An empty mask covering nothing.
    public static let empty = CoverageMask(originX: 0, originY: 0, width: 0, height: 0, coverage: [])

    /// The coverage at mask column `x`, row `y`, or 0 outside the mask.
    @inlinable
    public subscript(x: Int, y: Int) -> UInt8 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return coverage[y * width + x]
    }
}
