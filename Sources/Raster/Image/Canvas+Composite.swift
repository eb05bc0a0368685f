extension Canvas {
    /// Composites `color` through a coverage mask, straight "source over":
    /// each pixel gets opacity `coverage/255 × alpha × color.a/255`. Parts of
    /// the mask outside the canvas are clipped. Draw back to front.
    ///
    /// - Parameters:
    ///   - mask: the coverage, placed on the canvas at its origin.
    ///   - color: the colour drawn, with its own alpha.
    ///   - alpha: extra opacity in 0...1 (clamped; NaN draws nothing), e.g. depth fade.
    ///   - blend: where colours are mixed; ``BlendSpace/linear`` by default.
    public mutating func composite(_ mask: CoverageMask, color: Color, alpha: Double = 1,
                                   blend: BlendSpace = .linear) {
        guard mask.width > 0, mask.height > 0, mask.coverage.count >= mask.width * mask.height else {
            return
        }
        mask.coverage.withUnsafeBufferPointer { coverage in
            composite(coverage: coverage, originX: mask.originX, originY: mask.originY,
                      width: mask.width, height: mask.height, color: color, alpha: alpha, blend: blend)
        }
    }

    /// Composites from a raw row-major coverage buffer (255 = full), so a
    /// rasterizer can hand over a reused scratch buffer without building an array.
    ///
    /// The mask is `width × height` pixels placed with its top-left at
    /// (`originX`, `originY`); row `r` starts at `coverage[r * rowStride]`
    /// (`rowStride` defaults to `width`). See ``composite(_:color:alpha:blend:)``.
    ///
    /// - Precondition: `width`, `height` ≥ 0, `rowStride` ≥ `width`, and the
    ///   buffer holds at least `(height − 1) × rowStride + width` bytes.
    public mutating func composite(coverage: UnsafeBufferPointer<UInt8>, originX: Int, originY: Int,
                                   width maskWidth: Int, height maskHeight: Int, rowStride: Int? = nil,
                                   color: Color, alpha: Double = 1, blend: BlendSpace = .linear) {
        let stride = rowStride ?? maskWidth
        guard maskWidth > 0, maskHeight > 0 else { return }
        let (needed, overflow) = (maskHeight - 1).multipliedReportingOverflow(by: stride)
        precondition(stride >= maskWidth && !overflow && needed <= coverage.count - maskWidth,
                     "coverage buffer smaller than its mask")
        // Clip the mask rectangle to the canvas (without overflowing on huge origins).
        guard let (x0, x1) = Canvas.clip(originX, maskWidth, to: width),
              let (y0, y1) = Canvas.clip(originY, maskHeight, to: height) else { return }
        guard let kernel = CompositeKernel(color: color, alpha: alpha) else { return }
        // Over an opaque background (the usual animation frame), every blend
        // over it is looked up by coverage from a table made first.
        let key = dirty.background ?? 0
        let opaqueKey = UInt32(littleEndian: key) >= 0xFF00_0000
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 256) { results in
            guard let resultBase = results.baseAddress, let maskBase = coverage.baseAddress else { return }
            let first = maskBase + (y0 - originY) * stride + (x0 - originX)
            let table = opaqueKey ? CompositeKernel.Table(key: key, results: resultBase) : nil
            if let table {
                kernel.fill(table, coverage: (first: first, stride: stride, count: y1 - y0, width: x1 - x0),
                            blend: blend)
            }
            composite(rows: first, stride: stride, x0: x0, x1: x1, y0: y0, y1: y1, kernel: kernel,
                      table: table, blend: blend)
        }
    }

    /// Composites mask rows, the first at `first` and each `stride` bytes
    /// on, onto columns `x0..<x1` of rows `y0..<y1` (already clipped to the
    /// canvas), marking them drawn.
    mutating func composite(rows first: UnsafePointer<UInt8>, stride: Int, x0: Int, x1: Int, y0: Int, y1: Int,
                   kernel: CompositeKernel, table: CompositeKernel.Table?, blend: BlendSpace) {
        dirty.mark(rows: y0, y1, columns: x0, x1)
        let canvasWidth = width
        pixels.withUnsafeMutableBytes { raw in
            guard let canvasBase = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            for y in y0..<y1 {
                let src = first + (y - y0) * stride
                let dst = canvasBase + (y * canvasWidth + x0) * 4
                switch blend {
                case .linear: kernel.linearRow(coverage: src, pixels: dst, count: x1 - x0, table: table)
                case .srgb: kernel.srgbRow(coverage: src, pixels: dst, count: x1 - x0, table: table)
                }
            }
        }
    }

    /// The part `lo..<hi` of `origin..<origin+length` inside `0..<limit`, or nil if empty.
    static func clip(_ origin: Int, _ length: Int, to limit: Int) -> (Int, Int)? {
        let (end, overflow) = origin.addingReportingOverflow(length)
        let lo = max(origin, 0)
        let hi = overflow ? limit : min(end, limit)
        return lo < hi ? (lo, hi) : nil
    }
}

extension Canvas {
    /// `color` (straight alpha) drawn over the opaque `matte`.
    package static func flatten(_ color: Color, over matte: Color, blend: BlendSpace) -> Color {
        var bytes: (UInt8, UInt8, UInt8, UInt8) = (matte.r, matte.g, matte.b, 255)
        var coverage = color.a
        // Opacity 1 (k = 65536 × 256 / 255); coverage carries the pixel's alpha.
        let kernel = CompositeKernel(color: color, k: 65793)
        withUnsafeMutableBytes(of: &bytes) { raw in
            withUnsafePointer(to: &coverage) { cov in
                guard let p = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
                switch blend {
                case .linear: kernel.linearRow(coverage: cov, pixels: p, count: 1)
                case .srgb: kernel.srgbRow(coverage: cov, pixels: p, count: 1)
                }
            }
        }
        return Color(r: bytes.0, g: bytes.1, b: bytes.2)
    }
}
