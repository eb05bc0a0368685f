// libFuzzer target `text`: the Unicode algorithms under shaping, on any
// text (the input as lossy UTF-8): the bidi algorithm (UAX #9) in each
// paragraph direction, canonical normalization (NFD and NFC), and the whole
// shaping path with the embedded font in each direction.
//
// Checks: one level per scalar, none below the paragraph level or above the
// deepest explicit level plus one, the paragraph level the direction asks
// for; the visual order a permutation, and the identity wherever
// `mayReorder` says a text needs no pass (the shortcut shaping takes);
// NFD and NFC idempotent and each the other's fixed point (NFD(NFC(x)) ==
// NFD(x), NFC(NFD(x)) == NFC(x)); shaped glyphs with finite positions.
import TrueType
import EmbeddedFont

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let scalars = Array(text.unicodeScalars)
    for direction in TextDirection.allCases {
        let paragraph = BidiParagraph(scalars, direction: direction)
        let levels = paragraph.levels
        FuzzCheck.require(levels.count == scalars.count, "\(levels.count) levels for \(scalars.count) scalars")
        switch direction {
        case .auto: FuzzCheck.require(paragraph.baseLevel <= 1, "paragraph level \(paragraph.baseLevel)")
        case .leftToRight: FuzzCheck.require(paragraph.baseLevel == 0, "ltr paragraph at level \(paragraph.baseLevel)")
        case .rightToLeft: FuzzCheck.require(paragraph.baseLevel == 1, "rtl paragraph at level \(paragraph.baseLevel)")
        }
        FuzzCheck.require(levels.allSatisfy { $0 >= paragraph.baseLevel && $0 <= BidiParagraph.maxDepth + 1 },
                          "a level out of range: \(levels.min() ?? 0)...\(levels.max() ?? 0)")
        let order = BidiParagraph.visualOrder(levels: levels)
        FuzzCheck.require(order.sorted() == Array(scalars.indices), "the visual order is not a permutation")
        if !BidiParagraph.mayReorder(scalars, direction: direction) {
            FuzzCheck.require(order == Array(scalars.indices), "text said to need no pass reorders (\(direction))")
        }
    }
    let nfd = Normalization.nfd(scalars), nfc = Normalization.nfc(scalars)
    FuzzCheck.require(Normalization.nfd(nfd) == nfd && Normalization.nfc(nfc) == nfc, "normalization not idempotent")
    FuzzCheck.require(Normalization.nfd(nfc) == nfd && Normalization.nfc(nfd) == nfc, "NFC and NFD disagree")
    for direction in TextDirection.allCases {
        let run = Font.embedded.shape(text, pixelSize: 16, direction: direction)
        FuzzCheck.require(run.advance.isFinite && run.glyphs.allSatisfy { $0.x.isFinite && $0.y.isFinite },
                          "a shaped position is not finite (\(direction))")
    }
    return 0
}
