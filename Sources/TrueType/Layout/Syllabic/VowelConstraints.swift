/// Sequences of an independent vowel and a vowel sign (or two signs) that
/// would draw like another vowel, which Microsoft's script specifications
/// list as invalid clusters (the "Do not use" tables, collected in Microsoft's
/// IndicShapingInvalidCluster data): the Indic and USE shapers put a dotted
/// circle before the sequence's last character, as HarfBuzz does, so the
/// spelling stays visible.
enum VowelConstraints {
    /// The sequences of the scripts shaped here, each at most three characters.
    static let sequences: [[UInt32]] = [
        [0x0905, 0x0946], [0x0905, 0x093E], [0x0930, 0x094D, 0x0907], [0x0909, 0x0941], [0x090F, 0x0945],
        [0x090F, 0x0946], [0x090F, 0x0947], [0x0905, 0x0949], [0x0906, 0x0945], [0x0905, 0x094A],
        [0x0906, 0x0946], [0x0905, 0x094B], [0x0906, 0x0947], [0x0905, 0x094C], [0x0906, 0x0948],
        [0x0905, 0x0945], [0x0905, 0x093A], [0x0905, 0x093B], [0x0906, 0x093A], [0x0905, 0x094F],
        [0x0905, 0x0956], [0x0905, 0x0957],
        [0x0985, 0x09BE], [0x098B, 0x09C3], [0x098C, 0x09E2],
        [0x0A05, 0x0A3E], [0x0A72, 0x0A3F], [0x0A72, 0x0A40], [0x0A73, 0x0A41], [0x0A73, 0x0A42],
        [0x0A72, 0x0A47], [0x0A05, 0x0A48], [0x0A73, 0x0A4B], [0x0A05, 0x0A4C],
        [0x0A85, 0x0ABE], [0x0A85, 0x0AC5], [0x0A85, 0x0AC7], [0x0A85, 0x0AC8], [0x0A85, 0x0AC9],
        [0x0A85, 0x0ACB], [0x0A85, 0x0ACC], [0x0AC5, 0x0ABE],
        [0x0B05, 0x0B3E], [0x0B0F, 0x0B57], [0x0B13, 0x0B57],
        [0x0B85, 0x0BC2],
        [0x0C12, 0x0C55], [0x0C12, 0x0C4C], [0x0C3F, 0x0C55], [0x0C46, 0x0C55], [0x0C4A, 0x0C55],
        [0x0C89, 0x0CBE], [0x0C92, 0x0CCC], [0x0C8B, 0x0CBE],
        [0x0D07, 0x0D57], [0x0D09, 0x0D57], [0x0D0E, 0x0D46], [0x0D12, 0x0D3E], [0x0D12, 0x0D57],
        [0x0D85, 0x0DCF], [0x0D85, 0x0DD0], [0x0D85, 0x0DD1], [0x0D8B, 0x0DDF], [0x0D8D, 0x0DD8],
        [0x0D8F, 0x0DDF], [0x0D91, 0x0DCA], [0x0D91, 0x0DD9], [0x0D91, 0x0DDA], [0x0D91, 0x0DDC],
        [0x0D91, 0x0DDD], [0x0D91, 0x0DDE], [0x0D94, 0x0DDF],
    ]

    /// `scalars` with a dotted circle before the last character of each
    /// invalid sequence of `script` (a sequence of the run's script, read left
    /// to right, not overlapping).
    static func apply(_ scalars: [Unicode.Scalar], script: TableTag) -> [Unicode.Scalar] {
        guard scalars.count > 1 else { return scalars }
        var out: [Unicode.Scalar] = []
        var i = 0
        while i < scalars.count {
            let match = i + 1 < scalars.count ? sequences.first { sequence in
                i + sequence.count <= scalars.count
                    && zip(sequence, scalars[i...]).allSatisfy { $0 == $1.value }
                    && UnicodeScript.tag(of: scalars[i]) == script
            } : nil
            guard let match else {
                out.append(scalars[i])
                i += 1
                continue
            }
            out += scalars[i..<(i + match.count - 1)]
            out += ["\u{25CC}", scalars[i + match.count - 1]]
            i += match.count
        }
        return out
    }
}
