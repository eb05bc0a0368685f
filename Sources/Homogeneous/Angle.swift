#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An angle built from an explicit unit, so that a caller never has to guess
/// whether a number is in degrees or radians.
///
/// ```swift
/// let tilt = Angle.degrees(15)
/// let turn = Angle.radians(.pi / 2)
/// ```
///
/// The angle remembers the unit it was made in, so `Angle.degrees(15).degrees`
/// is exactly 15 (not 14.999999999999998), sums and multiples of degree angles
/// stay exact, and ``sine`` and ``cosine`` are exactly 0 and ±1 for whole
/// quarter turns given in degrees (so `Matrix4(rotationZ: .degrees(90))` has
/// exact integer entries). Equality, hashing and ordering compare the value in
/// radians: `.degrees(180) == .radians(.pi)`.
public struct Angle: Hashable, Sendable, Comparable {
    /// The value in the unit it was created in.
    @usableFromInline
    internal enum Storage: Sendable {
        case degrees(Double)
        case radians(Double)
    }

    @usableFromInline
    internal var storage: Storage

    /// Creates an angle from radians.
    @inlinable
    public init(radians: Double) { storage = .radians(radians) }

    /// Creates an angle from degrees.
    @inlinable
    public init(degrees: Double) { storage = .degrees(degrees) }

    /// An angle of `value` radians.
    @inlinable
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }

    /// An angle of `value` degrees.
    @inlinable
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }

    /// The angle in radians. Setting it makes radians the angle's unit.
    @inlinable
    public var radians: Double {
        get {
            switch storage {
            case .degrees(let d): return d * .pi / 180
            case .radians(let r): return r
            }
        }
        set { storage = .radians(newValue) }
    }

    /// The angle in degrees. Setting it makes degrees the angle's unit.
    @inlinable
    public var degrees: Double {
        get {
            switch storage {
            case .degrees(let d): return d
            case .radians(let r): return r * 180 / .pi
            }
        }
        set { storage = .degrees(newValue) }
    }

    /// The zero angle.
    public static let zero = Angle(degrees: 0)

    /// True when both angles have the same value in radians.
    @inlinable
    public static func == (a: Angle, b: Angle) -> Bool { a.radians == b.radians }

    /// Hashes the value in radians, consistently with `==`.
    @inlinable
    public func hash(into hasher: inout Hasher) { hasher.combine(radians) }

    /// Orders angles by their value in radians.
    @inlinable
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}

extension Angle {
    /// Combines two angles with `op`, in degrees when both are in degrees.
    @inlinable
    internal static func combine(_ a: Angle, _ b: Angle, _ op: (Double, Double) -> Double) -> Angle {
        if case .degrees(let x) = a.storage, case .degrees(let y) = b.storage { return .degrees(op(x, y)) }
        return .radians(op(a.radians, b.radians))
    }

    /// The angle scaled by `s`, in the same unit.
    @inlinable
    internal func scaled(by s: Double) -> Angle {
        switch storage {
        case .degrees(let d): return .degrees(d * s)
        case .radians(let r): return .radians(r * s)
        }
    }

    /// The sum of two angles.
    @inlinable
    public static func + (a: Angle, b: Angle) -> Angle { combine(a, b, +) }

    /// The difference of two angles.
    @inlinable
    public static func - (a: Angle, b: Angle) -> Angle { combine(a, b, -) }

    /// The opposite angle.
    @inlinable
    public static prefix func - (a: Angle) -> Angle { a.scaled(by: -1) }

    /// The angle scaled by `s`.
    @inlinable
    public static func * (a: Angle, s: Double) -> Angle { a.scaled(by: s) }

    /// The angle scaled by `s`.
    @inlinable
    public static func * (s: Double, a: Angle) -> Angle { a.scaled(by: s) }

    /// The sine and cosine together; exact for whole quarter turns in degrees.
    public var sineAndCosine: (sine: Double, cosine: Double) {
        guard case .degrees(let d) = storage, d.isFinite else { return (sin(radians), cos(radians)) }
        // Reduce to (−360, 360) exactly, then catch the quarter turns.
        let r = d.truncatingRemainder(dividingBy: 360)
        switch r {
        case 0: return (0, 1)
        case 90, -270: return (1, 0)
        case 180, -180: return (0, -1)
        case 270, -90: return (-1, 0)
        default:
            let radians = r * .pi / 180
            return (sin(radians), cos(radians))
        }
    }

    /// The sine; exactly 0 or ±1 for whole quarter turns given in degrees.
    public var sine: Double { sineAndCosine.sine }

    /// The cosine; exactly 0 or ±1 for whole quarter turns given in degrees.
    public var cosine: Double { sineAndCosine.cosine }
}

extension Angle: CustomStringConvertible {
    /// The angle in its own unit: `15.0°` or `1.5 rad`.
    public var description: String {
        switch storage {
        case .degrees(let d): return "\(d)°"
        case .radians(let r): return "\(r) rad"
        }
    }
}
