import Foundation

/// sRGB transfer-function helpers: exact conversions in `Double` and the
/// lookup tables the canvas uses in its hot loops.
///
/// Linear light in the tables is fixed point with ``linearOne`` (65520 =
/// 4095 × 16) standing for 1.0. Decoding is a 256-entry table; encoding is a
/// 4096-entry table indexed by the linear value rounded to 12 bits, which is
/// just `(l + 8) >> 4`. Twelve bits are enough that `encode(decode(v)) == v`
/// for every byte (the steepest part of the curve, near black, moves 0.8 of a
/// byte per table step), and a blended value is off the exact one by at most
/// 0.4 of a byte before the final rounding, so within 1 LSB of a `Double`
/// reference. The table is 4 KiB, small enough to stay in L1 beside the
/// canvas rows being composited.
public enum SRGB {
    /// The fixed-point linear value standing for full intensity (1.0).
    public static let linearOne = 65520

    /// The exact sRGB decoding of an encoded value in 0...1 to linear light.
    @inlinable
    public static func toLinear(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// The exact sRGB encoding of linear light in 0...1 (clamped).
    @inlinable
    public static func fromLinear(_ linear: Double) -> Double {
        let x = min(max(linear, 0), 1)
        return x <= 0.0031308 ? x * 12.92 : 1.055 * pow(x, 1 / 2.4) - 0.055
    }

    /// The nearest byte to the sRGB encoding of `linear` (clamped to 0...1; NaN → 0).
    @inlinable
    public static func encodeByte(_ linear: Double) -> UInt8 {
        let v = (fromLinear(linear.isNaN ? 0 : linear) * 255).rounded()
        return UInt8(min(max(v, 0), 255))
    }

    /// Byte → fixed-point linear light (× ``linearOne``), rounded.
    public static let decodeTable: [UInt16] = (0...255).map { v in
        UInt16((toLinear(Double(v) / 255) * Double(linearOne)).rounded())
    }

    /// Linear light rounded to 12 bits (0...4095) → nearest sRGB byte.
    public static let encodeTable: [UInt8] = (0...4095).map { encodeByte(Double($0) / 4095) }

    /// The fixed-point linear value of an encoded byte (table lookup).
    @inlinable
    public static func linear16(_ encoded: UInt8) -> UInt16 {
        decodeTable[Int(encoded)]
    }

    /// The encoded byte nearest a fixed-point linear value in 0...``linearOne``
    /// (table lookup; larger values clamp to 255).
    @inlinable
    public static func encode16(_ linear: UInt16) -> UInt8 {
        encodeTable[min(encodeIndex(Int(linear)), 4095)]
    }

    /// The ``encodeTable`` index of a fixed-point linear value, rounded to nearest.
    @inlinable
    static func encodeIndex(_ linear: Int) -> Int {
        (linear &+ 8) &>> 4
    }
}
