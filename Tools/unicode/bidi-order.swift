// The visual order of each line of standard input by this project's UAX #9
// code (Sources/TrueType/Text/Bidi*.swift compiled in beside this file by
// Tools/unicode/bidi-peer.py). A line is "DIRECTION<tab>TEXT" (auto, ltr or
// rtl); the answer is its scalars left to right, without the controls rule
// X9 removes, unmirrored.
while let line = readLine(strippingNewline: true) {
    let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
    let direction = TextDirection(rawValue: String(fields[0])) ?? .auto
    let scalars = Array((fields.count > 1 ? fields[1] : "").unicodeScalars)
    let paragraph = BidiParagraph(scalars, direction: direction)
    var visual = String.UnicodeScalarView()
    for i in BidiParagraph.visualOrder(levels: paragraph.levels) where !BidiClass(scalars[i]).isRemovedByRuleX9 {
        visual.append(scalars[i])
    }
    print(String(visual))
}
