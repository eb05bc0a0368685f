import Testing

/// The test inflater refuses every stream zlib's inflate refuses: each test
/// crafts a stream that breaks one rule, next to a valid one that differs only
/// there (so a test fails if the crafting, not the rule, is what went wrong).
@Suite struct StrictInflateTests {
    let abbbb = Array("abbbb".utf8)

    func rejects(_ block: CraftedDynamicBlock, _ message: String) {
        #expect(throws: InflateError(message)) { try Inflate.raw(block.deflate) }
    }

    @Test func theCraftedBaselineDecodes() throws {
        let block = CraftedDynamicBlock()
        #expect(try Inflate.raw(block.deflate) == abbbb)
        #expect(try Inflate.zlib(craftedZlib(block.deflate, content: abbbb)) == abbbb)
    }

    @Test func codeLengthCodeMustBeComplete() {
        var over = CraftedDynamicBlock(), under = CraftedDynamicBlock()
        over.codeLengthLengths[18] = 4    // 14/16 + 5/32 = 33/32
        under.codeLengthLengths[18] = 0   // 31/32: the fault (there 127/128)
        rejects(over, "over-subscribed codeLengths code")
        rejects(under, "incomplete codeLengths code")
        // Even one code of length 1, which the other two alphabets may have.
        #expect(throws: InflateError("incomplete codeLengths code")) {
            try InflateCode([1] + [Int](repeating: 0, count: 18), kind: .codeLengths)
        }
    }

    @Test func literalCodeMustBeCompleteUnlessOneCodeOfLengthOne() throws {
        var over = CraftedDynamicBlock(), under = CraftedDynamicBlock()
        over.literalLengths[99] = 2
        under.literalLengths[98] = 3      // 3/4 + 1/8
        under.body = [(97, nil), (256, nil)]
        rejects(over, "over-subscribed literals code")
        rejects(under, "incomplete literals code")
        // Only end-of-block, length 1: zlib allows it, and so do we.
        var alone = CraftedDynamicBlock()
        alone.literalLengths = [Int](repeating: 0, count: 257)
        alone.literalLengths[256] = 1
        alone.body = [(256, nil)]
        #expect(try Inflate.raw(alone.deflate) == [])
        // But not with length 2, and using the missing code is an error.
        alone.literalLengths[256] = 2
        rejects(alone, "incomplete literals code")
        alone.literalLengths[256] = 1
        alone.body = [(97, nil)]
        rejects(alone, "invalid code")
    }

    @Test func distanceCodeRules() throws {
        var over = CraftedDynamicBlock(), under = CraftedDynamicBlock()
        over.distanceLengths = [1, 1, 1]
        under.distanceLengths = [2, 2]
        rejects(over, "over-subscribed distances code")
        rejects(under, "incomplete distances code")
        // No distance code at all is fine while no match needs one.
        var none = CraftedDynamicBlock()
        none.distanceLengths = [0]
        none.body = [(97, nil), (98, nil), (256, nil)]
        #expect(try Inflate.raw(none.deflate) == Array("ab".utf8))
        none.body = [(97, nil), (257, 0), (256, nil)]
        rejects(none, "invalid code")
        // One code of length 1 is allowed; its missing sibling is not a code.
        var one = CraftedDynamicBlock()
        one.distanceLengths = [1]
        #expect(try Inflate.raw(one.deflate) == abbbb)
        one.body = [(97, nil), (257, 1), (256, nil)]
        rejects(one, "invalid code")
    }

    @Test func repeatCodesStayInsideTheLengths() throws {
        let plain = CraftedDynamicBlock()
        var symbols = (plain.literalLengths + plain.distanceLengths).map { (symbol: $0, extra: 0) }
        // 16 first: nothing to repeat.
        var first = plain
        first.lengthSymbols = [(16, 0)] + symbols
        rejects(first, "invalid bit length repeat")
        // The last two lengths (1, 1) as "1, then repeat 3" runs one past HLIT + HDIST.
        var past = plain
        past.lengthSymbols = symbols.dropLast() + [(16, 0)]
        rejects(past, "invalid bit length repeat")
        // A run of zeros may cross from literal into distance lengths (zlib allows it).
        var crossing = plain
        crossing.literalLengths += [0, 0]
        crossing.distanceLengths = [0, 1, 1]
        symbols = (crossing.literalLengths + crossing.distanceLengths).map { (symbol: $0, extra: 0) }
        crossing.lengthSymbols = symbols.prefix(258) + [(17, 0)] + symbols.suffix(2)
        crossing.body = [(97, nil), (98, nil), (257, 1), (256, nil)]   // distance 2
        #expect(try Inflate.raw(crossing.deflate) == Array("ababa".utf8))
        var zeros = crossing
        zeros.lengthSymbols = symbols.prefix(258) + [(18, 0)] + symbols.suffix(2)
        rejects(zeros, "invalid bit length repeat")
    }

    @Test func headerCountsAndEndOfBlock() {
        var literals = CraftedDynamicBlock(), distances = CraftedDynamicBlock()
        literals.hlit = 287
        distances.hdist = 31
        rejects(literals, "too many length or distance symbols")
        rejects(distances, "too many length or distance symbols")
        var noEnd = CraftedDynamicBlock()
        noEnd.literalLengths[256] = 0
        noEnd.literalLengths[99] = 2
        rejects(noEnd, "invalid code -- missing end-of-block")
    }

    /// A final fixed-Huffman block: literal 'a', then `tail` (codes, most significant bit first).
    func fixed(_ tail: [(code: Int, length: Int)]) -> [UInt8] {
        var bits = CraftedBits()
        bits.put(1, 1)
        bits.put(1, 2)
        bits.code(0x30 + 97, 8)
        for (code, length) in tail { bits.code(code, length) }
        return bits.bytes
    }

    @Test func fixedCodesUnusedSymbolsAndDistances() throws {
        let end = (0, 7), length3 = (1, 7)    // symbols 256 and 257
        // 'a', then length 3 at distance 1 (code 0): "aaaa".
        #expect(try Inflate.raw(fixed([length3, (0, 5), end])) == Array("aaaa".utf8))
        #expect(throws: InflateError("invalid distance too far back")) { try Inflate.raw(fixed([length3, (1, 5), end])) }
        #expect(throws: InflateError("invalid literal/length code")) { try Inflate.raw(fixed([(0xC6, 8), end])) }
        #expect(throws: InflateError("invalid literal/length code")) { try Inflate.raw(fixed([(0xC7, 8), end])) }
        #expect(throws: InflateError("invalid distance code")) { try Inflate.raw(fixed([length3, (30, 5), end])) }
        #expect(throws: InflateError("invalid distance code")) { try Inflate.raw(fixed([length3, (31, 5), end])) }
    }

    @Test func storedBlocksAndBlockTypes() throws {
        #expect(try Inflate.raw([1, 2, 0, 0xFD, 0xFF, 7, 8]) == [7, 8])
        #expect(throws: InflateError("invalid stored block lengths")) { try Inflate.raw([1, 2, 0, 0xFD, 0xFE, 7, 8]) }
        #expect(throws: InflateError("invalid block type")) { try Inflate.raw([7, 0, 0, 0, 0]) }
        #expect(throws: InflateError("data after the stream end")) { try Inflate.raw([1, 2, 0, 0xFD, 0xFF, 7, 8, 0]) }
        #expect(throws: InflateError("unexpected end of data")) { try Inflate.raw([1, 2, 0, 0xFD, 0xFF, 7]) }
    }

    @Test func zlibWrapper() throws {
        let stored: [UInt8] = [1, 2, 0, 0xFD, 0xFF, 7, 8]
        let good = craftedZlib(stored, content: [7, 8])
        #expect(try Inflate.zlib(good) == [7, 8])
        // FCHECK made right for each header so that only the named field is wrong.
        func header(_ cmf: UInt8, _ flags: UInt8) -> [UInt8] {
            [cmf, flags | UInt8((31 - (Int(cmf) * 256 + Int(flags)) % 31) % 31)]
        }
        let cases: [([UInt8], String)] = [
            (header(0x77, 0), "unknown compression method"),
            (header(0x88, 0), "invalid window size"),
            ([0x78, 0x02], "incorrect header check"),
            (header(0x78, 0x20), "preset dictionary"),
        ]
        for (bytes, message) in cases {
            #expect(throws: InflateError(message)) { try Inflate.zlib(craftedZlib(stored, content: [7, 8], header: bytes)) }
        }
        #expect(try Inflate.zlib(craftedZlib(stored, content: [7, 8], header: header(0x18, 0))) == [7, 8])
        #expect(throws: InflateError("incorrect data check")) { try Inflate.zlib(craftedZlib(stored, content: [7, 9])) }
        #expect(throws: InflateError("data after the stream end")) { try Inflate.zlib(good + [0]) }
        #expect(throws: InflateError("Adler-32 cut off")) { try Inflate.zlib(Array(good.dropLast())) }
        #expect(throws: InflateError("more output than expected")) { try Inflate.zlib(good, limit: 1) }
    }
}
