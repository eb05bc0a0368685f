import Foundation

/// Conversions between linear-light sRGB and Oklab (Björn Ottosson, 2020),
/// used for perceptual gradient interpolation and palette building.
public enum Oklab {
    /// Linear sRGB (r, g, b) → Oklab (L, a, b).
    public static func fromLinearSRGB(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        // Linear sRGB → LMS cone response, cube root, then → Lab.
        let l = cbrt(0.4122214708 * c.0 + 0.5363325363 * c.1 + 0.0514459929 * c.2)
        let m = cbrt(0.2119034982 * c.0 + 0.6806995451 * c.1 + 0.1073969566 * c.2)
        let s = cbrt(0.0883024619 * c.0 + 0.2817188376 * c.1 + 0.6299787005 * c.2)
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// Oklab (L, a, b) → linear sRGB (r, g, b), not clamped.
    public static func toLinearSRGB(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        // Lab → cube-rooted LMS, cube, then → linear sRGB.
        let l = c.0 + 0.3963377774 * c.1 + 0.2158037573 * c.2
        let m = c.0 - 0.1055613458 * c.1 - 0.0638541728 * c.2
        let s = c.0 - 0.0894841775 * c.1 - 1.2914855480 * c.2
        let l3 = l * l * l, m3 = m * m * m, s3 = s * s * s
        return (4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
                -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
                -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3)
    }
}
