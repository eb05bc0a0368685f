/// Bounds-checked reads from the font file for the OpenType layout engine.
///
/// Layout tables are followed through offsets while shaping, not checked at
/// load, so every read here checks its bounds and a read past the end of the
/// file gives 0 (an empty count, a null offset): a malformed table makes
/// lookups match less, never traps. The engine's nesting limit and operation
/// budget (``LayoutBudget``) keep a table that points at itself from looping.
/// Valid only inside the `withUnsafeBufferPointer` call that made it.
struct LayoutData {
    /// The whole font file.
    let file: UnsafeBufferPointer<UInt8>

    /// The big-endian `UInt16` at `at`, or 0 past the end.
    @inline(__always)
    func u16(_ at: Int) -> Int {
        guard at >= 0, at < file.count - 1 else { return 0 }
        return Int(file[at]) << 8 | Int(file[at + 1])
    }

    /// The big-endian `Int16` at `at`, or 0 past the end.
    @inline(__always)
    func i16(_ at: Int) -> Int { Int(Int16(truncatingIfNeeded: u16(at))) }

    /// The big-endian `UInt32` at `at`, or 0 past the end.
    @inline(__always)
    func u32(_ at: Int) -> Int {
        guard at >= 0, at < file.count - 3 else { return 0 }
        return Int(file[at]) << 24 | Int(file[at + 1]) << 16 | Int(file[at + 2]) << 8 | Int(file[at + 3])
    }

    /// The table `u16(at)` points to from `base`, or nil for a null offset.
    @inline(__always)
    func offset16(_ base: Int, _ at: Int) -> Int? {
        let offset = u16(at)
        return offset == 0 ? nil : base + offset
    }

    /// The coverage index of `glyph` in the Coverage table at `table`, or nil.
    func coverage(_ table: Int, _ glyph: Int) -> Int? {
        let format = u16(table), count = u16(table + 2)
        var low = 0, high = count
        switch format {
        case 1:
            // Past either end of the sorted list: not covered, with no search
            // (most glyphs a mark lookup meets are letters, far from its marks).
            guard count > 0, glyph >= u16(table + 4), glyph <= u16(table + 2 + 2 * count) else { return nil }
            while low < high {
                let mid = (low + high) / 2
                let value = u16(table + 4 + 2 * mid)
                if value == glyph { return mid }
                if value < glyph { low = mid + 1 } else { high = mid }
            }
        case 2:
            // Before the first range or after the last: not covered.
            guard count > 0, glyph >= u16(table + 4), glyph <= u16(table + 6 * count) else { return nil }
            while low < high {
                let mid = (low + high) / 2
                let at = table + 4 + 6 * mid
                let first = u16(at), last = u16(at + 2)
                if glyph < first { high = mid } else if glyph > last { low = mid + 1 } else {
                    return u16(at + 4) + glyph - first
                }
            }
        default:
            break
        }
        return nil
    }

    /// The class of `glyph` in the ClassDef table at `table` (0 when unlisted or no table).
    func classOf(_ table: Int?, _ glyph: Int) -> Int {
        guard let table else { return 0 }
        switch u16(table) {
        case 1:
            let first = u16(table + 2), count = u16(table + 4)
            guard glyph >= first, glyph - first < count else { return 0 }
            return u16(table + 6 + 2 * (glyph - first))
        case 2:
            var low = 0, high = u16(table + 2)
            while low < high {
                let mid = (low + high) / 2
                let at = table + 4 + 6 * mid
                let first = u16(at), last = u16(at + 2)
                if glyph < first { high = mid } else if glyph > last { low = mid + 1 } else { return u16(at + 4) }
            }
            return 0
        default:
            return 0
        }
    }

    /// The x and y of the Anchor table at `table` (formats 1-3; device and
    /// contour-point adjustments, which need hinting or a size, are ignored).
    func anchor(_ table: Int) -> (x: Int, y: Int) {
        (i16(table + 2), i16(table + 4))
    }
}
