import Raster
import Testing

/// The code of Raster's "Colour and blending" page
/// (Sources/Raster/Raster.docc/ColorAndBlending.md), run as written, with
/// the values its comments give checked.
@Suite struct ColorArticleTests {
    @Test func thePageAsOneProgram() throws {
        // Example: Raster.docc/ColorAndBlending.md
        let coral = try Color(parsing: "coral")                 // #ff7f50
        let glass = try Color(parsing: "#3366ff80")             // alpha 0x80
        let sky = try Color(parsing: "hsl(210 80% 60% / 50%)")  // #4799eb80
        let same = try Color(parsing: "rgb(71 153 235 / 0.5)")  // #4799eb80

        do {
            _ = try Color(parsing: "darkgren")
        } catch {
            // 0 unknown colour 'darkgren' (did you mean 'darkgreen'?)
            print(error.offset, error)
        }
        // End of example
        #expect(coral.description == "#ff7f50")
        #expect(glass == Color(r: 0x33, g: 0x66, b: 0xff, a: 0x80))
        #expect(sky.description == "#4799eb80")
        #expect(same == sky)
        #expect(throws: ColorParseError(input: "darkgren", offset: 0,
                                        message: "unknown colour 'darkgren' (did you mean 'darkgreen'?)")) {
            try Color(parsing: "darkgren")
        }

        // Example: Raster.docc/ColorAndBlending.md
        let ramp = try Gradient(parsing: "red, lime")
        let yellow = ramp.color(at: 0.5)   // #d0a800: a clear yellow
        let washed = Gradient(ramp.stops, space: .linear).color(at: 0.5)  // #bcbc00
        let olive = Gradient(ramp.stops, space: .srgb).color(at: 0.5)     // #808000

        do {
            _ = try Gradient(parsing: "red, rgb(0 128 0), blu")
        } catch {
            print(error.offset)   // 19, where "blu" starts
        }
        // End of example
        #expect(yellow.description == "#d0a800")
        #expect(washed.description == "#bcbc00")
        #expect(olive.description == "#808000")
        #expect(ramp.color(at: 0) == Color(rgb: 0xff0000) && ramp.color(at: 1) == Color(rgb: 0x00ff00))
        let error = try #require(throws: ColorParseError.self) { try Gradient(parsing: "red, rgb(0 128 0), blu") }
        #expect(error.offset == 19)
        // What the page says besides: 148 names; a stop fading out keeps its colour.
        #expect(Color.cssNamedColors.count == 148)
        #expect(Gradient([Color(rgb: 0xff0000), .transparent]).color(at: 0.5) == Color(r: 255, g: 0, b: 0, a: 128))

        // Example: Raster.docc/ColorAndBlending.md
        let half = CoverageMask(originX: 0, originY: 0, width: 1, height: 1,
                                coverage: [128])
        var linear = try Canvas(width: 1, height: 1, background: .black)
        linear.composite(half, color: .white)
        var srgb = try Canvas(width: 1, height: 1, background: .black)
        srgb.composite(half, color: .white, blend: .srgb)
        let inLight = linear.pixel(x: 0, y: 0)   // #bcbcbc
        let inBytes = srgb.pixel(x: 0, y: 0)     // #808080
        // End of example
        #expect(inLight?.description == "#bcbcbc")
        #expect(inBytes?.description == "#808080")

        // Example: Raster.docc/ColorAndBlending.md
        // Byte 128 gives a fifth of the light; half the light is byte 188.
        let light = SRGB.toLinear(128 / 255)          // 0.216
        let byte = SRGB.encodeByte(0.5)               // 188
        let white = Oklab.fromLinearSRGB((1, 1, 1))   // (1, 0, 0), to rounding
        // End of example
        #expect(abs(light - 0.216) < 0.0005)
        #expect(byte == 188)
        #expect(abs(white.0 - 1) < 1e-6 && abs(white.1) < 1e-6 && abs(white.2) < 1e-6)
    }
}
