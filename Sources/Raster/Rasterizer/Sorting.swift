/// Sorts `count` values at `base` in place by `less`, without allocating:
/// insertion sort for short runs or runs with at most 16 descents (the usual
/// case here), heapsort otherwise, so no input takes quadratic time.
@inline(__always)
func sortInPlace<T>(_ base: UnsafeMutablePointer<T>, _ count: Int, by less: (T, T) -> Bool) {
    var descents = 0
    for i in 1 ..< Swift.max(1, count) where less(base[i], base[i - 1]) { descents += 1 }
    if descents == 0 { return }
    // Insertion sort costs up to count × descents moves: only for a few.
    if count <= 32 || descents <= 16 {
        var i = 1
        while i < count {
            let item = base[i]
            var j = i
            while j > 0 && less(item, base[j - 1]) {
                base[j] = base[j - 1]
                j -= 1
            }
            base[j] = item
            i += 1
        }
        return
    }
    // Heapsort: build a max-heap, then move the largest to the end repeatedly.
    func siftDown(_ start: Int, _ end: Int) {
        var root = start
        while 2 * root + 1 < end {
            var child = 2 * root + 1
            if child + 1 < end && less(base[child], base[child + 1]) { child += 1 }
            guard less(base[root], base[child]) else { return }
            swap(&base[root], &base[child])
            root = child
        }
    }
    var start = count / 2
    while start > 0 {
        start -= 1
        siftDown(start, count)
    }
    var end = count
    while end > 1 {
        end -= 1
        swap(&base[0], &base[end])
        siftDown(0, end)
    }
}
