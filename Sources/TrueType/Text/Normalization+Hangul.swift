extension Normalization {
    /// Hangul syllables, which decompose and compose by arithmetic (The
    /// Unicode Standard, section 3.12) rather than by table.
    enum Hangul {
        static let syllableBase: UInt32 = 0xAC00
        static let leadingBase: UInt32 = 0x1100
        static let vowelBase: UInt32 = 0x1161
        static let trailingBase: UInt32 = 0x11A7
        static let leadingCount: UInt32 = 19
        static let vowelCount: UInt32 = 21
        static let trailingCount: UInt32 = 28
        static let syllableCount = leadingCount * vowelCount * trailingCount

        /// The leading consonant, vowel and trailing consonant (if any) of
        /// the syllable `v`; nil when `v` is not a precomposed syllable.
        static func parts(of v: UInt32) -> (Unicode.Scalar, Unicode.Scalar, Unicode.Scalar?)? {
            guard v >= syllableBase, v - syllableBase < syllableCount else { return nil }
            let index = v - syllableBase
            let l = Unicode.Scalar(leadingBase + index / (vowelCount * trailingCount))!
            let vowel = Unicode.Scalar(vowelBase + index % (vowelCount * trailingCount) / trailingCount)!
            let t = index % trailingCount
            return (l, vowel, t == 0 ? nil : Unicode.Scalar(trailingBase + t)!)
        }

        /// The syllable a leading consonant and a vowel, or an LV syllable
        /// and a trailing consonant, compose to; nil for other pairs.
        static func compose(_ a: UInt32, _ b: UInt32) -> Unicode.Scalar? {
            if a >= leadingBase, a - leadingBase < leadingCount, b >= vowelBase, b - vowelBase < vowelCount {
                let index = ((a - leadingBase) * vowelCount + (b - vowelBase)) * trailingCount
                return Unicode.Scalar(syllableBase + index)
            }
            if a >= syllableBase, a - syllableBase < syllableCount, (a - syllableBase) % trailingCount == 0,
               b > trailingBase, b - trailingBase < trailingCount {
                return Unicode.Scalar(a + (b - trailingBase))
            }
            return nil
        }
    }
}
