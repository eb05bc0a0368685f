/// A borrowed, read-only view of coverage the rasterizer just produced in its
/// own reusable buffer. Valid only inside the closure that receives it.
///
/// The layout matches ``CoverageMask``: `width × height` bytes, row-major,
/// placed at (`originX`, `originY`) on the canvas.
public struct CoverageMaskView {
    /// The canvas column of the first column.
    public let originX: Int
    /// The canvas row of the first row.
    public let originY: Int
    /// Columns in the view.
    public let width: Int
    /// Rows in the view.
    public let height: Int
    /// Row-major coverage, `width * height` bytes, 255 = fully covered.
    public let coverage: UnsafeBufferPointer<UInt8>

    /// Creates a view; `coverage.count` must equal `width * height`.
    public init(originX: Int, originY: Int, width: Int, height: Int, coverage: UnsafeBufferPointer<UInt8>) {
        precondition(width >= 0 && height >= 0 && coverage.count == width * height,
                     "CoverageMaskView size does not match its buffer")
        self.originX = originX
        self.originY = originY
        self.width = width
        self.height = height
        self.coverage = coverage
    }

    /// The coverage at column `x`, row `y` of the view, or 0 outside it.
    @inlinable
    public subscript(x: Int, y: Int) -> UInt8 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return coverage[y * width + x]
    }

    /// Row `y` of the view (empty outside it).
    @inlinable
    public func row(_ y: Int) -> UnsafeBufferPointer<UInt8> {
        guard y >= 0, y < height else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(rebasing: coverage[(y * width) ..< (y * width + width)])
    }
}

extension CoverageMask {
    /// Copies a borrowed view into an owned mask.
    public init(_ view: CoverageMaskView) {
        self.init(originX: view.originX, originY: view.originY, width: view.width,
                  height: view.height, coverage: Array(view.coverage))
    }
}
