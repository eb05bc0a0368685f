// The visual order of each line of standard input by this project's UAX #9
// code (Sources/TrueType/Text/Bidi*.swift compiled in beside this file by
// Tools/unicode/bidi-peer.py): the scalars left to right, mirrored at odd levels.
while let line = readLine(strippingNewline: true) {
    let scalars = Array(line.unicodeScalars)
    let paragraph = BidiParagraph(scalars)
    var out = String.UnicodeScalarView()
    for i in BidiParagraph.visualOrder(levels: paragraph.levels) {
        out.append(paragraph.levels[i] % 2 == 1 ? BidiParagraph.mirrored(scalars[i]) : scalars[i])
    }
    print(String(out))
}
