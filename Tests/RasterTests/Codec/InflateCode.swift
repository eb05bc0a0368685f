/// A canonical Huffman code for ``Inflate``, built from code lengths by the
/// rules of zlib's `inflate_table` (inftrees.c):
///
/// - an over-subscribed set of lengths (Kraft sum above 1) is refused;
/// - an incomplete set (Kraft sum below 1) is refused, except for a
///   literal/length or distance code whose only code has length 1;
///   the code-length code must always be complete;
/// - a code with no lengths at all is built, and decoding any symbol with it
///   fails (zlib "waits for decoding to report the error").
///
/// Decoding reads one bit at a time (slow, simple, obviously right).
struct InflateCode {
    /// Which alphabet a code is for; zlib's rules differ only for the code-length code.
    enum Kind { case codeLengths, literals, distances }

    /// Codes per length, 1...15 (index 0 unused).
    private var counts = [Int](repeating: 0, count: 16)
    /// Symbols in canonical order: by length, then by symbol.
    private var symbols: [Int] = []

    /// The code for `lengths` (0 = no code), checked by zlib's rules for `kind`.
    init(_ lengths: [Int], kind: Kind) throws {
        self.init(fixed: lengths)
        guard let longest = (1..<16).last(where: { counts[$0] > 0 }) else { return }
        var left = 1
        for l in 1..<16 {
            left = left * 2 - counts[l]
            guard left >= 0 else { throw InflateError("over-subscribed \(kind) code") }
        }
        if left > 0 && (kind == .codeLengths || longest != 1) {
            throw InflateError("incomplete \(kind) code")
        }
    }

    /// An unchecked code (for the fixed tables, which are complete by construction).
    init(fixed lengths: [Int]) {
        for l in lengths where l > 0 { counts[l] += 1 }
        for l in 1..<16 { for (s, len) in lengths.enumerated() where len == l { symbols.append(s) } }
    }

    /// The next symbol; a bit string that is no code is an error.
    func decode(_ s: inout Inflate) throws -> Int {
        var code = 0, first = 0, index = 0
        for l in 1..<16 {
            code |= try s.bits(1)
            let count = counts[l]
            if code - first < count { return symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw InflateError("invalid code")
    }
}
