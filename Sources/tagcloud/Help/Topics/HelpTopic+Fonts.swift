extension HelpTopic {
    /// `tagcloud help fonts`.
    static let fonts = HelpTopic(
        "fonts", summary: "fonts, fallbacks, ligatures and text direction.",
        intro: """
            tagcloud reads TrueType and OpenType fonts itself (no FreeType) and never \
            searches the file system: the default font, DejaVu Sans, is compiled into \
            the binary, so it renders on a machine with no fonts installed.

            Each run of one font and one direction is shaped from the font's OpenType \
            tables as HarfBuzz shapes it: composition and decomposition, Arabic \
            joining forms, ligatures, kerning and mark positioning, and the syllabic \
            shapers of the Indic scripts, Sinhala, Khmer and Myanmar, and Thai and \
            Lao vowels. Other scripts that need more shaping (Tibetan, Mongolian, \
            Syriac and more) are \
            drawn from the font's character map and default features, with a warning \
            that they look only approximately right.

            Characters no font has are drawn as the missing-glyph box, with one \
            warning listing them. Glyphs whose outline data is damaged are drawn \
            empty, with one warning per font. A damaged font is reported as \
            "font.ttf: offset N (table): what is wrong".
            """,
        entries: [
            Entry("font", """
                .otf fonts may have CFF or CFF2 outlines (CFF2 at its default \
                instance). A character cluster is drawn with the first font that has \
                all of its glyphs; every font is scaled to the same pixel size, and a \
                label's box holds the ink of every font that draws it. With a CJK \
                font in front, Latin tags still come from a font that has them. For \
                example, Debian's fonts-noto-cjk:

                    tagcloud render --tags world.txt -o world.png \\
                        --font /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
                """),
            Entry("font-index"),
            Entry("no-system-fonts", """
                Without it, output can differ between machines with different fonts \
                installed; the warning names the characters that no installed font has.
                """),
            Entry("no-ligatures"),
            Entry("direction", """
                Labels are set in visual order by the Unicode Bidirectional Algorithm \
                (UAX #9), one paragraph per label: right-to-left runs are reversed, \
                numbers keep their order, paired brackets are matched and mirrored. \
                An isolate (U+2067 ... U+2069) sets a Hebrew phrase right to left \
                inside an English label without moving the words around it.
                """),
        ])
}
