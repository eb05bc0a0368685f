import Raster

/// A path as SVG path data ("M x y L x y Q cx cy x y Z"), numbers printed
/// like Python's "%g" for the values in these tests (integers bare, halves as
/// "0.5"), so outlines can be compared with a fontTools pen dump.
func pathText(_ path: Path) -> String {
    func n(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
    return path.elements.map { element -> String in
        switch element {
        case .move(let p): return "M \(n(p.x)) \(n(p.y))"
        case .line(let p): return "L \(n(p.x)) \(n(p.y))"
        case .quad(let c, let p): return "Q \(n(c.x)) \(n(c.y)) \(n(p.x)) \(n(p.y))"
        case .cubic(let a, let b, let p):
            return "C \(n(a.x)) \(n(a.y)) \(n(b.x)) \(n(b.y)) \(n(p.x)) \(n(p.y))"
        case .close: return "Z"
        }
    }.joined(separator: " ")
}

/// A standalone SVG document showing a font-unit outline (y flipped to point
/// up), for eyeballing a glyph in a browser; see `GlyphSVGDumpTests`.
func svgDocument(_ path: Path, unitsPerEm: Int) -> String {
    let box = path.controlBounds ?? Rect(minX: 0, minY: 0, maxX: 1, maxY: 1)
    let pad = Double(unitsPerEm) / 20
    let flipped = path.transformed(by: AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
    let (width, height) = (box.width + 2 * pad, box.height + 2 * pad)
    return """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="\(box.minX - pad) \(-box.maxY - pad) \
        \(width) \(height)" width="\(Int(400 * width / height))" height="400">
        <path fill="black" fill-rule="nonzero" d="\(pathText(flipped))"/>
        </svg>

        """
}
