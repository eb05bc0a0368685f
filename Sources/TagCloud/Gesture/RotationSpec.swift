import Homogeneous

/// A rotation about an axis, written `AXIS:ANGLE` on the command line
/// (`--rotate x:15`) and in gesture scripts (`rotate y:-30`, `spin y:20/s`).
///
/// - AXIS is `x`, `y` or `z` (either case), or a direction `X,Y,Z` such as
///   `1,1,0`, in view space: x right, y up, z toward the viewer.
/// - ANGLE is in degrees (`15`, `15deg`, `15°`) or radians (`0.5rad`);
///   its magnitude is limited to ``maximumDegrees``.
///
/// The rotation follows the right-hand rule and applies in view space:
/// `--rotate x:15` turns an orientation `M` into `Rx(15°) · M`: the top of
/// the sphere tips toward the viewer (+y toward +z) and the front moves down.
/// Several rotations apply in the order given (see ``orientation(applying:to:)``).
public struct RotationSpec: Hashable, Sendable {
    /// The rotation axis, unit length, in view space.
    public var axis: Vector3
    /// The angle (for a rate from ``parseRate(_:)``: the angle per second).
    public var angle: Angle

    /// The largest angle magnitude accepted, in degrees (about 2 778 turns).
    public static let maximumDegrees = 1_000_000.0

    /// Creates a rotation; `axis` is normalised (a zero axis becomes +z with a zero angle).
    public init(axis: Vector3, angle: Angle) {
        if let unit = axis.normalized {
            self.axis = unit
            self.angle = angle
        } else {
            self.axis = .unitZ
            self.angle = .zero
        }
    }

    /// The rotation as a matrix.
    public var matrix: Matrix4 { Matrix4(rotation: angle, axis: axis) }

    /// The rotation as a unit quaternion.
    public var quaternion: Quaternion { Quaternion(angle: angle, axis: axis) }

    /// `M` after applying `rotations` in order, each on the left in view
    /// space: `Rn · … · R2 · R1 · M`.
    public static func orientation(applying rotations: [RotationSpec], to m: Matrix4 = .identity) -> Matrix4 {
        rotations.reduce(m) { $1.matrix * $0 }
    }

    /// Parses `AXIS:ANGLE`, such as `x:15`, `y:-0.5rad` or `1,1,0:30`.
    public static func parse(_ text: String) throws(SpecError) -> RotationSpec {
        try parse(text, rate: false)
    }

    /// Parses an angular velocity `AXIS:ANGLE/s` (the `/s` is optional), such
    /// as `y:20/s`, `y:20` or `x:0.5rad/s`; ``angle`` is then per second.
    public static func parseRate(_ text: String) throws(SpecError) -> RotationSpec {
        try parse(text, rate: true)
    }

    private static func parse(_ text: String, rate: Bool) throws(SpecError) -> RotationSpec {
        let example = rate ? "AXIS:RATE such as y:20/s or x:0.5rad/s" : "AXIS:ANGLE such as x:15 or y:-0.5rad"
        let s = Array(text.unicodeScalars)
        // Split at the one colon.
        let colons = s.indices.filter { s[$0] == ":" }
        guard colons.count == 1, let colon = colons.first else {
            throw SpecError("expected \(example), got \(text.quotedForMessage)")
        }
        guard colon > 0 else { throw SpecError("missing axis in \(text.quotedForMessage): expected \(example)") }
        guard colon + 1 < s.count else {
            throw SpecError("missing angle in \(text.quotedForMessage): expected \(example)", offset: colon + 1)
        }
        let axis = try parseAxis(String(String.UnicodeScalarView(s[..<colon])), in: text)
        let angle = try parseAngle(s[(colon + 1)...], offset: colon + 1, rate: rate, in: text)
        return RotationSpec(axis: axis, angle: angle)
    }

    /// `x`, `y`, `z` or a non-zero direction `X,Y,Z`.
    private static func parseAxis(_ word: String, in text: String) throws(SpecError) -> Vector3 {
        switch word.lowercased() {
        case "x": return .unitX
        case "y": return .unitY
        case "z": return .unitZ
        default: break
        }
        let parts = word.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3 else {
            throw SpecError("unknown axis \(word.quotedForMessage) in \(text.quotedForMessage): "
                + "expected x, y, z or a direction such as 1,1,0")
        }
        var c: [Double] = []
        var offset = 0
        for part in parts {
            guard let v = DecimalNumber.plain(part), abs(v) <= 1e6 else {
                throw SpecError("bad axis component \(part.quotedForMessage) in \(text.quotedForMessage): "
                    + "expected a direction such as 1,1,0", offset: offset)
            }
            c.append(v)
            offset += part.unicodeScalars.count + 1
        }
        guard let axis = Vector3(c[0], c[1], c[2]).normalized else {
            throw SpecError("axis \(word.quotedForMessage) has no direction: give a non-zero vector such as 1,1,0")
        }
        return axis
    }

    /// Parses an angle: degrees (no unit, `deg` or `°`) or radians (`rad`),
    /// and for a rate an optional `/s`. `text` is the whole value, for messages;
    /// `offset` is where `s` starts in it.
    static func parseAngle(_ s: ArraySlice<Unicode.Scalar>, offset: Int = 0, rate: Bool = false,
                           in text: String) throws(SpecError) -> Angle {
        let word = String(String.UnicodeScalarView(s))
        let context = word == text ? "" : " in \(text.quotedForMessage)"
        guard let number = DecimalNumber(scanning: s) else {
            throw SpecError("bad angle \(word.quotedForMessage)\(context): "
                + "expected degrees such as 15 or radians such as 0.5rad", offset: offset)
        }
        var unit = number.unit
        if rate, unit.hasSuffix("/s") { unit.removeLast(2) }
        let degrees: Double
        switch unit {
        case "", "deg", "°": degrees = number.value
        case "rad": degrees = number.value * (180 / .pi)
        default:
            let what = rate ? "a rate in degrees (20/s) or radians (0.5rad/s)" : "degrees (15) or radians (0.5rad)"
            throw SpecError("unknown angle unit \(number.unit.quotedForMessage)\(context): use \(what)",
                            offset: offset + number.unitOffset)
        }
        guard degrees.isFinite, abs(degrees) <= maximumDegrees else {
            throw SpecError("angle \(word.quotedForMessage) is out of range: the limit is ±1000000°", offset: offset)
        }
        return unit == "rad" ? .radians(number.value) : .degrees(number.value)
    }
}
