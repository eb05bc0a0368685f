@testable import Raster
@testable import ImageCodecs
import Testing

/// Length-limited Huffman codes are complete (Kraft sum exactly 1), which
/// zlib's inflate requires of the code-length code always and of the other
/// two codes whenever they have two or more symbols.
@Suite struct HuffmanCodeTests {
    /// Frequencies of many shapes: deep (Fibonacci, powers of two) to force
    /// limiting, flat, sparse, one symbol, none.
    static func frequencySets(count: Int, seed: UInt64) -> [[Int]] {
        var rng = ImageTestGenerator(seed: seed)
        var sets: [[Int]] = []
        for shape in 0..<6 {
            for _ in 0..<40 {
                var f = [Int](repeating: 0, count: count)
                let used = Array((0..<count).shuffled(using: &rng).prefix(.random(in: 2...count, using: &rng)))
                switch shape {
                case 0:  // Fibonacci weights: a tree as deep as the symbols allow
                    var (a, b) = (1, 1)
                    for s in used { f[s] = a; (a, b) = (b, min(a + b, 1 << 40)) }
                case 1: for (k, s) in used.enumerated() { f[s] = 1 << min(k, 40) }
                case 2: for s in used { f[s] = .random(in: 1...1_000_000, using: &rng) }
                case 3: for s in used { f[s] = Int.random(in: 0...20, using: &rng) == 0 ? 100_000 : 1 }
                case 4: f[used[0]] = .random(in: 0...9, using: &rng)   // one symbol or none
                default:
                    // What a code-length alphabet sees: a few common symbols, 16/17/18 rarer.
                    for s in used { f[s] = Int.random(in: 0...3, using: &rng) == 0 ? .random(in: 1...3, using: &rng) : .random(in: 20...3000, using: &rng) }
                }
                sets.append(f)
            }
        }
        return sets
    }

    @Test(arguments: [(19, 7), (30, 15), (286, 15), (19, 5)])
    func limitedCodesAreCompleteAndOrdered(count: Int, limit: Int) {
        var limited = 0
        for f in HuffmanCodeTests.frequencySets(count: count, seed: UInt64(count * 100 + limit)) {
            let lengths = HuffmanCode(frequencies: f, limit: limit).lengths.map(Int.init)
            // Every used symbol has a code within the limit; at most two unused ones are padding.
            #expect(f.indices.allSatisfy { f[$0] == 0 || (1...limit).contains(lengths[$0]) })
            #expect(lengths.indices.filter { f[$0] == 0 && lengths[$0] > 0 }.count <= 2)
            // Kraft sum exactly 1 in units of 2^-limit: complete, never over-subscribed.
            let kraft = lengths.reduce(0) { $0 + ($1 > 0 ? 1 << (limit - $1) : 0) }
            #expect(kraft == 1 << limit, "lengths \(lengths) for \(f)")
            // A more frequent symbol never has a longer code.
            for a in f.indices where f[a] > 0 {
                for b in f.indices where f[b] > f[a] { #expect(lengths[b] <= lengths[a]) }
            }
            if HuffmanCode.limitedLengths(f, limit: 64).contains(where: { $0 > limit }) { limited += 1 }
        }
        // The shapes do reach the limit (so the limiting itself was tested).
        #expect(limited >= 20)
    }

    @Test func dynamicHeadersDecodeUnderZlibRules() throws {
        // A block of only a dynamic header and end-of-block, for many frequency sets:
        // the strict inflater builds all three codes by zlib's rules, then reads the end.
        let literals = HuffmanCodeTests.frequencySets(count: 286, seed: 7)
        let distances = HuffmanCodeTests.frequencySets(count: 30, seed: 8)
        for (literal, distance) in zip(literals, distances) {
            var l = literal
            l[256] = max(l[256], 1)
            let header = DynamicHeader(literalFrequency: l, distanceFrequency: distance)
            var writer = BitWriter()
            writer.write(1, width: 1)
            writer.write(2, width: 2)
            header.write(into: &writer)
            writer.write(header.literal.codes[256], width: Int(header.literal.lengths[256]))
            #expect(try Inflate.raw(writer.finish()) == [])
        }
    }
}
