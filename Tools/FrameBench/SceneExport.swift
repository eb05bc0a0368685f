import Foundation
import Raster
import TagCloud

/// Writes the benchmark's draw lists as `scene.json` for the peers in
/// Tools/peers (Pillow, Skia), so they draw exactly our labels:
///
/// ```json
/// {"width":1920,"height":1080,"background":[r,g,b],"font":"…/DejaVuSans.ttf",
///  "frames":[[["text",pixelSize,penX,baselineY,r,g,b,a255],…],…]}
/// ```
///
/// Labels are in drawing order (back to front); `a255` is
/// round(colour alpha × depth alpha × 255).
enum SceneExport {
    /// The JSON text for every frame of `bench`, naming the font at `fontPath`.
    static func json(_ bench: BenchScene, fontPath: String) -> String {
        let background = bench.scene.style.background
        var out = "{\"width\":\(BenchScene.width),\"height\":\(BenchScene.height),"
        out += "\"background\":[\(background.r),\(background.g),\(background.b)],"
        out += "\"font\":\(quoted(fontPath)),\"frames\":["
        for frame in 0..<bench.replay.frameCount {
            if frame > 0 { out += "," }
            out += "["
            var first = true
            for case .label(let label) in bench.drawList(frame: frame).items {
                if !first { out += "," }
                first = false
                let text = bench.scene.layout.tags[label.tag].text
                let a = (Double(label.color.a) * label.alpha).rounded()
                out += "[\(quoted(text)),\(number(label.run.pixelSize)),\(number(label.origin.x)),"
                out += "\(number(label.origin.y)),\(label.color.r),\(label.color.g),\(label.color.b),\(Int(a))]"
            }
            out += "]"
        }
        return out + "]}\n"
    }

    /// A JSON number with six decimals.
    static func number(_ x: Double) -> String {
        String(format: "%.6f", x)
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
