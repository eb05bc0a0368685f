import Foundation
import Testing

/// `--theme light` sets the background and gradient unless they are given.
@Suite struct ThemeOptionTests {
    /// The last pixel of a 64x36 PPM of the sample words (a background pixel).
    static func corner(_ extra: [String]) throws -> [UInt8] {
        let result = try TagCloudProcess.run(["render", "--tags", "-", "--size", "64x36", "-o", "-"] + extra,
                                             stdin: Array("Moon,3\nMars,2\nVenus,1\n".utf8))
        #expect(result.status == 0, "\(result.stderr)")
        return Array(result.stdout.suffix(3))
    }

    @Test func lightThemeIsLightAndAGivenBackgroundWins() throws {
        #expect(try Self.corner([]).allSatisfy { $0 < 64 })
        #expect(try Self.corner(["--theme", "light"]).allSatisfy { $0 > 192 })
        #expect(try Self.corner(["--theme", "light", "--background", "black"]) == [0, 0, 0])
    }
}
