/// An 8-bit sRGB colour with straight (non-premultiplied) alpha.
///
/// Components are sRGB-encoded bytes as written in `#rrggbb`; `a` is opacity,
/// 255 opaque and 0 fully transparent. Parse user text with
/// ``Color/init(parsing:)``.
public struct Color: Hashable, Sendable {
    /// Red, sRGB-encoded.
    public var r: UInt8
    /// Green, sRGB-encoded.
    public var g: UInt8
    /// Blue, sRGB-encoded.
    public var b: UInt8
    /// Alpha (opacity), 255 = opaque.
    public var a: UInt8

    /// Creates a colour from sRGB-encoded components and straight alpha.
    @inlinable
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Creates an opaque colour from a `0xRRGGBB` literal-style integer.
    @inlinable
    public init(rgb: UInt32) {
        self.init(r: UInt8(truncatingIfNeeded: rgb >> 16), g: UInt8(truncatingIfNeeded: rgb >> 8),
                  b: UInt8(truncatingIfNeeded: rgb))
    }

    /// Whether the colour is fully opaque.
    @inlinable public var isOpaque: Bool { a == 255 }

    /// The same colour with alpha replaced.
    @inlinable
    public func withAlpha(_ alpha: UInt8) -> Color {
        Color(r: r, g: g, b: b, a: alpha)
    }

    /// Opaque black.
    public static let black = Color(r: 0, g: 0, b: 0)
    /// Opaque white.
    public static let white = Color(r: 255, g: 255, b: 255)
    /// Transparent black, `#00000000`.
    public static let transparent = Color(r: 0, g: 0, b: 0, a: 0)
}

extension Color: CustomStringConvertible {
    /// `#rrggbb` for an opaque colour, otherwise `#rrggbbaa`, lower-case.
    public var description: String {
        let digits: [Character] = Array("0123456789abcdef")
        var text = "#"
        let parts = isOpaque ? [r, g, b] : [r, g, b, a]
        for byte in parts {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return text
    }
}

extension Color {
    /// The four bytes R, G, B, A packed so that they lie in that order in memory
    /// (the canvas pixel format), whatever the machine's byte order.
    @inlinable
    public var packedRGBA: UInt32 {
        (UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24).littleEndian
    }

    /// The colour whose memory bytes are `packed` (the inverse of ``packedRGBA``).
    @inlinable
    public init(packedRGBA packed: UInt32) {
        let v = UInt32(littleEndian: packed)
        self.init(r: UInt8(truncatingIfNeeded: v), g: UInt8(truncatingIfNeeded: v >> 8),
                  b: UInt8(truncatingIfNeeded: v >> 16), a: UInt8(truncatingIfNeeded: v >> 24))
    }
}
