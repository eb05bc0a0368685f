import Raster

extension CFFOutlines {
    /// The FontMatrix of a top or font DICT, or nil when it is absent or
    /// unusable (a value that is not finite, a singular matrix, or both `d`
    /// and `b` zero, which leaves nothing to measure the em by): FreeType
    /// also falls back to its default then.
    static func fontMatrix(_ dict: CFFDict) -> AffineTransform? {
        guard let v = dict.entries[1207], v.count == 6 else { return nil }
        let m = AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        guard v.allSatisfy(\.isFinite), m.a * m.d - m.b * m.c != 0, emScale(m) != 0 else { return nil }
        return m
    }

    /// The length of the em a matrix gives: `|d|`, or `|b|` when `d` is 0 (FreeType's normalization).
    private static func emScale(_ m: AffineTransform) -> Double {
        m.d != 0 ? abs(m.d) : abs(m.b)
    }

    /// The transform from charstring units to the font units that `head`'s
    /// `unitsPerEm` scales, for a glyph of a font DICT with matrix `sub`
    /// under a top DICT with matrix `top`; nil for the identity.
    ///
    /// This follows FreeType (cffobjs.c, cffgload.c), which scales by
    /// `unitsPerEm` and applies what the matrices add to it:
    /// - a top matrix alone is divided by its em scale (so `[0.001 0 0 0.001
    ///   0 0]`, the default, is the identity, and a slant stays a slant);
    /// - a font DICT's matrix under a top matrix is combined with it (the
    ///   font DICT's applies first) and divided by the top's em scale;
    /// - a font DICT's matrix under none maps to ems, times `unitsPerEm`.
    ///
    /// FreeType rounds the translations to whole font units; these are kept exact.
    static func glyphTransform(top: AffineTransform?, sub: AffineTransform?, unitsPerEm: Int) -> AffineTransform? {
        let m: AffineTransform
        switch (top, sub) {
        case (nil, nil):
            return nil
        case let (top?, nil):
            m = .scale(x: 1 / emScale(top), y: 1 / emScale(top)) * top
        case let (nil, sub?):
            m = .scale(x: Double(unitsPerEm), y: Double(unitsPerEm)) * sub
        case let (top?, sub?):
            m = .scale(x: 1 / emScale(top), y: 1 / emScale(top)) * top * sub
        }
        let identity = AffineTransform.identity
        let close = [m.a - identity.a, m.b, m.c, m.d - identity.d, m.tx, m.ty].allSatisfy { abs($0) < 1e-12 }
        return close ? nil : m
    }
}
