/// Where colours are mixed when compositing.
public enum BlendSpace: String, Hashable, Sendable, CaseIterable {
    /// Decode sRGB to linear light, mix, encode again (physically correct:
    /// anti-aliased edges keep their weight and light text on dark does not
    /// look thin). The default.
    case linear
    /// Mix the sRGB-encoded bytes directly, as most simple renderers and
    /// browsers do; cheaper, and matches such tools' output.
    case srgb
}
