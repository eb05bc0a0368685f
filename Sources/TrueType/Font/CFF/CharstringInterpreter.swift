import Raster

/// Runs Type 2 (CFF) and CFF2 charstrings, handing the outline to a
/// ``GlyphOutlineDecoder`` as moves, lines and cubic curves.
///
/// Hints (`hstem`, `vstem`, their `hm` forms, `hintmask`, `cntrmask`) are
/// parsed only to skip the right number of mask bytes; the advance width a
/// CFF charstring may start with is dropped (`hmtx` gives advances); CFF2
/// `blend` keeps the default instance. Every read is bounds-checked, the
/// operand stack holds at most ``maximumStack`` values (513 for CFF2),
/// subroutines nest at most ``maximumDepth`` deep, and one glyph runs at most
/// ``maximumOperations`` operators.
///
/// The FontMatrix entries' transform (see ``CFFOutlines/glyphTransform(top:sub:unitsPerEm:)``)
/// is applied to each point handed on. The deprecated `seac` form of
/// `endchar` (4 operands after the width: adx ady bchar achar) draws the
/// StandardEncoding glyphs `bchar` at the origin and `achar` moved by
/// (adx, ady), as FreeType and fontTools do; its components may not use it again.
struct CharstringInterpreter: Sendable {
    /// How deep subroutine calls may nest.
    static let maximumDepth = 10
    /// The operand stack's size in CFF (CFF2 allows 513).
    static let maximumStack = 48
    /// How many operators (including operands) one glyph may execute.
    static let maximumOperations = 1 << 20

    let outlines: CFFOutlines
    var stack: [Double] = []
    private var limit = maximumStack
    var x = 0.0, y = 0.0
    private var stems = 0
    private var widthDone = false
    private var operations = 0
    private var vsindex = 0
    private var local = CFFIndex?.none
    private var finished = false
    /// The FontMatrix transform of the glyph's font DICT (nil: none).
    private var matrix = AffineTransform?.none
    /// True while a `seac` component runs.
    private var inAccent = false

    init(outlines: CFFOutlines) {
        self.outlines = outlines
        stack.reserveCapacity(outlines.cff2 ? 513 : Self.maximumStack)
    }

    /// Runs glyph `glyph`'s charstring into `sink`.
    mutating func run(_ glyph: Int, into sink: inout GlyphOutlineDecoder) throws(FontError) {
        guard glyph >= 0, glyph < outlines.charStrings.count else {
            throw outlines.table.error(.indexOutOfRange, at: 0,
                                       "glyph \(glyph) is out of range: the CFF has \(outlines.charStrings.count)")
        }
        let fd = try outlines.fontDict(of: glyph)
        local = outlines.privates[fd].subroutines
        vsindex = outlines.privates[fd].vsindex
        matrix = outlines.privates[fd].transform
        limit = outlines.cff2 ? 513 : Self.maximumStack
        operations = 0
        inAccent = false
        try start(glyph, at: 0, 0, into: &sink)
    }

    /// Runs glyph `glyph`'s charstring from the point (`x0`, `y0`) with a fresh stack and hints.
    private mutating func start(_ glyph: Int, at x0: Double, _ y0: Double,
                                into sink: inout GlyphOutlineDecoder) throws(FontError) {
        stack.removeAll(keepingCapacity: true)
        (x, y, stems) = (x0, y0, 0)
        widthDone = outlines.cff2
        finished = false
        try execute(outlines.charStrings.object(glyph), depth: 0, into: &sink)
        sink.cffClose()
    }

    /// The point handed on for (`px`, `py`) in charstring units.
    private func placed(_ px: Double, _ py: Double) -> Point {
        guard let matrix else { return Point(x: px, y: py) }
        return matrix.apply(Point(x: px, y: py))
    }

    /// `seac`: the base glyph at the origin, then the accent moved by (adx, ady).
    private mutating func accented(_ r: ByteReader, _ at: Int, into sink: inout GlyphOutlineDecoder) throws(FontError) {
        let s = stack
        let (adx, ady) = (s[s.count - 4], s[s.count - 3])
        guard !inAccent else { throw fail(r, at, "an accented character's component is itself accented (seac)") }
        func component(_ code: Double) throws(FontError) -> Int {
            guard code >= 0, code <= 255, let glyph = try outlines.standardGlyph(Int(code)) else {
                throw r.error(outlines.cidKeyed ? .unsupported : .malformed, at: at,
                              "seac names StandardEncoding code \(code), which \(outlines.cidKeyed ? "a CID-keyed font cannot name" : "no glyph of the charset has")")
            }
            return glyph
        }
        let base = try component(s[s.count - 2]), accent = try component(s[s.count - 1])
        inAccent = true
        defer { inAccent = false }
        try start(base, at: 0, 0, into: &sink)
        try start(accent, at: adx, ady, into: &sink)
    }

    func fail(_ r: ByteReader, _ at: Int, _ message: String) -> FontError {
        r.error(.malformed, at: at, message)
    }

    private mutating func push(_ v: Double, _ r: ByteReader, _ at: Int) throws(FontError) {
        guard stack.count < limit else { throw fail(r, at, "charstring operand stack overflow (\(limit) values)") }
        stack.append(v)
    }

    /// Drops the width a CFF charstring's first stack-clearing operator may
    /// carry: present when the operands number `count + 1` (or more for the
    /// variable-count hint operators, when odd).
    private mutating func takeWidth(even: Bool = false, expected: Int = 0) {
        guard !widthDone else { return }
        widthDone = true
        let extra = even ? stack.count % 2 == 1 : stack.count > expected
        if extra && !stack.isEmpty { stack.removeFirst() }
    }

