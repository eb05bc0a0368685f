#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Raster

/// How much a label must stand out from the background (issue 43): WCAG
/// contrast ratios for the labels in front, measured as a viewer sees them,
/// the label's colour composited at its opacity over the background.
///
/// A label that falls short is drawn more opaque first (keeping its hue),
/// then mixed toward the grey that stands out most from the background
/// (white on a dark one, black on a light one), each by the least that
/// reaches its ratio.
///
/// A transparent background may end up on any page. Its front labels keep
/// their ratios on white and on black alike: up to ``deepDepth`` by a
/// colour of middle lightness (3:1 holds on both), and nearer than that,
/// where no colour keeps 4.5:1 on both, as subtitles do: the label's own
/// colour is made dark enough for a white page, and it carries a thin
/// white outline (``outline(on:depth:)``) that stands out on a black one.
public struct Legibility: Hashable, Sendable {
    /// The ratio every front label (depth > 0) keeps. Default 3 (WCAG's for large text).
    public var frontRatio: Double
    /// The ratio labels nearer than ``deepDepth`` keep. Default 4.5 (WCAG's for body text).
    public var deepRatio: Double
    /// The depth beyond which ``deepRatio`` applies. Default 0.5.
    public var deepDepth: Double
    /// The least factor colours aim above the ratios: the anti-aliased
    /// strokes of small text never reach their full colour, so a colour
    /// that only just keeps its ratio reads below it. A label `size` pixels
    /// tall aims at 1 + max(headroom − 1, 4 / size) times its ratio (1.36
    /// at 11 px). Default 1.12.
    public var headroom: Double = 1.12

    /// The outline colour of a label at view depth `z` on `background`:
    /// white nearer than ``deepDepth`` on a background that is not opaque
    /// (see the type), else nil.
    public func outline(on background: Color, depth z: Double) -> Color? {
        background.isOpaque || !(z > deepDepth) ? nil : .white
    }

    /// The outline's width in px for a label `size` pixels tall: thin enough
    /// to keep small letters open (0.75 px up to 18 px), a twenty-fourth of
    /// the size above that.
    public static func outlineWidth(size: Double) -> Double {
        max(0.75, size / 24)
    }

    /// Creates the ratios; every parameter has a default.
    public init(frontRatio: Double = 3, deepRatio: Double = 4.5, deepDepth: Double = 0.5) {
        self.frontRatio = frontRatio
        self.deepRatio = deepRatio
        self.deepDepth = deepDepth
    }

    /// The ratio a label at view depth `z` keeps (1, none, at the back).
    public func ratio(atDepth z: Double) -> Double {
        z > deepDepth ? deepRatio : (z > 0 ? frontRatio : 1)
    }

    /// `color` at `alpha` for a label `size` pixels tall, made to keep
    /// ``ratio(atDepth:)`` (and the ``headroom``) against `background` when
    /// composited in `blend` (see the type).
    public func legible(_ color: Color, alpha: Double, depth: Double, size: Double, background: Color,
                        blend: BlendSpace) -> (color: Color, alpha: Double) {
        let margin = 1 + max(headroom - 1, size > 0 ? 4 / size : 0)
        let need = ratio(atDepth: depth) * (ratio(atDepth: depth) > 1 ? max(1, margin) : 1)
        let pages = Self.pages(under: background, outlined: outline(on: background, depth: depth) != nil)
        // A transparent image is composited by its viewer, in sRGB.
        let space: BlendSpace = background.isOpaque ? blend : .srgb
        func passes(_ c: Color, _ a: Double) -> Bool {
            pages.allSatisfy { Self.ratio(Self.composite(c, a, over: $0, in: space), $0) >= need - 1e-9 }
        }
        guard need > 1, alpha.isFinite, !passes(color, alpha) else { return (color, alpha) }
        if passes(color, 1) {
            return (color, Self.least(from: alpha, to: 1) { passes(color, $0) })
        }
        let target = Self.standout(on: pages)
        func mixed(_ t: Double) -> Color { Gradient([color, target]).color(at: t) }
        // Where no colour reaches the ratio, the target comes nearest.
        guard passes(target, 1) else { return (target, 1) }
        return (mixed(Self.least(from: 0, to: 1) { passes(mixed($0), 1) }), 1)
    }

    /// The opaque pages a label's own colour must stand out from: the
    /// background, or for one that is not opaque, the background composited
    /// on white and on black; only on white for an `outlined` label (on
    /// black, its ``outline(on:depth:)`` stands out).
    static func pages(under background: Color, outlined: Bool = false) -> [Color] {
        guard !background.isOpaque else { return [background] }
        let a = Double(background.a) / 255
        return (outlined ? [Color.white] : [Color.white, Color.black]).map {
            composite(background.withAlpha(255), a, over: $0, in: .srgb)
        }
    }

    /// The grey that keeps the largest least ratio against every page.
    static func standout(on pages: [Color]) -> Color {
        var best = (Color.white, 0.0)
        for level in stride(from: 0, through: 255, by: 1) {
            let grey = Color(r: UInt8(level), g: UInt8(level), b: UInt8(level))
            let worst = pages.map { ratio(grey, $0) }.min() ?? 0
            if worst > best.1 { best = (grey, worst) }
        }
        return best.0
    }

    /// The least x in [lo, hi] with `ok(x)`, by bisection (`ok(hi)` holds).
    static func least(from lo: Double, to hi: Double, _ ok: (Double) -> Bool) -> Double {
        var (low, high) = (lo, hi)
        for _ in 0..<14 {
            let mid = (low + high) / 2
            if ok(mid) { high = mid } else { low = mid }
        }
        return high
    }

    /// `c` at opacity `a` over the opaque `page`, mixed in `space`.
    static func composite(_ c: Color, _ a: Double, over page: Color, in space: BlendSpace) -> Color {
        let a = min(1, max(0, a))
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 {
            let (fx, fy) = (Double(x) / 255, Double(y) / 255)
            let v = space == .linear ? encode(a * decode(fx) + (1 - a) * decode(fy)) : a * fx + (1 - a) * fy
            return UInt8((min(1, max(0, v)) * 255).rounded())
        }
        return Color(r: mix(c.r, page.r), g: mix(c.g, page.g), b: mix(c.b, page.b))
    }

    /// WCAG's relative luminance of an opaque colour.
    public static func luminance(_ c: Color) -> Double {
        0.2126 * decode(Double(c.r) / 255) + 0.7152 * decode(Double(c.g) / 255) + 0.0722 * decode(Double(c.b) / 255)
    }

    /// WCAG's contrast ratio of two opaque colours, from 1 to 21.
    public static func ratio(_ a: Color, _ b: Color) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// sRGB to linear light.
    static func decode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }

    /// Linear light to sRGB.
    static func encode(_ v: Double) -> Double { v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055 }
}
