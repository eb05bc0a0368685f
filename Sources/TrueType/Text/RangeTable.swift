/// Lookup in a generated Unicode property table: sorted entries of
/// `start << bits | value`, each value holding from its start up to the next
/// entry's start (``BidiClass`` and ``ArabicJoining`` tables), or sorted
/// entries of `key << shift | value` looked up by their exact key (brackets,
/// mirrors, decompositions and compositions).
enum RangeTable {
    /// The value of the last entry whose start is at or below `scalar`, or nil
    /// when every entry starts above it (or there is none). A binary search.
    static func value(of scalar: UInt32, in table: [UInt32], bits: UInt32) -> UInt32? {
        var low = 0, high = table.count
        while high - low > 1 {
            let mid = (low + high) / 2
            if table[mid] >> bits <= scalar { low = mid } else { high = mid }
        }
        guard !table.isEmpty, table[low] >> bits <= scalar else { return nil }
        return table[low] & (1 << bits - 1)
    }

    /// The entry of `table` whose key, its `keyBits` bits from bit `shift`
    /// up (all of them by default), is `key`, or nil; the table is sorted
    /// by that key. A binary search.
    static func entry(_ key: UInt64, in table: [UInt64], shift: UInt64, keyBits: UInt64 = 64) -> UInt64? {
        let mask: UInt64 = keyBits >= 64 ? .max : (1 << keyBits) - 1
        var low = 0, high = table.count
        while low < high {
            let mid = (low + high) / 2
            let k = table[mid] >> shift & mask
            if k == key { return table[mid] }
            if k < key { low = mid + 1 } else { high = mid }
        }
        return nil
    }
}
