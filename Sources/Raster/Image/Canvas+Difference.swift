/// How two images differ, pixel by pixel.
public struct CanvasDifference: Hashable, Sendable {
    /// Pixels whose colour or alpha differ at all.
    public var differingPixels: Int
    /// The largest difference of one channel (0–255) over all pixels.
    public var maximumChannelDelta: Int
    /// Whether the images have the same size.
    public var sameSize: Bool

    /// True when the images are identical.
    public var isEmpty: Bool { sameSize && differingPixels == 0 }
}

extension Canvas {
    /// Compares this image with `other` exactly, channel by channel.
    public func difference(from other: Canvas) -> CanvasDifference {
        guard width == other.width, height == other.height else {
            return CanvasDifference(differingPixels: max(width * height, other.width * other.height),
                                    maximumChannelDelta: 255, sameSize: false)
        }
        var count = 0, worst = 0
        for (a, b) in zip(pixels, other.pixels) where a != b {
            count += 1
            for shift in stride(from: 0, to: 32, by: 8) {
                let delta = abs(Int((a >> UInt32(shift)) & 0xff) - Int((b >> UInt32(shift)) & 0xff))
                worst = max(worst, delta)
            }
        }
        return CanvasDifference(differingPixels: count, maximumChannelDelta: worst, sameSize: true)
    }

    /// A picture of where this image differs from `other`: matching pixels
    /// as a dim grey copy of this image, differing ones in bright red. For
    /// images of different sizes, this image's size with everything red.
    public func differenceImage(from other: Canvas) -> Canvas {
        var out = self
        let same = width == other.width && height == other.height
        let red = Color(r: 255, g: 0, b: 0)
        for y in 0..<height {
            for x in 0..<width {
                let a = pixel(x: x, y: y) ?? .black
                if same, let b = other.pixel(x: x, y: y), a == b {
                    // Dim grey of the luminance, fully opaque.
                    let grey = UInt8((Int(a.r) * 3 + Int(a.g) * 6 + Int(a.b)) / 40)
                    out.setPixel(x: x, y: y, to: Color(r: grey, g: grey, b: grey))
                } else {
                    out.setPixel(x: x, y: y, to: red)
                }
            }
        }
        return out
    }
}
