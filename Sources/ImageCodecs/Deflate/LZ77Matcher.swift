import Raster

/// A hash-chain LZ77 matcher over a 32 KiB window, producing DEFLATE tokens.
///
/// Tokens are `UInt32`: a literal byte is its value (< 65536), a match is
/// `length << 16 | (distance − 1)`. Positions in the chains are `Int32`, so
/// one matcher handles at most 2 GiB; ``Deflate`` restarts it beyond that.
struct LZ77Matcher {
    static let windowSize = 32768
    static let hashBits = 15
    static let minMatch = 3
    static let maxMatch = 258

    private var head: [Int32]
    private var prev: [Int32]
    /// Positions below this are in the hash chains.
    private var insertedUpTo = 0
    private let maxChain: Int
    private let niceLength: Int
    private let lazy: Bool

    init(level: CompressionLevel) {
        (maxChain, niceLength, lazy) = level.tuning
        head = [Int32](repeating: -1, count: 1 << LZ77Matcher.hashBits)
        prev = [Int32](repeating: -1, count: LZ77Matcher.windowSize)
    }

    /// Tokenizes `data[start..<end]` (matches may reach back before `start`,
    /// and must not read past `end`), appending to `tokens` until it holds
    /// `limit` tokens. Returns the position reached.
    mutating func tokenize(_ data: UnsafeRawBufferPointer, from start: Int, to end: Int,
                           into tokens: inout [UInt32], limit: Int) -> Int {
        var p = start
        let window = LZ77Matcher.windowSize
        head.withUnsafeMutableBufferPointer { head in
            prev.withUnsafeMutableBufferPointer { prev in
                // Hash of the three bytes at q (callers guarantee q + 3 ≤ end).
                @inline(__always) func hash(_ q: Int) -> Int {
                    let v = UInt32(data[q]) | UInt32(data[q &+ 1]) << 8 | UInt32(data[q &+ 2]) << 16
                    return Int((v &* 2_654_435_761) >> UInt32(32 - LZ77Matcher.hashBits))
                }
                // Adds positions up to (not including) q to the chains.
                @inline(__always) func insert(upTo q: Int) {
                    let stop = min(q, end &- 2)
                    while insertedUpTo < stop {
                        let h = hash(insertedUpTo)
                        prev[insertedUpTo & (window &- 1)] = head[h]
                        head[h] = Int32(truncatingIfNeeded: insertedUpTo)
                        insertedUpTo &+= 1
                    }
                    insertedUpTo = max(insertedUpTo, q)
                }
                // The longest match at q among earlier positions: (length, distance).
                @inline(__always) func longestMatch(_ q: Int) -> (Int, Int) {
                    let maxLength = min(LZ77Matcher.maxMatch, end &- q)
                    guard maxLength >= LZ77Matcher.minMatch else { return (0, 0) }
                    var candidate = Int(head[hash(q)])
                    var best = LZ77Matcher.minMatch - 1, bestDistance = 0, steps = maxChain
                    while candidate >= 0, q &- candidate <= window, steps > 0 {
                        // Check the byte that would extend the best match first.
                        if data[candidate &+ best] == data[q &+ best] {
                            let length = LZ77Matcher.matchLength(data, candidate, q, maxLength)
                            if length > best {
                                best = length
                                bestDistance = q &- candidate
                                if length >= niceLength || length == maxLength { break }
                            }
                        }
                        let next = Int(prev[candidate & (window &- 1)])
                        guard next < candidate else { break }
                        candidate = next
                        steps &-= 1
                    }
                    return best >= LZ77Matcher.minMatch ? (best, bestDistance) : (0, 0)
                }
                while p < end, tokens.count < limit {
                    insert(upTo: p)
                    var (length, distance) = longestMatch(p)
                    guard length > 0 else {
                        tokens.append(UInt32(data[p]))
                        p &+= 1
                        continue
                    }
                    // Lazy matching: prefer a longer match starting one byte later.
                    while lazy, length < niceLength, p &+ 1 < end, tokens.count &+ 1 < limit {
                        insert(upTo: p &+ 1)
                        let (next, nextDistance) = longestMatch(p &+ 1)
                        guard next > length else { break }
                        tokens.append(UInt32(data[p]))
                        p &+= 1
                        (length, distance) = (next, nextDistance)
                    }
                    tokens.append(UInt32(length) << 16 | UInt32(distance &- 1))
                    // Greedy (fast) mode does not index inside long matches, to keep runs fast.
                    if !lazy, length > 32 { insertedUpTo = max(insertedUpTo, p &+ length) }
                    p &+= length
                }
            }
        }
        return p
    }

    /// How many bytes match at `a` and `b` (a < b), up to `limit`, 8 at a time.
    @inline(__always)
    static func matchLength(_ data: UnsafeRawBufferPointer, _ a: Int, _ b: Int, _ limit: Int) -> Int {
        var n = 0
        while n &+ 8 <= limit {
            let x = data.loadUnaligned(fromByteOffset: a &+ n, as: UInt64.self)
                ^ data.loadUnaligned(fromByteOffset: b &+ n, as: UInt64.self)
            if x != 0 { return n &+ UInt64(littleEndian: x).trailingZeroBitCount &>> 3 }
            n &+= 8
        }
        while n < limit, data[a &+ n] == data[b &+ n] { n &+= 1 }
        return n
    }
}
