@testable import Raster
import Foundation
import Testing

@Suite struct SRGBTests {
    @Test func tableRoundTripsEveryByte() {
        for v in 0...255 {
            #expect(SRGB.encode16(SRGB.linear16(UInt8(v))) == UInt8(v), "byte \(v)")
        }
    }

    @Test func tablesMatchTheTransferFunction() {
        // Known points of the sRGB curve (IEC 61966-2-1).
        #expect(SRGB.linear16(0) == 0)
        #expect(Int(SRGB.linear16(255)) == SRGB.linearOne)
        #expect(abs(SRGB.toLinear(0.5) - 0.214041) < 1e-6)
        #expect(abs(SRGB.toLinear(0.04045) - 0.04045 / 12.92) < 1e-12)
        #expect(SRGB.encodeByte(0.5) == 188)
        #expect(SRGB.encodeByte(0.2158605) == 128)  // 128/255 decodes to 0.21586
        // The table agrees with the exact encoding to within one step everywhere.
        for i in stride(from: 0, through: SRGB.linearOne, by: 7) {
            let exact = Int(SRGB.encodeByte(Double(i) / Double(SRGB.linearOne)))
            #expect(abs(Int(SRGB.encode16(UInt16(i))) - exact) <= 1)
        }
        // Decode is monotonic and strictly increasing.
        for v in 1...255 { #expect(SRGB.linear16(UInt8(v)) > SRGB.linear16(UInt8(v - 1))) }
    }
}