    private func need(_ n: Int, _ r: ByteReader, _ at: Int, _ name: String) throws(FontError) {
        guard stack.count >= n else { throw fail(r, at, "charstring operator \(name) needs \(n) operands, has \(stack.count)") }
    }

    mutating func line(_ dx: Double, _ dy: Double, _ sink: inout GlyphOutlineDecoder) {
        x += dx; y += dy
        sink.cffLine(to: placed(x, y))
    }

    mutating func curve(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double,
                                _ sink: inout GlyphOutlineDecoder) {
        let c1 = Point(x: x + a, y: y + b), c2 = Point(x: c1.x + c, y: c1.y + d)
        x = c2.x + e; y = c2.y + f
        sink.cffCurve(placed(c1.x, c1.y), placed(c2.x, c2.y), placed(x, y))
    }

    private mutating func move(_ dx: Double, _ dy: Double, _ sink: inout GlyphOutlineDecoder) {
        x += dx; y += dy
        sink.cffMove(to: placed(x, y))
    }

    /// Runs the charstring in `r` (a glyph's or a subroutine's).
    private mutating func execute(_ r: ByteReader, depth: Int, into sink: inout GlyphOutlineDecoder) throws(FontError) {
        var at = 0
        while at < r.count && !finished {
            operations += 1
            guard operations <= Self.maximumOperations else {
                throw fail(r, at, "charstring runs more than \(Self.maximumOperations) operations")
            }
            let b0 = Int(try r.u8(at: at))
            let opAt = at
            at += 1
            switch b0 {
            case 32...246: try push(Double(b0 - 139), r, opAt)
            case 247...250: try push(Double((b0 - 247) * 256 + Int(try r.u8(at: at)) + 108), r, opAt); at += 1
            case 251...254: try push(Double(-(b0 - 251) * 256 - Int(try r.u8(at: at)) - 108), r, opAt); at += 1
            case 28: try push(Double(try r.i16(at: at)), r, opAt); at += 2
            case 255: try push(Double(Int32(bitPattern: try r.u32(at: at))) / 65536, r, opAt); at += 4
            case 1, 3, 18, 23: // hstem, vstem, hstemhm, vstemhm
                takeWidth(even: true)
                stems += stack.count / 2
                stack.removeAll(keepingCapacity: true)
            case 19, 20: // hintmask, cntrmask: leftover operands are an implicit vstem
                takeWidth(even: true)
                stems += stack.count / 2
                stack.removeAll(keepingCapacity: true)
                at += (stems + 7) / 8
                try r.require(0, at, "a hint mask")
            case 21: // rmoveto
                takeWidth(expected: 2)
                try need(2, r, opAt, "rmoveto")
                move(stack[stack.count - 2], stack[stack.count - 1], &sink)
                stack.removeAll(keepingCapacity: true)
            case 22, 4: // hmoveto, vmoveto
                takeWidth(expected: 1)
                try need(1, r, opAt, "moveto")
                let d = stack[stack.count - 1]
                if b0 == 22 { move(d, 0, &sink) } else { move(0, d, &sink) }
                stack.removeAll(keepingCapacity: true)
            case 5: // rlineto
                var i = 0
                while i + 1 < stack.count { line(stack[i], stack[i + 1], &sink); i += 2 }
                stack.removeAll(keepingCapacity: true)
            case 6, 7: // hlineto, vlineto: alternating
                var horizontal = b0 == 6
                for d in stack {
                    if horizontal { line(d, 0, &sink) } else { line(0, d, &sink) }
                    horizontal.toggle()
                }
                stack.removeAll(keepingCapacity: true)
            case 8, 24, 25:
                try lineCurveMix(b0, r, opAt, &sink)
            case 26, 27:
                try straightCurves(b0, r, opAt, &sink)
            case 30, 31:
                try alternatingCurves(b0, r, opAt, &sink)
            case 10, 29: // callsubr, callgsubr
                try need(1, r, opAt, "callsubr")
                let subrs = b0 == 10 ? (local ?? CFFIndex(empty: r)) : outlines.globalSubroutines
                let number = Int(stack.removeLast()) + CFFOutlines.bias(subrs.count)
                guard depth < Self.maximumDepth else {
                    throw fail(r, opAt, "charstring subroutines nest deeper than \(Self.maximumDepth)")
                }
                try execute(subrs.object(number), depth: depth + 1, into: &sink)
            case 11: // return
                return
            case 14: // endchar
                guard !outlines.cff2 else { throw fail(r, opAt, "endchar in a CFF2 charstring") }
                // A width comes first when 1 or 5 operands are left (seac takes 4).
                takeWidth(expected: stack.count >= 4 ? 4 : 0)
                if stack.count >= 4 { try accented(r, opAt, into: &sink) }
                finished = true
            case 15: // vsindex
                guard outlines.cff2 else { throw fail(r, opAt, "vsindex outside CFF2") }
                try need(1, r, opAt, "vsindex")
                vsindex = Int(max(0, min(stack.removeLast(), 65535)))
            case 16: // blend
                guard outlines.cff2 else { throw fail(r, opAt, "blend outside CFF2") }
                try need(1, r, opAt, "blend")
                let n = Int(max(0, min(stack.removeLast(), 65535)))
                let k = vsindex < outlines.regionCounts.count ? outlines.regionCounts[vsindex] : 0
                try need(n * (k + 1), r, opAt, "blend")
                stack.removeLast(n * k)
            case 12:
                let b1 = Int(try r.u8(at: at))
                at += 1
                try flex(b1, r, opAt, &sink)
            default:
                throw fail(r, opAt, "reserved charstring operator \(b0)")
            }
        }
    }
}
