import Testing
@testable import TagCloud

/// ``ascendingOrder(of:)`` against the standard library's sort of the
/// indices by (key, index).
@Suite struct AscendingOrderTests {
    func expected(_ keys: [Double]) -> [Int] {
        keys.indices.sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
    }

    func ours(_ keys: [Double]) -> [Int] {
        keys.withUnsafeBufferPointer(ascendingOrder(of:))
    }

    /// Every length up to 70 (runs that do and do not pair up), with few
    /// distinct keys (many ties, both zeros among them) and with all distinct.
    @Test func matchesTheStandardSort() {
        var generator = SplitMix64(seed: 0x6f72_6465)
        for n in 0...70 {
            for _ in 0..<20 {
                let ties = (0..<n).map { _ in [-1.0, -0.0, 0.0, 0.5, 2][Int.random(in: 0..<5, using: &generator)] }
                #expect(ours(ties) == expected(ties), "\(ties)")
                let distinct = (0..<n).map { _ in Double.random(in: -1...1, using: &generator) }
                #expect(ours(distinct) == expected(distinct), "\(distinct)")
            }
        }
        // Already sorted, reversed, and one long run of equal keys.
        let sorted = (0..<257).map(Double.init)
        #expect(ours(sorted) == Array(0..<257))
        #expect(ours(sorted.reversed()) == Array((0..<257).reversed()))
        #expect(ours(Array(repeating: 3, count: 100)) == Array(0..<100))
    }
}
