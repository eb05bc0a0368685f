import Testing
@testable import TagCloud

/// Regression tests for inputs the `geo` fuzz target found (Tools/fuzz).
struct GeoHardeningTests {
    /// Found by the fuzzer: a vertical tab inside an encoded polyline was
    /// echoed raw into "character '…' is not part of an encoded polyline".
    @Test func badPolylineCharacterIsEscaped() {
        let text = "_izlhA~rlgdF_{geC~ywl@_kwzCn`{\u{0B}nI"
        #expect(throws: PolylineError("character '\\u{b}' is not part of an encoded polyline "
            + "(expected characters from '?' to '~')", offset: 30)) {
            _ = try EncodedPolyline.decode(text, precision: .six)
        }
        for scalar in ["\n", "\r", "\u{1B}", "\u{85}", "\u{2028}", "\u{0}"] {
            do {
                _ = try EncodedPolyline.decode("_p~iF" + scalar + "~ps|U")
                Issue.record("\(scalar.debugDescription) decoded")
            } catch {
                #expect(GestureHardeningTests.hasControl(error.description) == false, "\(error.description.debugDescription)")
                #expect(error.offset == 5)
            }
        }
    }
}
