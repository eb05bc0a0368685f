/// Evenly spaced colour stops sampled at t ∈ [0, 1], e.g. parsed from
/// `"#f00,#ff0,#0f0,#00f"`.
///
/// Interpolation is in Oklab with premultiplied alpha by default (as CSS
/// Color 4 does): Oklab is perceptually uniform, so a red → green ramp passes
/// through a clean yellow rather than the muddy brown of sRGB mixing or the
/// washed-out light of linear mixing, and lightness changes evenly along the
/// ramp. ``Space/linear`` and ``Space/srgb`` are there for users who want
/// those looks. All arithmetic is plain `Double`, so results are the same on
/// every run.
public struct Gradient: Hashable, Sendable {
    /// The colour space in which neighbouring stops are mixed.
    public enum Space: String, Hashable, Sendable, CaseIterable {
        /// Oklab (perceptual); the default.
        case oklab
        /// Linear-light sRGB.
        case linear
        /// sRGB-encoded values (what most simple tools do).
        case srgb
    }

    /// The stops, evenly spaced from t = 0 to t = 1; never empty.
    public private(set) var stops: [Color]
    /// The mixing space.
    public var space: Space

    /// Creates a gradient; an empty `stops` is treated as a single transparent stop.
    public init(_ stops: [Color], space: Space = .oklab) {
        self.stops = stops.isEmpty ? [.transparent] : stops
        self.space = space
    }

    /// A gradient of one colour.
    public init(solid color: Color) {
        self.init([color])
    }

    /// Whether every sample is the same colour (exactly one stop).
    public var isSolid: Bool { stops.count == 1 }

    /// Parses comma-separated colours (each as ``Color/init(parsing:)`` accepts;
    /// commas inside `rgb(…)` and `hsl(…)` belong to the colour);
    /// one colour makes a solid gradient.
    ///
    /// - Throws: ``ColorParseError`` with the offset of the bad colour.
    public init(parsing text: String, space: Space = .oklab) throws(ColorParseError) {
        var colors: [Color] = []
        var offset = 0
        for part in Color.splitList(text) {
            colors.append(try Color.parse(part, in: text, at: offset))
            offset += part.unicodeScalars.count + 1
        }
        self.init(colors, space: space)
    }

    /// The colour at `t` (clamped to [0, 1]; NaN counts as 0). A t that falls
    /// exactly on a stop returns that stop unchanged.
    public func color(at t: Double) -> Color {
        let clamped = t.isNaN ? 0 : min(max(t, 0), 1)
        guard stops.count > 1 else { return stops[0] }
        // Find the segment and the position u ∈ [0, 1) within it.
        let scaled = clamped * Double(stops.count - 1)
        let index = min(Int(scaled), stops.count - 2)
        let u = scaled - Double(index)
        if u == 0 { return stops[index] }
        if u == 1 { return stops[index + 1] }
        return Gradient.mix(stops[index], stops[index + 1], u, in: space)
    }

    /// Mixes two colours at fraction `u` of the way from `a` to `b`.
    static func mix(_ a: Color, _ b: Color, _ u: Double, in space: Space) -> Color {
        let pa = Gradient.components(a, in: space), pb = Gradient.components(b, in: space)
        let alphaA = Double(a.a) / 255, alphaB = Double(b.a) / 255
        let alpha = alphaA + (alphaB - alphaA) * u
        guard alpha > 0 else { return .transparent }
        // Premultiplied interpolation, then un-premultiply.
        var mixed = (0.0, 0.0, 0.0)
        mixed.0 = (pa.0 * alphaA + (pb.0 * alphaB - pa.0 * alphaA) * u) / alpha
        mixed.1 = (pa.1 * alphaA + (pb.1 * alphaB - pa.1 * alphaA) * u) / alpha
        mixed.2 = (pa.2 * alphaA + (pb.2 * alphaB - pa.2 * alphaA) * u) / alpha
        let linear = Gradient.linearRGB(mixed, from: space)
        let alphaByte = UInt8(min(max((alpha * 255).rounded(), 0), 255))
        if space == .srgb {
            func byte(_ v: Double) -> UInt8 { UInt8(min(max((v * 255).rounded(), 0), 255)) }
            return Color(r: byte(mixed.0), g: byte(mixed.1), b: byte(mixed.2), a: alphaByte)
        }
        return Color(r: SRGB.encodeByte(linear.0), g: SRGB.encodeByte(linear.1),
                     b: SRGB.encodeByte(linear.2), a: alphaByte)
    }

    /// A colour's three components in `space` (sRGB in 0...1, linear, or Oklab).
    static func components(_ c: Color, in space: Space) -> (Double, Double, Double) {
        let srgb = (Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255)
        if space == .srgb { return srgb }
        let lin = (SRGB.toLinear(srgb.0), SRGB.toLinear(srgb.1), SRGB.toLinear(srgb.2))
        return space == .linear ? lin : Oklab.fromLinearSRGB(lin)
    }

    /// Linear sRGB from components in `space` (unused for `.srgb`).
    static func linearRGB(_ v: (Double, Double, Double), from space: Space) -> (Double, Double, Double) {
        space == .oklab ? Oklab.toLinearSRGB(v) : v
    }
}
