import Raster

/// PNG scanline filtering (PNG spec §9): each row is written as one of five
/// filter types chosen per row by the minimum-sum-of-absolute-differences
/// heuristic (treating filtered bytes as signed), ties to the lower type.
enum PNGFilter: UInt8, CaseIterable {
    case none = 0, sub, up, average, paeth

    /// The filters tried at each compression level.
    static func candidates(for level: CompressionLevel) -> [PNGFilter] {
        switch level {
        case .stored: return [.none]
        case .fast: return [.sub, .up]
        case .default: return PNGFilter.allCases
        }
    }

    /// Filters `row` (with `prior`, the previous unfiltered row or zeros) into
    /// `out`, returning Σ|signed byte| of the result.
    @inline(__always)
    func apply(row: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>, count: Int, bpp: Int,
               out: UnsafeMutablePointer<UInt8>) -> Int {
        var sum = 0
        @inline(__always) func put(_ i: Int, _ v: UInt8) {
            out[i] = v
            sum &+= Int(Int8(bitPattern: v).magnitude)
        }
        switch self {
        case .none:
            for i in 0..<count { put(i, row[i]) }
        case .sub:
            for i in 0..<min(bpp, count) { put(i, row[i]) }
            for i in bpp..<max(count, bpp) { put(i, row[i] &- row[i &- bpp]) }
        case .up:
            for i in 0..<count { put(i, row[i] &- prior[i]) }
        case .average:
            for i in 0..<min(bpp, count) { put(i, row[i] &- prior[i] / 2) }
            for i in bpp..<max(count, bpp) {
                put(i, row[i] &- UInt8(truncatingIfNeeded: (Int(row[i &- bpp]) &+ Int(prior[i])) &>> 1))
            }
        case .paeth:
            for i in 0..<min(bpp, count) { put(i, row[i] &- prior[i]) }
            for i in bpp..<max(count, bpp) {
                put(i, row[i] &- PNGFilter.paethPredictor(row[i &- bpp], prior[i], prior[i &- bpp]))
            }
        }
        return sum
    }

    /// The Paeth predictor of left `a`, above `b` and upper-left `c`.
    @inline(__always)
    static func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) &+ Int(b) &- Int(c)
        let pa = abs(p &- Int(a)), pb = abs(p &- Int(b)), pc = abs(p &- Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// `height` rows of `width` pixels of `bpp` bytes, each written by
    /// `row(y, out)`, prefixed by its filter-type byte and filtered with the
    /// best of `candidates` (the smallest sum; the first of equals).
    static func filteredRows(width: Int, height: Int, bpp: Int, candidates: [PNGFilter],
                             row writeRow: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8] {
        let rowBytes = width * bpp, stride = rowBytes + 1
        var out = [UInt8](repeating: 0, count: stride * height)
        // Two raw rows (current and prior) and one scratch row per candidate filter.
        var raw = [UInt8](repeating: 0, count: rowBytes * 2)
        var scratch = [UInt8](repeating: 0, count: rowBytes * candidates.count)
        out.withUnsafeMutableBufferPointer { outBuffer in
        raw.withUnsafeMutableBufferPointer { rawBuffer in
        scratch.withUnsafeMutableBufferPointer { scratchBuffer in
            guard let o = outBuffer.baseAddress, let r = rawBuffer.baseAddress,
                  let s = scratchBuffer.baseAddress else { return }
            for y in 0..<height {
                // Alternate the two raw rows so the prior row stays available.
                let row = r + (y & 1) * rowBytes, prior = r + (1 - (y & 1)) * rowBytes
                writeRow(y, row)
                if y == 0 { prior.update(repeating: 0, count: rowBytes) }
                o[y * stride] = candidates[0].rawValue
                if candidates.count == 1 {
                    _ = candidates[0].apply(row: row, prior: prior, count: rowBytes, bpp: bpp, out: o + y * stride + 1)
                    continue
                }
                // Try each filter; keep the one with the smallest sum.
                var best = 0, bestSum = Int.max
                for (k, filter) in candidates.enumerated() {
                    let sum = filter.apply(row: row, prior: prior, count: rowBytes, bpp: bpp,
                                           out: s + k * rowBytes)
                    if sum < bestSum { (best, bestSum) = (k, sum) }
                }
                o[y * stride] = candidates[best].rawValue
                (o + y * stride + 1).update(from: s + best * rowBytes, count: rowBytes)
            }
        }
        }
        }
        return out
    }
}
