@testable import Raster
import Testing

/// `rgb()`, `rgba()`, `hsl()`, `hsla()` and `none` (issue 19 A.5). Expected
/// values are worked by hand from CSS Color Level 4 (§4 and §7): hsl(0 100%
/// 71%) is 0.71 ± 0.29 per channel, so #ff6b6b (107.1 rounds to 107).
@Suite struct CSSColorFunctionTests {
    @Test(arguments: [
        ("rgb(255 107 107)", Color(r: 255, g: 107, b: 107)),
        ("rgb(255, 107, 107)", Color(r: 255, g: 107, b: 107)),
        ("RGB( 255 , 107 , 107 )", Color(r: 255, g: 107, b: 107)),
        ("rgb(100% 0% 50%)", Color(r: 255, g: 0, b: 128)),
        ("rgb(255 107 107 / 50%)", Color(r: 255, g: 107, b: 107, a: 128)),
        ("rgb(255 107 107/0.25)", Color(r: 255, g: 107, b: 107, a: 64)),
        ("rgba(255, 107, 107, 0.5)", Color(r: 255, g: 107, b: 107, a: 128)),
        ("rgba(0 0 0)", Color(r: 0, g: 0, b: 0)),
        ("rgb(300 -5 127.6)", Color(r: 255, g: 0, b: 128)),
        ("hsl(0 100% 71%)", Color(r: 255, g: 107, b: 107)),
        ("hsl(0, 100%, 50%)", Color(r: 255, g: 0, b: 0)),
        ("hsl(120 100% 25%)", Color(r: 0, g: 128, b: 0)),
        ("hsl(240deg 100% 50%)", Color(r: 0, g: 0, b: 255)),
        ("hsl(-120 100% 50%)", Color(r: 0, g: 0, b: 255)),
        ("hsl(0.5turn 100% 50%)", Color(r: 0, g: 255, b: 255)),
        ("hsl(3.14159265rad 100% 50%)", Color(r: 0, g: 255, b: 255)),
        ("hsl(200grad 100% 50%)", Color(r: 0, g: 255, b: 255)),
        ("hsl(60 100% 50% / 0)", Color(r: 255, g: 255, b: 0, a: 0)),
        ("hsla(0, 0%, 100%, 1)", Color(r: 255, g: 255, b: 255)),
        ("hsl(0 0% 50%)", Color(r: 128, g: 128, b: 128)),
        ("none", Color(r: 0, g: 0, b: 0, a: 0)),
        (" None ", Color(r: 0, g: 0, b: 0, a: 0)),
    ])
    func parses(text: String, expected: Color) throws {
        #expect(try Color(parsing: text) == expected)
    }

    @Test(arguments: [
        ("rgb(1 2)", "bad colour 'rgb(1 2)': expected rgb(…) such as rgb(255 107 107) or rgb(255 107 107 / 50%)"),
        ("rgb(1, 2 3)", "expected rgb(…)"),
        ("rgb(1, 2, 3 / 4)", "expected rgb(…)"),
        ("rgb(1 2 3 4)", "expected rgb(…)"),
        ("rgb(1 2 3", "expected rgb(…)"),
        ("rgb(a 2 3)", "expected a number from 0 to 255 or a percentage, got 'a'"),
        ("rgb(nan 2 3)", "got 'nan'"),
        ("rgb(1 2 3 / x)", "expected an alpha from 0 to 1 or a percentage, got 'x'"),
        ("hsl(x 50% 50%)", "expected a hue such as 120 or 120deg, got 'x'"),
        ("hsl(0 y 50%)", "expected a saturation percentage such as 50%, got 'y'"),
        ("hsv(0 1% 1%)", "unknown colour 'hsv(0 1% 1%)'"),
    ])
    func refuses(text: String, message: String) {
        #expect(throws: ColorParseError.self) { try Color(parsing: text) }
        do {
            _ = try Color(parsing: text)
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func gradientsKeepTheCommasInsideFunctions() throws {
        let text = "rgb(255, 0, 0), hsl(240, 100%, 50%),#0f0"
        let gradient = try Gradient(parsing: text)
        #expect(gradient.stops == [Color(r: 255, g: 0, b: 0), Color(r: 0, g: 0, b: 255), Color(r: 0, g: 255, b: 0)])
        // A bad colour is reported at its own offset.
        do {
            _ = try Gradient(parsing: "red,rgb(1,2)")
            Issue.record("no error")
        } catch {
            #expect(error.offset == 4)
        }
    }
}
