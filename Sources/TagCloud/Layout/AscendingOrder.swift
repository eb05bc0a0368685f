/// The indices of `keys` in ascending order of key, equal keys in index
/// order (keys are not NaN). The relaxations sort their labels by height
/// or by x every round; this merge sort reads the keys through a buffer
/// and compares them directly, where sorting the indices with a closure
/// cost several times as much. Any sort gives the same order, since
/// (key, index) orders every pair.
func ascendingOrder(of keys: UnsafeBufferPointer<Double>) -> [Int] {
    let n = keys.count
    var order = Array(0..<n)
    guard n > 1 else { return order }
    var scratch = [Int](repeating: 0, count: n)
    order.withUnsafeMutableBufferPointer { order in
        scratch.withUnsafeMutableBufferPointer { scratch in
            var from = order, to = scratch
            // Runs of `width` sorted indices, merged in pairs, until one run is left.
            var width = 1
            while width < n {
                var start = 0
                while start < n {
                    let mid = Swift.min(start + width, n), end = Swift.min(start + 2 * width, n)
                    var i = start, j = mid, k = start
                    while i < mid && j < end {
                        // Take from the right run only when its key is smaller (ties keep index order).
                        if keys[from[j]] < keys[from[i]] {
                            to[k] = from[j]
                            j += 1
                        } else {
                            to[k] = from[i]
                            i += 1
                        }
                        k += 1
                    }
                    while i < mid { to[k] = from[i]; i += 1; k += 1 }
                    while j < end { to[k] = from[j]; j += 1; k += 1 }
                    start = end
                }
                swap(&from, &to)
                width *= 2
            }
            // The sorted run is in `from`; make sure it is `order`.
            if from.baseAddress != order.baseAddress { _ = order.update(fromContentsOf: from) }
        }
    }
    return order
}
