/// Sorts `count` values at `base` in place by `less`, without allocating:
/// insertion sort for short runs or runs with at most 16 descents (the usual
/// case here), otherwise quicksort with three-way partitions (cut heights
/// repeat a lot), falling back to heapsort past a depth limit, so no input
/// takes quadratic time. Every index stays in bounds even if `less` is not a
/// strict weak order.
@inline(__always)
func sortInPlace<T>(_ base: UnsafeMutablePointer<T>, _ count: Int, by less: (T, T) -> Bool) {
    var descents = 0
    for i in 1 ..< Swift.max(1, count) where less(base[i], base[i - 1]) { descents += 1 }
    if descents == 0 { return }
    // Insertion sort costs up to count × descents moves: only for a few.
    if count <= 32 || descents <= 16 {
        insertionSort(base, 0, count, by: less)
        return
    }
    quickSort(base, 0, count, depth: 2 * (Int.bitWidth - count.leadingZeroBitCount), by: less)
}

/// Insertion sort of `lo ..< hi`.
@inline(__always)
private func insertionSort<T>(_ base: UnsafeMutablePointer<T>, _ lo: Int, _ hi: Int, by less: (T, T) -> Bool) {
    var i = lo + 1
    while i < hi {
        let item = base[i]
        var j = i
        while j > lo && less(item, base[j - 1]) {
            base[j] = base[j - 1]
            j -= 1
        }
        base[j] = item
        i += 1
    }
}

/// Exchanges two values (which may be the same one).
@inline(__always)
private func exchange<T>(_ base: UnsafeMutablePointer<T>, _ a: Int, _ b: Int) {
    let t = base[a]
    base[a] = base[b]
    base[b] = t
}

/// Quicksort of `lo ..< hi`: recurses into the smaller side and loops on the
/// larger, so the stack stays logarithmic; heapsort once `depth` runs out.
func quickSort<T>(_ base: UnsafeMutablePointer<T>, _ lo: Int, _ hi: Int, depth: Int,
                  by less: (T, T) -> Bool) {
    var lo = lo, hi = hi, depth = depth
    while hi - lo > 16 {
        if depth == 0 {
            heapSort(base + lo, hi - lo, by: less)
            return
        }
        depth -= 1
        // Pivot: the median of the first, middle and last values.
        let mid = lo + (hi - lo) / 2
        if less(base[mid], base[lo]) { exchange(base, mid, lo) }
        if less(base[hi - 1], base[mid]) { exchange(base, hi - 1, mid) }
        if less(base[mid], base[lo]) { exchange(base, mid, lo) }
        let pivot = base[mid]
        // Three ways: lo ..< lt below the pivot, lt ..< gt equal, gt ..< hi above.
        var lt = lo, i = lo, gt = hi
        while i < gt {
            if less(base[i], pivot) {
                exchange(base, lt, i)
                lt += 1
                i += 1
            } else if less(pivot, base[i]) {
                gt -= 1
                exchange(base, i, gt)
            } else {
                i += 1
            }
        }
        if lt - lo < hi - gt {
            quickSort(base, lo, lt, depth: depth, by: less)
            lo = gt
        } else {
            quickSort(base, gt, hi, depth: depth, by: less)
            hi = lt
        }
    }
    insertionSort(base, lo, hi, by: less)
}

/// Heapsort of `count` values: build a max-heap, then move the largest to
/// the end repeatedly.
func heapSort<T>(_ base: UnsafeMutablePointer<T>, _ count: Int, by less: (T, T) -> Bool) {
    func siftDown(_ start: Int, _ end: Int) {
        var root = start
        while 2 * root + 1 < end {
            var child = 2 * root + 1
            if child + 1 < end && less(base[child], base[child + 1]) { child += 1 }
            guard less(base[root], base[child]) else { return }
            exchange(base, root, child)
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
        exchange(base, 0, end)
        siftDown(0, end)
    }
}
