/// The rectangle where two frames of the same size differ.
struct ChangedRect: Hashable, Sendable {
    var x = 0, y = 0, width = 0, height = 0

    /// The bounding box of the pixels (of `channels` bytes) where `a` and
    /// `b` differ, or nil when they are equal.
    static func between(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int, channels: Int) -> ChangedRect? {
        let rowBytes = width * channels
        var top = -1, bottom = -1, left = width, right = -1
        a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in
            guard let pa = a.baseAddress, let pb = b.baseAddress else { return }
            for y in 0..<height {
                let ra = pa + y * rowBytes, rb = pb + y * rowBytes
                if equal(ra, rb, rowBytes) { continue }
                if top < 0 { top = y }
                bottom = y
                var l = 0
                while l < rowBytes && ra[l] == rb[l] { l += 1 }
                var r = rowBytes - 1
                while r > l && ra[r] == rb[r] { r -= 1 }
                left = min(left, l / channels)
                right = max(right, r / channels)
            }
        }
        }
        guard top >= 0 else { return nil }
        return ChangedRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// Whether `count` bytes at `a` and `b` are equal (eight at a time).
    @inline(__always)
    private static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var i = 0
        let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b)
        while i + 8 <= count {
            if ra.loadUnaligned(fromByteOffset: i, as: UInt64.self) != rb.loadUnaligned(fromByteOffset: i, as: UInt64.self) {
                return false
            }
            i += 8
        }
        while i < count {
            if a[i] != b[i] { return false }
            i += 1
        }
        return true
    }
}
