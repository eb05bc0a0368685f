/// GIF's variable-length-code LZW compressor (GIF89a appendix F), written
/// from the specification.
///
/// The stream starts with a clear code; codes start one bit wider than the
/// minimum code size and grow by a bit whenever the next code to be assigned
/// needs it, up to 12 bits. When the 4096-entry table is full a clear code
/// resets it. The stream ends with the end-of-information code. Codes are
/// packed least significant bit first. The output is the bare code stream,
/// which the GIF encoders cut into data sub-blocks.
public struct LZWEncoder: Sendable {
    /// Slots in the open-addressing table of (prefix code, index) → code.
    private static let slots = 1 << 14
    /// Keys (prefix << 8 | index, plus one; 0 marks an empty slot).
    private var keys: [UInt32]
    /// The code of each occupied slot.
    private var codes: [UInt16]

    /// A compressor with its table allocated (reuse it across frames).
    public init() {
        keys = [UInt32](repeating: 0, count: LZWEncoder.slots)
        codes = [UInt16](repeating: 0, count: LZWEncoder.slots)
    }

    /// The smallest minimum code size GIF allows for `colors` palette
    /// entries (2 to 8).
    public static func minimumCodeSize(colors: Int) -> Int {
        var bits = 2
        while bits < 8 && 1 << bits < colors { bits += 1 }
        return bits
    }

    /// Appends the LZW code stream of `indices` (each below 2^`minCodeSize`)
    /// with minimum code size `minCodeSize` (2...8) to `out`.
    public mutating func encode(_ indices: UnsafeBufferPointer<UInt8>, minCodeSize: Int, into out: inout [UInt8]) {
        let minCodeSize = min(8, max(2, minCodeSize))
        let clear = 1 << minCodeSize, end = clear + 1
        let mask = UInt8(truncatingIfNeeded: (1 << minCodeSize) - 1)
        var bits = BitPacker()
        var codeSize = minCodeSize + 1
        var next = clear + 2
        resetTable()
        bits.write(clear, width: codeSize, into: &out)
        guard !indices.isEmpty else {
            bits.write(end, width: codeSize, into: &out)
            bits.flush(into: &out)
            return
        }
        keys.withUnsafeMutableBufferPointer { keys in
        codes.withUnsafeMutableBufferPointer { codes in
            let slotMask = LZWEncoder.slots - 1
            var prefix = Int(indices[0] & mask)
            for i in 1..<indices.count {
                let index = Int(indices[i] & mask)
                let key = UInt32(prefix << 8 | index) &+ 1
                var slot = (prefix &* 4099 ^ index &* 131) & slotMask
                var found = -1
                while keys[slot] != 0 {
                    if keys[slot] == key { found = Int(codes[slot]); break }
                    slot = (slot &+ 1) & slotMask
                }
                if found >= 0 {
                    prefix = found
                    continue
                }
                bits.write(prefix, width: codeSize, into: &out)
                if next < 4096 {
                    keys[slot] = key
                    codes[slot] = UInt16(next)
                    // The decoder, one entry behind, widens its codes after
                    // assigning 2^size − 1; here that is after assigning 2^size.
                    if next == 1 << codeSize && codeSize < 12 { codeSize += 1 }
                    next += 1
                } else {
                    // The table is full: clear it and start again.
                    bits.write(clear, width: codeSize, into: &out)
                    for k in 0..<keys.count { keys[k] = 0 }
                    codeSize = minCodeSize + 1
                    next = clear + 2
                }
                prefix = index
            }
            bits.write(prefix, width: codeSize, into: &out)
            // The decoder assigns an entry on reading that last code (unless
            // it followed a clear, when `next` cannot be a power of two) and
            // may widen before reading the end code.
            if next == 1 << codeSize && codeSize < 12 { codeSize += 1 }
        }
        }
        bits.write(end, width: codeSize, into: &out)
        bits.flush(into: &out)
    }

    private mutating func resetTable() {
        keys.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }
}
