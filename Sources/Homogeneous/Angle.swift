/// An angle, stored in radians, built from an explicit unit so that a caller
/// never has to guess whether a number is in degrees or radians.
///
/// ```swift
/// let tilt = Angle.degrees(15)
/// let turn = Angle.radians(.pi / 2)
/// ```
public struct Angle: Hashable, Sendable, Comparable {
    /// The angle in radians.
    public var radians: Double

    /// Creates an angle from radians.
    @inlinable
    public init(radians: Double) { self.radians = radians }

    /// Creates an angle from degrees.
    @inlinable
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// An angle of `value` radians.
    @inlinable
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }

    /// An angle of `value` degrees.
    @inlinable
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }

    /// The angle in degrees.
    @inlinable public var degrees: Double { radians * 180 / .pi }

    /// The zero angle.
    public static let zero = Angle(radians: 0)

    /// Orders angles by their value in radians.
    @inlinable
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}

extension Angle {
    /// The sum of two angles.
    @inlinable
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }

    /// The difference of two angles.
    @inlinable
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }

    /// The opposite angle.
    @inlinable
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }

    /// The angle scaled by `s`.
    @inlinable
    public static func * (a: Angle, s: Double) -> Angle { Angle(radians: a.radians * s) }

    /// The angle scaled by `s`.
    @inlinable
    public static func * (s: Double, a: Angle) -> Angle { Angle(radians: a.radians * s) }
}

extension Angle: CustomStringConvertible {
    /// The angle in degrees, as `15.0°`.
    public var description: String { "\(degrees)°" }
}
