/// A growable, manually managed array of plain values, reused across fills so
/// the rasterizer's hot path never allocates once it has warmed up.
///
/// Elements are bitwise-copyable, so growing copies bytes and nothing needs
/// deinitializing. Indexing is unchecked: callers keep `0 ..< capacity`.
struct ScratchBuffer<Element: BitwiseCopyable>: ~Copyable {
    /// The first element.
    private(set) var base: UnsafeMutablePointer<Element>
    /// How many elements fit before the next reallocation.
    private(set) var capacity: Int
    /// How many elements are in use (for buffers used as lists).
    var count = 0

    /// Creates a buffer with room for `capacity` zeroed elements.
    init(capacity: Int = 64) {
        self.capacity = Swift.max(1, capacity)
        base = .allocate(capacity: self.capacity)
        UnsafeMutableRawPointer(base).initializeMemory(
            as: UInt8.self, repeating: 0, count: self.capacity * MemoryLayout<Element>.stride)
    }

    deinit { base.deallocate() }

    /// Makes room for `needed` elements, keeping the first `count` and
    /// zeroing everything after them.
    mutating func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        var newCapacity = capacity
        while newCapacity < needed { newCapacity *= 2 }
        let fresh = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        let bytes = newCapacity * MemoryLayout<Element>.stride
        UnsafeMutableRawPointer(fresh).initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        if count > 0 {
            UnsafeMutableRawPointer(fresh).copyMemory(
                from: base, byteCount: count * MemoryLayout<Element>.stride)
        }
        base.deallocate()
        base = fresh
        capacity = newCapacity
    }

    /// Appends one element, growing when full.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { reserve(count + 1) }
        base[count] = element
        count += 1
    }

    /// Sets the first `n` elements' bytes to zero.
    mutating func zero(_ n: Int) {
        reserve(n)
        UnsafeMutableRawPointer(base).initializeMemory(
            as: UInt8.self, repeating: 0, count: n * MemoryLayout<Element>.stride)
    }
}
