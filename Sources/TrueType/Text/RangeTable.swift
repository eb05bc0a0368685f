/// Lookup in a generated Unicode property table: sorted entries of
/// `start << bits | value`, each value holding from its start up to the next
/// entry's start (``BidiClass`` and ``ArabicJoining`` tables).
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
}
