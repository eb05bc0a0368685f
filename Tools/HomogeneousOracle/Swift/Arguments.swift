import Foundation
import Homogeneous

/// An operation: reads its arguments, returns its result's printed fields.
typealias Operation = @Sendable (inout Arguments) -> [String]

/// The arguments of one request line, read left to right.
struct Arguments {
    private var tokens: ArraySlice<Substring>
    private let lineNumber: Int

    init(_ line: String, lineNumber: Int) {
        tokens = ArraySlice(line.split(separator: " "))
        self.lineNumber = lineNumber
    }

    /// Stops the tool: a request it cannot read is a bug in the oracle.
    func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("homogeneous-dump: line \(lineNumber): \(message)\n".utf8))
        exit(2)
    }

    mutating func word() -> String {
        guard let token = tokens.popFirst() else { fail("missing argument") }
        return String(token)
    }

    mutating func number() -> Double {
        let token = word()
        guard let value = Double(token) else { fail("'\(token)' is not a number") }
        return value
    }

    mutating func vector3() -> Vector3 { Vector3(number(), number(), number()) }
    mutating func vector4() -> Vector4 { Vector4(number(), number(), number(), number()) }
    mutating func quaternion() -> Quaternion { Quaternion(x: number(), y: number(), z: number(), w: number()) }
    mutating func matrix() -> Matrix4 { Matrix4(rows: (0..<16).map { _ in number() }) }
    mutating func viewport() -> Matrix4.Viewport {
        Matrix4.Viewport(x: number(), y: number(), width: number(), height: number())
    }

    mutating func angle() -> Angle {
        let token = word()
        guard let value = Double(token.dropFirst(4)) else { fail("'\(token)' is not an angle") }
        if token.hasPrefix("deg:") { return .degrees(value) }
        if token.hasPrefix("rad:") { return .radians(value) }
        fail("'\(token)' is not deg:N or rad:N")
    }

    mutating func order() -> EulerOrder {
        let token = word()
        guard let order = EulerOrder(rawValue: token) else { fail("'\(token)' is not an Euler order") }
        return order
    }

    mutating func depth() -> DepthRange {
        let token = word()
        guard let depth = DepthRange(rawValue: token) else { fail("'\(token)' is not a depth range") }
        return depth
    }
}

/// Printed fields of a result.
func fields(_ x: Double) -> [String] { ["\(x)"] }
func fields(_ b: Bool) -> [String] { [b ? "true" : "false"] }
func fields(_ a: Angle) -> [String] { fields(a.radians) }
func fields(_ v: Vector3) -> [String] { [v.x, v.y, v.z].map { "\($0)" } }
func fields(_ v: Vector4) -> [String] { [v.x, v.y, v.z, v.w].map { "\($0)" } }
func fields(_ q: Quaternion) -> [String] { [q.x, q.y, q.z, q.w].map { "\($0)" } }
func fields(_ m: Matrix4) -> [String] { m.rowMajor.map { "\($0)" } }
func fields<T>(_ value: T?, _ print: (T) -> [String]) -> [String] { value.map(print) ?? ["nil"] }
func fields(_ angles: (Angle, Angle, Angle)) -> [String] { fields(angles.0) + fields(angles.1) + fields(angles.2) }
