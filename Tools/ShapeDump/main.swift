// shape-dump: the glyphs and positions our shaping gives each line of a word
// list, in font units, for the HarfBuzz peer (Tools/peers/harfbuzz_shaping.py).
//
//   swift run --package-path Tools shape-dump --font embedded < words.txt
//   swift run --package-path Tools shape-dump --font a.ttf --font b.ttc#2 < words.txt
//
// Every --font is one font of a FontChain, in order ("embedded" is the
// compiled-in DejaVu Sans; "path#N" picks face N of a collection). Each input
// line is shaped through the public API alone, `FontChain.shape(_:pixelSize:)`
// at pixelSize == unitsPerEm of the first font, so positions are font units of
// that font (glyphs of the other fonts of a chain too). Output, one line per
// input line:
//
//   <advance> TAB <font>:<glyph>:<x>:<y> SPACE ...     (<font>: index in the chain)
//
// glyphs in visual order (left to right); x is the glyph origin right of the
// run origin (offsets included), y is the origin above the baseline (HarfBuzz's
// sense: our y is below the baseline, so it is negated here). Numbers are
// printed with up to 3 decimals.
import Foundation
import TrueType
import EmbeddedFont

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("shape-dump: \(message)\n".utf8))
    exit(2)
}

func number(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(format: "%.3f", rounded)
}

func loadFont(_ spec: String) -> Font {
    if spec == "embedded" { return Font.embedded }
    var path = spec
    var face = 0
    if let hash = spec.lastIndex(of: "#"), let index = Int(spec[spec.index(after: hash)...]) {
        path = String(spec[..<hash])
        face = index
    }
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    do {
        return try Font(bytes: [UInt8](data), faceIndex: face)
    } catch {
        fail("\(path): \(error)")
    }
}

var specs: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--font":
        guard let value = arguments.popFirst() else { fail("--font needs a value") }
        specs.append(value)
    default:
        fail("unknown argument \(argument) (usage: shape-dump --font PATH|embedded ... < words)")
    }
}
if specs.isEmpty { fail("give at least one --font") }
let fonts = specs.map(loadFont)
let chain = FontChain(fonts[0], fallbacks: Array(fonts.dropFirst()))
let size = Double(fonts[0].unitsPerEm)

var output = ""
while let line = readLine(strippingNewline: true) {
    let run = chain.shape(line, pixelSize: size)
    // Pixels at this size are font units of the first font (the pen is shared by the chain's fonts).
    let glyphs = run.glyphs.map { glyph in
        "\(glyph.font):\(glyph.glyph.rawValue):\(number(glyph.x)):\(number(-glyph.y))"
    }
    output += number(run.advance) + "\t" + glyphs.joined(separator: " ") + "\n"
    if output.utf8.count > 1 << 16 {
        FileHandle.standardOutput.write(Data(output.utf8))
        output = ""
    }
}
FileHandle.standardOutput.write(Data(output.utf8))
