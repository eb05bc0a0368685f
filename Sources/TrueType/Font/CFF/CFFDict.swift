/// A CFF DICT: operators with their numeric operands.
///
/// Operators are keyed as their byte, or 1200 + the second byte for escaped
/// (12 x) operators. A CFF2 `blend` inside a DICT keeps the default values.
struct CFFDict: Sendable {
    /// Each operator's operands, in order.
    private(set) var entries: [Int: [Double]] = [:]

    /// The most operands one operator may take.
    static let maximumOperands = 513

    /// Parses the DICT in `r` (all of it). `regionCount` gives the number of
    /// variation regions for `blend` (CFF2 private DICTs).
    init(_ r: ByteReader, regionCount: (Int) -> Int = { _ in 0 }) throws(FontError) {
        var operands: [Double] = []
        var at = 0
        var vsindex = 0
        while at < r.count {
            let b0 = Int(try r.u8(at: at))
            switch b0 {
            case 28:
                operands.append(Double(try r.i16(at: at + 1))); at += 3
            case 29:
                operands.append(Double(Int32(bitPattern: try r.u32(at: at + 1)))); at += 5
            case 30:
                let (value, next) = try Self.real(r, at: at + 1)
                operands.append(value); at = next
            case 32...246:
                operands.append(Double(b0 - 139)); at += 1
            case 247...250:
                operands.append(Double((b0 - 247) * 256 + Int(try r.u8(at: at + 1)) + 108)); at += 2
            case 251...254:
                operands.append(Double(-(b0 - 251) * 256 - Int(try r.u8(at: at + 1)) - 108)); at += 2
            case 0...21, 22...27, 31:
                var op = b0
                if b0 == 12 { op = 1200 + Int(try r.u8(at: at + 1)); at += 2 } else { at += 1 }
                if op == 23 {
                    // blend: n default values, n × k deltas, then n.
                    guard let last = operands.last, last >= 0, Int(last) <= operands.count - 1 else {
                        throw r.error(.malformed, at: at - 1, "DICT blend without its count")
                    }
                    let n = Int(last), k = regionCount(vsindex)
                    let total = n * (k + 1) + 1
                    guard total <= operands.count else {
                        throw r.error(.malformed, at: at - 1, "DICT blend needs \(total) operands")
                    }
                    let first = operands.count - total
                    operands.removeSubrange((first + n)...)
                    continue
                }
                if op == 22, let v = operands.last { vsindex = Int(max(0, min(v, 65535))) }
                entries[op] = operands
                operands.removeAll(keepingCapacity: true)
            default:
                throw r.error(.malformed, at: at, "reserved byte \(b0) in a DICT")
            }
            guard operands.count <= Self.maximumOperands else {
                throw r.error(.malformed, at: at, "more than \(Self.maximumOperands) operands in a DICT")
            }
        }
    }

    /// A real number in packed decimal nibbles at `at`, and where it ends.
    private static func real(_ r: ByteReader, at start: Int) throws(FontError) -> (Double, Int) {
        var text = ""
        var at = start
        while true {
            let byte = Int(try r.u8(at: at))
            at += 1
            for nibble in [byte >> 4, byte & 15] {
                switch nibble {
                case 0...9: text.append(Character(Unicode.Scalar(UInt8(48 + nibble))))
                case 10: text.append(".")
                case 11: text.append("E")
                case 12: text.append("E-")
                case 14: text.append("-")
                case 15: return (Double(text) ?? 0, at)
                default: break
                }
            }
            guard text.count < 64 else { throw r.error(.malformed, at: start, "real number too long in a DICT") }
        }
    }

    /// The first operand of `op`, or `fallback` when absent.
    func number(_ op: Int, _ fallback: Double = 0) -> Double {
        entries[op]?.first ?? fallback
    }

    /// The first operand of `op` as a non-negative offset or count, when present and valid.
    func offset(_ op: Int, at index: Int = 0) -> Int? {
        guard let values = entries[op], index < values.count else { return nil }
        let v = values[index]
        guard v >= 0, v < 0x7FFF_FFFF, v == v.rounded() else { return nil }
        return Int(v)
    }
}
