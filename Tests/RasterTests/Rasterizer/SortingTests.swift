@testable import Raster
import Testing

/// The rasterizer's allocation-free sort, against the standard library's, on
/// every path it takes: presorted, a few descents (insertion sort), random and
/// heavily repeated values (quicksort), and an adversary for quicksort's pivot
/// (heapsort past the depth limit). NaNs break the order; they must still
/// leave a permutation behind and never read or write out of bounds.
@Suite struct SortingTests {
    /// Sorts `values` with `sortInPlace` and returns them.
    func sorted(_ values: [Float]) -> [Float] {
        var copy = values
        copy.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { sortInPlace(base, buffer.count) { $0 < $1 } }
        }
        return copy
    }

    @Test(arguments: [0, 1, 2, 17, 33, 100, 1000, 5000])
    func randomValuesComeOutAsTheStandardSortGives(count: Int) {
        var rng = SplitMix64(state: UInt64(count))
        let values = (0 ..< count).map { _ in Float(Int.random(in: -1000 ... 1000, using: &rng)) / 8 }
        #expect(sorted(values) == values.sorted())
    }

    @Test(arguments: [2, 3, 40, 4000])
    func repeatedValuesComeOutSorted(distinct: Int) {
        var rng = SplitMix64(state: 7)
        let values = (0 ..< 4000).map { _ in Float(Int.random(in: 0 ..< distinct, using: &rng)) }
        #expect(sorted(values) == values.sorted())
    }

    @Test func nearlySortedAndReversedInputs() {
        var few = (0 ..< 500).map(Float.init)
        few.swapAt(10, 400)
        few.swapAt(3, 4)
        #expect(sorted(few) == few.sorted())
        let reversed = (0 ..< 3000).reversed().map(Float.init)
        #expect(sorted(reversed) == reversed.sorted())
    }

    /// An organ pipe keeps a median-of-three pivot near one end, so the depth
    /// limit hands parts of it to heapsort (six calls for 2048 values); a
    /// sawtooth repeats 37 values, all settled by three-way partitions.
    @Test func organPipeAndSawtoothInputs() {
        let pipe = (0 ..< 2048).map { Float($0 < 1024 ? $0 : 2047 - $0) }
        #expect(sorted(pipe) == pipe.sorted())
        let saw = (0 ..< 3000).map { Float($0 % 37) }
        #expect(sorted(saw) == saw.sorted())
    }

    /// Quicksort with its depth limit at 0 and 1: heapsort does all or most of the work.
    @Test(arguments: [0, 1])
    func heapsortPastTheDepthLimit(depth: Int) {
        var rng = SplitMix64(state: 5)
        var values = (0 ..< 1500).map { _ in Float(Int.random(in: 0 ..< 300, using: &rng)) }
        let expected = values.sorted()
        values.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { quickSort(base, 0, buffer.count, depth: depth) { $0 < $1 } }
        }
        #expect(values == expected)
    }

    @Test func structsSortByTheirKey() {
        var rng = SplitMix64(state: 3)
        var pairs = (0 ..< 700).map { i in (key: Float(Int.random(in: 0 ..< 50, using: &rng)), id: i) }
        pairs.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { sortInPlace(base, buffer.count) { $0.key < $1.key } }
        }
        #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.key <= $1.key })
        #expect(Set(pairs.map(\.id)) == Set(0 ..< 700))
    }

    @Test func nansLeaveAPermutation() {
        var rng = SplitMix64(state: 11)
        let values = (0 ..< 3000).map { i -> Float in
            i % 7 == 0 ? .nan : Float(Int.random(in: -100 ... 100, using: &rng))
        }
        let out = sorted(values)
        #expect(out.count == values.count)
        #expect(out.filter(\.isNaN).count == values.filter(\.isNaN).count)
        #expect(out.filter { !$0.isNaN }.sorted() == values.filter { !$0.isNaN }.sorted())
    }
}
