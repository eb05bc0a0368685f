import Foundation
import Homogeneous
import Testing

/// The JSON shapes documented in Codable.swift, written out by hand, and the
/// errors a malformed document gives.
@Suite struct CodableTests {
    func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    @Test func shapes() throws {
        #expect(try json(Vector3(1, 2.5, -3)) == "[1,2.5,-3]")
        #expect(try json(Vector4(1, 2, 3, 0)) == "[1,2,3,0]")
        #expect(try json(Quaternion.identity) == "[0,0,0,1]")
        // Columns of four: the translation is the start of the last one.
        #expect(try json(Matrix4(translation: Vector3(7, 8, 9))) == "[[1,0,0,0],[0,1,0,0],[0,0,1,0],[7,8,9,1]]")
        #expect(try json(Angle.degrees(15)) == #"{"degrees":15}"#)
        #expect(try json(Angle.radians(0.5)) == #"{"radians":0.5}"#)
        #expect(try json([EulerOrder.zyx, .xyx]) == #"["zyx","xyx"]"#)
        #expect(try json(DepthRange.zeroToOne) == #""zeroToOne""#)
        #expect(try json(Matrix4.Viewport(width: 640, height: 480)) == #"{"height":480,"width":640,"x":0,"y":0}"#)
    }

    @Test func readsWhatItWrites() throws {
        #expect(try decode(Vector3.self, "[1, 2.5, -3]") == Vector3(1, 2.5, -3))
        #expect(try decode(Quaternion.self, "[0.5, 0.5, 0.5, -0.5]") == Quaternion(x: 0.5, y: 0.5, z: 0.5, w: -0.5))
        #expect(try decode(Matrix4.self, "[[1,0,0,0],[0,1,0,0],[0,0,1,0],[7,8,9,1]]") == Matrix4(translation: Vector3(7, 8, 9)))
        #expect(try decode(Angle.self, #"{"degrees": 90}"#).description == "90.0°")
        #expect(try decode(EulerOrder.self, #""zxz""#) == .zxz)
        let viewport = Matrix4.Viewport(x: 1, y: 2, width: 3, height: 4)
        #expect(try decode(Matrix4.Viewport.self, try json(viewport)) == viewport)
        var rng = SplitMix64(seed: 472)
        for _ in 0..<100 {
            let m = rng.projective(), q = rng.quaternion(), v = rng.vector(1e6)
            #expect(try decode(Matrix4.self, try json(m)) == m)
            #expect(try decode(Quaternion.self, try json(q)) == q)
            #expect(try decode(Vector3.self, try json(v)) == v)
        }
    }

    /// The message of the error decoding `text` as `type` throws.
    func failure<T: Decodable>(_ type: T.Type, _ text: String) -> String {
        do {
            _ = try decode(type, text)
            return "no error"
        } catch DecodingError.dataCorrupted(let context) {
            return context.debugDescription
        } catch {
            return "\(error)"
        }
    }

    @Test func malformedDocumentsSayWhatWasExpected() {
        #expect(failure(Vector3.self, "[1, 2]") == "Vector3: expected 3 numbers, [x, y, z]; found 2")
        #expect(failure(Vector3.self, "[1, 2, 3, 4]") == "Vector3: expected 3 numbers, [x, y, z]; found 4 or more")
        #expect(failure(Quaternion.self, "[1, 2, 3]").hasPrefix("Quaternion: expected 4 numbers"))
        #expect(failure(Matrix4.self, "[[1,0,0,0],[0,1,0,0],[0,0,1,0]]")
            == "Matrix4: expected 4 columns of 4 numbers, [[c0], [c1], [c2], [c3]]")
        #expect(failure(Matrix4.self, "[[1,0,0,0],[0,1,0,0],[0,0,1,0],[0,0,1]]").hasPrefix("Matrix4 column 3: expected 4"))
        #expect(failure(Angle.self, #"{"degrees": 1, "radians": 2}"#).hasPrefix("Angle: expected exactly one of"))
        #expect(failure(Angle.self, #"{"turns": 1}"#).hasPrefix("Angle: expected exactly one of"))
        #expect(failure(EulerOrder.self, #""xyzzy""#) != "no error")
    }
}
