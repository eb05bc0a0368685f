#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `remainder(x, 2π)`, the IEEE remainder of an angle by a whole turn (in
/// [−π, π]), bit for bit, without libm's call for the angles layout
/// relaxation wraps many times a round (differences of two wrapped angles,
/// and a wrapped angle plus a push).
///
/// For |x| < 3π the remainder is x less n whole turns with n = −1, 0 or 1:
/// n = ±1 exactly when |x| > π (a tie, |x| = π, rounds n to 0, the even
/// one), and then x ∓ 2π is exact (x lies within a factor of two of 2π);
/// a zero result keeps the sign of x, as IEEE's does. Anything else
/// (larger, infinite, NaN) goes to libm.
@inline(__always)
func turnRemainder(_ x: Double) -> Double {
    let turn = 2 * Double.pi
    let m = x.magnitude
    // (3π is rounded; a double below it is below 3π itself.)
    guard m < 3 * Double.pi else { return remainder(x, turn) }
    guard m > Double.pi else { return x }
    let r = x > 0 ? x - turn : x + turn
    return r != 0 ? r : Double(signOf: x, magnitudeOf: 0)
}
