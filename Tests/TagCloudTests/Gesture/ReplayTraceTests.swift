import Foundation
import Homogeneous
import Testing
@testable import TagCloud

@Suite struct ReplayTraceTests {
    @Test func identityFrameHasAFixedFormat() throws {
        let replay = try makeReplay("wait 1s")
        let zero = "0.000000000", one = "1.000000000"
        let rows = [one, zero, zero, zero, zero, one, zero, zero, zero, zero, one, zero, zero, zero, zero, one]
        let expected = "{\"frame\":0,\"time\":\(zero),\"orientation\":[\(rows.joined(separator: ","))],"
            + "\"zoom\":\(one),\"angularVelocity\":[\(zero),\(zero),\(zero)]}"
        #expect(replay.traceLine(frame: 0) == expected)
    }

    @Test func quarterTurnIsRowMajorWithoutNegativeZeros() throws {
        // Ry(90°) by hand: rows (0 0 1 0), (0 1 0 0), (−1 0 0 0), (0 0 0 1).
        let replay = try makeReplay("spin y:90/s for 2s")
        let line = replay.traceLine(frame: 30)
        #expect(line.hasPrefix("{\"frame\":30,\"time\":1.000000000,\"orientation\":[0.000000000,0.000000000,"
            + "1.000000000,0.000000000,0.000000000,1.000000000,0.000000000,0.000000000,-1.000000000,"))
        #expect(line.hasSuffix("\"angularVelocity\":[0.000000000,1.570796327,0.000000000]}"))
        #expect(!line.contains("-0.000000000"))
    }

    @Test func traceLinesAreValidJSON() throws {
        let replay = try makeReplay("drag 300,-40 over 0.3s\nrelease\nwait 0.5s")
        for frame in 0..<replay.frameCount {
            let line = replay.traceLine(frame: frame)
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            let values = try #require(object)
            #expect(values["frame"] as? Int == frame)
            #expect((values["orientation"] as? [Double])?.count == 16)
            #expect((values["angularVelocity"] as? [Double])?.count == 3)
        }
    }
}
