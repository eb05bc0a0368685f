import Raster

/// Appends bit fields least-significant-bit first, as DEFLATE packs them.
struct BitWriter {
    /// The finished bytes.
    private(set) var bytes: [UInt8]
    /// Pending bits, lowest first.
    private var buffer: UInt64 = 0
    /// How many bits of `buffer` are pending (always < 32 between calls).
    private var count: Int = 0

    /// Starts writing after `prefix` (e.g. a header already in the output).
    init(prefix: [UInt8] = [], reserving capacity: Int = 0) {
        bytes = prefix
        bytes.reserveCapacity(prefix.count + capacity)
    }

    /// Writes the low `width` bits of `value` (width ≤ 32).
    @inline(__always)
    mutating func write(_ value: UInt32, width: Int) {
        buffer |= UInt64(value) &<< UInt64(count)
        count &+= width
        if count >= 32 {
            // Flush four whole bytes at once.
            let word = UInt32(truncatingIfNeeded: buffer)
            bytes.append(UInt8(truncatingIfNeeded: word))
            bytes.append(UInt8(truncatingIfNeeded: word >> 8))
            bytes.append(UInt8(truncatingIfNeeded: word >> 16))
            bytes.append(UInt8(truncatingIfNeeded: word >> 24))
            buffer &>>= 32
            count &-= 32
        }
    }

    /// Pads with zero bits to the next byte boundary and flushes.
    mutating func alignToByte() {
        while count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer &>>= 8
            count = max(count - 8, 0)
        }
        buffer = 0
    }

    /// Appends whole bytes; the writer must be byte-aligned.
    mutating func appendAligned(_ raw: UnsafeRawBufferPointer) {
        precondition(count == 0, "BitWriter.appendAligned needs byte alignment")
        bytes.append(contentsOf: raw)
    }

    /// Aligns and returns the bytes written.
    mutating func finish() -> [UInt8] {
        alignToByte()
        return bytes
    }
}
