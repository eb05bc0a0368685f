import Raster

/// Horizontal pair kerning from the legacy `kern` table (format 0 subtables).
///
/// Both the Microsoft header (version 0) and the Apple header (version 1.0)
/// are read. Only horizontal, non-minimum, non-cross-stream format 0
/// subtables are used; values from several subtables add up, and an
/// "override" subtable replaces the sum so far. Unsorted pairs fall back to a
/// linear scan instead of a binary search.
struct KernTable: Sendable {
    /// One format 0 subtable's pairs.
    struct Subtable: Sendable {
        /// The pair records: left u16, right u16, value i16, six bytes each.
        let pairs: ByteReader
        /// The number of pair records.
        let count: Int
        /// True when the (left, right) keys strictly increase, allowing binary search.
        let sorted: Bool
        /// True when this subtable's value replaces the sum of earlier ones.
        let replaces: Bool
    }

    /// The usable subtables, in table order.
    let subtables: [Subtable]

    /// Reads the table; nil when it has no usable subtable.
    init?(_ r: ByteReader) throws(FontError) {
        let apple = try r.u16(at: 0) == 1
        let tableCount = apple ? try r.int32u(at: 4) : try r.int16u(at: 2)
        var at = apple ? 8 : 4
        var found: [Subtable] = []
        for _ in 0..<Swift.min(tableCount, r.count / 6) {
            guard at < r.count else { break }
            let declared = apple ? try r.int32u(at: at) : try r.int16u(at: at + 2)
            let coverage = try r.u16(at: at + 4)
            let header = apple ? 8 : 6
            let format = apple ? coverage & 0xFF : coverage >> 8
            let horizontal = apple ? coverage & 0xE000 == 0 : coverage & 0x07 == 0x01
            guard format == 0 else {
                guard declared >= header else {
                    throw r.error(.malformed, at: at, "kern subtable length \(declared) is shorter than its header")
                }
                at += declared
                continue
            }
            let count = try r.int16u(at: at + header)
            let pairs = try r.window(at: at + header + 8, length: count * 6, "the \(count) kerning pairs")
            if horizontal {
                found.append(Subtable(pairs: pairs, count: count, sorted: try Self.isSorted(pairs, count),
                                      replaces: !apple && coverage & 0x08 != 0))
            }
            // The 16-bit length of large format 0 subtables overflows; their size follows from the count.
            at += header + 8 + count * 6
        }
        guard !found.isEmpty else { return nil }
        subtables = found
    }

    /// True when the pair keys strictly increase.
    private static func isSorted(_ pairs: ByteReader, _ count: Int) throws(FontError) -> Bool {
        var previous: UInt32?
        for i in 0..<count {
            let key = try pairs.u32(at: 6 * i)
            if let previous, key <= previous { return false }
            previous = key
        }
        return true
    }

    /// The kerning between `left` and `right` in font units (negative moves them closer).
    func adjustment(_ left: Int, _ right: Int) -> Int {
        let key = (left & 0xFFFF) << 16 | (right & 0xFFFF)
        var total = 0
        for table in subtables {
            guard let value = table.sorted ? search(table, key) : scan(table, key) else { continue }
            total = table.replaces ? value : total + value
        }
        return total
    }

    /// Binary search for `key` in a sorted subtable.
    private func search(_ table: Subtable, _ key: Int) -> Int? {
        table.pairs.withWindow { w -> Int? in
            var low = 0, high = table.count
            while low < high {
                let mid = (low + high) / 2
                guard let probe = w.be32(6 * mid) else { return nil }
                if probe == key { return w.signed16(6 * mid + 4) }
                if probe < key { low = mid + 1 } else { high = mid }
            }
            return nil
        }
    }

    /// Linear search for `key` in an unsorted subtable; the first match wins.
    private func scan(_ table: Subtable, _ key: Int) -> Int? {
        table.pairs.withWindow { w -> Int? in
            for i in 0..<table.count where w.be32(6 * i) == key { return w.signed16(6 * i + 4) }
            return nil
        }
    }
}
