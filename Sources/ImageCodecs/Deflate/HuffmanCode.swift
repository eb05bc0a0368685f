import Raster

/// A canonical, length-limited prefix code as DEFLATE uses (RFC 1951 §3.2.2).
struct HuffmanCode {
    /// Code length per symbol (0 = unused).
    let lengths: [UInt8]
    /// Code per symbol, already bit-reversed for LSB-first writing.
    let codes: [UInt32]

    /// The canonical code for the given lengths.
    init(lengths: [UInt8]) {
        self.lengths = lengths
        // Count codes per length, then the first code of each length.
        var countPerLength = [UInt32](repeating: 0, count: 16)
        for l in lengths where l > 0 { countPerLength[Int(l)] += 1 }
        var next = [UInt32](repeating: 0, count: 16)
        var code: UInt32 = 0
        for bits in 1..<16 {
            code = (code + countPerLength[bits - 1]) << 1
            next[bits] = code
        }
        var codes = [UInt32](repeating: 0, count: lengths.count)
        for (symbol, l) in lengths.enumerated() where l > 0 {
            codes[symbol] = HuffmanCode.reverse(next[Int(l)], width: Int(l))
            next[Int(l)] += 1
        }
        self.codes = codes
    }

    /// A complete prefix code for `frequencies` whose lengths do not exceed
    /// `limit`: Huffman's (optimal) when it fits, otherwise limited by
    /// ``enforceLimit(_:freq:limit:)``. At least two symbols always get a code
    /// (as zlib does), so the code is complete, as zlib's inflate requires,
    /// even when a block uses one symbol or none.
    init(frequencies: [Int], limit: Int) {
        var freq = frequencies
        // Give the first two symbols a token count if fewer than two are used.
        var used = freq.indices.filter { freq[$0] > 0 }
        for s in 0..<min(2, freq.count) where used.count < 2 && freq[s] == 0 {
            freq[s] = 1
            used.append(s)
        }
        self.init(lengths: HuffmanCode.limitedLengths(freq, limit: limit))
    }

    /// Huffman code lengths for `freq`, limited to `limit` and still complete.
    static func limitedLengths(_ freq: [Int], limit: Int) -> [UInt8] {
        // Build the tree: nodes sorted by (weight, order of creation) for determinism.
        var weights: [Int] = []
        var parents: [Int] = []
        var queue: [(weight: Int, node: Int)] = []
        var leafNode = [Int](repeating: -1, count: freq.count)
        for (symbol, f) in freq.enumerated() where f > 0 {
            leafNode[symbol] = weights.count
            queue.append((f, weights.count))
            weights.append(f)
            parents.append(-1)
        }
        guard queue.count > 1 else {
            return freq.map { $0 > 0 ? 1 : 0 }
        }
        queue.sort { ($0.weight, $0.node) < ($1.weight, $1.node) }
        // Two-queue merge: leaves in `queue`, internal nodes in creation order.
        var merged: [(weight: Int, node: Int)] = []
        var qi = 0, ii = 0
        func popSmallest() -> (weight: Int, node: Int) {
            if qi < queue.count && (ii >= merged.count || queue[qi].weight <= merged[ii].weight) {
                qi += 1
                return queue[qi - 1]
            }
            ii += 1
            return merged[ii - 1]
        }
        while (queue.count - qi) + (merged.count - ii) > 1 {
            let a = popSmallest(), b = popSmallest()
            let node = weights.count
            weights.append(a.weight + b.weight)
            parents.append(-1)
            parents[a.node] = node
            parents[b.node] = node
            merged.append((a.weight + b.weight, node))
        }
        // Depth of each node: parents are always created after their children.
        var depth = [Int](repeating: 0, count: weights.count)
        for node in stride(from: weights.count - 2, through: 0, by: -1) {
            depth[node] = depth[parents[node]] + 1
        }
        var lengths = leafNode.map { $0 >= 0 ? depth[$0] : 0 }
        HuffmanCode.enforceLimit(&lengths, freq: freq, limit: limit)
        return lengths.map { UInt8($0) }
    }

    /// Caps the lengths of a complete code at `limit` and makes the code
    /// complete again (Kraft sum exactly 1), as zlib's inflate requires of
    /// every code with two or more symbols (and of the code-length code always).
    ///
    /// Works on the number of codes per length: lengths above the limit become
    /// the limit (over-subscribing the code), then codes move from the longest
    /// length below the limit one level down until the sum is at most 1; should
    /// that overshoot, codes move from the longest length one level up until it
    /// is exactly 1. That second step never overshoots: every term, and so the
    /// gap, is a multiple of 2^-m for the longest length m present, which is
    /// what one such move adds. The lengths are then dealt out again, shortest
    /// to the most frequent symbol (ties by symbol).
    /// - Precondition: at least two and at most 2^limit symbols have a length.
    static func enforceLimit(_ lengths: inout [Int], freq: [Int], limit: Int) {
        guard lengths.contains(where: { $0 > limit }) else { return }
        var count = [Int](repeating: 0, count: limit + 1)
        for l in lengths where l > 0 { count[min(l, limit)] += 1 }
        precondition(count.reduce(0, +) >= 2 && count.reduce(0, +) <= 1 << limit, "no length-limited code")
        // The Kraft sum in units of 2^-limit; a complete code has exactly `full`.
        let full = 1 << limit
        var kraft = (1...limit).reduce(0) { $0 + count[$1] << (limit - $1) }
        while kraft > full, let l = (1..<limit).last(where: { count[$0] > 0 }) {
            count[l] -= 1
            count[l + 1] += 1
            kraft -= 1 << (limit - l - 1)
        }
        while kraft < full, let l = (2...limit).last(where: { count[$0] > 0 }) {
            count[l] -= 1
            count[l - 1] += 1
            kraft += 1 << (limit - l)
        }
        let order = lengths.indices.filter { lengths[$0] > 0 }.sorted { (freq[$1], $0) < (freq[$0], $1) }
        var l = 1
        for s in order {
            while count[l] == 0 { l += 1 }
            lengths[s] = l
            count[l] -= 1
        }
    }

    /// `code` with its low `width` bits in reverse order.
    static func reverse(_ code: UInt32, width: Int) -> UInt32 {
        var result: UInt32 = 0, c = code
        for _ in 0..<width {
            result = result << 1 | (c & 1)
            c >>= 1
        }
        return result
    }
}
