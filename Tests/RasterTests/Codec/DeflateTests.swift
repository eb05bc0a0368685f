@testable import Raster
@testable import ImageCodecs
import Testing

@Suite struct DeflateTests {
    static func samples() -> [(String, [UInt8])] {
        var rng = ImageTestGenerator(seed: 99)
        let random = (0..<70_000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let text = Array(String(repeating: "the tag cloud spins; words drift by. ", count: 900).utf8)
        // Skewed bytes: few symbols, short random runs — dynamic Huffman territory.
        let skewed = (0..<120_000).map { _ in UInt8([0, 0, 0, 1, 2, 255][Int.random(in: 0...5, using: &rng)]) }
        let zeros = [UInt8](repeating: 0, count: 200_000)
        return [("empty", []), ("one byte", [42]), ("random", random), ("text", text),
                ("skewed", skewed), ("zeros", zeros), ("two", [1, 2])]
    }

    @Test(arguments: CompressionLevel.allCases)
    func zlibRoundTrips(level: CompressionLevel) throws {
        for (name, data) in DeflateTests.samples() {
            let packed = data.withUnsafeBytes { Deflate.zlibCompress($0, level: level) }
            #expect(try Inflate.zlib(packed) == data, "\(name) at \(level)")
            if level != .stored, data.count > 1000 {
                // Random data may not shrink, but grows by at most stored framing per 32 Ki-token block.
                #expect(packed.count <= data.count + 6 + 5 * (data.count / 32768 + 1), "\(name)")
            }
        }
    }

    @Test func compressesRedundantData() throws {
        let samples = Dictionary(uniqueKeysWithValues: DeflateTests.samples())
        let zeros = try #require(samples["zeros"]), text = try #require(samples["text"])
        let skewed = try #require(samples["skewed"])
        #expect(zeros.withUnsafeBytes { Deflate.compress($0) }.count < 600)
        #expect(text.withUnsafeBytes { Deflate.compress($0) }.count < 400)
        // Six symbols need under 2.6 bits each; LZ77 only helps a little.
        #expect(skewed.withUnsafeBytes { Deflate.compress($0) }.count < skewed.count * 3 / 8)
    }

    @Test func headerAndDeterminism() {
        let data = Array("hello hello hello".utf8)
        let a = data.withUnsafeBytes { Deflate.zlibCompress($0) }
        let b = data.withUnsafeBytes { Deflate.zlibCompress($0) }
        #expect(a == b)
        #expect(a[0] == 0x78 && (Int(a[0]) * 256 + Int(a[1])) % 31 == 0)
    }

    @Test func huffmanLengthsRespectLimitAndKraft() {
        // Fibonacci frequencies force a degenerate tree deeper than 15 levels.
        var fib = [1, 1]
        while fib.count < 30 { fib.append(fib[fib.count - 1] + fib[fib.count - 2]) }
        for limit in [7, 15] {
            let code = HuffmanCode(frequencies: fib, limit: limit)
            #expect(code.lengths.allSatisfy { $0 >= 1 && Int($0) <= limit })
            let kraft = code.lengths.reduce(0.0) { $0 + 1 / Double(1 << Int($1)) }
            #expect(kraft == 1)  // complete: zlib refuses an incomplete code
        }
        // Unlimited, a dyadic distribution gets its exact lengths.
        #expect(HuffmanCode(frequencies: [8, 4, 2, 1, 1], limit: 15).lengths == [1, 2, 3, 4, 4])
        // A single used symbol still gets a complete two-symbol code.
        #expect(HuffmanCode(frequencies: [0, 0, 5], limit: 15).lengths == [1, 0, 1])
    }
}
