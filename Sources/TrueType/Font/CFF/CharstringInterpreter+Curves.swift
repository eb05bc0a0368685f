extension CharstringInterpreter {
    /// rrcurveto (8), rcurveline (24) and rlinecurve (25).
    mutating func lineCurveMix(_ op: Int, _ r: ByteReader, _ at: Int,
                               _ sink: inout GlyphOutlineDecoder) throws(FontError) {
        let s = stack
        stack.removeAll(keepingCapacity: true)
        var i = 0
        switch op {
        case 8:
            while i + 5 < s.count { curve(s[i], s[i + 1], s[i + 2], s[i + 3], s[i + 4], s[i + 5], &sink); i += 6 }
        case 24:
            guard s.count >= 8 else { throw fail(r, at, "rcurveline needs 8 operands, has \(s.count)") }
            while i + 5 < s.count - 2 { curve(s[i], s[i + 1], s[i + 2], s[i + 3], s[i + 4], s[i + 5], &sink); i += 6 }
            line(s[i], s[i + 1], &sink)
        default:
            guard s.count >= 8 else { throw fail(r, at, "rlinecurve needs 8 operands, has \(s.count)") }
            while i + 1 < s.count - 6 { line(s[i], s[i + 1], &sink); i += 2 }
            curve(s[i], s[i + 1], s[i + 2], s[i + 3], s[i + 4], s[i + 5], &sink)
        }
    }

    /// vvcurveto (26) and hhcurveto (27): curves starting and ending in one direction.
    mutating func straightCurves(_ op: Int, _ r: ByteReader, _ at: Int,
                                 _ sink: inout GlyphOutlineDecoder) throws(FontError) {
        let s = stack
        stack.removeAll(keepingCapacity: true)
        var i = 0
        var first = s.count % 4 == 1 ? s[0] : 0
        if s.count % 4 == 1 { i = 1 }
        while i + 3 < s.count {
            if op == 26 {
                curve(first, s[i], s[i + 1], s[i + 2], 0, s[i + 3], &sink)
            } else {
                curve(s[i], first, s[i + 1], s[i + 2], s[i + 3], 0, &sink)
            }
            first = 0
            i += 4
        }
    }

    /// vhcurveto (30) and hvcurveto (31): curves alternating between vertical and horizontal tangents.
    mutating func alternatingCurves(_ op: Int, _ r: ByteReader, _ at: Int,
                                    _ sink: inout GlyphOutlineDecoder) throws(FontError) {
        let s = stack
        stack.removeAll(keepingCapacity: true)
        var horizontal = op == 31
        var i = 0
        while i + 3 < s.count {
            // The last curve may take a fifth operand for its final other coordinate.
            let last = i + 4 >= s.count - 1
            let extra = last && s.count - i == 5 ? s[i + 4] : 0
            if horizontal {
                curve(s[i], 0, s[i + 1], s[i + 2], extra, s[i + 3], &sink)
            } else {
                curve(0, s[i], s[i + 1], s[i + 2], s[i + 3], extra, &sink)
            }
            horizontal.toggle()
            i += 4
        }
    }

    /// The escaped operators: the four flex forms; others are refused.
    mutating func flex(_ op: Int, _ r: ByteReader, _ at: Int, _ sink: inout GlyphOutlineDecoder) throws(FontError) {
        let s = stack
        let y0 = y
        switch op {
        case 35: // flex: two curves, 12 deltas and a depth
            guard s.count >= 13 else { throw fail(r, at, "flex needs 13 operands, has \(s.count)") }
            curve(s[0], s[1], s[2], s[3], s[4], s[5], &sink)
            curve(s[6], s[7], s[8], s[9], s[10], s[11], &sink)
        case 34: // hflex
            guard s.count >= 7 else { throw fail(r, at, "hflex needs 7 operands, has \(s.count)") }
            curve(s[0], 0, s[1], s[2], s[3], 0, &sink)
            curve(s[4], 0, s[5], y0 - y, s[6], 0, &sink)
        case 36: // hflex1
            guard s.count >= 9 else { throw fail(r, at, "hflex1 needs 9 operands, has \(s.count)") }
            curve(s[0], s[1], s[2], s[3], s[4], 0, &sink)
            curve(s[5], 0, s[6], s[7], s[8], y0 - (y + s[7]), &sink)
        case 37: // flex1: the last point's larger displacement is given, the other returns to the start
            guard s.count >= 11 else { throw fail(r, at, "flex1 needs 11 operands, has \(s.count)") }
            let x0 = x
            var dx = 0.0, dy = 0.0
            for k in 0..<5 { dx += s[2 * k]; dy += s[2 * k + 1] }
            curve(s[0], s[1], s[2], s[3], s[4], s[5], &sink)
            if abs(dx) > abs(dy) {
                curve(s[6], s[7], s[8], s[9], s[10], y0 - (y + s[7] + s[9]), &sink)
            } else {
                curve(s[6], s[7], s[8], s[9], x0 - (x + s[6] + s[8]), s[10], &sink)
            }
        default:
            throw r.error(.unsupported, at: at, "charstring operator 12 \(op)")
        }
        stack.removeAll(keepingCapacity: true)
    }
}
