/// How colours between palette entries are rendered in an indexed image.
public enum Dither: String, Hashable, Sendable, CaseIterable {
    /// Each pixel takes its nearest palette colour.
    case none
    /// An 8 × 8 Bayer threshold pattern nudges each pixel before it takes the
    /// nearest colour, so areas between two entries mix them. The pattern
    /// depends only on the pixel's position, so pixels that do not change
    /// between frames keep their index (frame differencing still works).
    case ordered

    /// The Bayer matrix, thresholds 0..<64.
    static let bayer: [Int8] = {
        var m = [Int8](repeating: 0, count: 64)
        for y in 0..<8 {
            for x in 0..<8 {
                // Interleave the bits of x ^ y and y, most significant first.
                var v = 0
                let a = x ^ y, b = y
                for bit in 0..<3 {
                    v |= ((a >> bit) & 1) << (5 - 2 * bit)
                    v |= ((b >> bit) & 1) << (4 - 2 * bit)
                }
                m[y * 8 + x] = Int8(v)
            }
        }
        return m
    }()
}
