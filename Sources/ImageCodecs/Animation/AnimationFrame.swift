import Raster

/// One frame of an animation, prepared for an ``AnimationEncoder``: palette
/// indices (one byte a pixel) for GIF, RGB or RGBA bytes for APNG.
///
/// Preparing (``AnimationEncoder/prepare(_:into:using:)``) needs no other
/// frame, so threads can prepare frames in any order; appending them to the
/// file must then go in frame order.
public struct AnimationFrame: Sendable {
    /// The size in pixels.
    public internal(set) var width = 0, height = 0
    /// Bytes per pixel: 1 (indices), 3 (RGB) or 4 (RGBA).
    public internal(set) var channels = 0
    /// The pixels, row by row.
    public internal(set) var pixels: [UInt8] = []

    /// An empty frame; preparing sizes it (and reuses its storage after).
    public init() {}

    /// Resizes the storage for `width × height × channels` bytes.
    mutating func reshape(width: Int, height: Int, channels: Int) {
        self.width = width
        self.height = height
        self.channels = channels
        let count = width * height * channels
        if pixels.count != count { pixels = [UInt8](repeating: 0, count: count) }
    }
}
