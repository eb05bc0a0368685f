#if canImport(Glibc)
import Glibc
#endif

/// Large pixel and byte buffers (frames of an animation) allocated so that
/// Linux backs them with transparent huge pages where it can: one page fault
/// per 2 MiB instead of per 4 KiB when a frame is first written, and fewer
/// TLB misses while drawing. Elsewhere, and for small buffers, it is a plain
/// array. The contents are the same either way.
package enum LargeBuffer {
    /// Below this many bytes the advice is not worth a system call.
    static let threshold = 4 << 20

    /// An array of `count` elements, each `value`.
    package static func array<T: BitwiseCopyable>(repeating value: T, count: Int) -> [T] {
        [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            advise(UnsafeMutableRawBufferPointer(buffer))
            buffer.initialize(repeating: value)
            initialized = count
        }
    }

    /// Asks the kernel for huge pages over the whole 2 MiB pages inside
    /// `buffer`, before it is first touched.
    package static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
        #if canImport(Glibc)
        guard buffer.count >= threshold, let base = buffer.baseAddress else { return }
        let huge = 2 << 20
        let start = (Int(bitPattern: base) + huge - 1) & ~(huge - 1)
        let end = (Int(bitPattern: base) + buffer.count) & ~(huge - 1)
        guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(pointer, end - start, MADV_HUGEPAGE)
        #endif
    }
}
