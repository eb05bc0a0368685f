import Foundation
import Raster
import TrueType

/// Prints the coverage of single glyphs, for comparison with FreeType
/// (`Tools/peers/freetype_coverage.py`): each character of the text is drawn
/// alone with its pen at the origin on the baseline (y down), and one line
/// `U+XXXX left top width height HEX` gives the mask's pixel box relative to
/// the origin and its bytes, row by row.
///
/// `text-bench coverage FONT FACE SIZE TEXT`
enum GlyphCoverageDump {
    /// Runs the dump; returns false (after a message) when the font cannot be read.
    static func run(_ arguments: [String]) -> Bool {
        guard arguments.count == 4, let face = Int(arguments[1]), let size = Double(arguments[2]) else {
            FileHandle.standardError.write(Data("usage: text-bench coverage FONT FACE SIZE TEXT\n".utf8))
            return false
        }
        let font: Font
        do {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: arguments[0])))
            font = try Font(bytes: bytes, faceIndex: face)
        } catch {
            FileHandle.standardError.write(Data("text-bench: \(arguments[0]): \(error)\n".utf8))
            return false
        }
        let scale = size / Double(font.unitsPerEm)
        let margin = Int(size * 4) + 8
        let clip = PixelRect(x: 0, y: 0, width: 2 * margin, height: 2 * margin)
        let transform = AffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: Double(margin), ty: Double(margin))
        var decoder = GlyphOutlineDecoder(font: font)
        let rasterizer = Rasterizer()
        for scalar in arguments[3].unicodeScalars {
            let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
            guard let glyph = font.glyph(for: scalar) else { print("\(code) missing"); continue }
            let line = (try? rasterizer.withCoverage(of: glyph, decoder: &decoder, transform: transform,
                                                    clip: clip) { mask -> String in
                let hex = mask.coverage.map { String(format: "%02x", $0) }.joined()
                return "\(code) \(mask.originX - margin) \(mask.originY - margin) \(mask.width) \(mask.height) \(hex)"
            }) ?? "\(code) damaged"
            print(line)
        }
        return true
    }
}
